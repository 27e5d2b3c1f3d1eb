import { Button } from '@mui/material';
import { auth, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/hooks';
import { ActionDialog } from '../../components/form/ActionDialog';
import { ContractTextField } from '../../components/form/ContractTextField';
import { useContractForm } from '../../components/form/useContractForm';

const { password: PASSWORD, totp: TOTP } = auth.reauthenticate.body.shape;

/** The proof the member gives, under the call's own rules: a password, or an authenticator's code. */
const PROOF_FORM = z.discriminatedUnion('proof', [
  z.object({ proof: z.literal('password'), password: PASSWORD, totp: z.string() }),
  z.object({ proof: z.literal('totp'), password: z.string(), totp: TOTP }),
]);

const NO_PROOF = { password: '', totp: '' };
const digits = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

/** Asks the member to confirm it's them, by password or by an authenticator's code. */
export function ReauthDialog({ onClose }: { onClose: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const totpEnabled = useMe().data?.admin.totp_enabled ?? false;
  const form = useContractForm(PROOF_FORM, { proof: 'password', ...NO_PROOF });
  const proof = form.watch('proof');
  const typed = form.watch(proof);
  const switchProof = () => form.reset({ proof: proof === 'password' ? 'totp' : 'password', ...NO_PROOF });
  // No success toast: the call the member was making answers for itself. A wrong password or code
  // is toasted once by the client, and what was typed stays.
  return (
    <ActionDialog
      endpoint={auth.reauthenticate}
      form={form}
      body={(given) => (given.proof === 'password' ? { password: given.password } : { totp: given.totp })}
      quiet
      onDone={() => onClose(true)}
      title={t('account.reauth.title')}
      intro={proof === 'password' ? t('account.reauth.passwordIntro') : t('account.reauth.totpIntro')}
      submit={t('account.reauth.confirm')}
      cancel={t('account.reauth.cancel')}
      disabled={!typed}
      maxWidth="xs"
      onClose={() => onClose(false)}
    >
      {proof === 'password' ? (
        <ContractTextField key="password" control={form.control} name="password" label={t('account.reauth.password')} type="password" autoComplete="current-password" autoFocus required />
      ) : (
        <ContractTextField
          key="totp"
          control={form.control}
          name="totp"
          label={t('account.reauth.totp')}
          autoComplete="one-time-code"
          autoFocus
          required
          kept={digits}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
      )}
      {totpEnabled && (
        <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={switchProof} disabled={form.formState.isSubmitting}>
          {proof === 'password' ? t('account.reauth.useTotp') : t('account.reauth.usePassword')}
        </Button>
      )}
    </ActionDialog>
  );
}
