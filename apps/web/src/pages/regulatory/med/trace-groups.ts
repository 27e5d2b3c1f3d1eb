import type { regulatory } from '@wallet/contracts';
import { hopInstitution } from './trace-facts';

type TraceHop = regulatory.med.TraceHop;

/** A trail of more hops than this opens by group: one box per institution at each hop, its accounts on demand. */
export const GROUPED_ABOVE = 12;

/** What reached a set of hops: the money, and how many accounts (an account reached twice counts once). */
interface TrailTotals {
  amount: number;
  accounts: number;
}

/** The hops at one institution at one depth of the trail. */
export interface HopGroup extends TrailTotals {
  key: string;
  depth: number;
  ispb: string;
  /** The institution's name and ISPB, as the tables name it. */
  institution: string;
  /** Its name alone (its ISPB when it has none): for a box too narrow for both. */
  name: string;
  /** Some of its accounts are ours. */
  ours: boolean;
  hops: TraceHop[];
}

/** One depth of the trail: its totals, and its groups, the most money first. */
export interface DepthGroups extends TrailTotals {
  depth: number;
  groups: HopGroup[];
}

/** What reached one institution's accounts, at any depth. */
interface InstitutionTotals extends TrailTotals {
  ispb: string;
  institution: string;
}

export interface TraceGrouping {
  depths: DepthGroups[];
  institutions: InstitutionTotals[];
}

export const groupKey = (hop: Pick<TraceHop, 'depth' | 'ispb'>) => `${hop.depth}:${hop.ispb}`;

const accountOf = (hop: TraceHop) => `${hop.ispb}/${hop.branch}/${hop.account}`;
const totalsOf = (hops: readonly TraceHop[]): TrailTotals => ({
  amount: hops.reduce((sum, hop) => sum + hop.amount, 0),
  accounts: new Set(hops.map(accountOf)).size,
});
const byMoney = (a: TrailTotals & { ispb: string }, b: TrailTotals & { ispb: string }) => b.amount - a.amount || a.ispb.localeCompare(b.ispb);
const byTime = (a: TraceHop, b: TraceHop) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id;

function bucket<K>(hops: readonly TraceHop[], keyOf: (hop: TraceHop) => K): Map<K, TraceHop[]> {
  const buckets = new Map<K, TraceHop[]>();
  for (const hop of hops) buckets.set(keyOf(hop), [...(buckets.get(keyOf(hop)) ?? []), hop]);
  return buckets;
}

/**
 * The trail by depth and, within a depth, by institution, each with what reached it; and what
 * reached each institution over the whole trail. Every hop is in exactly one group.
 */
export function groupTrace(trace: readonly TraceHop[]): TraceGrouping {
  // An institution's name from whichever hop of the trail carries it.
  const names = new Map(trace.filter((hop) => hop.institution_name !== null).map((hop) => [hop.ispb, hop.institution_name]));
  const institutionOf = (ispb: string) => hopInstitution({ ispb, institution_name: names.get(ispb) ?? null });
  const depths = [...bucket(trace, (hop) => hop.depth)].sort(([a], [b]) => a - b).map(([depth, hops]): DepthGroups => ({
    depth,
    ...totalsOf(hops),
    groups: [...bucket(hops, (hop) => hop.ispb)].map(([ispb, inGroup]): HopGroup => ({
      key: groupKey({ depth, ispb }), depth, ispb, institution: institutionOf(ispb), name: names.get(ispb) ?? ispb, ours: inGroup.some((hop) => hop.ours),
      hops: [...inGroup].sort(byTime), ...totalsOf(inGroup),
    })).sort(byMoney),
  }));
  const institutions = [...bucket(trace, (hop) => hop.ispb)]
    .map(([ispb, hops]): InstitutionTotals => ({ ispb, institution: institutionOf(ispb), ...totalsOf(hops) }))
    .sort(byMoney);
  return { depths, institutions };
}

/** The open groups after the member opened or closed one. */
export function toggleGroup(open: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(open);
  if (!next.delete(key)) next.add(key);
  return next;
}
