import { useId } from 'react';
import { Button, FormControl, FormHelperText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { regulatory, z } from '@wallet/contracts';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiUpload } from '../../../api/useApiMutation';
import { FormDialog, FormDialogForm } from '../../../components/FormDialog';
import { ContractChoiceField } from '../../../components/form/ContractChoiceField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatBytes } from '../../../format/bytes';
import { ACCEPT, uploadKindsFor, uploadProblem, uploadType, type UploadKind, type UploadProblem } from './upload-file-checks';
import { reportLabel } from './useReportActions';

const reports = regulatory.reports;
type MonthReport = regulatory.reports.MonthReport;

/** The upload's kind and its file, judged as the server judges it (size, type) before it is sent. */
const UPLOAD_FORM = z.object({
  kind: z.enum(['replacement', 'receipt']),
  file: z.custom<File | null>(),
}).check(z.superRefine(({ kind, file }, ctx) => {
  const found = uploadProblem(kind, file);
  if (found) ctx.addIssue({ code: 'custom', path: ['file'], message: found.problem });
}));

/**
 * Uploads a replacement XML or the central bank's receipt to a report. The file is checked here
 * as the server checks it (size, type); whatever the server still refuses is toasted once.
 */
export function UploadReportDialog({ report, onClose }: { report: MonthReport; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const kinds = uploadKindsFor(report);
  const form = useContractForm(UPLOAD_FORM, { kind: kinds[0] ?? 'receipt', file: null });
  const { field: fileField, fieldState } = useController({ control: form.control, name: 'file' });
  const sendFile = useApiUpload(reports.upload, { onDone: onClose });
  const sending = sendFile.pending;
  const inputId = useId();
  const kind = form.watch('kind');
  const file = fileField.value;
  const size = (bytes: number) => formatBytes(bytes, i18n.language);

  const describe = (found: UploadProblem) => {
    if (found.problem === 'tooBig') {
      const count = new Intl.NumberFormat(i18n.language);
      return t('apix.upload.tooBig', { size: count.format(found.size), max: count.format(found.max) });
    }
    if (found.problem === 'wrongType') {
      return t('apix.upload.wrongType', { type: found.type || t('apix.upload.unknownType'), kind: t(`apix.upload.kinds.${kind}`), allowed: found.allowed.join(', ') });
    }
    return t(`apix.upload.${found.problem}`);
  };
  // A chosen file is judged at once; none chosen is said once the form is sent.
  const problem = fieldState.error || file ? uploadProblem(kind, file) : null;
  const shownProblem = problem ? describe(problem) : null;

  const submit = form.handleSubmit(async ({ kind: chosen, file: chosenFile }) => {
    if (!chosenFile) return;
    // Sent with the type judged here, so a file the system named no type for is not refused as one.
    const typed = new File([chosenFile], chosenFile.name, { type: uploadType(chosenFile) });
    await sendFile.send({ id: report.id, kind: chosen, file: typed });
  });

  return (
    <FormDialog title={t('apix.upload.title', reportLabel(report))} pending={sending} onClose={onClose}>
      <FormDialogForm onSubmit={(event) => void submit(event)} pending={sending} onCancel={onClose} cancel={t('apix.upload.cancel')} submit={t('apix.upload.submit')}>
        <ContractChoiceField
          control={form.control}
          name="kind"
          label={t('apix.upload.kind')}
          choices={kinds.map((option: UploadKind) => ({ value: option, label: t(`apix.upload.${option}`, { version: report.version + 1 }) }))}
        />
        <FormControl error={shownProblem !== null} disabled={sending}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={sending}>
              {t('apix.upload.choose')}
              <input
                id={inputId}
                hidden
                type="file"
                accept={ACCEPT[kind]}
                aria-label={t('apix.upload.file')}
                onChange={(event) => fileField.onChange(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2">{file ? t('apix.upload.chosen', { name: file.name, size: size(file.size) }) : t('apix.upload.none')}</Typography>
          </Stack>
          {shownProblem && <FormHelperText>{shownProblem}</FormHelperText>}
        </FormControl>
      </FormDialogForm>
    </FormDialog>
  );
}
