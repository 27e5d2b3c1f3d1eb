import { useState } from 'react';
import { Button, FormControl, FormHelperText, MenuItem, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { users, z } from '@wallet/contracts';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiUpload } from '../../../api/useApiMutation';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { FormPending } from '../../../components/form/form-pending';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatBytes } from '../../../format/bytes';

const ACCEPT = users.KYC_DOCUMENT_TYPES.join(',');

/** What keeps a chosen file from being sent, judged as the server judges it first (size and type). */
function problemOf(file: File | null): 'noFile' | 'tooBig' | 'wrongType' | null {
  if (!file) return 'noFile';
  if (file.size > users.KYC_DOCUMENT_MAX_BYTES) return 'tooBig';
  return (users.KYC_DOCUMENT_TYPES as readonly string[]).includes(file.type) ? null : 'wrongType';
}

/** Which part of the file it is, under the upload call's own rule, and the file, judged here first. */
const ADD_FORM = z.object({ kind: users.kycDocumentUpload.body.shape.kind, file: z.custom<File | null>() }).check(z.superRefine(({ file }, ctx) => {
  const problem = problemOf(file);
  if (problem) ctx.addIssue({ code: 'custom', path: ['file'], message: problem });
}));

/** Adds a file to a pending check: which part of the file it is, and the file. The server checks its first bytes too. */
export function AddKycDocument({ checkId }: { checkId: number }) {
  const { t, i18n } = useTranslation();
  const form = useContractForm(ADD_FORM, { kind: 'front', file: null });
  const { field: fileField, fieldState } = useController({ control: form.control, name: 'file' });
  // A new file input for the next document: the browser keeps the last one's name otherwise.
  const [inputKey, setInputKey] = useState(0);
  const send = useApiUpload(users.kycDocumentUpload, {
    onDone: () => {
      form.reset();
      setInputKey((key) => key + 1);
    },
  });
  const file = fileField.value;
  // A chosen file is judged at once; none chosen is said once the form is sent.
  const shown = fieldState.error || file ? problemOf(file) : null;
  const submit = form.handleSubmit(async ({ kind, file: chosen }) => {
    if (chosen) await send.send({ check_id: checkId, kind, file: chosen });
  });
  const describe = (found: NonNullable<typeof shown>) => (found === 'tooBig' && file ? t('kycDocuments.tooBig', { size: formatBytes(file.size, i18n.language) }) : t(`kycDocuments.${found}`));

  return (
    <Stack component="form" onSubmit={(event) => void submit(event)} noValidate spacing={1.5} aria-label={t('kycDocuments.add')}>
      <Typography variant="subtitle2" component="h3">{t('kycDocuments.add')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <FormPending.Provider value={send.pending}>
          <ContractTextField control={form.control} name="kind" select size="small" fullWidth={false} label={t('kycDocuments.addKind')} sx={{ minWidth: 200 }}>
            {users.KycDocumentKind.options.map((option) => <MenuItem key={option} value={option}>{t(`kycDocuments.kinds.${option}`)}</MenuItem>)}
          </ContractTextField>
        </FormPending.Provider>
        <FormControl error={shown !== null && shown !== 'noFile'} sx={{ flex: 1, minWidth: 220 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={send.pending}>
              {t('kycDocuments.choose')}
              <input key={inputKey} hidden type="file" accept={ACCEPT} aria-label={t('kycDocuments.choose')} onChange={(event) => fileField.onChange(event.target.files?.[0] ?? null)} />
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
