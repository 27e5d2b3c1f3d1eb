import { Suspense, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan, useMe } from '../../../api/hooks';
import { useApiMutation } from '../../../api/useApiMutation';
import { allowedCaseActions, type CaseDetail } from './case-facts';
import { lazyNamed } from '../../../components/lazy-named';

/** The case's forms load their code (react-hook-form and its resolver among it) when one is first opened. */
const CloseCaseDialog = lazyNamed(() => import('./CloseCaseDialog'), 'CloseCaseDialog');
const FileRefundDialog = lazyNamed(() => import('./FileRefundDialog'), 'FileRefundDialog');
const HoldDialog = lazyNamed(() => import('./HoldDialog'), 'HoldDialog');

type CaseAction = regulatory.med.CaseAction;
type DialogAction = Exclude<CaseAction, 'take'>;

const DIALOGS = { hold: HoldDialog, file_refund_request: FileRefundDialog, close: CloseCaseDialog } as const;
const COLORS = { take: 'primary', hold: 'warning', file_refund_request: 'primary', close: 'error' } as const;

/** The actions the contract's `caseActions` allows on the case now; each but Take asks in its own dialog. */
export function CaseActions({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const me = useMe().data?.admin.username;
  const [open, setOpen] = useState<DialogAction | null>(null);
  const taking = useApiMutation(regulatory.med.take);
  const actions = allowedCaseActions(detail, me, can('med.manage'), Date.now());
  const Dialog = open ? DIALOGS[open] : null;

  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'take' ? 'contained' : 'outlined'}
          color={COLORS[action]}
          loading={action === 'take' && taking.pending}
          onClick={() => (action === 'take' ? void taking.send({ id: detail.case.id }) : setOpen(action))}
          data-action={action}
        >
          {t(`med.actions.${action}`)}
        </Button>
      ))}
      <Suspense fallback={null}>{Dialog && <Dialog detail={detail} onClose={() => setOpen(null)} />}</Suspense>
    </Stack>
  );
}
