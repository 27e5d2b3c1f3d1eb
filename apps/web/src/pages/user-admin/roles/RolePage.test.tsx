import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSIONS, auth, staff, type Permission } from '@wallet/contracts';
import { initI18n } from '../../../i18n';
import { envelope, fakeApi, renderScreen, SignedIn, type Answer } from '../../../test-support/fake-api';
import { meAnswer } from '../../../test-support/session';
import RolePage from './RolePage';
import type { Role } from './role-draft';
import { toast } from '../../../test-support/toast';


const MANAGER: Permission[] = ['roles.view', 'roles.manage', 'users.view', 'users.block', 'audit.view', 'bank_accounts.view'];

const signedInWith = (permissions: Permission[]): Record<string, Answer> => ({
  [auth.me.path]: meAnswer(permissions, { username: 'maria', name: 'Maria', role: { id: 9, name: 'Access' }, totp_enabled: true }),
});

const role = (overrides: Partial<Role>): Role => ({
  id: 7, name: 'Auditors', description: 'Reads the audit log', built_in: false, totp_required: false, allowed_networks: [], permissions: ['audit.view', 'users.view'], members: 0,
  ...overrides,
});

const ROLES: Role[] = [
  role({ id: 1, name: 'Super admin', description: 'Every permission', built_in: true, totp_required: true, permissions: [...ALL_PERMISSIONS], members: 1 }),
  role({ id: 7 }),
  role({ id: 8, name: 'Night desk', description: '', permissions: ['funds.freeze', 'users.view'], members: 2 }),
];

function start(permissions: Permission[] = MANAGER, roles: Role[] = ROLES) {
  const api = fakeApi({
    ...signedInWith(permissions),
    [staff.roleList.path]: () => envelope(200, 'ok', { list: roles }),
  });
  renderScreen(<><RolePage /><SignedIn /></>, '/userAdmin/role');
  return api;
}

/** Opens a role from the list and waits for the member's permissions to arrive. */
async function open(name: string) {
  await screen.findByText('signed in');
  const list = await screen.findByRole('list', { name: 'Roles' });
  fireEvent.click(within(list).getByText(name));
  await editorTitle(name);
}

