import { describe, expect, it } from 'vitest';
import { effectiveLayout, readLayout, showsView, viewQuery, withLayout } from './list-layout';

const params = (query: string) => new URLSearchParams(query);

describe('the layout in the address', () => {
  it('reads the hidden columns and the density, keeping only what could be a column, each once', () => {
    expect(readLayout(params('hide=email,phone,email&density=compact'))).toEqual({ hidden: ['email', 'phone'], density: 'compact' });
    expect(readLayout(params('hide=&density=huge'))).toEqual({ hidden: [], density: null });
    expect(readLayout(params('hide=a%3Bb,ok'))).toEqual({ hidden: ['ok'], density: null });
    expect(readLayout(params('status=blocked'))).toEqual({ hidden: null, density: null });
  });

  it("shows the address's choice, else the remembered one, else every column at standard density", () => {
    const remembered = { hidden: ['fee'], density: 'comfortable' as const };
    expect(effectiveLayout({ hidden: ['email'], density: null }, remembered)).toEqual({ hidden: ['email'], density: 'comfortable' });
    expect(effectiveLayout({ hidden: [], density: 'compact' }, remembered)).toEqual({ hidden: [], density: 'compact' });
    expect(effectiveLayout({ hidden: null, density: null }, null)).toEqual({ hidden: [], density: 'standard' });
  });

  it("hides a list's optional columns until the address or the member's choice says otherwise", () => {
    const optional = ['fee', 'finished_at'];
    expect(effectiveLayout({ hidden: null, density: null }, null, optional)).toEqual({ hidden: optional, density: 'standard' });
    expect(effectiveLayout({ hidden: null, density: null }, { hidden: [], density: 'standard' }, optional).hidden).toEqual([]);
    expect(effectiveLayout({ hidden: ['email'], density: null }, null, optional).hidden).toEqual(['email']);
  });

  it('writes the layout beside the list state, keeping every other parameter', () => {
    expect(withLayout(params('status=blocked&page=3'), { hidden: ['email', 'phone'], density: 'compact' }).toString())
      .toBe('status=blocked&page=3&hide=email%2Cphone&density=compact');
  });
});

describe('a saved view', () => {
  it('keeps the address without its page, the layout written out', () => {
    expect(viewQuery(params('status=blocked&page=3&sort_by=name&sort_order=asc'), { hidden: [], density: 'standard' }))
      .toBe('status=blocked&sort_by=name&sort_order=asc&hide=&density=standard');
  });

  it('is shown by an address with the same parameters in any order, on any page', () => {
    const query = 'status=blocked&hide=email&density=compact';
    expect(showsView(params('density=compact&page=2&hide=email&status=blocked'), query)).toBe(true);
    expect(showsView(params('density=compact&hide=email&status=active'), query)).toBe(false);
  });
});
