import { Stack, TableCell, TableRow } from '@mui/material';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { SimpleTable } from '../../../components/SimpleTable';
import { HopHolder, HopOwnership, HopRefund } from './HopParts';
import { hopAccount, hopInstitution } from './trace-facts';

type TraceHop = regulatory.med.TraceHop;

const byDepth = (a: TraceHop, b: TraceHop) => a.depth - b.depth || Date.parse(a.at) - Date.parse(b.at) || a.id - b.id;

/** The money trail as a table, hop by hop from the contested Pix's receiver: what the graph draws, for every reader; a large trail's group's accounts too. */
export function TraceTable({ trace, label }: { trace: readonly TraceHop[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      label={label ?? t('med.trace.table')}
      headers={[
        { label: t('med.trace.depth'), numeric: true },
        { label: t('med.trace.holder') },
        { label: t('med.trace.institution') },
        { label: t('med.trace.account') },
        { label: t('med.trace.amount'), numeric: true },
        { label: t('med.trace.at') },
        { label: t('med.trace.held'), numeric: true },
        { label: t('med.trace.refundRequest') },
      ]}
    >
      {[...trace].sort(byDepth).map((hop) => (
        <TableRow key={hop.id} data-trace-hop={hop.id} data-depth={hop.depth}>
          <TableCell align="right">{hop.depth}</TableCell>
          <TableCell><HopHolder hop={hop} /></TableCell>
          <TableCell>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}><span>{hopInstitution(hop)}</span><HopOwnership hop={hop} /></Stack>
          </TableCell>
          <TableCell>{hopAccount(hop)}</TableCell>
          <TableCell align="right"><Money centavos={hop.amount} /></TableCell>
          <TableCell><DateTime value={hop.at} /></TableCell>
          <TableCell align="right"><Money centavos={hop.held} /></TableCell>
          <TableCell><HopRefund hop={hop} /></TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
