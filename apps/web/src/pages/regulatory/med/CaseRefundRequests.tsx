import { TableCell, TableRow, Typography } from '@mui/material';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/Countdown';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { SimpleTable } from '../../../components/SimpleTable';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { optionKey } from '../../../i18n/options';
import { DetailSection } from '../../../components/DetailSection';
import { RefundActions } from './RefundActions';

type RefundRequest = regulatory.med.RefundRequest;

/** The answer a closed request got: the result, and why it was rejected. */
function Answer({ request }: { request: RefundRequest }) {
  const { t } = useTranslation();
  if (!request.analysis_result) return '—';
  const rejection = request.rejection_reason ? ` · ${t(optionKey('refund_rejection', request.rejection_reason))}` : '';
  return <>{t(optionKey('refund_result', request.analysis_result))}{rejection}{request.analysis_details && <><br />{request.analysis_details}</>}</>;
}

/** The refund requests of the case, both ways, with what may be done to each now. */
export function CaseRefundRequests({ requests }: { requests: readonly RefundRequest[] }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  return (
    <DetailSection title={t('med.refund.heading')}>
      {requests.length === 0 ? <Typography color="text.secondary">{t('med.refund.none')}</Typography> : (
        <SimpleTable
          label={t('med.refund.heading')}
          headers={[
            { label: t('med.refund.request') },
            { label: t('med.refund.role') },
            { label: t('med.refund.reason') },
            { label: t('med.refund.asked'), numeric: true },
            { label: t('med.refund.refunded'), numeric: true },
            { label: t('med.refund.status') },
            { label: t('med.refund.answer') },
            { label: t('med.refund.deadline') },
            { label: t('med.refund.actions') },
          ]}
        >
          {requests.map((request) => (
            <TableRow key={request.id} data-refund={request.id}>
              <TableCell>#{request.id}<br /><Typography variant="caption" color="text.secondary">{request.requested_by}</Typography></TableCell>
              <TableCell>{t(optionKey('refund_role', request.role))}</TableCell>
              <TableCell>{t(optionKey('refund_reason', request.reason))}<br /><Typography variant="caption">{request.details}</Typography></TableCell>
              <TableCell align="right"><Money centavos={request.amount} /></TableCell>
              <TableCell align="right"><Money centavos={request.refunded_amount} /></TableCell>
              <TableCell><OptionChip list="refund_status" code={request.status} /></TableCell>
              <TableCell><Answer request={request} /></TableCell>
              <TableCell><Countdown dueAt={request.deadline_at} now={now} met={request.status !== 'OPEN'} /></TableCell>
              <TableCell><RefundActions request={request} /></TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
    </DetailSection>
  );
}
