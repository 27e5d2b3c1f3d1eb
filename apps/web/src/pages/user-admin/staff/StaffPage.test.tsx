import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth, staff, type Permission } from '@wallet/contracts';
import { envelope, fakeApi, page, renderScreen, type Answer } from '../../../test-support/fake-api';
import StaffPage from './StaffPage';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { toast } from '../../../test-support/toast';


const ALL_STAFF: Permission[] = ['staff.view', 'staff.manage', 'roles.view'];

function member(overrides: Partial<staff.StaffMember> = {}): staff.StaffMember {
  return {
    id: 2, username: 'ana.ops', name: 'Ana Souza', email: 'ana@wallet.example', role: { id: 2, name: 'Operations' }, status: 'active',
    totp_enabled: false, must_change_password: false, locked_until: null, last_login_at: null, created_at: '2025-01-02T13:00:00.000Z',
    manageable: true, ...overrides,
  };
}
const me = member({ id: 1, username: 'admin', name: 'Admin', role: { id: 1, name: 'Super admin' }, totp_enabled: true });
const roles = [
  { id: 1, name: 'Super admin', description: '', built_in: true, totp_required: false, allowed_networks: [], permissions: [], members: 1 },
  { id: 2, name: 'Operations', description: '', built_in: true, totp_required: false, allowed_networks: [], permissions: [], members: 1 },
];

function server(permissions = ALL_STAFF, rows = [me, member()], more: Record<string, Answer> = {}) {
  return fakeApi({
    [auth.me.path]: () => envelope(200, 'ok', { admin: { ...me, must_enrol_totp: false }, permissions }),
    [staff.roleList.path]: () => envelope(200, 'ok', { list: roles }),
    [staff.staffList.path]: () => page(rows),
    ...more,
  });
}

