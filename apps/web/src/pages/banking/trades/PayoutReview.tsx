import { Suspense, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { optionKey } from '../../../i18n/options';
import { DetailSection } from '../../../components/DetailSection';
import { FactList } from '../../../components/FactList';
import { lazyNamed } from '../../../components/lazy-named';
import type { ReviewDecision } from './ReviewPayoutDialog';

// The decision's form loads its code (the form library among it) when first opened.
const ReviewPayoutDialog = lazyNamed(() => import('./ReviewPayoutDialog'), 'ReviewPayoutDialog');

/** A payout held for a second look: pending, its payee marked for fraud. */
const isHeldForReview = (trade: Pick<trades.TradeDetail, 'trade_type' | 'status' | 'payee_rule'>) =>
  trade.trade_type === 'payout' && trade.status === 'pending' && trade.payee_rule === 'held_for_review';

/**
 * What the fraud-marker rule did with a payout to a marked payee, and — for one held for a second
 * look, to a member who may set fraud markers — Send and Refuse. Nothing when the payee was not marked.
 */
export function PayoutReview({ trade }: { trade: trades.TradeDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const [deciding, setDeciding] = useState<ReviewDecision | null>(null);
  if (trade.payee_rule === null) return null;
  const held = isHeldForReview(trade);
  return (
    <DetailSection title={t('trades.review.heading')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-payee-rule={trade.payee_rule}>
        <FactList facts={[[t('trades.review.rule'), t(optionKey('marked_payee_rule', trade.payee_rule))], [t('trades.review.payeeKey'), trade.payee_key ?? '—']]} />
        {held && <Alert severity="warning">{t('trades.review.held')}</Alert>}
        {held && can('fraud.manage') && (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" color="warning" onClick={() => setDeciding('send')} data-review="send">{t('trades.review.send')}</Button>
            <Button variant="contained" color="error" onClick={() => setDeciding('refuse')} data-review="refuse">{t('trades.review.refuse')}</Button>
          </Stack>
        )}
      </Stack>
      <Suspense fallback={null}>{deciding && <ReviewPayoutDialog trade={trade} decision={deciding} onClose={() => setDeciding(null)} />}</Suspense>
    </DetailSection>
  );
}
