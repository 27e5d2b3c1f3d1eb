import { Box, Stack } from '@mui/material';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { CopyableText } from '../../../components/CopyableText';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import type { DetailBack } from '../../../components/DetailStates';
import { DetailSection } from '../../../components/DetailSection';
import { FactList, type Fact } from '../../../components/FactList';
import { PayoutReview } from './PayoutReview';
import { TradeParty } from './TradeParty';
import { TradeSummary } from './TradeSummary';
import { TradeTimeline } from './TradeTimeline';
import { TradeMoney } from './TradeMoney';
import { TradeReturns } from './TradeReturns';
import { MedCaseLink } from '../../../components/MedCaseLink';

type TradeDetail = trades.TradeDetail;

export function TradeDetailView({ trade, back }: { trade: TradeDetail; back: DetailBack }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-trade-id={trade.id}>
      <Breadcrumbs trail={[{ to: back.to, label: t('screens.banking-transactions') }]} current={trade.trade_no} />
      <TradeSummary trade={trade} />
      <PayoutReview trade={trade} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box sx={{ flex: 1 }}><TradeParty title={t('trades.detail.payer')} party={trade.payer} /></Box>
        <Box sx={{ flex: 1 }}><TradeParty title={t('trades.detail.payee')} party={trade.payee} /></Box>
      </Stack>
      <TradeIdentifiers trade={trade} />
      <TradeTimeline trade={trade} />
      <TradeReturns trade={trade} />
      <TradeMoney trade={trade} />
    </Stack>
  );
}

/** The ids people chase a payment by, each with a copy button. */
function TradeIdentifiers({ trade }: { trade: TradeDetail }) {
  const { t } = useTranslation();
  const identifier = (label: string, value: string | null): Fact => [
    label,
    value ? <CopyableText value={value} copyLabel={t('trades.detail.copy', { label, value })} /> : '—',
  ];
  return (
    <DetailSection title={t('trades.detail.identifiers')}>
      <FactList
        facts={[
          identifier(t('trades.columns.endToEndId'), trade.end_to_end_id),
          identifier(t('trades.detail.txid'), trade.txid),
          identifier(t('trades.review.payeeKey'), trade.payee_key),
          identifier(t('trades.columns.tradeNo'), trade.trade_no),
          [t('trades.detail.medCase'), <MedCaseLink caseId={trade.med_case_id} />],
        ]}
      />
    </DetailSection>
  );
}
