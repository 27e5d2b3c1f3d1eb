import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pix, type Permission } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import PixKeyPage from './PixKeyPage';
import { fakeApi, page, pixKey, renderScreen, selectionWith, SignedIn, signedInWith } from '../../test-support/pix-test-kit';
import { toast } from '../../test-support/toast';


const LIST = pix.keys.list.path;
const MANAGE: Permission[] = ['pix_keys.view', 'pix_keys.manage'];
const NU = { code: '18236120', name: '18236120 - Nu Pagamentos S.A. - IP' };

const keys = [pixKey(), pixKey({ id: 32, key_type: 'EVP', key_value: '0f8e2a7c-1b3d-4c5e-9f60-7a8b9c0d1e2f', status: 'deleted' })];

function show({ ispb = [NU], permissions = MANAGE, url = '/pix/pixKey' } = {}) {
  const api = fakeApi({ ...signedInWith(permissions), ...selectionWith(ispb), [LIST]: () => page(keys) });
  renderScreen(<><PixKeyPage /><SignedIn /></>, url);
  return api;
}

/** The key type filter takes its options from the selection lists: once they are there, so is the ISPB list. */
async function waitForSelection() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Key type' }));
  const option = await screen.findByRole('option', { name: 'Random key (EVP)' });
  fireEvent.keyDown(option, { key: 'Escape' });
}

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PixKeyPage', () => {
  it('hides the ISPB filter when there is no participant besides All', async () => {
    show({ ispb: [] });
    await waitForSelection();
    expect(screen.queryByRole('combobox', { name: 'ISPB' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Owner, CPF or CNPJ' })).toBeTruthy();
  });

  it('offers the ISPB filter with participants, and sends every filter as the contract reads it', async () => {
    const api = show({ url: '/pix/pixKey?ispb=18236120&pix_key_status=active&owner=Ana&key=ana%40example.com' });
    expect(await screen.findByRole('combobox', { name: 'ISPB' })).toBeTruthy();
    await waitFor(() =>
      expect(api.bodiesOf(LIST)).toContainEqual({ page: 1, page_size: 50, pix_key_type: '0', pix_key_status: 'active', ispb: '18236120', owner: 'Ana', key: 'ana@example.com' }),
    );
  });

  it('shows each key with its status, owner and account, and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show();
    const row = (await screen.findByText('ana@example.com')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('E-mail')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Ana Souza')).toBeTruthy();
    expect(within(row).getByText('0001/12345')).toBeTruthy();
    expect(within(row).getByText('ISPB 18236120')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Copy the key ana@example.com' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Copying succeeded', expect.anything()));
    expect(writeText).toHaveBeenCalledWith('ana@example.com');
  });

  it('offers Delete only on keys not yet deleted, and asks for a reason', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the key ana@example.com' }));
    expect(screen.queryByRole('button', { name: /Delete the key 0f8e2a7c/ })).toBeNull();
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Delete a Pix key' });
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the registration from "Register key"', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Register key' }));
    expect(await screen.findByRole('dialog', { name: 'Register a Pix key' })).toBeTruthy();
  });

  it('hides registering and deleting from a member who may only look', async () => {
    show({ permissions: ['pix_keys.view'] });
    await screen.findByText('ana@example.com');
    await screen.findByText('signed in');
    expect(screen.queryByRole('button', { name: 'Register key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the key/ })).toBeNull();
  });
});
