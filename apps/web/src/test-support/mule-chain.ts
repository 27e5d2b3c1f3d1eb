import type { regulatory } from '@wallet/contracts';

type TraceHop = regulatory.med.TraceHop;

// Participants as the DICT's simulator spreads mule money over them, and the holders it names.
const PARTICIPANTS: readonly [string, string][] = [
  ['00000000', 'Banco do Brasil S.A.'], ['00360305', 'Caixa Econômica Federal'], ['60701190', 'Itaú Unibanco S.A.'],
  ['60746948', 'Banco Bradesco S.A.'], ['90400888', 'Banco Santander (Brasil) S.A.'], ['18236120', 'Nu Pagamentos S.A. - IP'],
];
const HOLDERS = ['Carlos Eduardo Nunes', 'Patrícia Gomes Lima', 'Rodrigo Alves Costa', 'Juliana Mendes Rocha', 'Fábio Henrique Dias', 'Tatiane Soares Ramos', 'Anderson Luiz Barros'];
const MINUTE = 60_000;

/**
 * A mule chain of `size` hops, as MED 2.0 traces one: from the account that received the
 * contested Pix (R$ 50.000,00, three days ago), each account passes 90 % of what reached it on in
 * two or three Pix to accounts at other participants, breadth first, no deeper than six accounts.
 * The same for the same size.
 */
export function muleChain(size: number, amount = 5_000_000): TraceHop[] {
  const start = Date.now() - 72 * 60 * MINUTE;
  const hop = (id: number, parent: TraceHop | null, carried: number): TraceHop => {
    const [ispb, institution_name] = PARTICIPANTS[(id * 5) % PARTICIPANTS.length]!;
    return {
      id, parent_id: parent?.id ?? null, depth: (parent?.depth ?? 0) + 1, end_to_end_id: `E${ispb}20260115${String(id).padStart(4, '0')}mule${String(id).padStart(7, '0')}`,
      amount: carried, at: new Date(start + id * 7 * MINUTE).toISOString(), ispb, institution_name, branch: String(1 + (id * 37) % 9_000).padStart(4, '0'),
      account: String(10_000 + id * 7_919), holder_name: HOLDERS[id % HOLDERS.length]!, ours: false, account_id: null, held: null, refund_request_id: null,
    };
  };
  const trail = [hop(1, null, amount)];
  for (let next = 0; trail.length < size && next < trail.length; next++) {
    const parent = trail[next]!;
    if (parent.depth === 6) break;
    const count = 2 + (parent.id % 2);
    const moved = Math.floor((parent.amount * 9) / 10);
    for (let i = 0; i < count && trail.length < size; i++) {
      const share = i === count - 1 ? moved - Math.floor(moved / count) * (count - 1) : Math.floor(moved / count);
      trail.push(hop(trail.length + 1, parent, share));
    }
  }
  return trail;
}
