import { jsonb } from 'drizzle-orm/pg-core';
import type { SpiNote, Stated } from '@wallet/contracts';

/**
 * A record's text that the system may write (decision 0058): a member's own words as a JSON
 * string, or the system's note as `{ key, params }` of the contracts' `NOTES`, never its sentence.
 */
export const stated = (name: string) => jsonb(name).$type<Stated>();

/** Why a Pix or a return failed: always one of the SPI's reasons. */
export const spiNoted = (name: string) => jsonb(name).$type<SpiNote>();
