import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Fact, Facts } from './Facts';
import { PendingIncrease } from '../../components/PendingIncrease';
import { Money } from '../../components/Money';
import { optionKey } from '../../i18n/options';

/** The limit a "Change" dialog is about: whose, which type and period, what is in force and pending. */
export function LimitFacts({ limit }: { limit: pix.limits.PixLimit }) {
  const { t } = useTranslation();
  return (
    <Facts>
      <Fact term={t('pix.limitDialog.owner')}>{`${limit.owner_name} (${t(optionKey('target', limit.target))})`}</Fact>
      <Fact term={t('pix.limitDialog.limitsType')}>{t(optionKey('limits_type', limit.limits_type))}</Fact>
      <Fact term={t('pix.limitDialog.period')}>{t(optionKey('period_type', limit.period_type))}</Fact>
      <Fact term={t('pix.limitDialog.inForce')}><Money centavos={limit.amount} /></Fact>
      <Fact term={t('pix.limitDialog.pending')}><PendingIncrease limit={limit} /></Fact>
    </Facts>
  );
}
