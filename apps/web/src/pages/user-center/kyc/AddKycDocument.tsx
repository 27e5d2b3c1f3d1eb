import { useState, type FormEvent } from 'react';
import { Button, FormControl, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiUpload } from '../../../api/useApiMutation';
import { formatBytes } from '../../../format/bytes';
import './messages';

const ACCEPT = users.KYC_DOCUMENT_TYPES.join(',');

/** What keeps a chosen file from being sent, judged as the server judges it first (size and type). */
function problemOf(file: File | null): 'noFile' | 'tooBig' | 'wrongType' | null {
  if (!file) return 'noFile';
  if (file.size > users.KYC_DOCUMENT_MAX_BYTES) return 'tooBig';
  return (users.KYC_DOCUMENT_TYPES as readonly string[]).includes(file.type) ? null : 'wrongType';
}

/** Adds a file to a pending check: which part of the file it is, and the file. The server checks its first bytes too. */
export function AddKycDocument({ checkId }: { checkId: number }) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<users.KycDocumentKind>('front');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const send = useApiUpload(users.kycDocumentUpload, {
    onDone: () => {
      setFile(null);
      setChecked(false);
      setInputKey((key) => key + 1);
    },
  });
  const problem = problemOf(file);
  const shown = checked || file ? problem : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || !file || send.pending) return;
    await send.send({ check_id: checkId, kind, file });
  };
  const describe = (found: NonNullable<typeof problem>) => (found === 'tooBig' ? t('kycDocuments.tooBig', { size: formatBytes(file!.size, i18n.language) }) : t(`kycDocuments.${found}`));

  return (
    <Stack component="form" onSubmit={(event) => void submit(event)} noValidate spacing={1.5} aria-label={t('kycDocuments.add')}>
      <Typography variant="subtitle2" component="h3">{t('kycDocuments.add')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField select size="small" label={t('kycDocuments.addKind')} value={kind} onChange={(event) => setKind(event.target.value as users.KycDocumentKind)} sx={{ minWidth: 200 }} disabled={send.pending}>
          {users.KycDocumentKind.options.map((option) => <MenuItem key={option} value={option}>{t(`kycDocuments.kinds.${option}`)}</MenuItem>)}
        </TextField>
        <FormControl error={shown !== null && shown !== 'noFile'} sx={{ flex: 1, minWidth: 220 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={send.pending}>
              {t('kycDocuments.choose')}
              <input key={inputKey} hidden type="file" accept={ACCEPT} aria-label={t('kycDocuments.choose')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </Button>
            <Typography variant="body2">{file ? t('kycDocuments.chosen', { name: file.name, size: formatBytes(file.size, i18n.language) }) : ''}</Typography>
          </Stack>
          <FormHelperText>{shown ? describe(shown) : t('kycDocuments.noFile')}</FormHelperText>
        </FormControl>
        <Button type="submit" variant="contained" loading={send.pending}>{t('kycDocuments.send')}</Button>
      </Stack>
    </Stack>
  );
}
