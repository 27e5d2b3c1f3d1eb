// The search box: each way of naming a record finds it, however it was typed; each kind is searched
// only for members who may see it; bad input is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking, cockpit, pix as contracts, users } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { openAccount } from '../../test-support/banking.js';
import { pixOf } from '../../test-support/med.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { readTyped } from './reading.js';

const CPF = '52998224725';
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let t: TestApp;
let ops: string;
let account: banking.BankAccount;
let trade: { id: number; trade_no: string; end_to_end_id: string };

const search = async (q: string, token = ops) => {
  const answer = await t.call(cockpit.search, { q }, { token });
  if (answer.code !== 200) throw new Error(answer.msg);
  return answer.data!.hits;
};
const found = async (q: string, token = ops) => (await search(q, token)).map((hit) => `${hit.kind}:${hit.id}`);

beforeAll(async () => {
  t = await createTestApp({ spi });
  await t.addStaff('ops', 'Operations');
  ops = await t.signIn('ops');
  account = await openAccount(t, ops, { cpf: CPF });
  await openAccount(t, ops);
  const registered = await t.call(contracts.keys.register, { account_id: account.id, key_type: 'EMAIL', key_value: 'Ana.Search@Example.com' }, { token: ops });
  expect(registered.code).toBe(200);
  trade = await pixOf(t, spi).payin(account, 12_345);
});
afterAll(() => t.close());

describe('search', () => {
  it('finds a customer, their accounts and keys by the CPF typed with or without punctuation', async () => {
    const plain = await search(CPF);
    const owner = plain.find((hit) => hit.kind === 'customer');
    expect(owner).toMatchObject({ doc_number: CPF, doc_type: 'CPF', user_kind: 'user' });
    expect(plain.filter((hit) => hit.kind === 'account').map((hit) => hit.id)).toEqual([account.id]);
    expect(await found('529.982.247-25')).toEqual(plain.map((hit) => `${hit.kind}:${hit.id}`));
  });

  it('finds a trade by its end-to-end id in any case and by its trade number', async () => {
    const hits = await search(trade.end_to_end_id.toLowerCase());
    expect(hits).toEqual([expect.objectContaining({ kind: 'trade', id: trade.id, trade_no: trade.trade_no, amount: 12_345, trade_type: 'payin' })]);
    expect(await found(` ${trade.trade_no.toLowerCase()} `)).toEqual([`trade:${trade.id}`]);
  });

  it('finds a key by its value as typed, and its owner by the e-mail', async () => {
    const hits = await search('ana.search@example.COM');
    expect(hits.map((hit) => hit.kind).sort()).toEqual(['pix_key']);
    expect(hits[0]).toMatchObject({ key_type: 'EMAIL', key_value: 'ana.search@example.com', owner_name: expect.stringMatching(/^Pessoa/) });
    // The owner's e-mail as openAccount wrote it (owner<n>@exemplo.com.br), typed in part.
    const { user: owner } = (await t.call(users.detail, { id: account.owner_id }, { token: ops })).data!;
    const owners = await search(owner.email.replace(/\.com\.br$/, ''));
    expect(owners).toEqual([expect.objectContaining({ kind: 'customer', doc_number: CPF })]);
  });

  it('finds customers by part of the name and by phone, and accounts by the first digits of the number', async () => {
    const byName = await search('pessoa número');
    expect(byName.filter((hit) => hit.kind === 'customer').length).toBe(2);
    expect((await search('(11) 91234-5678')).filter((hit) => hit.kind === 'customer').length).toBe(2);
    const byNumber = await search(account.account_number.slice(0, -1));
    expect(byNumber).toContainEqual(expect.objectContaining({ kind: 'account', id: account.id, account_number: account.account_number }));
  });

  it('finds nothing for text that names no record, and searches no kind the member may not see', async () => {
    expect(await search('zzzz nobody')).toEqual([]);
    expect(await search('%')).toEqual([]);
    await t.addStaffWith('trades.only', ['trades.view']);
    const token = await t.signIn('trades.only');
    expect(await found(CPF, token)).toEqual([]);
    expect(await found(trade.end_to_end_id, token)).toEqual([`trade:${trade.id}`]);
  });

  it('refuses an empty or over-long text', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      expect((await t.call(cockpit.search, { q }, { token: ops })).code).toBe(400);
    }
  });
});

describe('how typed text is read', () => {
  it('reads each kind of identifier in the form it is stored in', () => {
    expect(readTyped('529.982.247-25')).toEqual({ document: CPF });
    expect(readTyped('e60701190202601151200abcdefghijk')).toEqual({ endToEndId: 'E60701190202601151200ABCDEFGHIJK' });
    expect(readTyped('+55 (11) 98765-4321')).toEqual({ phone: '+5511987654321' });
    expect(readTyped('11 98765-4321')).toMatchObject({ phone: '+5511987654321', accountDigits: '11987654321' });
    expect(readTyped('123E4567-E89B-12D3-A456-426614174000')).toEqual({ randomKey: '123e4567-e89b-12d3-a456-426614174000' });
    expect(readTyped('Maria')).toEqual({ name: 'Maria' });
    expect(readTyped('Ma')).toEqual({});
  });
});
