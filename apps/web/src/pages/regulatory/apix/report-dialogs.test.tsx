import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { GenerateReportDialog } from './GenerateReportDialog';
import { UploadReportDialog } from './UploadReportDialog';
import { lastEndedMonth, institutionMonth } from './report-month';
import { toast } from '../../../test-support/toast';
import { APIX_PATHS, apixApi, envelope, fakeApi, MANAGER, monthReport, renderScreen } from './apix-test-kit';


let api: ReturnType<typeof fakeApi>;
beforeAll(() => initI18n('en'));
beforeEach(() => {
  api = fakeApi(apixApi(MANAGER, []));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fileOf = (name: string, type: string, content = '<APIX001/>') => new File([content], name, { type });
const choose = (dialog: HTMLElement, file: File) => fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [file] } });

describe('GenerateReportDialog', () => {
  it('proposes last month, refuses one not ended yet, and sends month and type', async () => {
    const onClose = vi.fn();
    api.answers[APIX_PATHS.generate] = () => envelope(200, 'APIX001 for 2025-12 queued for generation', monthReport());
    renderScreen(<GenerateReportDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Generate a report' });
    const month = within(dialog).getByLabelText(/^Month/) as HTMLInputElement;
    expect(month.value).toBe(lastEndedMonth(new Date()));
    fireEvent.change(month, { target: { value: institutionMonth(new Date()) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('This month has not ended yet')).toBeTruthy();
    expect(api.bodiesOf(APIX_PATHS.generate)).toEqual([]);
    fireEvent.change(month, { target: { value: '2025-12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesOf(APIX_PATHS.generate)).toEqual([{ month: '2025-12', report_type: 'APIX001' }]);
  });

  it('stays open with the month typed when the server refuses, and toasts the refusal once', async () => {
    const onClose = vi.fn();
    api.answers[APIX_PATHS.generate] = () => envelope(409, 'Report 5 (APIX001, 2025-12) is submitted (protocol STA-1) and awaits the central bank\'s verdict');
    renderScreen(<GenerateReportDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Month/), { target: { value: '2025-12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/is submitted \(protocol STA-1\)/), expect.anything());
    expect(within(dialog).queryByText(/is submitted/)).toBeNull();
    expect(within(dialog).getByLabelText(/^Month/)).toHaveProperty('value', '2025-12');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('UploadReportDialog', () => {
  it('offers what the report can take now', () => {
    const kindsOf = (status: 'generated' | 'submitted' | 'accepted' | 'rejected') => {
      renderScreen(<UploadReportDialog report={monthReport({ status })} onClose={() => undefined} />);
      const radios = within(screen.getByRole('dialog')).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
      cleanup();
      return radios;
    };
    expect([kindsOf('generated'), kindsOf('submitted'), kindsOf('accepted'), kindsOf('rejected')])
      .toEqual([['replacement'], ['receipt'], ['receipt'], ['replacement', 'receipt']]);
  });

  it('checks size and type before sending, as the server would', async () => {
    renderScreen(<UploadReportDialog report={monthReport()} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Upload a file to APIX001 2025-12' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose a file to upload')).toBeTruthy();
    choose(dialog, fileOf('scan.png', 'image/png'));
    expect(within(dialog).getByText('This file is image/png; a replacement must be application/xml, text/xml')).toBeTruthy();
    const big = fileOf('big.xml', 'text/xml');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(dialog, big);
    expect(within(dialog).getByText('The file is 5,242,881 bytes; at most 5,242,880 bytes (5 MB) may be uploaded')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(api.bodiesOf(APIX_PATHS.upload)).toEqual([]);
  });

  it('sends the form, toasts the server\'s refusal once, and closes once the file is taken', async () => {
    const onClose = vi.fn();
    api.answers[APIX_PATHS.upload] = () => envelope(400, 'The file fix.xml is for 2025-11, but Report 7 (APIX001, 2025-12) is for 2025-12');
    renderScreen(<UploadReportDialog report={monthReport()} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    // A system that names no type: the extension says XML.
    choose(dialog, fileOf('fix.xml', ''));
    expect(within(dialog).getByText(/^fix\.xml, 10 bytes$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/is for 2025-11, but Report 7/), expect.anything()));
    expect(within(dialog).queryByText(/is for 2025-11/)).toBeNull();
    const [sent] = api.bodiesOf(APIX_PATHS.upload) as [{ id: string; kind: string; file: File }];
    expect([sent.id, sent.kind, sent.file.name, sent.file.type, await sent.file.text()]).toEqual(['7', 'replacement', 'fix.xml', 'application/xml', '<APIX001/>']);
    api.answers[APIX_PATHS.upload] = () => envelope(200, 'fix.xml is version 2 of APIX001 2025-12; submit it as a replacement', monthReport({ version: 2 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
