import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { countdownState, type CountdownState } from './countdown';
import { DateTime } from './DateTime';

/** Hours as people read them: "20 h" under two days, "3 d 4 h" beyond. */
const span = (t: TFunction, hours: number) =>
  hours < 48 ? t('countdown.hours', { hours }) : t('countdown.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 });

/** Time left or past, in words and colour: red once overdue, the warning colour when near, plain otherwise. */
export function CountdownChip({ state }: { state: CountdownState }) {
  const { t } = useTranslation();
  if (state.kind === 'overdue') return <Chip size="small" color="error" label={t('countdown.overdue', { time: span(t, state.hoursLate) })} data-countdown="overdue" />;
  return (
    <Chip size="small" variant={state.kind === 'near' ? 'filled' : 'outlined'} color={state.kind === 'near' ? 'warning' : 'default'}
      label={t('countdown.left', { time: span(t, state.hoursLeft) })} data-countdown={state.kind} />
  );
}

export interface CountdownProps {
  /** When it is due; nothing shows a dash. */
  dueAt: string | null;
  now: number;
  /** Done or no longer running: the time struck through, never overdue. */
  met?: boolean;
}

/** A deadline: its time, then how it stands now. */
export function Countdown({ dueAt, now, met = false }: CountdownProps) {
  const { t } = useTranslation();
  if (!dueAt) return <DateTime value={null} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }} data-met={met || undefined}>
      <span style={met ? { textDecoration: 'line-through' } : undefined}><DateTime value={dueAt} /></span>
      {met ? <Chip size="small" variant="outlined" color="success" label={t('countdown.met')} /> : <CountdownChip state={countdownState(dueAt, now)} />}
    </Stack>
  );
}
