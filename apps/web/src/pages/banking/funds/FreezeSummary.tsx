import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { FactList } from '../../../components/FactList';

/** What a freeze is: on which account, how much it held and still holds, since when and why. */
export function FreezeSummary({ freeze }: { freeze: banking.Freeze }) {
  const { t } = useTranslation();
  return (
    <FactList
      facts={[
        [t('funds.columns.account'), freeze.account_number],
        [t('funds.columns.owner'), freeze.owner_name],
        [t('funds.columns.created'), <DateTime value={freeze.created_at} />],
        [t('funds.columns.amount'), <Money centavos={freeze.amount} />],
        [t('funds.columns.remaining'), <Money centavos={freeze.remaining} />],
        [t('funds.columns.reason'), freeze.reason],
      ]}
    />
  );
}
