import { useId, useState, type FormEvent } from 'react';
import { Button, DialogContent, FormControl, FormHelperText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiUpload } from '../../../api/useApiMutation';
import { ChoiceField } from '../../../components/ChoiceField';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { formatBytes } from '../../../format/bytes';
import { ACCEPT, uploadKindsFor, uploadProblem, uploadType, type UploadKind, type UploadProblem } from './upload-file-checks';
import { reportLabel } from './useReportActions';
import './messages';

const reports = regulatory.reports;
type MonthReport = regulatory.reports.MonthReport;

/**
 * Uploads a replacement XML or the central bank's receipt to a report. The file is checked here
 * as the server checks it (size, type); whatever the server still refuses is toasted once.
 */
export function UploadReportDialog({ report, onClose }: { report: MonthReport; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const kinds = uploadKindsFor(report);
  const [kind, setKind] = useState<UploadKind>(kinds[0] ?? 'receipt');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const sendFile = useApiUpload(reports.upload, { onDone: onClose });
  const sending = sendFile.pending;
  const inputId = useId();
  const problem = uploadProblem(kind, file);
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
  const shownProblem = problem && (checked || file) ? describe(problem) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || !file || sending) return;
    // Sent with the type judged here, so a file the system named no type for is not refused as one.
    const typed = new File([file], file.name, { type: uploadType(file) });
    await sendFile.send({ id: report.id, kind, file: typed });
  };

  return (
    <FormDialog title={t('apix.upload.title', reportLabel(report))} pending={sending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ChoiceField
              label={t('apix.upload.kind')}
              value={kind}
              onChange={setKind}
              choices={kinds.map((option) => ({ value: option, label: t(`apix.upload.${option}`, { version: report.version + 1 }) }))}
              disabled={sending}
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
                    onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  />
                </Button>
                <Typography variant="body2">{file ? t('apix.upload.chosen', { name: file.name, size: size(file.size) }) : t('apix.upload.none')}</Typography>
              </Stack>
              {shownProblem && <FormHelperText>{shownProblem}</FormHelperText>}
            </FormControl>
          </Stack>
        </DialogContent>
        <FormDialogActions pending={sending} onCancel={onClose} cancel={t('apix.upload.cancel')} submit={t('apix.upload.submit')} />
      </form>
    </FormDialog>
  );
}
