import { Chip, Stack, Typography } from '@mui/material';
import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../format/money';

/**
 * Above an account's statement: its balances before the period and after it, and the available
 * money in and out between them. Without an account, what to do to see one.
 */
export function StatementSummary({ statement }: { statement: banking.Statement | null }) {
  const { t } = useTranslation();
  if (!statement) return <Typography variant="body2" color="text.secondary">{t('funds.statement.chooseAccount')}</Typography>;
  const balances = (side: 'opening' | 'closing') => ({ available: formatCentavos(statement[side].available), frozen: formatCentavos(statement[side].frozen) });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="statement-summary">
      <Chip variant="outlined" label={t('funds.statement.opening', balances('opening'))} />
      <Chip variant="outlined" color="success" label={t('funds.statement.credits', { amount: formatCentavos(statement.credits) })} />
      <Chip variant="outlined" color="warning" label={t('funds.statement.debits', { amount: formatCentavos(statement.debits) })} />
      <Chip variant="outlined" color="primary" label={t('funds.statement.closing', balances('closing'))} />
    </Stack>
  );
}
