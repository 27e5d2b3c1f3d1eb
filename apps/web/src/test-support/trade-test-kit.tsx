/**
 * What the trade screens' tests share besides the fake API, and the tests of the screens that show a
 * trade or a session like it (approvals, the cockpit, Pix, the regulatory screens) too: a session,
 * the option lists and sample rows.
 */
import { auth, cockpit, selection, trades, type Permission } from '@wallet/contracts';
import { useLocation } from 'react-router';
import { envelope, type Answer } from './fake-api';
import { meAnswer, selectionAnswer } from './session';

export { envelope, fakeApi, renderScreen, SignedIn } from './fake-api';

/** The member's session and the option lists every filter bar reads. */
export const session = (permissions: Permission[]): Record<string, Answer> => ({
  [auth.me.path]: meAnswer(permissions),
  [selection.selection.path]: selectionAnswer(),
});

/** Shows where the router is, so a test can see a navigation. */
export function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function trade(overrides: Partial<trades.Trade> = {}): trades.Trade {
  return {
    id: 501, trade_no: 'T202601150001', trade_type: 'payin', status: 'success', amount: 150_000, fee: 150, currency: 'BRL',
    merchant_id: 9, merchant_name: 'Loja Azul Ltda', payer_name: 'Ana Souza', payee_name: 'Loja Azul Ltda',
    end_to_end_id: 'E18236120202601151200abcdefghijk', txid: 'txid0001', created_at: '2026-01-15T12:00:00.000Z', finished_at: '2026-01-15T12:00:05.000Z',
    ...overrides,
  };
}

export function tradeDetail(overrides: Partial<trades.TradeDetail> = {}): trades.TradeDetail {
  return {
    ...trade(),
    account_id: 12, account_number: '12345',
    payer: { name: 'Ana Souza', document: '52998224725', ispb: '18236120', bank_name: 'Nu Pagamentos S.A. - IP', branch: '0001', account: '99887' },
    payee: { name: 'Loja Azul Ltda', document: '11222333000181', ispb: '00000000', bank_name: null, branch: '1234', account: '12345' },
    description: 'Pedido 8812',
    failure_reason: null,
    timeline: [
      { status: 'success', at: '2026-01-15T12:00:05.000Z' },
      { status: 'pending', at: '2026-01-15T12:00:00.000Z' },
      { status: 'processing', at: '2026-01-15T12:00:02.000Z' },
    ],
    transfers: [],
    returns: [],
    returnable: 0,
    med_case_id: null,
    payee_key: null,
    payee_rule: null,
    ...overrides,
  };
}

export function tradeExport(overrides: Partial<trades.TradeExport> = {}): trades.TradeExport {
  return {
    id: 3, list: '/api/v1/trade/list', format: 'csv', status: 'done', progress: 100, row_count: 12_345, byte_count: 1_234_567, file_name: 'trades-2026-01-09-to-2026-01-15-3.csv',
    filters: {}, error: null, attempts: 1, created_by: 'ops', created_at: '2026-01-15T12:00:00.000Z',
    finished_at: '2026-01-15T12:01:00.000Z', expires_at: '2026-01-22T12:01:00.000Z',
    ...overrides,
  };
}

/** A page of the export list, with how many are still queued or running. */
export const exportPage = (list: trades.TradeExport[], active = 0, retentionDays = 7) =>
  envelope(200, 'ok', {
    list,
    pagination: { total: list.length, page: 1, page_size: 50, total_capped: false },
    admin_trade_download_info: { active, retention_days: retentionDays },
  });

/** A page of the trade list; `capped` says more match than the server counts (and adds up). */
export const tradePage = (list: trades.Trade[], { total = list.length, capped = false } = {}) =>
  envelope(200, 'ok', {
    list, pagination: { total, page: 1, page_size: 50, total_capped: capped },
    totals: capped ? null : { amount: list.reduce((sum, trade) => sum + trade.amount, 0), fee: list.reduce((sum, trade) => sum + trade.fee, 0) },
  });

export const TRADE_PATHS = {
  list: trades.list.path,
  detail: trades.detail.path,
  exportList: cockpit.exportList.path,
  downloadList: trades.downloadList.path,
  downloadRetry: trades.downloadRetry.path,
  downloadLink: trades.downloadLink.path,
  returnMoney: trades.returnMoney.path,
  reviewPayout: trades.reviewPayout.path,
} as const;
