import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money';
import { FactList } from '../../../components/FactList';

/** An account's money: what the owner can move, what freezes hold, and both together. */
export function BalanceSummary({ balance }: { balance: banking.Balance }) {
  const { t } = useTranslation();
  return (
    <FactList
      label={t('funds.balance.title')}
      facts={[
        [t('funds.balance.available'), <Money centavos={balance.available} />],
        [t('funds.balance.frozen'), <Money centavos={balance.frozen} />],
        [t('funds.balance.total'), <Money centavos={balance.total} />],
      ]}
    />
  );
}
