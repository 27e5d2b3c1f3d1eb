import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { medCasePath } from '../pages/regulatory/area';

/** A MED case, leading to its page ("Case #12"); a dash when there is none. */
export function MedCaseLink({ caseId }: { caseId: number | null }) {
  const { t } = useTranslation();
  if (caseId === null) return '—';
  return <Link component={RouterLink} to={medCasePath(caseId)}>{t('medCaseLink.label', { id: caseId })}</Link>;
}
