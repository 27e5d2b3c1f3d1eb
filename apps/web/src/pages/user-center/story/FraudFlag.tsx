import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { useFraudPicture } from './useFraudPicture';

/**
 * Beside a customer's name, for a member who may see fraud markers, what the fraud section below
 * says: a red "Marked for fraud" for an active marker of ours, an amber "Marked at the DICT" when
 * only the DICT's statistics show a marker on them or their keys.
 */
export function FraudFlag({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const { active, keyMarked } = useFraudPicture(customerId, can('fraud.view'));
  if (active > 0) return <Chip size="small" color="error" label={t('story.fraud.flag')} data-fraud-flag="ours" />;
  if (keyMarked) return <Chip size="small" color="warning" label={t('story.fraud.flagDict')} data-fraud-flag="dict" />;
  return null;
}
