// The claim list narrowed to one customer, for their detail page: the claims on their keys, both
// those another participant makes on a key of theirs and those they make on a key held elsewhere,
// and refused to a member who may not see the claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pix } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { rowsOf } from '../../test-support/database.js';
import { seedDemoData } from '../../seed/registry.js';

let t: TestApp;
let token: string;

/** The claims on the keys `ownerId` holds, read through the keys table. */
const claimsOf = async (ownerId: number) => (await rowsOf<{ id: number }>(t.db, sql`select c.id from dict_claims c
  join pix_keys k on k.id = c.key_id where k.owner_id = ${ownerId} order by c.id`)).map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { seed: 7, now: t.clock.now(), sizes: { users: 10, merchants: 6, trades: 500, replayed: 50 }, log: () => undefined });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('helpdesk', 'Support');
  token = await t.signIn('ops');
});
afterAll(() => t.close());

describe('the claims of one customer', () => {
  it('lists the claims on that customer\'s keys only, as claimer and as donor, with their own total', async () => {
    const owners = await rowsOf<{ owner_id: number; roles: string[] }>(t.db, sql`select k.owner_id, array_agg(distinct c.role) as roles
      from dict_claims c join pix_keys k on k.id = c.key_id group by k.owner_id order by count(*) desc, k.owner_id`);
    // Claims of more than one customer, or the filter would prove nothing.
    expect(owners.length).toBeGreaterThan(1);
    const roles = new Set<string>();
    for (const { owner_id: ownerId, roles: theirs } of owners) {
      const answer = await t.call(pix.claims.list, { owner_id: ownerId, page_size: 100 }, { token });
      expect(answer.code, answer.msg).toBe(200);
      const { list, pagination } = answer.data!;
      expect(list.map((claim) => claim.id).sort((a, b) => a - b)).toEqual(await claimsOf(ownerId));
      expect(list.every((claim) => claim.owner_id === ownerId)).toBe(true);
      expect(pagination.total).toBe(list.length);
      for (const role of theirs) roles.add(role);
    }
    // The demo data holds claims of both roles: both are found by their key's owner.
    expect([...roles].sort()).toEqual(['claimer', 'donor']);
  });

  it('keeps the other filters: a customer\'s claims in one status are theirs among the claims in that status', async () => {
    const [first] = await rowsOf<{ owner_id: number; status: string }>(t.db, sql`select k.owner_id, c.status from dict_claims c
      join pix_keys k on k.id = c.key_id order by c.id limit 1`);
    const status = first!.status as pix.claims.Claim['status'];
    const ofOwner = await t.call(pix.claims.list, { owner_id: first!.owner_id, status, page_size: 100 }, { token });
    const inStatus = await t.call(pix.claims.list, { status, page_size: 100 }, { token });
    expect(inStatus.data!.pagination.total).toBe(inStatus.data!.list.length);
    const expected = inStatus.data!.list.filter((claim) => claim.owner_id === first!.owner_id).map((claim) => claim.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(ofOwner.data!.list.map((claim) => claim.id)).toEqual(expected);
  });

  it('answers an empty page for a customer without claims', async () => {
    const [none] = await rowsOf<{ id: number }>(t.db, sql`select u.id from wallet_users u where not exists
      (select 1 from dict_claims c join pix_keys k on k.id = c.key_id where k.owner_id = u.id) order by u.id limit 1`);
    const answer = await t.call(pix.claims.list, { owner_id: none!.id }, { token });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data!.list).toEqual([]);
  });

  it('is refused to a member without claims.view, naming the permission', async () => {
    const answer = await t.call(pix.claims.list, { owner_id: 1 }, { token: await t.signIn('helpdesk') });
    expect(answer.code).toBe(403);
    expect(answer.msg).toContain('claims.view');
  });
});
