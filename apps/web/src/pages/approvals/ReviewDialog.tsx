import { Alert, Button, DialogActions, DialogContent, DialogContentText, Skeleton, Stack, Typography } from '@mui/material';
import { approvals, z, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery, useMe } from '../../api/hooks';
import { useApiMutation } from '../../api/useApiMutation';
import { FormDialog } from '../../components/FormDialog';
import { ContractReasonField } from '../../components/form/ContractReasonField';
import { FormPending } from '../../components/form/form-pending';
import { useContractForm } from '../../components/form/useContractForm';
import { RetryAlert } from '../../components/RetryAlert';
import { formatInstant } from '../../format/datetime';
import { optionKey } from '../../i18n/options';
import { ChangesTable } from './ChangesTable';
import { targetLabelOf } from './target-label';

type Detail = DataOf<typeof approvals.requestDetail>;

/** Approving, rejecting and withdrawing take the same decision body: the decision's reason is what is typed. */
const DECISION_FORM = z.pick(approvals.approve.body, { reason: true });

/**
 * One request: what it would change and why it was asked; the checker approves (it runs now) or
 * rejects it with a reason, the maker may withdraw it. Render it only while open. The dialog is
 * the one confirmation: it says what approving runs, and "Approve and run" sends it.
 */
export function ReviewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useApiQuery(approvals.requestDetail, { id });
  const request = detail.data;
  return (
    <FormDialog title={request ? t('approvals.review.title', { id, action: t(optionKey('approval_action', request.action)) }) : t('approvals.review.actionOf', { id })} pending={false} onClose={onClose} maxWidth="md">
      {request ? <Review request={request} onClose={onClose} /> : (
        <DialogContent>
          {detail.isError
            ? <RetryAlert retryLabel={t('approvals.review.retry')} onRetry={() => void detail.refetch()}>{t('approvals.review.failed')}</RetryAlert>
            : <Skeleton variant="rounded" height={200} />}
        </DialogContent>
      )}
    </FormDialog>
  );
}

function Review({ request, onClose }: { request: Detail; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(DECISION_FORM, { reason: '' });
  const approve = useApiMutation(approvals.approve, { onDone: onClose });
  const reject = useApiMutation(approvals.reject, { onDone: onClose });
  const withdraw = useApiMutation(approvals.withdraw, { onDone: onClose });
  const me = useMe().data?.admin.username;
  const pending = approve.pending || reject.pending || withdraw.pending;
  const action = t(optionKey('approval_action', request.action));
  const waiting = request.status === 'pending';
  const mine = waiting && request.maker === me;

  const decide = (run: (body: { id: number; reason: string }) => Promise<unknown>) => form.handleSubmit(({ reason }) => run({ id: request.id, reason }));
  const approveIt = decide((body) => approve.send(body));

  return (
    <form onSubmit={(event) => void approveIt(event)} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <DialogContentText>
            {t('approvals.review.askedBy', { maker: request.maker, at: formatInstant(request.asked_at) })} · {targetLabelOf(request, t)}
          </DialogContentText>
          <Typography>{t('approvals.review.why', { reason: request.reason })}</Typography>
          {waiting && <Typography variant="body2" color="text.secondary">{t('approvals.review.expires', { at: formatInstant(request.expires_at) })}</Typography>}
          <Typography variant="subtitle2" component="h3">{t('approvals.review.difference')}</Typography>
          <ChangesTable changes={request.changes} label={t('approvals.review.difference')} />
          {request.stale && (
            <Alert severity="warning">
              {t('approvals.review.stale')}
              {request.current.length > 0 && <ChangesTable changes={request.current} label={t('approvals.review.now')} />}
            </Alert>
          )}
          {!waiting && request.checker && (
            <Alert severity={request.status === 'approved' ? 'success' : 'info'}>
              {t('approvals.review.decided', {
                status: t(optionKey('approval_status', request.status)), checker: request.checker,
                at: formatInstant(request.decided_at), reason: request.decision_reason ?? t('approvals.none'),
              })}
            </Alert>
          )}
          {waiting && (request.decidable || mine) && (
            <FormPending.Provider value={pending}>
              <ContractReasonField control={form.control} name="reason" help={t('approvals.review.decisionReasonHelp')} />
            </FormPending.Provider>
          )}
          {waiting && !request.decidable && !mine && <Alert severity="info">{t('approvals.review.cannotDecide')}</Alert>}
          {request.decidable && !request.stale && <Typography sx={{ fontWeight: 600 }}>{t('approvals.review.approveRuns', { action, maker: request.maker })}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>{t('approvals.review.close')}</Button>
        {mine && <Button color="warning" loading={withdraw.pending} onClick={() => void decide((body) => withdraw.send(body))()}>{t('approvals.review.withdraw')}</Button>}
        {request.decidable && (
          <>
            <Button color="error" loading={reject.pending} disabled={pending} onClick={() => void decide((body) => reject.send(body))()}>{t('approvals.review.reject')}</Button>
            <Button type="submit" variant="contained" loading={approve.pending} disabled={pending || request.stale}>{t('approvals.review.approve')}</Button>
          </>
        )}
      </DialogActions>
    </form>
  );
}
