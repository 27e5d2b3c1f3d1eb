import { Stack } from '@mui/material';
import { pix, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { DetailPage } from '../../../components/DetailPage';
import { ClaimHeader } from './ClaimHeader';
import { ClaimHistory } from './ClaimHistory';
import { ClaimPeriods } from './ClaimPeriods';
import { claimListPath } from '../area';

/** One claim, opened by `?id=`: its facts and what may be done now, its periods and its key's history. */
export default function ClaimPage() {
  const { t } = useTranslation();
  return (
    <DetailPage endpoint={pix.claims.detail} idOf={(detail) => detail.claim.id} words="claims.detail" title={t('screens.pix-claims-detail')} listPath={claimListPath()} sections={2}>
      {(detail) => <ClaimView detail={detail} />}
    </DetailPage>
  );
}

function ClaimView({ detail }: { detail: DataOf<typeof pix.claims.detail> }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-claim-id={detail.claim.id}>
      <Breadcrumbs trail={[{ to: claimListPath(), label: t('screens.pix-claims') }]} current={t('claims.claim.title', { id: detail.claim.id })} />
      <ClaimHeader claim={detail.claim} />
      <ClaimPeriods claim={detail.claim} />
      <ClaimHistory logs={detail.logs} claimId={detail.claim.id} />
    </Stack>
  );
}
