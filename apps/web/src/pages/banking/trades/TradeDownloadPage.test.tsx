import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TradeDownloadPage from './TradeDownloadPage';
import { envelope, exportPage, fakeApi, renderScreen, session, TRADE_PATHS, tradeExport } from '../../../test-support/trade-test-kit';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { STORAGE_KEYS } from '../../../config';
import { toast } from '../../../test-support/toast';


const LIST = TRADE_PATHS.downloadList;
const running = tradeExport({ id: 4, status: 'running', progress: 40, row_count: 0, byte_count: 0, file_name: 'trades-4.csv', finished_at: null, expires_at: null });
const done = tradeExport();
const failed = tradeExport({ id: 2, status: 'failed', progress: 10, file_name: 'trades-2.csv', error: 'Disk full', expires_at: null });

let api: ReturnType<typeof fakeApi>;
const show = (url = '/userCenter/tradeDownload') => renderScreen(<TradeDownloadPage />, url);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

setUpGridScreenTests();
beforeEach(() => {
  api = fakeApi({ ...session(['trades.view', 'trades.export']), [LIST]: () => exportPage([done, failed]) });
});

describe('TradeDownloadPage', () => {
  it('shows each export with its status, rows, size and times, and how long files are kept', async () => {
    show();
    const row = await rowOf('trades-2026-01-09-to-2026-01-15-3.csv');
    expect(within(row).getByText('Done')).toBeTruthy();
    expect(within(row).getByText('12,345')).toBeTruthy();
    expect(within(row).getByText('1.2 MB')).toBeTruthy();
    expect(within(row).getByText('2026-01-22 09:01:00')).toBeTruthy();
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const failedRow = await rowOf('trades-2.csv');
    expect(within(failedRow).getByText('Disk full')).toBeTruthy();
    expect(within(failedRow).queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Files are deleted 7 days after they are written.')).toBeTruthy();
  });

  it('filters by status', async () => {
    show();
    await screen.findByText('trades-2.csv');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)).toEqual({ page: 1, page_size: 50, status: 'failed' }));
    expect(api.bodiesOf(LIST)[0]).toEqual({ page: 1, page_size: 50, status: '0' });
  });

  it('shows the progress of a running export, refreshing every second until none is running', async () => {
    let calls = 0;
    api.answers[LIST] = () => (++calls < 3 ? exportPage([{ ...running, progress: 20 * calls }, done], 1) : exportPage([{ ...running, status: 'done', progress: 100 }, done], 0));
    show();
    const bar = await screen.findByRole('progressbar', { name: 'Progress of export 4' });
    // A slow machine may already show the second answer.
    const percent = bar.getAttribute('aria-valuenow');
    expect(['20', '40']).toContain(percent);
    expect(within(await rowOf('trades-4.csv')).getByText(`${percent}%`)).toBeTruthy();
    // The list asks again by itself until the export is done.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Progress of export 4' }).getAttribute('aria-valuenow')).toBe('100'));
    expect(api.bodiesOf(LIST)).toHaveLength(3);
    expect(within(await rowOf('trades-4.csv')).getByText('Done')).toBeTruthy();
    // Nothing is running any more: no more calls.
    await wait(2_500);
    expect(api.bodiesOf(LIST)).toHaveLength(3);
  });

  it('does not refresh when nothing is running', async () => {
    show();
    await screen.findByText('trades-2.csv');
    await wait(1_500);
    expect(api.bodiesOf(LIST)).toHaveLength(1);
  });

  it('downloads a finished export through a one-time address bound to the session, without reading the file itself', async () => {
    const sent: { action: string; method: string; target: string; session: FormDataEntryValue | null }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      sent.push({ action: new URL(this.action).pathname, method: this.method, target: this.target, session: new FormData(this).get('session') });
    });
    localStorage.setItem(STORAGE_KEYS.token, 'the-session-token');
    api.answers[TRADE_PATHS.downloadLink] = ({ id }) =>
      envelope(200, 'Download ready', { url: `/files/trade-exports/ticket-${String(id)}`, expires_at: '2026-01-15T12:02:00.000Z', file_name: done.file_name });
    show();
    const row = await rowOf(done.file_name);
    expect(within(await rowOf('trades-2.csv')).queryByRole('button', { name: /^Download/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: `Download ${done.file_name}` }));
    await waitFor(() => expect(sent).toEqual([{ action: '/files/trade-exports/ticket-3', method: 'post', target: 'file-download-frame', session: 'the-session-token' }]));
    expect(api.bodiesOf(TRADE_PATHS.downloadLink)).toEqual([{ id: 3 }]);
    // The form is gone; the hidden frame stays for the next download.
    expect(document.querySelectorAll('form[target="file-download-frame"]')).toHaveLength(0);
    const frame = document.querySelector<HTMLIFrameElement>('iframe[name="file-download-frame"]')!;
    expect(toast.error).not.toHaveBeenCalled();
    // A refusal (the link used up, the session ended) loads its text into the frame: the console says so.
    frame.contentDocument!.body.textContent = 'This download link is used up or expired.';
    frame.dispatchEvent(new Event('load'));
    expect(toast.error).toHaveBeenCalledWith('The download did not start: its link expired or your session ended. Try again.', expect.anything());
  });

  it('retries a failed export, and the list refreshes', async () => {
    api.answers[TRADE_PATHS.downloadRetry] = ({ id }) => envelope(200, 'Export 2 queued again', tradeExport({ id: id as number, status: 'queued', progress: 0 }));
    show();
    const row = await rowOf('trades-2.csv');
    expect(within(await rowOf(done.file_name)).queryByRole('button', { name: /^Retry/ })).toBeNull();
    api.answers[LIST] = () => exportPage([done, { ...failed, status: 'queued', progress: 0, error: null }], 1);
    fireEvent.click(within(row).getByRole('button', { name: 'Retry export 2' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Export 2 queued again', expect.anything()));
    expect(api.bodiesOf(TRADE_PATHS.downloadRetry)).toEqual([{ id: 2 }]);
    expect(await screen.findByRole('progressbar', { name: 'Progress of export 2' })).toBeTruthy();
    expect(within(await rowOf('trades-2.csv')).getByText('Queued')).toBeTruthy();
  });

  it('asks for one link while it is on its way, and says a refused link once without starting a download', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submit.mockClear();
    let arrive: (response: Response) => void = () => undefined;
    api.answers[TRADE_PATHS.downloadLink] = () => new Promise((resolve) => { arrive = resolve; });
    show();
    const button = within(await rowOf(done.file_name)).getByRole('button', { name: `Download ${done.file_name}` }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    expect(api.bodiesOf(TRADE_PATHS.downloadLink)).toEqual([{ id: 3 }]);
    arrive(envelope(404, 'Export 3 not found'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Export 3 not found', expect.anything()));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() => expect(button.disabled).toBe(false));
    submit.mockRestore();
  });

  it('retries once while the retry is on its way', async () => {
    let arrive: (response: Response) => void = () => undefined;
    api.answers[TRADE_PATHS.downloadRetry] = () => new Promise((resolve) => { arrive = resolve; });
    show();
    const button = within(await rowOf('trades-2.csv')).getByRole('button', { name: 'Retry export 2' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    expect(api.bodiesOf(TRADE_PATHS.downloadRetry)).toEqual([{ id: 2 }]);
    arrive(envelope(409, 'Export 2 is not failed'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Export 2 is not failed', expect.anything()));
    expect(toast.error).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('points to the lists\' Export button when there is nothing', async () => {
    api.answers[LIST] = () => exportPage([]);
    show();
    expect(await screen.findByText('No exports here. To export a list, such as the transactions, use Export on its page.')).toBeTruthy();
  });
});
