import { z } from '../zod.js';

/** What a member writes of a MED step (a refund request, its answer, a funds recovery): 3 to 2 000 characters. */
export const Details = z.string().check(z.trim(), z.minLength(3, 'must be at least 3 characters'), z.maxLength(2000, 'must be at most 2000 characters'));
