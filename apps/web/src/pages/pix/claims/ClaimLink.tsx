import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../api/hooks';
import { claimPath } from '../area';

/** A claim, leading to its page for a member who may see claims ("Claim #7"); a dash when there is none. */
export function ClaimLink({ claimId }: { claimId: number | null }) {
  const { t } = useTranslation();
  const can = useCan();
  if (claimId === null) return '—';
  const words = t('claims.claim.title', { id: claimId });
  return can('claims.view') ? <Link component={RouterLink} to={claimPath(claimId)}>{words}</Link> : words;
}
