import { Suspense, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { lazyNamed } from '../../../components/lazy-named';

/** The refund forms load their code when one is first opened. */
const AcceptRefundDialog = lazyNamed(() => import('./AcceptRefundDialog'), 'AcceptRefundDialog');
const CancelRefundDialog = lazyNamed(() => import('./CancelRefundDialog'), 'CancelRefundDialog');
const RejectRefundDialog = lazyNamed(() => import('./RejectRefundDialog'), 'RejectRefundDialog');

type RefundRequest = regulatory.med.RefundRequest;
type RefundAction = regulatory.med.RefundAction;

const DIALOGS = { accept: AcceptRefundDialog, reject: RejectRefundDialog, cancel: CancelRefundDialog } as const;
const COLORS = { accept: 'warning', reject: 'error', cancel: 'error' } as const;

/** What the contract's `refundActions` allows on one request now (we answer theirs, we cancel ours), each in its own dialog. */
export function RefundActions({ request }: { request: RefundRequest }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<RefundAction | null>(null);
  const actions = can('med.manage') ? regulatory.med.refundActions(request) : [];
  const Dialog = open ? DIALOGS[open] : null;
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1}>
      {actions.map((action) => (
        <Button key={action} size="small" variant="outlined" color={COLORS[action]} onClick={() => setOpen(action)}
          aria-label={t(`med.refund.${action}.actionOf`, { id: request.id })}>
          {t(`med.refund.${action}.action`)}
        </Button>
      ))}
      <Suspense fallback={null}>{Dialog && <Dialog request={request} onClose={() => setOpen(null)} />}</Suspense>
    </Stack>
  );
}