// Label and text queries: role queries over the 60 checkboxes of the matrix are slow in jsdom.
const section = (title: string) => screen.getByText(title, { selector: 'h3' }).closest('section') as HTMLElement;
const checkbox = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input[type="checkbox"]' }) as HTMLInputElement;
const editorTitle = (name: string) => screen.findByText(name, { selector: 'h2' });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RolePage', () => {
  it('lists the roles with their chips and counts, and opens the first one', async () => {
    start();
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Roles' });
    const superAdmin = within(list).getByText('Super admin').closest('li') as HTMLElement;
    expect(within(superAdmin).getByText('Built-in')).toBeTruthy();
    expect(within(superAdmin).getByText('2FA required')).toBeTruthy();
    expect(superAdmin.textContent).toContain(`1 member · ${ALL_PERMISSIONS.length} permissions`);
    expect((within(list).getByText('Night desk').closest('li') as HTMLElement).textContent).toContain('2 members · 2 permissions');
    expect(await editorTitle('Super admin')).toBeTruthy();
  });

  it('groups the permissions by domain, each with its description and code', async () => {
    start();
    await open('Auditors');
    const accounts = section('Bank accounts');
    expect(within(accounts).getByLabelText(/See bank accounts/)).toBeTruthy();
    expect(within(accounts).getByLabelText(/Activate and deactivate bank accounts/)).toBeTruthy();
    expect(within(accounts).getByText('bank_accounts.change_status')).toBeTruthy();
    expect(within(accounts).queryByLabelText(/Freeze funds/)).toBeNull();
    for (const title of ['Users and merchants', 'KYC', 'Funds', 'Fees', 'Transactions', 'Pix keys', 'Pix limits', 'APIX reports', 'Infractions', 'Staff', 'Audit log']) {
      expect(section(title)).toBeTruthy();
    }
    expect(checkbox(/See and export the audit log/).checked).toBe(true);
  });

  it('disables the permissions the member does not hold, but lets them remove granted ones', async () => {
    start();
    await open('Night desk');
    const freeze = checkbox(/^Freeze funds/);
    expect(freeze.checked).toBe(true);
    expect(freeze.disabled).toBe(false);
    const release = checkbox(/Release frozen funds/);
    expect(release.disabled).toBe(true);
    expect(release.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(section('Funds')).getByText('You can only grant permissions you hold')).toBeTruthy();
    expect(checkbox(/Block and unblock/).disabled).toBe(false);

    // Removed, it can be put back: the role had it, so nothing new is granted.
    fireEvent.click(freeze);
    expect(freeze.checked).toBe(false);
    expect(freeze.disabled).toBe(false);
    fireEvent.click(freeze);
    expect(freeze.checked).toBe(true);
  });

  it('saves the fields and the sorted permissions, and can discard changes', async () => {
    const api = start();
    await open('Auditors');
    expect(button('Save role').disabled).toBe(true);
    expect(button('Discard changes').disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Something else' } });
    fireEvent.click(button('Discard changes'));
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Reads the audit log');
    expect(button('Save role').disabled).toBe(true);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '  Auditors and support ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Reads the log' } });
    fireEvent.click(screen.getByLabelText('Require two-factor sign-in'));
    fireEvent.change(screen.getByLabelText('Allowed networks'), { target: { value: '10.0.0.0/8,  2001:db8::/32 ' } });
    fireEvent.click(checkbox(/Block and unblock/));
    fireEvent.click(checkbox('Select all in Bank accounts'));
    expect(checkbox(/Open bank accounts/).checked).toBe(false);
    expect(checkbox(/See bank accounts/).checked).toBe(true);

    api.answers[staff.roleUpdate.path] = (body) => envelope(200, 'Role saved', role({ ...(body as Partial<Role>) }));
    fireEvent.click(button('Save role'));
    await waitFor(() => expect(api.bodiesOf(staff.roleUpdate.path)).toHaveLength(1));
    expect(api.bodiesOf(staff.roleUpdate.path)[0]).toEqual({
      id: 7,
      name: 'Auditors and support',
      description: 'Reads the log',
      totp_required: true,
      allowed_networks: ['10.0.0.0/8', '2001:db8::/32'],
      permissions: ['audit.view', 'bank_accounts.view', 'users.block', 'users.view'],
    });
    await waitFor(() => expect(api.bodiesOf(staff.roleList.path).length).toBeGreaterThan(1));
  });

  it('creates a role from an empty editor, checking the name first', async () => {
    const api = start();
    await screen.findByText('signed in');
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }));
    expect(await editorTitle('New role')).toBeTruthy();
    expect(checkbox(/See and export the audit log/).checked).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'A' } });
    fireEvent.click(button('Create role'));
    expect(screen.getByText('Write 2 to 60 characters')).toBeTruthy();
    expect(api.bodiesOf(staff.roleCreate.path)).toHaveLength(0);
    // A network that does not read is named before anything is sent.
    fireEvent.change(screen.getByLabelText('Allowed networks'), { target: { value: '10.0.0.0/33' } });
    fireEvent.click(button('Create role'));
    expect(screen.getByText('Write addresses or networks such as 10.0.0.0/8 or 2001:db8::/32, separated by commas')).toBeTruthy();
    expect(api.bodiesOf(staff.roleCreate.path)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Allowed networks'), { target: { value: '' } });

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Auditors 2' } });
    fireEvent.click(checkbox(/See and export the audit log/));
    api.answers[staff.roleCreate.path] = () => envelope(403, 'You cannot grant permissions you do not hold: audit.view');
    fireEvent.click(button('Create role'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('You cannot grant permissions you do not hold: audit.view', expect.anything());
    expect(screen.queryByText('You cannot grant permissions you do not hold: audit.view')).toBeNull();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Auditors 2');
    expect(checkbox(/See and export the audit log/).checked).toBe(true);
    await waitFor(() => expect(button('Create role').disabled).toBe(false));

    api.answers[staff.roleCreate.path] = () => envelope(200, 'Role created', role({ id: 12, name: 'Auditors 2', permissions: ['audit.view'] }));
    fireEvent.click(button('Create role'));
    await waitFor(() => expect(api.bodiesOf(staff.roleCreate.path)).toHaveLength(2));
    expect(api.bodiesOf(staff.roleCreate.path)[1]).toEqual({ name: 'Auditors 2', description: '', totp_required: false, allowed_networks: [], permissions: ['audit.view'] });
  });

  it('waits for the answer with the save button spinning, and puts a refusal that names a field under it, not in a toast', async () => {
    const api = start();
    await open('Auditors');
    let arrive: (response: Response) => void = () => undefined;
    api.answers[staff.roleUpdate.path] = () => new Promise((resolve) => { arrive = resolve; });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Auditors and support' } });
    fireEvent.click(button('Save role'));
    await waitFor(() => expect(api.bodiesOf(staff.roleUpdate.path)).toHaveLength(1));
    expect(button('Save role').disabled).toBe(true);
    expect(button('Discard changes').disabled).toBe(true);
    arrive(new Response(JSON.stringify({
      code: 400, msg: 'Invalid field "name": is taken', data: null,
      words: { key: 'input.invalid_field', params: { field: 'name', problem: 'is taken' } },
    }), { status: 200 }));
    expect(await screen.findByText('Invalid field "name": is taken')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Auditors and support');
    expect(button('Save role').disabled).toBe(false);
  });

  it('keeps the Super admin permissions read-only', async () => {
    start();
    await open('Super admin');
    expect(screen.getByText('The Super admin role always holds every permission')).toBeTruthy();
    for (const box of document.querySelectorAll('section input[type="checkbox"]')) expect((box as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Built-in roles keep their names')).toBeTruthy();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).disabled).toBe(false);
  });

  it('refuses to delete built-in and in-use roles, and asks before deleting another', async () => {
    const api = start();
    await screen.findByText('signed in');
    await screen.findByRole('list', { name: 'Roles' });
    expect(button('Delete role Super admin').disabled).toBe(true);
    expect(button('Delete role Night desk').disabled).toBe(true);
    expect(screen.getByLabelText('2 members hold this role: give them another role first')).toBeTruthy();
    expect(screen.getByLabelText('Built-in roles cannot be deleted')).toBeTruthy();

    api.answers[staff.roleDelete.path] = () => envelope(200, 'Role deleted');
    fireEvent.click(button('Delete role Auditors'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
    expect(dialog.textContent).toContain('Delete the role "Auditors"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf(staff.roleDelete.path)).toHaveLength(0);

    fireEvent.click(button('Delete role Auditors'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete role' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(staff.roleDelete.path)).toEqual([{ id: 7 }]));
  });

  it('asks before leaving unsaved changes', async () => {
    start();
    await open('Auditors');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Changed' } });
    fireEvent.click(within(screen.getByRole('list', { name: 'Roles' })).getByText('Night desk'));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await editorTitle('Auditors')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('list', { name: 'Roles' })).getByText('Night desk'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'OK' }));
    expect(await editorTitle('Night desk')).toBeTruthy();
  });

  it('shows everything read-only without roles.manage', async () => {
    start(['roles.view', 'users.view', 'audit.view']);
    await open('Auditors');
    expect(screen.getByText('You can see roles but not change them')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete role/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save role' })).toBeNull();
    for (const box of document.querySelectorAll('section input[type="checkbox"]')) expect((box as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByLabelText('Require two-factor sign-in') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText('You can only grant permissions you hold')).toBeNull();
  });

  it('says when there is no role, and when the list cannot be loaded', async () => {
    start(MANAGER, []);
    expect(await screen.findByText('No roles yet')).toBeTruthy();
    cleanup();

    const api = fakeApi({ ...signedInWith(MANAGER), [staff.roleList.path]: () => envelope(500, 'Database unavailable') });
    renderScreen(<RolePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('The roles could not be loaded');
    api.answers[staff.roleList.path] = () => envelope(200, 'ok', { list: ROLES });
    fireEvent.click(button('Try again'));
    expect(await screen.findByRole('list', { name: 'Roles' })).toBeTruthy();
  });
});
