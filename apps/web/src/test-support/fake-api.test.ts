import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth, banking } from '@wallet/contracts';
import { api } from '../api/client';
import { contractBreaks, envelope, fakeApi } from './fake-api';
import { meAnswer } from './session';

afterEach(() => vi.unstubAllGlobals());

describe('the fake API', () => {
  it('lets an answer its contract accepts through', async () => {
    fakeApi({ [auth.me.path]: meAnswer(['users.view']) });
    await expect(api(auth.me, {})).resolves.toMatchObject({ permissions: ['users.view'] });
    expect(contractBreaks).toEqual([]);
  });

  it('records an answer that drifted from its contract, so the test that wrote it fails', async () => {
    // As if the contract had renamed `available` and the fixture had not followed.
    const { available: _renamed, ...drifted } = { account_id: 5, account_number: '12345', owner_name: 'Ana', status: 'active', currency: 'BRL', available: 100, frozen: 0, total: 100 };
    fakeApi({ [banking.balance.path]: () => envelope(200, 'ok', drifted) });
    await api(banking.balance, { account_id: 5 }, { quiet: true });
    expect(contractBreaks.splice(0)).toEqual([expect.stringContaining(`${banking.balance.path}: available`)]);
  });

  it('records a path that no contract declares', async () => {
    const fetchFake = fakeApi({ '/api/v1/nowhere': () => envelope(200, 'ok', null) }).fetchMock;
    await fetchFake('/api/v1/nowhere', { method: 'POST', body: '{}' });
    expect(contractBreaks.splice(0)).toEqual(['/api/v1/nowhere: no contract declares this path']);
  });

  it('leaves refusals alone: only a success carries data to check', async () => {
    fakeApi({ [banking.balance.path]: () => envelope(404, 'Bank account 5 not found') });
    await api(banking.balance, { account_id: 5 }, { quiet: true }).catch(() => null);
    expect(contractBreaks).toEqual([]);
  });
});
