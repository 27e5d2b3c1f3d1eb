import type { pix } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { limitPeriodAt, pixRoomLeft } from '../pix-engine/index.js';
import { findUser } from '../users/index.js';

/**
 * What an owner has used of the Pix limit of the period `now` falls in, counted by the rule the
 * engine refuses payouts with, so the console shows the room the engine will allow.
 */
export async function limitUsage(db: Database, ownerId: number, now: Date): Promise<pix.limits.LimitUsage> {
  const owner = await findUser(db, ownerId);
  const { since } = limitPeriodAt(now);
  const { period, limit, used } = await pixRoomLeft(db, owner, now);
  return { limits_type: 'PIX', period_type: period, since: since.toISOString(), limit, used };
}
