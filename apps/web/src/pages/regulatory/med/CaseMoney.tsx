import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money';
import { DetailSection } from '../../../components/DetailSection';
import { FactList } from '../../../components/FactList';
import type { CaseDetail } from './case-facts';

const FIGURES = ['amount', 'held', 'returned', 'left', 'available', 'frozen'] as const;

/** The case's money: the Pix, what is held for it, what went back and what is left; the customer's account now. */
export function CaseMoney({ money }: { money: CaseDetail['money'] }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('med.money.heading')}>
      <FactList facts={FIGURES.map((figure) => [t(`med.money.${figure}`), <Money key={figure} centavos={money[figure]} />])} />
    </DetailSection>
  );
}