async function showList() {
  renderScreen(<StaffPage />, '/userAdmin/staff');
  expect(screen.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeTruthy();
  const grid = await screen.findByRole('grid');
  await within(grid).findByText('ana.ops');
  return grid;
}

setUpGridScreenTests();

describe('StaffPage', () => {
  it('creates a member and shows the temporary password once', async () => {
    const api = server(ALL_STAFF, [me, member()], {
      [staff.staffCreate.path]: () => envelope(200, 'Staff member bia.fin created', { member: member({ id: 3, username: 'bia.fin' }), temporary_password: 'Tmp-8xQ2-kLm9' }),
    });
    await showList();
    fireEvent.click(screen.getByRole('button', { name: 'Create staff member' }));
    const form = await screen.findByRole('dialog', { name: 'Create staff member' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Use 3 to 64 letters, digits, dots, dashes or underscores')).toBeTruthy();
    expect(within(form).getByText('Choose a role')).toBeTruthy();
    expect(within(form).getByText('Write 2 to 120 characters')).toBeTruthy();
    expect(api.bodiesOf(staff.staffCreate.path)).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Username/), { target: { value: 'bia.fin' } });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Beatriz Lima' } });
    fireEvent.change(within(form).getByLabelText(/E-mail/), { target: { value: 'bia@wallet.example' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Operations' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Temporary password for bia.fin' });
    expect(api.bodiesOf(staff.staffCreate.path)).toEqual([{ username: 'bia.fin', name: 'Beatriz Lima', email: 'bia@wallet.example', role_id: 2 }]);
    expect((within(shown).getByLabelText('Temporary password') as HTMLInputElement).value).toBe('Tmp-8xQ2-kLm9');
    expect(within(shown).getByText('bia.fin must change it at the first sign-in.')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy the temporary password' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Create staff member' })).toBeNull();

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Tmp-8xQ2-kLm9')).toBeNull());
    expect(screen.queryByDisplayValue('Tmp-8xQ2-kLm9')).toBeNull();
  });

  it('asks before disabling, and offers no Disable on one’s own row', async () => {
    const api = server(ALL_STAFF, [me, member()], { [staff.staffDisable.path]: () => envelope(200, 'ana.ops disabled', member({ status: 'disabled' })) });
    const grid = await showList();
    await within(grid).findByRole('button', { name: 'Disable ana.ops' });
    expect(within(grid).queryByRole('button', { name: 'Disable admin' })).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Edit admin' })).toBeTruthy();

    fireEvent.click(within(grid).getByRole('button', { name: 'Disable ana.ops' }));
    const question = await screen.findByRole('dialog', { name: 'Disable ana.ops?' });
    expect(within(question).getByText('ana.ops can no longer sign in, and their sessions end now.')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf(staff.staffDisable.path)).toEqual([]);

    fireEvent.click(within(grid).getByRole('button', { name: 'Disable ana.ops' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Disable ana.ops?' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(staff.staffDisable.path)).toEqual([{ id: 2 }]));
  });

  it('offers Enable on a disabled member and Reset two-factor only to the enrolled', async () => {
    const api = server(ALL_STAFF, [me, member(), member({ id: 3, username: 'bia.fin', status: 'disabled', totp_enabled: true })], {
      [staff.staffResetTotp.path]: () => envelope(200, 'Two-factor reset', member({ id: 3, username: 'bia.fin' })),
    });
    const grid = await showList();
    await within(grid).findByRole('button', { name: 'Enable bia.fin' });
    expect(within(grid).queryByRole('button', { name: 'Disable bia.fin' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Reset two-factor of ana.ops' })).toBeNull();

    fireEvent.click(within(grid).getByRole('button', { name: 'Reset two-factor of bia.fin' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reset the two-factor sign-in of bia.fin?' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(staff.staffResetTotp.path)).toEqual([{ id: 3 }]));
  });

  it('resets a password after asking, and shows the new one once', async () => {
    const api = server(ALL_STAFF, [me, member()], {
      [staff.staffResetPassword.path]: () => envelope(200, 'Password reset', { member: member({ must_change_password: true }), temporary_password: 'New-4pQ7-zZx1' }),
    });
    const grid = await showList();
    fireEvent.click(await within(grid).findByRole('button', { name: 'Reset password of ana.ops' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reset the password of ana.ops?' })).getByRole('button', { name: 'OK' }));
    const shown = await screen.findByRole('dialog', { name: 'Temporary password for ana.ops' });
    expect((within(shown).getByLabelText('Temporary password') as HTMLInputElement).value).toBe('New-4pQ7-zZx1');
    expect(api.bodiesOf(staff.staffResetPassword.path)).toEqual([{ id: 2 }]);
  });

  it('edits name, e-mail and role', async () => {
    const api = server(ALL_STAFF, [me, member()], { [staff.staffUpdate.path]: () => envelope(200, 'Saved', member()) });
    const grid = await showList();
    fireEvent.click(await within(grid).findByRole('button', { name: 'Edit ana.ops' }));
    const form = await screen.findByRole('dialog', { name: 'Edit ana.ops' });
    expect(within(form).queryByLabelText(/Username/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Ana Souza Lima' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit ana.ops' })).toBeNull());
    expect(api.bodiesOf(staff.staffUpdate.path)).toEqual([{ id: 2, name: 'Ana Souza Lima', email: 'ana@wallet.example', role_id: 2 }]);
  });

  it('keeps the form open with what was typed on a refusal, toasted once and not repeated inside', async () => {
    let arrive: (response: Response) => void = () => undefined;
    const api = server(ALL_STAFF, [me, member()], { [staff.staffUpdate.path]: () => new Promise((resolve) => { arrive = resolve; }) });
    const grid = await showList();
    fireEvent.click(await within(grid).findByRole('button', { name: 'Edit ana.ops' }));
    const form = await screen.findByRole('dialog', { name: 'Edit ana.ops' });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Ana Souza Lima' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf(staff.staffUpdate.path)).toHaveLength(1));
    expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(form).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    arrive(envelope(409, 'Someone else changed ana.ops meanwhile'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Someone else changed ana.ops meanwhile', expect.anything());
    expect(within(form).queryByText('Someone else changed ana.ops meanwhile')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit ana.ops' })).toBe(form);
    expect((within(form).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Ana Souza Lima');
    await waitFor(() => expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('puts a refusal that names a field under it, not in a toast', async () => {
    const api = server(ALL_STAFF, [me, member()], {
      [staff.staffCreate.path]: () => new Response(JSON.stringify({
        code: 400, msg: 'Invalid field "username": is taken', data: null,
        words: { key: 'input.invalid_field', params: { field: 'username', problem: 'is taken' } },
      }), { status: 200 }),
    });
    await showList();
    fireEvent.click(screen.getByRole('button', { name: 'Create staff member' }));
    const form = await screen.findByRole('dialog', { name: 'Create staff member' });
    fireEvent.change(within(form).getByLabelText(/Username/), { target: { value: 'ana.ops' } });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Ana Again' } });
    fireEvent.change(within(form).getByLabelText(/E-mail/), { target: { value: 'ana2@wallet.example' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Operations' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Invalid field "username": is taken')).toBeTruthy();
    expect(within(form).getByLabelText(/Username/).getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).not.toHaveBeenCalled();
    expect(api.bodiesOf(staff.staffCreate.path)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: /Temporary password/ })).toBeNull();
  });

  it('sends the role filter as a number, and nothing for All', async () => {
    const api = server();
    await showList();
    expect(api.bodiesOf(staff.staffList.path)[0]).toEqual({ page: 1, page_size: 50, status: '0' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Operations' }));
    await waitFor(() => expect(api.bodiesOf(staff.staffList.path).at(-1)).toEqual({ page: 1, page_size: 50, status: '0', role_id: 2 }));
  });

  it('shows no buttons on a member stronger than the one signed in (the server refuses them too)', async () => {
    server(ALL_STAFF, [me, member(), member({ id: 3, username: 'boss.root', role: { id: 1, name: 'Super admin' }, manageable: false })]);
    const grid = await showList();
    await within(grid).findByText('boss.root');
    expect(within(grid).queryByRole('button', { name: /boss\.root/ })).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Reset password of ana.ops' })).toBeTruthy();
  });

  it('shows no buttons without staff.manage', async () => {
    server(['staff.view']);
    const grid = await showList();
    expect(within(grid).queryByRole('button', { name: /ana\.ops/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create staff member' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();
  });
});
