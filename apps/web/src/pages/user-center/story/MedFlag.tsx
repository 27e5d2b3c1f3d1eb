import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { useOpenMedCases } from './useOpenMedCases';

/** Beside a customer's name, for a member who may see the MED, how many of their cases are open, as the MED section below says. */
export function MedFlag({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const { open } = useOpenMedCases(customerId, can('med.view'));
  if (!open) return null;
  return <Chip size="small" color="warning" label={t('story.med.flag', { count: open })} data-med-flag={open} />;
}
