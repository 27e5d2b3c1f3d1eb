import { useMemo } from 'react';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { wordedOptions } from '../../../i18n/options';
import { useFreezeColumns } from './freeze-columns';
import { operatorAndDays } from './history-filters';
import { useAccountFilter } from './useAccountFilter';

/**
 * The freezes of an account, or of every account: each hold made, what it is for, what it still
 * holds and why it was released, newest first. The money's every move is the account statement's.
 */
export default function FreezeHistoryPage() {
  const { t } = useTranslation();
  const columns = useFreezeColumns();
  const account = useAccountFilter();
  const filters = useMemo<FilterSpec[]>(() => [
    { kind: 'select', name: 'status', label: t('funds.filters.status'), options: 'freeze_status' },
    { kind: 'select', name: 'hold_type', label: t('funds.filters.holdType'), options: wordedOptions(t, 'hold_type') },
    ...operatorAndDays(t),
  ], [t]);
  return (
    <ListPage endpoint={banking.freezeList} title={t('screens.banking-freeze-history')} columns={columns} filters={filters} toolbar={account.field} fixedBody={account.fixedBody} />
  );
}
