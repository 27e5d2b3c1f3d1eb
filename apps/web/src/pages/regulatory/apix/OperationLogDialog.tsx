import { useId, useState } from 'react';
import {
  Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { DateTime } from '../../../components/DateTime';
import { reportLabel } from './useReportActions';
import { MemberName } from '../../../components/MemberName';
import { StatedText } from '../../../components/StatedText';
import { ListPagination } from '../../../components/list/table/ListPagination';

const reports = regulatory.reports;
type MonthReport = regulatory.reports.MonthReport;
const PAGE_SIZE = 25;

/** Everything done to a report, newest first, a page at a time. */
export function OperationLogDialog({ report, onClose }: { report: MonthReport; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const titleId = useId();
  const log = useApiQuery(reports.operationLogs, { id: report.id, page, page_size: PAGE_SIZE });
  const columns = ['at', 'action', 'version', 'actor', 'details'] as const;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('apix.log.title', reportLabel(report))}</DialogTitle>
      <DialogContent>
        {log.isLoading && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
            <CircularProgress size={20} /><Typography>{t('apix.log.loading')}</Typography>
          </Stack>
        )}
        {log.isError && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void log.refetch()}>{t('apix.log.retry')}</Button>}>
            {t('apix.log.error')}
          </Alert>
        )}
        {log.data && log.data.list.length === 0 && <Typography sx={{ py: 2 }}>{t('apix.log.empty')}</Typography>}
        {log.data && log.data.list.length > 0 && (
          <>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>{columns.map((column) => <TableCell key={column}>{t(`apix.log.columns.${column}`)}</TableCell>)}</TableRow>
              </TableHead>
              <TableBody>
                {log.data.list.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell><DateTime value={entry.at} /></TableCell>
                    <TableCell>{t(`apix.log.action.${entry.action}`)}</TableCell>
                    <TableCell>{entry.version ?? '—'}</TableCell>
                    <TableCell><MemberName username={entry.actor} /></TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{entry.details ? <StatedText value={entry.details} /> : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {log.data.pagination.total > PAGE_SIZE && (
              <ListPagination
                count={log.data.pagination.total}
                page={page}
                pageSize={PAGE_SIZE}
                pageSizes={[PAGE_SIZE]}
                onPage={setPage}
                displayed={({ from, to }) => t('listTable.displayedRows', { from, to, total: log.data.pagination.total })}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>{t('apix.log.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
