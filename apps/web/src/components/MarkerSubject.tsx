import { Box } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { optionKey } from '../i18n/options';
import { ownerDocument } from '../format/document';

type FraudMarker = pix.fraud.FraudMarker;

/** What a marker marks, as words: a person's document formatted, or a key as the DICT stores it. */
export const subjectText = (marker: Pick<FraudMarker, 'target' | 'document' | 'key_value'>) =>
  (marker.target === 'person' ? ownerDocument(marker.document ?? '') : marker.key_value) ?? '—';

/** What a marker marks, with what kind of subject it is beneath. */
export function MarkerSubject({ marker }: { marker: FraudMarker }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.4 }}>
      <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{subjectText(marker)}</Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>{t(optionKey('fraud_target', marker.target))}</Box>
    </Box>
  );
}
