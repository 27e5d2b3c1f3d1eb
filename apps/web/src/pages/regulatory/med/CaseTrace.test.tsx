import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { caseDetail, PATHS, plain, refundRequest, sampleTrace, showCase as show, VIEWER } from './med-test-kit';
import { envelope } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { muleChain } from '../../../test-support/mule-chain';
import { formatCentavos } from '../../../format/money';

const PAYER = { side: 'payer', assigned_to: 'ops' } as const;
const traced = (caseOverrides: Parameters<typeof caseDetail>[1] = PAYER) => caseDetail({ trace: sampleTrace() }, caseOverrides);

/** The money trail's section, once the case and the member's permissions have arrived. */
async function trail() {
  await screen.findByText('signed in');
  await screen.findByRole('heading', { level: 1, name: 'MED case #12' });
  return screen.getByRole('region', { name: 'Money trail' });
}
const traceActions = (section: HTMLElement) => [...section.querySelectorAll('[data-trace-action]')].map((button) => button.getAttribute('data-trace-action'));

// English words and a ResizeObserver, which React Flow needs as the grid does. It never reports a
// size in jsdom, and needs not: each node carries its size, so it is drawn without being measured.
setUpGridScreenTests();

describe('the money trail of a MED case', () => {
  it('explains an untraced case and traces it without asking; the case comes back with its trail', async () => {
    const api = show();
    const section = await trail();
    expect(section.textContent).toContain('The money has not been traced yet');
    expect(within(section).queryByRole('table')).toBeNull();
    expect(traceActions(section)).toEqual(['trace']);

    api.answers[PATHS.detail] = () => envelope(200, 'ok', traced({}));
    fireEvent.click(within(section).getByRole('button', { name: 'Trace the money' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.trace)).toEqual([{ case_id: 12 }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(section).findByRole('table', { name: 'Accounts the money reached' })).toBeTruthy();
  });

  it('lists every hop in a table, by depth: holder, institution, account, amount, held and refund request', async () => {
    show(traced());
    const table = within(await trail()).getByRole('table', { name: 'Accounts the money reached' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-depth'))).toEqual(['1', '2', '2', '3']);
    expect(plain(rows[0]!.textContent)).toContain('Carlos Mendes');
    expect(plain(rows[0]!.textContent)).toContain('Nu Pagamentos S.A. - IP (18236120)');
    expect(plain(rows[0]!.textContent)).toContain('Refund request #4');
    expect(plain(rows[1]!.textContent)).toContain('Itaú Unibanco S.A. (60701190)Other institution');
    expect(plain(rows[1]!.textContent)).toContain('1234/55501R$ 900,00');
    expect(plain(rows[1]!.textContent)).toContain('No refund request');
    expect(plain(rows[2]!.textContent)).toContain('18236120Ours');
    expect(plain(rows[2]!.textContent)).toContain('R$ 400,00');
    expect(rows[2]!.querySelectorAll('[data-centavos]')[1]?.getAttribute('data-centavos')).toBe('30000');
    expect(within(rows[2]!).getByRole('link', { name: 'Open account 0001/24680 of Ana Souza' }).getAttribute('href')).toBe('/banking/accounts/detail?id=77');
    expect(within(rows[3]!).queryByRole('link')).toBeNull();
  });

  it('draws a node per hop, by depth, named for the reader; our account opens from its node', async () => {
    show(traced());
    const section = await trail();
    const graph = await within(section).findByRole('application', { name: 'Money trail graph' });
    await waitFor(() => expect(graph.querySelectorAll('[data-hop-depth]')).toHaveLength(4));
    expect([...graph.querySelectorAll('[data-hop-depth]')].map((node) => node.getAttribute('data-hop-depth')).sort()).toEqual(['1', '2', '2', '3']);
    const mule = graph.querySelector('[data-hop="4"]')?.closest('.react-flow__node');
    expect(plain(mule?.getAttribute('aria-label'))).toBe('Hop 3: João Lima, Banco do Brasil S.A. (00000000), R$ 600,00');
    expect(plain(mule?.textContent)).toContain('0042/13579');
    const ours = graph.querySelector('[data-hop="3"]') as HTMLElement;
    expect(plain(ours.textContent)).toContain('Held: R$ 300,00');
    expect(within(ours).getByRole('link', { name: 'Open account 0001/24680 of Ana Souza' }).getAttribute('href')).toBe('/banking/accounts/detail?id=77');
    expect(within(graph).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
  });

  it('asks the chain for the money on a payer-side case, after a confirmation counting the accounts and the amount', async () => {
    const api = show(traced());
    const section = await trail();
    expect(traceActions(section)).toEqual(['trace', 'trace_refunds']);
    fireEvent.click(within(section).getByRole('button', { name: 'Ask the chain for the money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the chain for the money of case #12' });
    expect(plain(dialog.textContent)).toContain('each of the 2 accounts further along the trail that received part of the money and were not asked yet: R$ 1.500,00 in all');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the DICT' }));
    expect(await within(dialog).findByText('must be at least 3 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), { target: { value: 'The money of a scam went on through these accounts.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the DICT' }));
    const asked = await screen.findByRole('dialog', { name: 'Ask the chain for the money' });
    expect(plain(asked.textContent)).toContain('Ask 2 accounts at other institutions for R$ 1.500,00 in all, one refund request each?');
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.traceRefunds)).toEqual([{ case_id: 12, details: 'The money of a scam went on through these accounts.' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers only tracing on the receiver side', async () => {
    show(traced({ side: 'receiver' }));
    expect(traceActions(await trail())).toEqual(['trace']);
  });

  it('offers no chain request once every account further along at another institution was asked', async () => {
    const asked = [refundRequest({ id: 7, role: 'requesting', hop_id: 2 }), refundRequest({ id: 8, role: 'requesting', hop_id: 4 })];
    show(caseDetail({ trace: sampleTrace(), refund_requests: asked }, PAYER));
    expect(traceActions(await trail())).toEqual(['trace']);
  });

  it('offers nothing on a closed case', async () => {
    show(traced({ ...PAYER, status: 'closed', closed_at: new Date().toISOString(), close_note: 'Returned' }));
    const section = await trail();
    expect(traceActions(section)).toEqual([]);
    expect(within(section).getByRole('table', { name: 'Accounts the money reached' })).toBeTruthy();
  });

  it('offers nothing to a member who may only look', async () => {
    show(traced(), VIEWER);
    expect(traceActions(await trail())).toEqual([]);
  });
});

describe('a large money trail', () => {
  const chain = muleChain(40);
  const large = () => caseDetail({ trace: chain }, PAYER);
  const at = (depth: number) => chain.filter((hop) => hop.depth === depth);
  const money = (hops: typeof chain) => hops.reduce((sum, hop) => sum + hop.amount, 0);

  it('lists each hop\'s totals and its institutions with theirs, every group closed, and opens one on demand', async () => {
    show(large());
    const section = await trail();
    expect(section.textContent).toContain('The money reached 40 accounts, shown by institution at each hop');
    expect(within(section).queryByRole('table', { name: 'Accounts the money reached' })).toBeNull();
    const table = within(section).getByRole('table', { name: 'Money reached, by hop and institution' });
    const third = table.querySelector('[data-depth-total="3"]')!;
    expect(plain(third.textContent)).toBe(`3All institutions${at(3).length}${plain(formatCentavos(money(at(3))))}`);
    const itau = at(3).filter((hop) => hop.ispb === '60701190');
    const row = table.querySelector('[data-trace-group="3:60701190"]') as HTMLElement;
    expect(plain(row.textContent)).toBe(`3Itaú Unibanco S.A. (60701190)${itau.length}${plain(formatCentavos(money(itau)))}`);
    expect(table.querySelectorAll('[data-trace-hop]')).toHaveLength(0);

    const open = within(row).getByRole('button', { name: 'Show the accounts at Itaú Unibanco S.A. (60701190), hop 3' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const accounts = within(table).getByRole('table', { name: 'Accounts at Itaú Unibanco S.A. (60701190), hop 3' });
    expect([...accounts.querySelectorAll('[data-trace-hop]')].map((hop) => Number(hop.getAttribute('data-trace-hop')))).toEqual(itau.map((hop) => hop.id));
    const close = within(row).getByRole('button', { name: 'Hide the accounts at Itaú Unibanco S.A. (60701190), hop 3' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(close.getAttribute('aria-controls')).toBe(accounts.closest('tr')!.id);
    fireEvent.click(close);
    expect(within(table).queryByRole('table', { name: /^Accounts at/ })).toBeNull();

    const institutions = within(section).getByRole('table', { name: 'Money reached, by institution at any hop' });
    const everywhere = chain.filter((hop) => hop.ispb === '60701190');
    expect(plain(institutions.querySelector('[data-trace-institution="60701190"]')!.textContent))
      .toBe(`Itaú Unibanco S.A. (60701190)${everywhere.length}${plain(formatCentavos(money(everywhere)))}`);
  });

  it('draws a box per institution at each hop under its hop\'s totals, and the graph and the table open the same group', async () => {
    show(large());
    const section = await trail();
    const graph = await within(section).findByRole('application', { name: 'Money trail graph' });
    await waitFor(() => expect(graph.querySelectorAll('[data-trail-depth]')).toHaveLength(new Set(chain.map((hop) => hop.depth)).size));
    const groups = new Set(chain.map((hop) => `${hop.depth}:${hop.ispb}`));
    expect(graph.querySelectorAll('[data-hop-group]')).toHaveLength(groups.size);
    expect(graph.querySelectorAll('[data-hop]')).toHaveLength(0);
    const box = graph.querySelector('[data-hop-group="3:60701190"]')!.closest('.react-flow__node')!;
    const itau = at(3).filter((hop) => hop.ispb === '60701190');
    expect(plain(box.getAttribute('aria-label'))).toBe(`Hop 3: Itaú Unibanco S.A. (60701190), ${itau.length} account${itau.length === 1 ? '' : 's'}, ${plain(formatCentavos(money(itau)))}`);
    expect(graph.querySelector('.react-flow__attribution')).toBeNull();

    fireEvent.click(within(box as HTMLElement).getByRole('button', { name: /^Show the accounts/ }));
    const listed = within(box as HTMLElement).getByRole('region', { name: 'Accounts at Itaú Unibanco S.A. (60701190), hop 3' });
    expect([...listed.querySelectorAll('[data-hop]')].map((hop) => Number(hop.getAttribute('data-hop')))).toEqual(itau.map((hop) => hop.id));
    const table = within(section).getByRole('table', { name: 'Money reached, by hop and institution' });
    expect(within(table).getByRole('table', { name: 'Accounts at Itaú Unibanco S.A. (60701190), hop 3' })).toBeTruthy();
  });
});
