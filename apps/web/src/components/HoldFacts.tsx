import { Stack } from '@mui/material';
import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown, CountdownWords } from './Countdown';
import { countdownState } from './countdown';
import { DateTime } from './DateTime';
import { OptionChip } from './OptionChip';
import { MedCaseLink } from './MedCaseLink';

type Freeze = banking.Freeze;

const isRunning = (freeze: Pick<Freeze, 'hold_type' | 'status' | 'expires_at'>) => freeze.hold_type === 'cautionary' && freeze.status === 'active';

/** An active cautionary block ends by itself: its expiry counts down. Anything else shows the time, if it has one. */
export function HoldExpiry({ freeze, now }: { freeze: Pick<Freeze, 'hold_type' | 'status' | 'expires_at'>; now: number }) {
  if (isRunning(freeze)) return <Countdown dueAt={freeze.expires_at} now={now} />;
  return <DateTime value={freeze.expires_at} />;
}

/**
 * A hold in one cell: its type, and what that type names: the countdown of a cautionary block,
 * the court order of a judicial hold, the case of a MED hold; `stacked`, the type above the rest.
 */
export function HoldSummary({ freeze, now, stacked = false }: { freeze: Freeze; now: number; stacked?: boolean }) {
  const { t } = useTranslation();
  if (stacked) {
    const running = isRunning(freeze) && freeze.expires_at !== null;
    return (
      <span className="list-table-lines" title={freeze.court_order ?? undefined}>
        <span><OptionChip list="hold_type" code={freeze.hold_type} label={t(`holdShort.${freeze.hold_type}`)} /></span>
        <span className="list-table-second">
          {running && <CountdownWords state={countdownState(freeze.expires_at!, now)} />}
          {freeze.hold_type === 'judicial' && freeze.court_order}
          {freeze.case_id !== null && <>{running ? ' · ' : ''}<MedCaseLink caseId={freeze.case_id} /></>}
        </span>
      </span>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <OptionChip list="hold_type" code={freeze.hold_type} />
      {freeze.hold_type === 'cautionary' && <HoldExpiry freeze={freeze} now={now} />}
      {freeze.hold_type === 'judicial' && <span>{freeze.court_order}</span>}
      {freeze.case_id !== null && <MedCaseLink caseId={freeze.case_id} />}
    </Stack>
  );
}
