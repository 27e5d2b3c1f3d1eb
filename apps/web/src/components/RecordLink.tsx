import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { accountDetailPath, tradeListPath } from '../pages/banking/area';
import { customerPath } from '../pages/user-center/area';

/** Where a record named `kind:id` (an audit target, a statement's reference) is shown, for the kinds that have a page. */
const PAGES: Record<string, (id: string) => string> = {
  user: (id) => customerPath('user', id),
  bank_account: (id) => accountDetailPath(id),
  trade: (tradeNo) => tradeListPath({ search: tradeNo }),
};

/** A reference to a record, as a link to its page when it has one, or as it is written. */
export function RecordLink({ reference }: { reference: string }) {
  const separator = reference.indexOf(':');
  const page = separator > 0 ? PAGES[reference.slice(0, separator)] : undefined;
  const id = reference.slice(separator + 1);
  if (!page || !id) return <>{reference}</>;
  return <Link component={RouterLink} to={page(id)}>{reference}</Link>;
}
