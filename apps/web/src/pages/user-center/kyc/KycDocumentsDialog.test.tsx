import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth, selection, users, type Permission } from '@wallet/contracts';
import { envelope, fakeApi, page, renderScreen, SignedIn } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { meAnswer, selectionAnswer } from '../../../test-support/session';
import KycCheckPage from '../KycCheckPage';

const check = {
  id: 3, user_id: 7, user_name: 'Ana Souza', user_kind: 'user', document_type: 'CNH', status: 'pending',
  reviewer: null, reason: null, submitted_at: '2025-01-02T13:00:00.000Z', reviewed_at: null,
} as const;
const document = (id: number, kind: users.KycDocumentKind, content_type: users.KycDocument['content_type'], file_name: string): users.KycDocument => ({
  id, check_id: 3, kind, file_name, content_type, byte_size: 8, uploaded_by: 'customer app', uploaded_at: '2025-01-02T13:00:00.000Z',
});
const documents = [document(11, 'front', 'image/png', 'frente.png'), document(12, 'proof_of_address', 'application/pdf', 'conta.pdf')];
const PNG_BASE64 = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));

function show(permissions: Permission[]) {
  const api = fakeApi({
    [auth.me.path]: meAnswer(permissions),
    [selection.selection.path]: selectionAnswer(),
    [users.kycList.path]: () => page([check]),
    [users.kycDetail.path]: () => envelope(200, 'ok', { check, documents }),
    [users.kycDocument.path]: ({ id }) => envelope(200, 'ok', { ...documents.find((d) => d.id === id)!, content_base64: PNG_BASE64 }),
    [users.kycDocumentUpload.path]: () => envelope(200, 'id.png added to KYC check 3', document(13, 'back', 'image/png', 'id.png')),
  });
  renderScreen(<><KycCheckPage /><SignedIn /></>, '/userCenter/kycCheck');
  return api;
}

setUpGridScreenTests();
let made: string[];
beforeEach(() => {
  made = [];
  // jsdom makes no object URLs: each document's bytes get a name of their own here.
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => `blob:doc-${made.push(blob.type)}`), revokeObjectURL: vi.fn() });
});
afterEach(() => vi.restoreAllMocks());

describe("a KYC check's documents", () => {
  it('open from the row, each shown inline once asked for, an image as an image and a PDF in a frame', async () => {
    const api = show(['kyc.view']);
    await screen.findByText('signed in');
    fireEvent.click(await screen.findByRole('button', { name: 'Documents of Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'KYC check 3: Ana Souza' });
    const image = await within(dialog).findByRole('img', { name: 'Front (frente.png)' });
    expect(image.getAttribute('src')).toBe('blob:doc-1');
    expect(api.bodiesOf(users.kycDocument.path)).toEqual([{ id: 11 }]);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Proof of address' }));
    expect(await within(dialog).findByTitle('Proof of address: conta.pdf')).toBeTruthy();
    expect(made).toEqual(['image/png', 'application/pdf']);
    expect(api.bodiesOf(users.kycDocument.path)).toEqual([{ id: 11 }, { id: 12 }]);
    // A member who may only look neither adds files nor decides.
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('form', { name: 'Add a document' })).toBeNull();
  });

  it('take a new file while pending, checked here first, and lead to Approve and Reject', async () => {
    const api = show(['kyc.view', 'kyc.review']);
    await screen.findByText('signed in');
    fireEvent.click(await screen.findByRole('button', { name: 'Documents of Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'KYC check 3: Ana Souza' });
    const form = await within(dialog).findByRole('form', { name: 'Add a document' });
    const input = within(form).getByLabelText('Choose a file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(within(form).getByText('A KYC document must be a JPEG or PNG image or a PDF')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(api.bodiesOf(users.kycDocumentUpload.path)).toEqual([]);

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50])], 'id.png', { type: 'image/png' })] } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'What it is' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Back' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.bodiesOf(users.kycDocumentUpload.path)).toHaveLength(1));
    expect(api.bodiesOf(users.kycDocumentUpload.path)[0]).toMatchObject({ check_id: '3', kind: 'back' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: 'Approve KYC check' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'KYC check 3: Ana Souza' })).toBeNull();
  });
});
