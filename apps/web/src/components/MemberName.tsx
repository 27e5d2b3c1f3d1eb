import { staff } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';

/** Who did it: a member by their username, what nobody did by hand ("System") and what the customer did in the member's language; the whole name on hover. */
export function MemberName({ username }: { username: string | null }) {
  const { t } = useTranslation();
  const shown = username === null ? '—' : username === staff.SYSTEM_OPERATOR ? t('systemOperator') : username === staff.CUSTOMER_OPERATOR ? t('customerOperator') : username;
  return <span title={shown}>{shown}</span>;
}
