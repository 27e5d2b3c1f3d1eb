import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { useFraudPicture } from './useFraudPicture';

/** A red "Marked for fraud" beside a customer's name, for a member who may see fraud markers. */
export function FraudFlag({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const { flagged } = useFraudPicture(customerId, can('fraud.view'));
  return flagged ? <Chip size="small" color="error" label={t('story.fraud.flag')} data-fraud-flag="true" /> : null;
}
