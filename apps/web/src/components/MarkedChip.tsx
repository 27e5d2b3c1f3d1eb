import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Whether the DICT shows a fraud marker on the key or its owner: a red flag, or a quiet "none". */
export function MarkedChip({ marked }: { marked: boolean }) {
  const { t } = useTranslation();
  return marked
    ? <Chip size="small" color="error" label={t('fraudStatistics.marked')} data-marked="true" />
    : <Chip size="small" variant="outlined" color="success" label={t('fraudStatistics.clean')} data-marked="false" />;
}
