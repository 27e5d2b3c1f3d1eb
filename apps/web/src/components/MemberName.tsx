// The operators' names on their own: the staff contract would bring every staff schema into each route that names a member.
import { CUSTOMER_OPERATOR, SYSTEM_OPERATOR } from '@wallet/contracts/operators';
import { useTranslation } from 'react-i18next';

/** Who did it: a member by their username, what nobody did by hand ("System") and what the customer did in the member's language; the whole name on hover. */
export function MemberName({ username }: { username: string | null }) {
  const { t } = useTranslation();
  const shown = username === null ? '—' : username === SYSTEM_OPERATOR ? t('systemOperator') : username === CUSTOMER_OPERATOR ? t('customerOperator') : username;
  return <span title={shown}>{shown}</span>;
}
