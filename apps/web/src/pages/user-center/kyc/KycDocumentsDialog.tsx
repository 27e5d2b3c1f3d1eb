import { Suspense, useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Divider, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery, useCan } from '../../../api/hooks';
import { FormDialog } from '../../../components/FormDialog';
import { lazyNamed } from '../../../components/lazy-named';
import { OptionChip } from '../../../components/OptionChip';
import type { KycCheck, KycDecision } from '../KycReviewDialog';
import { KycDocumentView } from './KycDocumentView';

// Adding a file is a form, whose library only a reviewer of a pending check needs: it loads when first drawn.
const AddKycDocument = lazyNamed(() => import('./AddKycDocument'), 'AddKycDocument');

interface KycDocumentsDialogProps {
  check: KycCheck;
  onClose: () => void;
  /** Approve or Reject, from beside the documents: the decision's own dialog takes the reason. */
  onDecide: (decision: KycDecision) => void;
}

/** A check's documents, each shown inline, next to Approve and Reject; files can be added while it is pending. */
export function KycDocumentsDialog({ check, onClose, onDecide }: KycDocumentsDialogProps) {
  const { t } = useTranslation();
  const can = useCan();
  const detail = useApiQuery(users.kycDetail, { id: check.id });
  const [chosen, setChosen] = useState(0);
  const current = detail.data?.check ?? check;
  const documents = detail.data?.documents ?? [];
  const shown = documents[Math.min(chosen, documents.length - 1)];
  const deciding = can('kyc.review') && current.status === 'pending';

  return (
    <FormDialog title={t('kycDocuments.title', { id: check.id, name: check.user_name })} pending={false} onClose={onClose} maxWidth="md">
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={4} component="dl" sx={{ m: 0 }}>
            <div>
              <Typography component="dt" variant="body2" color="text.secondary">{t('kycDocuments.documentType')}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{t(`userDetail.docTypes.${current.document_type}`)}</Typography>
            </div>
            <div>
              <Typography component="dt" variant="body2" color="text.secondary">{t('kycDocuments.status')}</Typography>
              <Typography component="dd" sx={{ m: 0 }}><OptionChip list="kyc_status" code={current.status} /></Typography>
            </div>
          </Stack>
          {detail.isLoading && <LinearProgress aria-label={t('kycDocuments.loading')} />}
          {detail.data && documents.length === 0 && <Alert severity="info">{t('kycDocuments.none')}</Alert>}
          {shown && (
            <>
              <Tabs value={documents.indexOf(shown)} onChange={(_event, index: number) => setChosen(index)} variant="scrollable" aria-label={t('kycDocuments.tabs')}>
                {documents.map((document) => <Tab key={document.id} label={t(`kycDocuments.kinds.${document.kind}`)} />)}
              </Tabs>
              <KycDocumentView key={shown.id} document={shown} />
            </>
          )}
          {deciding && (
            <>
              <Divider />
              <Suspense fallback={null}>
                <AddKycDocument checkId={check.id} />
              </Suspense>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {deciding && <Button color="error" variant="outlined" onClick={() => onDecide('rejected')}>{t('kycDocuments.reject')}</Button>}
        {deciding && <Button color="success" variant="contained" onClick={() => onDecide('approved')}>{t('kycDocuments.approve')}</Button>}
        <Button onClick={onClose}>{t('kycDocuments.close')}</Button>
      </DialogActions>
    </FormDialog>
  );
}
