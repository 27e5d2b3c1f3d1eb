import { useId, useState, type FormEvent } from 'react';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiUpload } from '../../../api/useApiMutation';
import { formatBytes } from '../../../format/bytes';
import { ACCEPT, uploadKindsFor, uploadProblem, uploadType, type UploadKind, type UploadProblem } from './upload-file-checks';
import { reportLabel } from './useReportActions';
import './messages';

const { reports } = regulatory;
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
  const titleId = useId();
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
    <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('apix.upload.title', reportLabel(report))}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormControl disabled={sending}>
              <FormLabel id={`${inputId}-kind`}>{t('apix.upload.kind')}</FormLabel>
              <RadioGroup aria-labelledby={`${inputId}-kind`} value={kind} onChange={(event) => setKind(event.target.value as UploadKind)}>
                {kinds.map((option) => (
                  <FormControlLabel key={option} value={option} control={<Radio />} label={t(`apix.upload.${option}`, { version: report.version + 1 })} />
                ))}
              </RadioGroup>
            </FormControl>
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
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>{t('apix.upload.cancel')}</Button>
          <Button type="submit" variant="contained" loading={sending}>{t('apix.upload.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
