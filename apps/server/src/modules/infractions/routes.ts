// DICT infraction reports (the MED): ours and the other participants', synced and answered.
import type { Binding } from '../../http/binding.js';

export const infractionRoutes: Binding[] = [];
