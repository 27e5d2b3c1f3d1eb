import { Box, Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { countdownState, type CountdownState } from './countdown';
import { DateTime } from './DateTime';

/** Hours as people read them: "20 h" under two days, "3 d 4 h" beyond. */
const span = (t: TFunction, hours: number) =>
  hours < 48 ? t('countdown.hours', { hours }) : t('countdown.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 });

/** Time left or past, in words and colour: red once overdue, the warning colour when near, plain otherwise. */
function CountdownChip({ state }: { state: CountdownState }) {
  const { t } = useTranslation();
  if (state.kind === 'overdue') return <Chip size="small" color="error" label={t('countdown.overdue', { time: span(t, state.hoursLate) })} data-countdown="overdue" />;
  return (
    <Chip size="small" variant={state.kind === 'near' ? 'filled' : 'outlined'} color={state.kind === 'near' ? 'warning' : 'default'}
      label={t('countdown.left', { time: span(t, state.hoursLeft) })} data-countdown={state.kind} />
  );
}

const WORDS_COLOUR = { overdue: 'error.main', near: 'warning.dark', ok: 'text.secondary' } as const;

/** The same as the chip in coloured words, for a list's cell where a chip takes too much room. */
export function CountdownWords({ state }: { state: CountdownState }) {
  const { t } = useTranslation();
  const words = state.kind === 'overdue' ? t('countdown.overdue', { time: span(t, state.hoursLate) }) : t('countdown.left', { time: span(t, state.hoursLeft) });
  return <Box component="span" sx={{ color: WORDS_COLOUR[state.kind], fontWeight: state.kind === 'ok' ? undefined : 600 }} data-countdown={state.kind}>{words}</Box>;
}

export interface CountdownProps {
  /** When it is due; nothing shows a dash. */
  dueAt: string | null;
  now: number;
  /** Done or no longer running: the time struck through, never overdue. */
  met?: boolean;
  /** In a list's cell: the time above the countdown in words. */
  stacked?: boolean;
}

/** A deadline: its time, then how it stands now. */
export function Countdown({ dueAt, now, met = false, stacked = false }: CountdownProps) {
  const { t } = useTranslation();
  if (!dueAt) return <DateTime value={null} />;
  if (stacked) {
    return (
      <span className="list-table-lines" data-met={met || undefined}>
        <span style={met ? { textDecoration: 'line-through' } : undefined}><DateTime value={dueAt} /></span>
        <span>{met ? t('countdown.met') : <CountdownWords state={countdownState(dueAt, now)} />}</span>
      </span>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }} data-met={met || undefined}>
      <span style={met ? { textDecoration: 'line-through' } : undefined}><DateTime value={dueAt} /></span>
      {met ? <Chip size="small" variant="outlined" color="success" label={t('countdown.met')} /> : <CountdownChip state={countdownState(dueAt, now)} />}
    </Stack>
  );
}
