import type { InfractionReports } from './infraction-reports.js';

/** Placeholder until the infraction reports simulator is written. */
export class SimulatedInfractionReports implements InfractionReports {
  listModifiedSince(): never { throw new Error('not built yet'); }
  create(): never { throw new Error('not built yet'); }
  acknowledge(): never { throw new Error('not built yet'); }
  close(): never { throw new Error('not built yet'); }
  cancel(): never { throw new Error('not built yet'); }
}
