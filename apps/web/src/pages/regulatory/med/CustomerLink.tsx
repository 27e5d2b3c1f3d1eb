import { Link } from '@mui/material';
import type { regulatory } from '@wallet/contracts';
import { Link as RouterLink } from 'react-router';
import { customerPath } from '../../user-center/area';

type MedCase = regulatory.med.MedCase;

/** The case's customer, leading to their user or merchant page. */
export function CustomerLink({ medCase }: { medCase: Pick<MedCase, 'customer_id' | 'customer_kind' | 'customer_name'> }) {
  return <Link component={RouterLink} to={customerPath(medCase.customer_kind, medCase.customer_id)} title={medCase.customer_name}>{medCase.customer_name}</Link>;
}
