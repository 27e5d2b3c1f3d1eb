import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { useApiQuery } from '../../../api/hooks';
import { DetailLoading, DetailProblem, type DetailBack } from '../../../components/DetailStates';
import { parseId } from '../../../router/query-id';
import { TRADE_LIST_PATH } from './paths';
import { TradeDetailView } from './TradeDetailView';
import './messages';

/** One trade, opened by `?id=`: its amounts, both parties, its identifiers and the statuses it went through. */
export default function TradeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) return <Problem severity="warning">{t('trades.detail.invalidId')}</Problem>;
  return <LoadedDetail key={id} id={id} />;
}

function LoadedDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const back = useBack();
  const query = useApiQuery(trades.detail, { id });
  const trade = query.data?.id === id ? query.data : undefined;

  if (trade) return <TradeDetailView trade={trade} back={back} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 404) {
      return <Problem severity="warning">{t('trades.detail.notFound', { id })}</Problem>;
    }
    const retry = <Button color="inherit" size="small" onClick={() => void query.refetch()}>{t('trades.detail.retry')}</Button>;
    return <Problem severity="error" action={retry}>{t('trades.detail.loadError', { message: query.error.message })}</Problem>;
  }
  return <DetailLoading back={back} label={t('trades.detail.loading')} />;
}

function useBack(): DetailBack {
  const { t } = useTranslation();
  return { to: TRADE_LIST_PATH, label: t('trades.detail.backToList') };
}

function Problem({ severity, action, children }: { severity: 'warning' | 'error'; action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return <DetailProblem back={useBack()} title={t('pages.transactionDetail')} severity={severity} action={action}>{children}</DetailProblem>;
}
