import type { regulatory } from '@wallet/contracts';

type Counterparty = Pick<regulatory.infractions.InfractionTask, 'counterparty_ispb' | 'counterparty_name'>;

/** The other participant of a reported or contested Pix, by name when the participants table knows it. */
export const counterpartyLabel = (task: Counterparty) =>
  task.counterparty_name ? `${task.counterparty_name} (${task.counterparty_ispb})` : task.counterparty_ispb;
