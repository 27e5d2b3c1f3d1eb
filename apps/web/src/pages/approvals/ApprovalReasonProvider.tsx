import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DialogContent, DialogContentText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { registerApprovalReasonHandler } from '../../api/approval';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import { ReasonField, reasonIsValid } from '../../components/ReasonField';
import { optionKey } from '../../i18n/options';
import './messages';

interface Asking {
  action: string;
  answer: (reason: string | null) => void;
}

/**
 * Answers the API client's "why do you ask?" (an action a policy holds for a second person, sent
 * without a reason of its own) with a dialog; the client sends the action again with the reason.
 */
export function ApprovalReasonProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const askingRef = useRef(asking);
  askingRef.current = asking;

  useEffect(() => {
    const unregister = registerApprovalReasonHandler((action) => new Promise((answer) => setAsking({ action, answer })));
    return () => {
      unregister();
      askingRef.current?.answer(null);
    };
  }, []);

  const close = (reason: string | null) => {
    asking?.answer(reason);
    setAsking(null);
  };
  return (
    <>
      {children}
      {asking && <ApprovalReasonDialog action={asking.action} onClose={close} />}
    </>
  );
}

function ApprovalReasonDialog({ action, onClose }: { action: string; onClose: (reason: string | null) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reasonIsValid(reason)) onClose(reason.trim());
  };
  return (
    <FormDialog title={t('approvals.reasonDialog.title')} pending={false} onClose={() => onClose(null)}>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText>{t('approvals.reasonDialog.intro', { action: t(optionKey('approval_action', action as never)) })}</DialogContentText>
            <ReasonField autoFocus value={reason} onChange={setReason} help={t('approvals.reasonDialog.help')} checked={checked} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={false} onCancel={() => onClose(null)} submit={t('approvals.reasonDialog.submit')} />
      </form>
    </FormDialog>
  );
}
