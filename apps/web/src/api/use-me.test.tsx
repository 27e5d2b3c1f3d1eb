import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { auth } from '@wallet/contracts';
import { envelope, fakeApi, renderScreen } from '../test-support/fake-api';
import { setUpGridScreenTests } from '../test-support/grid-screen';
import { useMe } from './hooks';
import { storeSession, storedSessionInfo, type SessionInfo } from './session';

const admin: SessionInfo['admin'] = {
  id: 1, username: 'ops', name: 'Ops', email: 'ops@example.com', role: { id: 2, name: 'Operations' }, status: 'active',
  totp_enabled: false, last_login_at: null, must_change_password: false, must_enrol_totp: false,
};
const stored: SessionInfo = { admin, permissions: ['users.view'] };

/** Each drawing of a component reading the member: the permissions it saw, and whether the member object was the one before. */
const draws: { permissions: string; same: boolean }[] = [];
let last: unknown;
function Member() {
  const me = useMe();
  draws.push({ permissions: me.data?.permissions.join(',') ?? '(none)', same: me.data === last });
  last = me.data;
  return <p>{me.data?.admin.name ?? 'nobody'}</p>;
}

setUpGridScreenTests();

describe('useMe', () => {
  const show = (answer: object) => {
    draws.length = 0;
    last = undefined;
    storeSession('token-1', stored);
    const api = fakeApi({ [auth.me.path]: () => envelope(200, 'ok', answer) });
    renderScreen(<Member />);
    return api;
  };

  it('takes the member stored at sign-in until the server answers, and an unchanged answer draws nothing again', async () => {
    const api = show(stored);
    expect(screen.getByText('Ops')).toBeTruthy();
    expect(draws[0]).toEqual({ permissions: 'users.view', same: false });
    await waitFor(() => expect(api.bodiesOf(auth.me.path)).toHaveLength(1));
    // The answer is in once the query has settled; give React the chance to draw it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(draws.every((draw, n) => n === 0 || draw.same)).toBe(true);
  });

  it('draws the server’s member when it differs from the stored one, and stores it', async () => {
    show({ admin, permissions: ['users.view', 'users.block'] });
    await waitFor(() => expect(draws.at(-1)?.permissions).toBe('users.view,users.block'));
    expect(storedSessionInfo()?.permissions).toEqual(['users.view', 'users.block']);
  });
});
