import { Suspense, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { lazyNamed } from '../../../components/lazy-named';

/** The claim forms' code (react-hook-form and its resolver among it) loads when one is first opened. */
const ConfirmClaimDialog = lazyNamed(() => import('./ConfirmClaimDialog'), 'ConfirmClaimDialog');
const CancelClaimDialog = lazyNamed(() => import('./CancelClaimDialog'), 'CancelClaimDialog');

type Claim = pix.claims.Claim;
type ClaimAction = pix.claims.ClaimAction;

const COLORS = { confirm: 'primary', cancel: 'error', complete: 'primary' } as const;

/** What the contract's `claimActions` lets our side do now, to a member who may manage claims; Confirm and Cancel ask in a dialog, Complete asks to be sure. */
export function ClaimActions({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<Exclude<ClaimAction, 'complete'> | null>(null);
  const completion = useConfirmedMutation(pix.claims.complete);
  const actions = can('claims.manage') ? pix.claims.claimActions(claim) : [];
  if (actions.length === 0) return null;

  const complete = () => void completion.run({ id: claim.id }, {
    title: t('claims.completeForm.confirmTitle', { id: claim.id }),
    message: t('claims.completeForm.confirm', { key: claim.key_value, account: claim.account_number, owner: claim.owner_name }),
  });

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'cancel' ? 'outlined' : 'contained'}
          color={COLORS[action]}
          loading={action === 'complete' && completion.pending}
          onClick={() => (action === 'complete' ? complete() : setOpen(action))}
          data-action={action}
        >
          {t(`claims.actions.${action}`)}
        </Button>
      ))}
      <Suspense fallback={null}>
        {open === 'confirm' && <ConfirmClaimDialog claim={claim} onClose={() => setOpen(null)} />}
        {open === 'cancel' && <CancelClaimDialog claim={claim} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}
