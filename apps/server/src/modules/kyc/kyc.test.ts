import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@wallet/contracts';
import { kycChecks, walletUsers } from '../../db/schema/index.js';
import { seedDemoData } from '../../seed/registry.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { kycApp, KYC_SEED } from '../../test-support/kyc.js';

let t: TestApp;
let compliance: string;
let support: string;

beforeAll(async () => {
  ({ t, compliance, support } = await kycApp());
});
afterAll(() => t.close());

describe('demo data', () => {
  it('has users and merchants, some blocked, and KYC checks in every state', async () => {
    const all = await t.db.select().from(walletUsers);
    expect(all.filter((u) => u.kind === 'user')).toHaveLength(40);
    expect(all.filter((u) => u.kind === 'merchant')).toHaveLength(10);
    expect(all.some((u) => u.status === 'blocked')).toBe(true);
    const states = new Set((await t.db.select().from(kycChecks)).map((c) => c.status));
    expect([...states].sort()).toEqual(['approved', 'pending', 'rejected']);
  });

  it('is the same for the same seed', async () => {
    const other = await createTestApp();
    await seedDemoData(other.db, { ...KYC_SEED, now: t.clock.now(), log: () => undefined });
    const names = async (app: TestApp) => (await app.db.select({ n: walletUsers.name, d: walletUsers.doc_number }).from(walletUsers).orderBy(walletUsers.id));
    expect(await names(other)).toEqual(await names(t));
    await other.close();
  });
});

describe('kyc/list and kyc/review', () => {
  it('lists checks with the user, filtered by status', async () => {
    const pending = await t.call(users.kycList, { status: 'pending' }, { token: support });
    expect(pending.code).toBe(200);
    expect(pending.data!.pagination.total).toBeGreaterThan(0);
    expect(pending.data!.list.every((c) => c.status === 'pending' && c.reviewed_at === null)).toBe(true);
    const all = await t.call(users.kycList, {}, { token: support });
    expect(all.data!.pagination.total).toBe(50);
  });

  it('approves a pending check and sets the user\'s KYC status', async () => {
    const [check] = (await t.call(users.kycList, { status: 'pending' }, { token: support })).data!.list;
    const answer = await t.call(users.kycReview, { id: check!.id, decision: 'approved', reason: 'Selfie matches the CNH' }, { token: compliance });
    expect(answer).toMatchObject({ code: 200, data: { status: 'approved', reviewer: 'carla.compliance', reason: 'Selfie matches the CNH' } });
    const [user] = await t.db.select().from(walletUsers).where(eq(walletUsers.id, check!.user_id));
    expect(user!.kyc_status).toBe('approved');
  });

  it('refuses a second review with 409, and reviews without the permission with 403', async () => {
    const [check] = (await t.call(users.kycList, { status: 'approved' }, { token: support })).data!.list;
    const again = await t.call(users.kycReview, { id: check!.id, decision: 'rejected', reason: 'Changed my mind' }, { token: compliance });
    expect(again).toMatchObject({ code: 409, msg: `KYC check ${check!.id} was already approved`, data: null });
    const [pending] = (await t.call(users.kycList, { status: 'pending' }, { token: support })).data!.list;
    expect((await t.call(users.kycReview, { id: pending!.id, decision: 'rejected', reason: 'Blurry photo' }, { token: support })).code).toBe(403);
    expect((await t.call(users.kycReview, { id: pending!.id, decision: 'rejected', reason: 'Blurry photo' }, { token: compliance })).data?.status).toBe('rejected');
  });
});
