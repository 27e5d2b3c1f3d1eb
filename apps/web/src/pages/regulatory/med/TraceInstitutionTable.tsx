import { TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money';
import { SimpleTable } from '../../../components/SimpleTable';
import type { TrailView } from './use-trace-grouping';

/** What reached each institution's accounts over a large trail, at any hop, the most money first: whom to ask for it. */
export function TraceInstitutionTable({ view: { grouping } }: { view: TrailView }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      label={t('med.trace.institutionTable')}
      headers={[{ label: t('med.trace.institution') }, { label: t('med.trace.accounts'), numeric: true }, { label: t('med.trace.amount'), numeric: true }]}
    >
      {grouping.institutions.map((institution) => (
        <TableRow key={institution.ispb} data-trace-institution={institution.ispb}>
          <TableCell>{institution.institution}</TableCell>
          <TableCell align="right">{institution.accounts}</TableCell>
          <TableCell align="right"><Money centavos={institution.amount} /></TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
