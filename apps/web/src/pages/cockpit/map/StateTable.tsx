import { TableCell, TableRow } from '@mui/material';
import { BRAZILIAN_STATES, type cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../../components/SimpleTable';
import { formatMeasure, MEASURES, valueOf, type Measure } from './measures';

/** Every state's figures, the largest of the measure shown first: what the map shows, as text. */
export function StateTable({ states, measure, label }: { states: readonly cockpit.StateFigures[]; measure: Measure; label: string }) {
  const { t, i18n } = useTranslation();
  const ordered = [...states].sort((a, b) => valueOf(b, measure) - valueOf(a, measure) || a.uf.localeCompare(b.uf));
  const headers = [
    { label: t('stateMap.columns.uf') },
    { label: t('stateMap.columns.state') },
    ...MEASURES.map((column) => ({ label: t(`stateMap.columns.${column}`), numeric: true })),
  ];
  return (
    <SimpleTable label={label} headers={headers}>
      {ordered.map((state) => (
        <TableRow key={state.uf} data-uf={state.uf}>
          <TableCell>{state.uf}</TableCell>
          <TableCell>{BRAZILIAN_STATES[state.uf]}</TableCell>
          {MEASURES.map((column: Measure) => (
            <TableCell key={column} align="right" sx={column === measure ? { fontWeight: 600 } : undefined}>
              {formatMeasure(column, valueOf(state, column), i18n.language)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </SimpleTable>
  );
}
