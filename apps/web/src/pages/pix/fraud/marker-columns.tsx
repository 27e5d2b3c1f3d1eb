import { useMemo } from 'react';
import { Box } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { OptionChip } from '../../../components/OptionChip';
import { optionKey } from '../../../i18n/options';
import { MedCaseLink } from '../../../components/MedCaseLink';
import { CustomerPageLink } from '../CustomerPageLink';
import { MarkerSubject } from '../../../components/MarkerSubject';

type FraudMarker = pix.fraud.FraudMarker;

const column = (field: keyof FraudMarker, headerName: string, extra: Partial<ListColumn<FraudMarker>> = {}): ListColumn<FraudMarker> => ({
  field, headerName, sortable: false, minWidth: 140, ...extra,
});

/** Who and when, on two lines: a time above its author. */
function ByAt({ at, by }: { at: string; by: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.4 }}>
      <DateTime value={at} />
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>{by}</Box>
    </Box>
  );
}

/** The marker list's columns, newest first as the server sorts. */
export function useMarkerColumns(): ListColumn<FraudMarker>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<FraudMarker>[]>(
    () => [
      column('id', t('fraud.columns.marker'), { minWidth: 90, valueFormatter: (value: number) => `#${value}` }),
      column('kind', t('fraud.columns.kind'), { minWidth: 160, valueFormatter: (value: FraudMarker['kind']) => t(optionKey('fraud_kind', value)) }),
      column('document', t('fraud.columns.subject'), { flex: 1, minWidth: 210, renderCell: ({ row }) => <MarkerSubject marker={row} /> }),
      column('customer_name', t('fraud.columns.customer'), {
        flex: 1, minWidth: 160,
        renderCell: ({ row }) => (row.customer_id === null ? '—' : <CustomerPageLink id={row.customer_id} name={row.customer_name ?? `#${row.customer_id}`} kind={row.customer_kind ?? 'user'} />),
      }),
      column('case_id', t('fraud.columns.case'), { minWidth: 120, renderCell: ({ row }) => <MedCaseLink caseId={row.case_id} /> }),
      column('status', t('fraud.columns.status'), { minWidth: 120, renderCell: ({ row }) => <OptionChip list="fraud_marker_status" code={row.status} /> }),
      column('created_at', t('fraud.columns.created'), { minWidth: 170, renderCell: ({ row }) => <ByAt at={row.created_at} by={row.created_by} /> }),
      column('cancelled_at', t('fraud.columns.cancelled'), {
        flex: 1, minWidth: 200,
        renderCell: ({ row }) => (row.cancelled_at === null ? '—' : <ByAt at={row.cancelled_at} by={t('fraud.cancelled', { by: row.cancelled_by ?? '—', reason: row.cancel_reason ?? '—' })} />),
      }),
    ],
    [t],
  );
}
