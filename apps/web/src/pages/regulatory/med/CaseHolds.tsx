import { TableCell, TableRow, Typography } from '@mui/material';
import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { SimpleTable } from '../../../components/SimpleTable';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { DetailSection } from '../../../components/DetailSection';
import { HoldExpiry } from '../../../components/HoldFacts';
import { useStated } from '../../../i18n/said/stated';
import { MemberName } from '../../../components/MemberName';

/** The money held on the customer's account for this Pix: each hold, what it still holds, until when, and why it ended. */
export function CaseHolds({ holds }: { holds: readonly banking.Freeze[] }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const stated = useStated();
  return (
    <DetailSection title={t('med.holds.heading')}>
      {holds.length === 0 ? <Typography color="text.secondary">{t('med.holds.none')}</Typography> : (
        <SimpleTable
          label={t('med.holds.heading')}
          headers={[
            { label: t('med.holds.type') },
            { label: t('med.holds.amount'), numeric: true },
            { label: t('med.holds.remaining'), numeric: true },
            { label: t('med.holds.expires') },
            { label: t('med.holds.status') },
            { label: t('med.holds.reason') },
            { label: t('med.holds.releaseReason') },
          ]}
        >
          {holds.map((hold) => (
            <TableRow key={hold.id} data-hold={hold.id}>
              <TableCell><OptionChip list="hold_type" code={hold.hold_type} /></TableCell>
              <TableCell align="right"><Money centavos={hold.amount} /></TableCell>
              <TableCell align="right"><Money centavos={hold.remaining} /></TableCell>
              <TableCell><HoldExpiry freeze={hold} now={now} /></TableCell>
              <TableCell><OptionChip list="freeze_status" code={hold.status} /></TableCell>
              <TableCell>{hold.reason}<br /><Typography variant="caption" color="text.secondary"><MemberName username={hold.created_by} /> · <DateTime value={hold.created_at} /></Typography></TableCell>
              <TableCell>{stated(hold.release_reason)}</TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
    </DetailSection>
  );
}
