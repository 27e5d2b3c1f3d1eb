import type { ReactNode } from 'react';
import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/**
 * Above a list the address narrows to one record (a customer, a MED case), which its filters do
 * not show: what it is narrowed to, and the way back to the whole list.
 */
export function ScopeNote({ children, all }: { children: ReactNode; all: { to: string; label: string } }) {
  return <Alert severity="info" action={<Link component={RouterLink} to={all.to}>{all.label}</Link>}>{children}</Alert>;
}
