import { useState } from 'react';
import { Box, Link } from '@mui/material';
import { trades, type users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../../components/DateTime';
import { DateRangeFilter } from '../../../components/list/DateRangeFilter';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { optionKey } from '../../../i18n/options';
import { tradeDetailPath, tradeListPath } from '../../banking/area';
import { StorySection } from './StorySection';
import { lastDays, STORY_TRADE_DAYS, type TradePeriod } from './trade-period';

/**
 * The customer's transactions over a period, the last 30 days until another is chosen with the
 * lists' date range, newest first, linked to the transaction list over the same customer and days.
 */
export function TradesSection({ customer }: { customer: users.WalletUser }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TradePeriod>(() => lastDays(STORY_TRADE_DAYS, new Date()));
  const filters = { merchant: String(customer.id), created_from: period.start, created_to: period.end };
  return (
    <StorySection
      title={t('story.trades.heading')}
      endpoint={trades.list}
      body={filters}
      rowKey={(trade) => trade.id}
      empty={t('story.trades.empty')}
      seeAll={{ to: tradeListPath(filters), screen: t('screens.banking-transactions') }}
      summary={(
        <Box sx={{ mb: 2 }}>
          <DateRangeFilter
            label={t('story.trades.period')}
            size="small"
            value={period}
            // Clearing both days goes back to the last 30: a customer's story always shows a period.
            onChange={(range) => setPeriod(range.start && range.end ? { start: range.start, end: range.end } : lastDays(STORY_TRADE_DAYS, new Date()))}
          />
        </Box>
      )}
      columns={[
        { label: t('story.trades.trade'), cell: (trade) => <Link component={RouterLink} to={tradeDetailPath(trade.id)}>{trade.trade_no}</Link> },
        { label: t('story.trades.type'), cell: (trade) => t(optionKey('trade_type', trade.trade_type)) },
        { label: t('story.trades.status'), cell: (trade) => <OptionChip list="trade_status" code={trade.status} /> },
        { label: t('story.trades.amount'), align: 'right', cell: (trade) => <Money centavos={trade.amount} /> },
        { label: t('story.trades.created'), cell: (trade) => <DateTime value={trade.created_at} /> },
      ]}
    />
  );
}
