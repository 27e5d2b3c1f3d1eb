import { after, delay, pixIdOf, roll } from '../dice.js';
import type { FundsTracing, TracedAccount, TracedInflow, TracedPix } from './funds-tracing.js';

/** Participants the simulated money moves through (all in the seeded participants table). */
const PARTICIPANTS = ['00000000', '00360305', '60701190', '60746948', '90400888', '18236120'];
const MULES = ['Carlos Eduardo Nunes', 'Patrícia Gomes Lima', 'Rodrigo Alves Costa', 'Juliana Mendes Rocha', 'Fábio Henrique Dias', 'Tatiane Soares Ramos', 'Anderson Luiz Barros'];

/**
 * Mule accounts that move money on fast, deterministically: the money that reaches one leaves
 * within hours in one to three Pix (most of it: 70 % to all) to accounts at other participants,
 * and each of those does the same, so every chain runs as deep as the MED follows it.
 */
export class SimulatedFundsTracing implements FundsTracing {
  async outflows(account: TracedAccount, inflow: TracedInflow, until: Date): Promise<TracedPix[]> {
    const seed = `${account.ispb}:${account.account}:${inflow.endToEndId}`;
    const count = 1 + roll(`count:${seed}`, 3);
    const moved = Math.floor((inflow.amount * (70 + roll(`share:${seed}`, 31))) / 100);
    const weights = Array.from({ length: count }, (_, i) => 1 + roll(`weight:${seed}:${i}`, 4));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const pix: TracedPix[] = [];
    let given = 0;
    for (const [i, weight] of weights.entries()) {
      const amount = i === count - 1 ? moved - given : Math.floor((moved * weight) / total);
      given += amount;
      const at = after(inflow.at, delay(`at:${seed}:${i}`, 0, 20) + (i + 1) * 60_000);
      if (amount <= 0 || at > until) continue;
      const ispb = PARTICIPANTS[roll(`ispb:${seed}:${i}`, PARTICIPANTS.length)]!;
      pix.push({
        endToEndId: pixIdOf('E', account.ispb, at, `trace:${seed}:${i}`), amount, at,
        to: { ispb, branch: String(1 + roll(`branch:${seed}:${i}`, 9_000)).padStart(4, '0'), account: String(10_000 + roll(`account:${seed}:${i}`, 9_000_000)), name: MULES[roll(`name:${seed}:${i}`, MULES.length)]! },
      });
    }
    return pix.sort((a, b) => a.at.getTime() - b.at.getTime());
  }
}
