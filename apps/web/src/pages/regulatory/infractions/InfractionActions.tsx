import { Button, IconButton, Stack } from '@mui/material';
import { Tooltip } from '../../../components/Tooltip';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import type { useReportActions } from './useReportActions';

type InfractionTask = regulatory.infractions.InfractionTask;

export interface InfractionActionsProps {
  task: InfractionTask;
  actions: ReturnType<typeof useReportActions>;
  /** Opens the close dialog: it asks for the analysis. */
  onCloseReport: (task: InfractionTask) => void;
  /** Given in a list row: a button that opens the report. */
  onOpen?: (task: InfractionTask) => void;
  /** Icon buttons in a list row, labelled buttons in the detail dialog. */
  variant: 'row' | 'dialog';
}

const ICONS = { acknowledge: CheckCircleOutline, close: GavelOutlined, cancel: CancelOutlined } as const;
const COLORS = { acknowledge: 'primary', close: 'primary', cancel: 'error' } as const;

/** The one action the MED allows on a report now (none once it ended), for members who may manage reports. */
export function InfractionActions({ task, actions, onCloseReport, onOpen, variant }: InfractionActionsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can('infractions.manage') ? regulatory.infractions.allowedActions(task) : [];
  const busy = actions.busyId === task.id;
  const run = { acknowledge: () => void actions.acknowledge(task), close: () => onCloseReport(task), cancel: () => void actions.cancel(task) };

  if (variant === 'dialog') {
    return allowed.map((action) => {
      const Icon = ICONS[action];
      return (
        <Button key={action} variant="outlined" color={COLORS[action]} startIcon={<Icon />} loading={busy} onClick={run[action]} aria-label={t(`infractions.actions.${action}Of`, { id: task.id })}>
          {t(`infractions.actions.${action}`)}
        </Button>
      );
    });
  }
  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
      {onOpen && (
        <Tooltip title={t('infractions.actions.view', { id: task.id })}>
          <IconButton size="small" aria-label={t('infractions.actions.view', { id: task.id })} onClick={() => onOpen(task)}><VisibilityOutlined fontSize="small" /></IconButton>
        </Tooltip>
      )}
      {allowed.map((action) => {
        const Icon = ICONS[action];
        return (
          <Tooltip key={action} title={t(`infractions.actions.${action}`)} describeChild>
            <span>
              <IconButton size="small" color={COLORS[action]} disabled={busy} aria-label={t(`infractions.actions.${action}Of`, { id: task.id })} onClick={run[action]}>
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
