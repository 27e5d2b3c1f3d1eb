/** What the KYC tests share: an app with demo users and their checks, a Compliance reviewer and a Support member. */
import { seedDemoData } from '../seed/registry.js';
import { createTestApp } from './harness.js';

export const KYC_SEED = { seed: 42, sizes: { users: 40, merchants: 10, trades: 0 } };

export async function kycApp() {
  const t = await createTestApp();
  await seedDemoData(t.db, { ...KYC_SEED, now: t.clock.now(), log: () => undefined });
  await t.addStaff('carla.compliance', 'Compliance');
  await t.addStaff('sam.support', 'Support');
  return { t, compliance: await t.signIn('carla.compliance'), support: await t.signIn('sam.support') };
}
