import type { ReactNode } from 'react';
import { IconButton, Stack } from '@mui/material';
import { Tooltip } from '../../../components/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import SendIcon from '@mui/icons-material/Send';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { isGenerating, uploadKindsFor } from './upload-file-checks';
import { reportLabel } from './useReportActions';

type MonthReport = regulatory.reports.MonthReport;
export type ReportDialog = 'upload' | 'verdict' | 'log';

export interface ReportRowActionsProps {
  report: MonthReport;
  /** The member may generate, upload, submit and record verdicts (reports.manage). */
  canManage: boolean;
  onDownload: (report: MonthReport) => void;
  onSubmit: (report: MonthReport) => void;
  onOpen: (dialog: ReportDialog, report: MonthReport) => void;
}

interface ActionButton {
  key: 'download' | 'upload' | 'submit' | 'verdict' | 'log';
  icon: ReactNode;
  onClick: () => void;
}

/** The buttons of one report row: only those its state allows and the member's role can use. */
export function ReportRowActions({ report, canManage, onDownload, onSubmit, onOpen }: ReportRowActionsProps) {
  const { t } = useTranslation();
  const buttons: (ActionButton | false)[] = [
    report.version > 0 && { key: 'download', icon: <DownloadIcon fontSize="small" />, onClick: () => onDownload(report) },
    canManage && uploadKindsFor(report).length > 0 && { key: 'upload', icon: <UploadFileIcon fontSize="small" />, onClick: () => onOpen('upload', report) },
    canManage && report.status === 'generated' && !isGenerating(report) && { key: 'submit', icon: <SendIcon fontSize="small" />, onClick: () => onSubmit(report) },
    canManage && report.status === 'submitted' && { key: 'verdict', icon: <GavelIcon fontSize="small" />, onClick: () => onOpen('verdict', report) },
    { key: 'log', icon: <HistoryIcon fontSize="small" />, onClick: () => onOpen('log', report) },
  ];
  const names = { ...reportLabel(report), file: report.file_name };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {buttons.filter((button): button is ActionButton => Boolean(button)).map(({ key, icon, onClick }) => (
        <Tooltip key={key} title={t(`apix.actions.${key}`)} describeChild>
          <IconButton size="small" color="primary" aria-label={t(`apix.actions.${key}Of`, names)} onClick={onClick}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
