import { z } from './zod.js';
import { Instant } from './common.js';
import { StaffStatus } from './options.js';

/** A staff member's account as every call shows it: the signed-in member's own, and the staff list's. */
export const StaffAccount = z.object({
  id: z.int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.object({ id: z.int(), name: z.string() }),
  status: StaffStatus.schema,
  totp_enabled: z.boolean(),
  last_login_at: z.nullable(Instant),
});
