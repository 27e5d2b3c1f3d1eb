import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { CloseReportDialog } from './CloseReportDialog';
import { envelope, fakeApi, PATHS, renderScreen, task } from '../../../test-support/infraction-test-kit';

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CloseReportDialog', () => {
  it('needs an analysis and its details, then closes the report with them', async () => {
    const received = task({ id: 8, status: 'open' });
    const api = fakeApi({ [PATHS.close]: () => envelope(200, 'Report 8 closed', { ...received, status: 'closed', analysis_result: 'AGREED', analysis_details: 'We blocked the account' }) });
    const onClose = vi.fn();
    renderScreen(<CloseReportDialog task={received} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Close report 8' });
    const send = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close report' }));

    send();
    expect(await within(dialog).findByText('Choose whether we agree with the report.')).toBeTruthy();
    expect(within(dialog).getByText(/^Write at least 3 characters/)).toBeTruthy();
    expect(api.bodiesOf(PATHS.close)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: /^Agreed:/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Analysis details/ }), { target: { value: ' We blocked the account ' } });
    send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesOf(PATHS.close)).toEqual([{ id: 8, analysis_result: 'AGREED', analysis_details: 'We blocked the account' }]);
  });
});
