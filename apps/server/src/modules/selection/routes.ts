// The option lists the console's filters and forms are built from.
import { selection } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { ourInstitutions } from '../banking/index.js';

export const selectionRoutes = [
  bind(selection.selection, async ({ db, config }) => ({
    ...selection.FIXED_SELECTION,
    // Our institutions only: the accounts this console runs are there (counterparties are searched elsewhere).
    ispb: (await ourInstitutions(db, config.institution)).map((participant) => ({ name: `${participant.ispb} - ${participant.name}`, code: participant.ispb })),
  })),
];
