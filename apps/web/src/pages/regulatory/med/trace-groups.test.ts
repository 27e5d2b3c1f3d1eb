import { describe, expect, it } from 'vitest';
import { muleChain } from '../../../test-support/mule-chain';
import { sampleTrace, traceHop } from './med-test-kit';
import { groupKey, groupTrace, toggleGroup } from './trace-groups';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the money trail by depth and institution', () => {
  it('puts every hop of a 100-hop chain in one group, and the totals of groups, depths and institutions add up to the trail', () => {
    const trail = muleChain(100);
    const { depths, institutions } = groupTrace(trail);
    const grouped = depths.flatMap((depth) => depth.groups.flatMap((group) => group.hops.map((hop) => hop.id)));
    expect(grouped.sort((a, b) => a - b)).toEqual(trail.map((hop) => hop.id).sort((a, b) => a - b));
    expect(depths.map((depth) => depth.depth)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const depth of depths) {
      const atDepth = trail.filter((hop) => hop.depth === depth.depth);
      expect(depth.amount).toBe(sum(atDepth.map((hop) => hop.amount)));
      expect(depth.accounts).toBe(atDepth.length);
      expect(sum(depth.groups.map((group) => group.amount))).toBe(depth.amount);
      expect(sum(depth.groups.map((group) => group.accounts))).toBe(depth.accounts);
      for (const group of depth.groups) {
        expect(group.hops.every((hop) => hop.depth === depth.depth && hop.ispb === group.ispb)).toBe(true);
        expect(group.amount).toBe(sum(group.hops.map((hop) => hop.amount)));
      }
      // The most money first.
      expect(depth.groups.map((group) => group.amount)).toEqual([...depth.groups.map((group) => group.amount)].sort((a, b) => b - a));
    }
    expect(sum(institutions.map((institution) => institution.amount))).toBe(sum(trail.map((hop) => hop.amount)));
    expect(sum(institutions.map((institution) => institution.accounts))).toBe(100);
    const itau = institutions.find((institution) => institution.ispb === '60701190')!;
    expect(itau.institution).toBe('Itaú Unibanco S.A. (60701190)');
    expect(itau.amount).toBe(sum(trail.filter((hop) => hop.ispb === '60701190').map((hop) => hop.amount)));
  });

  it('counts an account the money reached twice once, and names an institution from whichever hop knows its name', () => {
    const twice = [
      ...sampleTrace(),
      traceHop({ id: 5, parent_id: 4, depth: 3, ispb: '60701190', institution_name: null, branch: '1234', account: '99999', amount: 10_000 }),
      traceHop({ id: 6, parent_id: 3, depth: 3, ispb: '60701190', institution_name: null, branch: '1234', account: '99999', amount: 5_000 }),
    ];
    const { depths, institutions } = groupTrace(twice);
    const third = depths.find((depth) => depth.depth === 3)!;
    expect(third.groups.map((group) => [group.institution, group.accounts, group.amount])).toEqual([
      ['Banco do Brasil S.A. (00000000)', 1, 60_000],
      ['Itaú Unibanco S.A. (60701190)', 1, 15_000],
    ]);
    expect(institutions.find((institution) => institution.ispb === '60701190')).toMatchObject({ accounts: 2, amount: 105_000 });
    expect(depths.find((depth) => depth.depth === 2)!.groups.find((group) => group.ispb === '18236120')!.ours).toBe(true);
  });

  it('opens a closed group and closes an open one, leaving the others as they were', () => {
    const itau = groupKey({ depth: 2, ispb: '60701190' });
    const bb = groupKey({ depth: 3, ispb: '00000000' });
    const one = toggleGroup(new Set(), itau);
    expect([...one]).toEqual([itau]);
    const both = toggleGroup(one, bb);
    expect([...both].sort()).toEqual([itau, bb].sort());
    expect([...toggleGroup(both, itau)]).toEqual([bb]);
    expect([...one]).toEqual([itau]);
  });
});
