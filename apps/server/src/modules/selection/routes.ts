// The option lists the console's filters and forms are built from.
import { selection } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { participantOptions } from '../ispb/queries.js';

export const selectionRoutes = [
  bind(selection.selection, async ({ db }) => ({
    ...selection.FIXED_SELECTION,
    ispb: await participantOptions(db),
  })),
];
