import { useTranslation } from 'react-i18next';
import { ShortId, TwoLines } from '../../components/list/columns';
import { accountLabel } from '../../format/account';

/** An account in a list cell: branch/number, and the participant (ISPB) holding it beneath. */
export function AccountCell({ branch, account_number, ispb }: { branch: string; account_number: string; ispb: string }) {
  const { t } = useTranslation();
  return <TwoLines first={<ShortId>{accountLabel({ branch, account_number })}</ShortId>} second={t('pix.ispb', { code: ispb })} />;
}
