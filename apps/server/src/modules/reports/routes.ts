// APIX monthly reports: generation from the month's trades, files and versions, filing at the STA.
import type { Binding } from '../../http/binding.js';

export const reportRoutes: Binding[] = [];
