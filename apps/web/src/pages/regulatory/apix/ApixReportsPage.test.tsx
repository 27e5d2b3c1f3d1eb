import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import ApixReportsPage from './ApixReportsPage';
import { APIX_PATHS, apixApi, envelope, fakeApi, MANAGER, monthReport, renderScreen, reportPage, VIEWER } from './apix-test-kit';
import { toast } from '../../../test-support/toast';


const accepted = monthReport({
  id: 5, month: '2025-11', status: 'accepted', version: 2, file_name: 'fixed.xml', replacement: true, protocol: 'STA-APIX001-202511-ABC',
  status_reason: 'Processed without remarks', receipt_file_name: 'recibo.pdf', submitted_at: '2025-12-05T14:00:00.000Z',
});
const generated = monthReport();
let api: ReturnType<typeof fakeApi>;
const show = (url = '/regulatory/apix') => renderScreen(<ApixReportsPage />, url);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

setUpGridScreenTests();
beforeEach(() => {
  api = fakeApi(apixApi(MANAGER, [generated, accepted]));
});

describe('ApixReportsPage', () => {
  it('shows each report: status, version, file, replacement, protocol, verdict and receipt', async () => {
    show();
    const row = await rowOf('2025-11');
    for (const text of ['Accepted', '2', 'fixed.xml', '2.3 kB', 'Replacement', 'STA-APIX001-202511-ABC', 'Processed without remarks', 'recibo.pdf']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(await rowOf('2025-12')).getByText('Generated')).toBeTruthy();
  });

  it('offers the actions each report\'s state allows', async () => {
    show();
    const open = await rowOf('2025-12');
    for (const name of ['Download APIX001-2025-12-v1.xml', 'Upload a file to APIX001 2025-12', 'Submit APIX001 2025-12', 'Operation log of APIX001 2025-12']) {
      expect(within(open).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(open).queryByRole('button', { name: /Record the verdict/ })).toBeNull();
    const done = await rowOf('2025-11');
    expect(within(done).queryByRole('button', { name: /^Submit/ })).toBeNull();
    expect(within(done).getByRole('button', { name: 'Upload a file to APIX001 2025-11' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate report' })).toBeTruthy();
  });

  it('hides what a member who may only see reports cannot do', async () => {
    api = fakeApi(apixApi(VIEWER, [generated, monthReport({ id: 8, month: '2025-10', status: 'submitted' })]));
    show();
    const row = await rowOf('2025-12');
    expect(within(row).getByRole('button', { name: /^Download/ })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /^Operation log/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^(Upload|Submit)/ })).toBeNull();
    expect(within(await rowOf('2025-10')).queryByRole('button', { name: /Record the verdict/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate report' })).toBeNull();
  });

  it('filters by month range and status', async () => {
    show('/regulatory/apix?month_from=2025-06&month_to=2025-12');
    await rowOf('2025-12');
    expect(api.bodiesOf(APIX_PATHS.list)[0]).toEqual({ page: 1, page_size: 50, month_from: '2025-06', month_to: '2025-12', status: '0', report_type: '0' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(api.bodiesOf(APIX_PATHS.list).at(-1)).toMatchObject({ status: 'rejected', month_from: '2025-06' }));
  });

  it('follows a generation as it runs, asking again until it is done', async () => {
    let calls = 0;
    api.answers[APIX_PATHS.list] = () => (++calls < 3
      ? reportPage([monthReport({ status: 'pending', version: 0, file_name: null, job: { status: 'running', progress: 40 * calls, error: null } })])
      : reportPage([generated]));
    show();
    expect(await screen.findByRole('progressbar', { name: 'Generation of 2025-12' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Generation of 2025-12' })).toBeNull());
    expect(within(await rowOf('2025-12')).getByText('Generated')).toBeTruthy();
    await wait(1_500);
    expect(api.bodiesOf(APIX_PATHS.list)).toHaveLength(3);
  });

  it('shows why a generation failed, and says what to do when there is nothing', async () => {
    api.answers[APIX_PATHS.list] = () => reportPage([monthReport({ status: 'pending', version: 0, file_name: null, job: { status: 'failed', progress: 10, error: 'Disk full' } })]);
    show();
    expect(await screen.findByText('Failed: Disk full')).toBeTruthy();
    cleanup();
    api.answers[APIX_PATHS.list] = () => reportPage([]);
    show();
    expect(await screen.findByText('No reports yet. Generate last month\'s with "Generate report".')).toBeTruthy();
  });

  it('downloads the XML as a file', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => { blobs.push(blob); return 'blob:x'; }, revokeObjectURL: () => undefined }));
    api.answers[APIX_PATHS.download] = () => envelope(200, 'Downloading APIX001-2025-12-v1.xml', { file_name: 'APIX001-2025-12-v1.xml', content_type: 'application/xml', version: 1, content: '<APIX001/>' });
    show();
    fireEvent.click(within(await rowOf('2025-12')).getByRole('button', { name: 'Download APIX001-2025-12-v1.xml' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(await blobs[0]!.text()).toBe('<APIX001/>');
    expect(blobs[0]!.type).toBe('application/xml;charset=utf-8');
    expect(api.bodiesOf(APIX_PATHS.download)).toEqual([{ id: 7 }]);
  });

  it('submits only after a confirmation', async () => {
    api.answers[APIX_PATHS.submit] = () => envelope(200, 'APIX001 2025-12 submitted to the central bank: protocol STA-1', monthReport({ status: 'submitted' }));
    show();
    const submit = within(await rowOf('2025-12')).getByRole('button', { name: 'Submit APIX001 2025-12' });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Submit APIX001 2025-12 to the central bank?' });
    expect(within(dialog).getByText(/Version 1 \(APIX001-2025-12-v1\.xml\) will be sent through the STA\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf(APIX_PATHS.submit)).toEqual([]);
    fireEvent.click(submit);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(APIX_PATHS.submit)).toEqual([{ id: 7 }]));
    expect(toast.success).toHaveBeenCalledWith('APIX001 2025-12 submitted to the central bank: protocol STA-1', expect.anything());
  });

  it('records a verdict with the central bank\'s words', async () => {
    api.answers[APIX_PATHS.list] = () => reportPage([monthReport({ status: 'submitted', protocol: 'STA-1' })]);
    api.answers[APIX_PATHS.decide] = () => envelope(200, 'APIX001 2025-12 recorded as rejected', monthReport({ status: 'rejected' }));
    show();
    fireEvent.click(within(await rowOf('2025-12')).getByRole('button', { name: 'Record the verdict on APIX001 2025-12' }));
    const dialog = await screen.findByRole('dialog', { name: "The central bank's verdict on APIX001 2025-12" });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Rejected' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(/at least 3 characters/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Totals differ from SPI' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(api.bodiesOf(APIX_PATHS.decide)).toEqual([{ id: 7, status: 'rejected', reason: 'Totals differ from SPI' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the operation log, newest first, in words', async () => {
    api.answers[APIX_PATHS.logs] = () => envelope(200, 'ok', { list: [
      { id: 2, action: 'generated', version: 1, actor: 'system', details: { key: 'report.built', params: { trades: 12, bytes: 2_345 } }, at: '2026-01-02T12:00:05.000Z' },
      { id: 1, action: 'generate', version: null, actor: 'rita', details: { key: 'report.queued', params: { job: '4' } }, at: '2026-01-02T12:00:00.000Z' },
    ], pagination: { total: 2, page: 1, page_size: 25, total_capped: false } });
    show();
    fireEvent.click(within(await rowOf('2025-12')).getByRole('button', { name: 'Operation log of APIX001 2025-12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Operation log: APIX001 2025-12' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhenActionVersionByDetails',
      '2026-01-02 09:00:05Generated1System12 trades, 2,345 bytes',
      '2026-01-02 09:00:00Generation asked—ritaQueued as job 4',
    ]);
    expect(api.bodiesOf(APIX_PATHS.logs)).toEqual([{ id: 7, page: 1, page_size: 25 }]);
  });
});
