import { useId } from 'react';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { accountDetailPath } from '../area';
import { customerPath } from '../../user-center/area';
import { FactList, type Fact } from '../../../components/FactList';
import { StatedText } from '../../../components/StatedText';
import { optionKey } from '../../../i18n/options';

type TradeDetail = trades.TradeDetail;

/** The trade's heading and what it moved: amounts, merchant and account, times, and why it failed. */
export function TradeSummary({ trade }: { trade: TradeDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const facts: Fact[] = [
    [t('trades.columns.type'), t(optionKey('trade_type', trade.trade_type))],
    [t('trades.columns.amount'), <Money key="amount" centavos={trade.amount} />],
    [t('trades.columns.fee'), <Money key="fee" centavos={trade.fee} />],
    [t('trades.detail.currency'), trade.currency],
    [t('trades.columns.merchant'), <Link key="merchant" component={RouterLink} to={customerPath('merchant', trade.merchant_id)}>{trade.merchant_name}</Link>],
    [t('trades.detail.account'), <AccountLink key="account" trade={trade} />],
    [t('trades.columns.created'), <DateTime key="created" value={trade.created_at} />],
    [t('trades.columns.finished'), <DateTime key="finished" value={trade.finished_at} />],
    [t('trades.detail.description'), trade.description || '—'],
  ];
  if (trade.failure_reason) facts.push([t('trades.detail.failureReason'), <StatedText key="reason" value={trade.failure_reason} />]);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
          <Typography variant="h4" component="h1" id={headingId}>{t('trades.detail.title', { tradeNo: trade.trade_no })}</Typography>
          <OptionChip list="trade_status" code={trade.status} />
        </Stack>
        <FactList facts={facts} />
      </CardContent>
    </Card>
  );
}

/** The merchant's bank account, when it is one of ours. */
function AccountLink({ trade }: { trade: TradeDetail }) {
  const { t } = useTranslation();
  if (trade.account_id === null) return '—';
  return (
    <Link component={RouterLink} to={accountDetailPath(trade.account_id)}>
      {t('trades.detail.accountLink', { number: trade.account_number ?? trade.account_id })}
    </Link>
  );
}
