import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { renderScreen } from '../../test-support/fake-api';
import { toast } from '../../test-support/toast';
import { KycReviewDialog, type KycCheck } from './KycReviewDialog';

const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

const check: KycCheck = {
  id: 3, user_id: 7, user_name: 'Ana Souza', user_kind: 'user', document_type: 'CNH', status: 'pending',
  reviewer: null, reason: null, submitted_at: '2025-01-02T13:00:00.000Z', reviewed_at: null,
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KycReviewDialog', () => {
  it('needs a reason of 3 characters, and stays open when the server refuses', async () => {
    const onClose = vi.fn();
    renderScreen(<KycReviewDialog check={check} decision="rejected" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Reject KYC check' })).toBeTruthy();
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    expect(screen.getByText('CNH (driving licence)')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: 'ab' } });
    expect(await screen.findByText('The reason must be at least 3 characters')).toBeTruthy();
    expect(confirm.disabled).toBe(true);

    fireEvent.change(reason, { target: { value: 'Blurred photo' } });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fetchMock.mockResolvedValueOnce(envelope(409, 'This KYC check is no longer pending'));
    fireEvent.click(confirm);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This KYC check is no longer pending', expect.anything()));
    expect(screen.queryByText('This KYC check is no longer pending')).toBeNull();
    expect(screen.getByDisplayValue('Blurred photo')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/kyc/review');
    expect(JSON.parse(init.body as string)).toEqual({ id: 3, decision: 'rejected', reason: 'Blurred photo' });

    fetchMock.mockResolvedValueOnce(envelope(200, 'KYC check rejected', { ...check, status: 'rejected' }));
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
