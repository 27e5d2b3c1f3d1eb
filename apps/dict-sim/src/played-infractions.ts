import { dice } from './played-donors.js';

// What a participant the simulator plays does with a report in which it is the other side, decided
// by the report's id, so that the same report always goes the same way. Each move goes through the
// book's own rules, as a real participant's request would.

const HOUR_MS = 3_600_000;

export type InfractionMove = { at: Date; operation: 'acknowledge' } | { at: Date; operation: 'close'; result: 'AGREED' | 'DISAGREED'; details: string };

/** What the other side says of its analysis. */
const ANALYSES = {
  AGREED: 'Fraude confirmada; os valores restantes foram bloqueados na conta recebedora.',
  DISAGREED: 'Sem indícios de fraude no histórico da conta recebedora; a transação se mantém.',
} as const;

/**
 * The other side's moves, as the document asks of it (its polling of the list, then its analysis):
 * it acknowledges within the hour, and closes within a day, agreeing three times in four. The
 * document leaves the times to the "Manual de Tempos do Pix"; these are the simulator's.
 */
export function otherSideMoves(report: { Id: string; CreationTime: string }): InfractionMove[] {
  const created = Date.parse(report.CreationTime);
  const agrees = dice(`agrees:${report.Id}`, 0, 3) > 0;
  return [
    { at: new Date(created + dice(`ack:${report.Id}`, 1, 60) * 60_000), operation: 'acknowledge' },
    { at: new Date(created + dice(`close-at:${report.Id}`, 2, 24) * HOUR_MS), operation: 'close', result: agrees ? 'AGREED' : 'DISAGREED', details: ANALYSES[agrees ? 'AGREED' : 'DISAGREED'] },
  ];
}
