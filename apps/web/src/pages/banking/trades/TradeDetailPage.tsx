import { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DetailPage } from '../../../components/DetailPage';
import { tradeListPath } from '../area';
import { TradeDetailView } from './TradeDetailView';

/** One trade, opened by `?id=`: its amounts, both parties, its identifiers and the statuses it went through. */
export default function TradeDetailPage() {
  const { t } = useTranslation();
  return (
    <DetailPage endpoint={trades.detail} idOf={(trade) => trade.id} words="trades.detail" title={t('screens.banking-transactions-detail')} listPath={tradeListPath()}>
      {(trade, back) => <TradeDetailView trade={trade} back={back} />}
    </DetailPage>
  );
}
