import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CopyableText } from '../../../components/CopyableText';
import { DateTime } from '../../../components/DateTime';
import { DetailField, RecordCard } from '../../../components/DetailStates';
import { OptionChip } from '../../../components/OptionChip';
import { StatedText } from '../../../components/StatedText';
import { optionKey } from '../../../i18n/options';
import { accountDetailPath, tradeDetailPath } from '../../banking/area';
import { counterpartyLabel } from '../counterparty';
import { CaseActions } from './CaseActions';
import type { CaseDetail } from './case-facts';
import { CustomerLink } from './CustomerLink';
import { MarkFraudAction } from './MarkFraudAction';

/** The case's name, status, side and origin, who and which Pix it is about, and what may be done now. */
export function CaseHeader({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const { case: medCase } = detail;
  const e2eLabel = t('medInbox.columns.endToEndId');
  return (
    <RecordCard
      title={t('med.case.title', { id: medCase.id })}
      badges={<><OptionChip list="med_case_status" code={medCase.status} /><OptionChip list="med_side" code={medCase.side} /></>}
      actions={<Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap><CaseActions detail={detail} /><MarkFraudAction detail={detail} /></Stack>}
    >
      <DetailField label={t('medInbox.columns.origin')}>{t(optionKey('med_origin', medCase.origin))}</DetailField>
      <DetailField label={t('medInbox.columns.customer')}><CustomerLink medCase={medCase} /></DetailField>
      <DetailField label={t('med.case.account')}>
        <Link component={RouterLink} to={accountDetailPath(medCase.account_id)}>{medCase.account_number}</Link>
      </DetailField>
      <DetailField label={t('med.case.transaction')}>
        <Link component={RouterLink} to={tradeDetailPath(medCase.trade_id)} aria-label={t('med.case.openTransaction', { tradeNo: medCase.trade_no })}>{medCase.trade_no}</Link>
      </DetailField>
      <DetailField label={e2eLabel}>
        <CopyableText value={medCase.end_to_end_id} copyLabel={t('med.case.copy', { label: e2eLabel, value: medCase.end_to_end_id })} />
      </DetailField>
      <DetailField label={t('medInbox.columns.counterparty')}>{counterpartyLabel(medCase)}</DetailField>
      <DetailField label={t('medInbox.columns.assignedTo')}>{medCase.assigned_to ?? t('med.case.nobody')}</DetailField>
      <DetailField label={t('med.case.opened')}><DateTime value={medCase.opened_at} /> · {medCase.opened_by}</DetailField>
      {medCase.contestation_id && <DetailField label={t('med.case.contestation')}>{medCase.contestation_id}</DetailField>}
      {medCase.closed_at && (
        <DetailField label={t('med.case.closed')}>
          <DateTime value={medCase.closed_at} />
          {medCase.close_note && <Typography component="span" color="text.secondary"> · <StatedText value={medCase.close_note} /></Typography>}
        </DetailField>
      )}
    </RecordCard>
  );
}
