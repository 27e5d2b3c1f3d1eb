import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { accountDetailPath, tradeDetailPath, tradeDownloadPath, tradeListPath } from '../pages/banking/area';
import { claimPath, pixKeysPath } from '../pages/pix/area';
import { apixPath, infractionsPath, medCasePath } from '../pages/regulatory/area';
import { approvalsPath } from '../pages/approvals/area';
import { customerPath } from '../pages/user-center/area';
import { isWordKey, type KeyUnder } from '../i18n/word-key';
import { optionKey } from '../i18n/options';
import { ApprovalAction } from '@wallet/contracts';

type RecordKind = KeyUnder<'recordLink'>;

const isNumber = (id: string) => /^\d+$/.test(id);
const isApprovalAction = (code: string): code is ApprovalAction => (ApprovalAction.codes as readonly string[]).includes(code);

/** Where a record named `kind:id` is shown, for the kinds that have a page (a trade by its number, or by its id). */
const PAGES: Partial<Record<RecordKind, (id: string) => string | null>> = {
  user: (id) => customerPath('user', id),
  bank_account: (id) => accountDetailPath(id),
  trade: (id) => (isNumber(id) ? tradeDetailPath(Number(id)) : tradeListPath({ search: id })),
  infraction: (id) => (isNumber(id) ? infractionsPath({ report: Number(id) }) : null),
  med_case: (id) => (isNumber(id) ? medCasePath(Number(id)) : null),
  claim: (id) => (isNumber(id) ? claimPath(Number(id)) : null),
  approval_request: (id) => (isNumber(id) ? approvalsPath({ request: Number(id) }) : null),
  pix_key: (id) => pixKeysPath({ key: id }),
  month_report: () => apixPath(),
  trade_export: () => tradeDownloadPath(),
};

const isRecordKind = (kind: string, i18n: { exists(key: string): boolean }): kind is RecordKind => isWordKey(i18n, `recordLink.${kind}`);

/**
 * A reference to a record (`infraction:2`), worded in the member's language ("Infraction report 2")
 * and linked to its page when it has one; a reference of a kind the console does not know, as it is.
 */
export function RecordLink({ reference }: { reference: string }) {
  const { t, i18n } = useTranslation();
  const separator = reference.indexOf(':');
  const kind = reference.slice(0, separator);
  const id = reference.slice(separator + 1);
  if (separator <= 0 || !id || !isRecordKind(kind, i18n)) return <>{reference}</>;
  // A policy is named by its action's code: its words are the action's.
  const named = kind === 'approval_policy' && isApprovalAction(id) ? t(optionKey('approval_action', id)) : id;
  const words = t(`recordLink.${kind}`, { id: named });
  const page = PAGES[kind]?.(id);
  if (!page) return <>{words}</>;
  return <Link component={RouterLink} to={page} title={reference}>{words}</Link>;
}
