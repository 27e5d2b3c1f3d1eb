import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { customerPath } from '../user-center/area';

/** A customer named by a Pix record, leading to their page: a wallet user's or a merchant's. */
export function CustomerPageLink({ id, name, kind }: { id: number; name: string; kind: 'user' | 'merchant' }) {
  return <Link component={RouterLink} to={customerPath(kind, id)} title={name}>{name}</Link>;
}
