import { Chip, Stack } from '@mui/material';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { CountdownChip } from '../../../components/Countdown';
import { DateTime } from '../../../components/DateTime';
import { deadlineState } from './deadline';
import './messages';
import { optionKey } from '../../../i18n/options';

type InfractionTask = regulatory.infractions.InfractionTask;

const STATUS_COLOR = { open: 'warning', received: 'info', closed: 'success', canceled: 'default' } as const;

/** Open reports wait for an answer (orange), received ones for an analysis (blue); ended ones are settled. */
export function InfractionStatusChip({ status }: { status: InfractionTask['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(optionKey('infraction_status', status))} data-status={status} />;
}

/**
 * When the analysis is due. For a report still waiting for our answer, a warning within
 * DEADLINE_WARNING_HOURS and an error once it has passed, in words, not only in colour.
 */
export function DeadlineCell({ task, now }: { task: InfractionTask; now: number }) {
  const state = deadlineState(task, now);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }} data-deadline={state.kind}>
      <DateTime value={task.deadline_at} />
      {(state.kind === 'overdue' || state.kind === 'near') && <CountdownChip state={state} />}
    </Stack>
  );
}
