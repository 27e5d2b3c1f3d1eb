import { Link, Typography } from '@mui/material';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { FactList } from '../../../components/FactList';
import { tradeDetailPath } from '../../banking/area';

const party = (p: trades.Party) => `${p.name} — ${p.bank_name ?? p.ispb}`;

/** The payment a report is about, with the way to its own page; a report on a payment not ours says so. */
export function ReportTransaction({ trade }: { trade: trades.TradeDetail | null }) {
  const { t } = useTranslation();
  if (!trade) return <Typography color="text.secondary">{t('infractions.detail.noTrade')}</Typography>;
  return (
    <FactList
      facts={[
        [t('infractions.detail.tradeNo'), (
          <Link key="trade" component={RouterLink} to={tradeDetailPath(trade.id)} aria-label={t('infractions.detail.openTransaction', { tradeNo: trade.trade_no })}>
            {trade.trade_no}
          </Link>
        )],
        [t('infractions.detail.tradeStatus'), <OptionChip key="status" list="trade_status" code={trade.status} />],
        [t('infractions.detail.tradeAmount'), <Money key="amount" centavos={trade.amount} />],
        [t('infractions.detail.payer'), party(trade.payer)],
        [t('infractions.detail.payee'), party(trade.payee)],
        [t('infractions.detail.tradeCreated'), <DateTime key="created" value={trade.created_at} />],
      ]}
    />
  );
}
