import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../notify/toast';
import { downloadText } from '../../components/download-file';

const FILE_NAME = 'wallet-admin-recovery-codes.txt';

/**
 * The recovery codes, shown once right after enrolment: the server keeps only their hashes. "Done"
 * waits until the member says they saved them.
 */
export function RecoveryCodes({ codes, username, onDone }: { codes: readonly string[]; username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Typography variant="h6" component="h3">{t('account.recovery.title')}</Typography>
      <Alert severity="warning">{t('account.recovery.intro')}</Alert>
      <Box component="ol" aria-label={t('account.recovery.title')} sx={{ m: 0, pl: 4, columns: 2, maxWidth: 360, fontFamily: 'monospace', fontSize: 16 }}>
        {codes.map((code) => <li key={code}>{code}</li>)}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copyToClipboard(text)}>{t('account.recovery.copy')}</Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadText(`${t('account.recovery.fileHeading', { username })}\n\n${text}\n`, FILE_NAME, 'text/plain;charset=utf-8')}
        >
          {t('account.recovery.download')}
        </Button>
      </Stack>
      <FormControlLabel control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />} label={t('account.recovery.saved')} />
      <Box>
        <Button variant="contained" disabled={!saved} onClick={onDone}>{t('account.recovery.done')}</Button>
      </Box>
    </Stack>
  );
}
