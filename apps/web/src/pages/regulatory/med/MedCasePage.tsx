import { Stack } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { DetailPage } from '../../../components/DetailPage';
import type { CaseDetail } from './case-facts';
import { CaseDeadlines } from './CaseDeadlines';
import { CaseHeader } from './CaseHeader';
import { CaseHolds } from './CaseHolds';
import { CaseMoney } from './CaseMoney';
import { CaseRecovery } from './CaseRecovery';
import { CaseRefundRequests } from './CaseRefundRequests';
import { CaseReports } from './CaseReports';
import { CaseTimeline } from './CaseTimeline';
import { CaseTrace } from './CaseTrace';
import { medInboxPath } from '../area';

/** One MED case, opened by `?id=`: its Pix and customer, money, deadlines, holds, refund requests, funds recoveries, money trail, reports and timeline. */
export default function MedCasePage() {
  const { t } = useTranslation();
  return (
    <DetailPage endpoint={regulatory.med.detail} idOf={(detail) => detail.case.id} words="med.detail" title={t('screens.regulatory-med-detail')} listPath={medInboxPath()} sections={4}>
      {(detail) => <CaseView detail={detail} />}
    </DetailPage>
  );
}

function CaseView({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-case-id={detail.case.id}>
      <Breadcrumbs trail={[{ to: medInboxPath(), label: t('screens.regulatory-med') }]} current={t('med.case.title', { id: detail.case.id })} />
      <CaseHeader detail={detail} />
      <CaseMoney money={detail.money} />
      <CaseDeadlines deadlines={detail.deadlines} />
      <CaseHolds holds={detail.holds} />
      <CaseRefundRequests requests={detail.refund_requests} />
      <CaseRecovery detail={detail} />
      <CaseTrace detail={detail} />
      <CaseReports reports={detail.reports} endToEndId={detail.case.end_to_end_id} />
      <CaseTimeline events={detail.events} />
    </Stack>
  );
}
