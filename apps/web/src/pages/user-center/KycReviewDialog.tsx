import { useState, type FormEvent } from 'react';
import { DialogContent, Stack, Typography } from '@mui/material';
import { users } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import { ReasonField, reasonIsValid } from '../../components/ReasonField';
import './detail-messages';

export type KycCheck = z.infer<typeof users.KycCheck>;
export type KycDecision = 'approved' | 'rejected';

export interface KycReviewDialogProps {
  check: KycCheck;
  decision: KycDecision;
  onClose: () => void;
  /** Called with the reviewed check after the server accepted the decision. */
  onReviewed?: (check: KycCheck) => void;
}

/**
 * Approves or rejects one pending KYC check with a required reason. Stays open with the reason
 * typed when the server refuses (the refusal is toasted once), closes the moment the decision is taken.
 */
export function KycReviewDialog({ check, decision, onClose, onReviewed }: KycReviewDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const review = useApiMutation(users.kycReview, {
    onDone: (reviewed) => {
      onReviewed?.(reviewed);
      onClose();
    },
  });
  const sending = review.pending;
  const approve = decision === 'approved';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reasonIsValid(reason) || sending) return;
    await review.send({ id: check.id, decision, reason: reason.trim() });
  };

  return (
    <FormDialog title={t(approve ? 'userDetail.review.approveTitle' : 'userDetail.review.rejectTitle')} pending={sending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={4} component="dl" sx={{ m: 0 }}>
              <div>
                <Typography component="dt" variant="body2" color="text.secondary">{t('userDetail.review.user')}</Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{check.user_name}</Typography>
              </div>
              <div>
                <Typography component="dt" variant="body2" color="text.secondary">{t('userDetail.review.documentType')}</Typography>
                <Typography component="dd" sx={{ m: 0 }}>{t(`userDetail.docTypes.${check.document_type}`)}</Typography>
              </div>
            </Stack>
            {/* A problem shows from the first character typed, not only once the field is left. */}
            <ReasonField
              autoFocus
              value={reason}
              onChange={setReason}
              help={t('userDetail.review.reasonHelp')}
              problemOf={(problem) => t(`userDetail.review.${problem}`)}
              checked={checked || reason.length > 0}
              disabled={sending}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          pending={sending}
          onCancel={onClose}
          cancel={t('userDetail.review.cancel')}
          submit={t(approve ? 'userDetail.review.approve' : 'userDetail.review.reject')}
          color={approve ? 'success' : 'error'}
          disabled={!reasonIsValid(reason)}
        />
      </form>
    </FormDialog>
  );
}
