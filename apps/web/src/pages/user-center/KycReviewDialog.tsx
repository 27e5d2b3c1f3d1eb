import { Stack, Typography } from '@mui/material';
import { users, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/form/ActionDialog';
import { ContractReasonField } from '../../components/form/ContractReasonField';
import { useContractForm } from '../../components/form/useContractForm';

export type KycCheck = z.infer<typeof users.KycCheck>;
export type KycDecision = 'approved' | 'rejected';

export interface KycReviewDialogProps {
  check: KycCheck;
  decision: KycDecision;
  onClose: () => void;
  /** Called with the reviewed check after the server accepted the decision. */
  onReviewed?: (check: KycCheck) => void;
}

const REVIEW_FORM = z.pick(users.kycReview.body, { reason: true });

/**
 * Approves or rejects one pending KYC check with a required reason. Stays open with the reason
 * typed when the server refuses (the refusal is toasted once), closes the moment the decision is taken.
 */
export function KycReviewDialog({ check, decision, onClose, onReviewed }: KycReviewDialogProps) {
  const { t } = useTranslation();
  // A problem shows from the first character typed, not only once the field is left.
  const form = useContractForm(REVIEW_FORM, { reason: '' }, 'onChange');
  const approve = decision === 'approved';
  return (
    <ActionDialog
      endpoint={users.kycReview}
      form={form}
      body={({ reason }) => ({ id: check.id, decision, reason })}
      onDone={(reviewed) => {
        onReviewed?.(reviewed);
        onClose();
      }}
      title={t(approve ? 'userDetail.review.approveTitle' : 'userDetail.review.rejectTitle')}
      submit={t(approve ? 'userDetail.review.approve' : 'userDetail.review.reject')}
      cancel={t('userDetail.review.cancel')}
      color={approve ? 'success' : 'error'}
      disabled={!form.formState.isValid}
      onClose={onClose}
    >
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
      <ContractReasonField
        control={form.control}
        name="reason"
        autoFocus
        help={t('userDetail.review.reasonHelp')}
        problemOf={(problem) => t(`userDetail.review.${problem}`)}
      />
    </ActionDialog>
  );
}
