import { Chip } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { optionKey } from '../../../i18n/options';
import './messages';

type FraudMarker = pix.fraud.FraudMarker;

/** An active marker in red, a cancelled one in grey. */
export function MarkerStatusChip({ status }: { status: FraudMarker['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={status === 'active' ? 'error' : 'default'} label={t(optionKey('fraud_marker_status', status))} data-status={status} />;
}

/** Whether the DICT shows a fraud marker on the key or its owner: a red flag, or a quiet "none". */
export function MarkedChip({ marked }: { marked: boolean }) {
  const { t } = useTranslation();
  return marked
    ? <Chip size="small" color="error" label={t('fraud.statistics.marked')} data-marked="true" />
    : <Chip size="small" variant="outlined" color="success" label={t('fraud.statistics.clean')} data-marked="false" />;
}
