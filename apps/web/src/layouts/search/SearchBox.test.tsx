import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { cockpit } from '@wallet/contracts';
import { envelope, fakeApi, renderScreen } from '../../test-support/fake-api';
import { setUpGridScreenTests } from '../../test-support/grid-screen';
import { i18n } from '../../i18n';
import { SearchBox } from './SearchBox';

setUpGridScreenTests();
// cmdk scrolls the chosen hit into view; jsdom lays nothing out.
Element.prototype.scrollIntoView ??= () => undefined;

const HITS: cockpit.SearchHit[] = [
  { kind: 'trade', id: 501, trade_no: 'T202601150000000501', end_to_end_id: 'E60701190202601151200ABCDEFGHIJK', trade_type: 'payin', status: 'success', amount: 12_345, created_at: '2026-01-15T12:00:00.000Z' },
  { kind: 'customer', id: 9, user_kind: 'user', name: 'Ana Souza', doc_type: 'CPF', doc_number: '52998224725', status: 'blocked' },
  { kind: 'pix_key', id: 31, key_type: 'EMAIL', key_value: 'ana@example.com', status: 'active', owner_name: 'Ana Souza' },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const SCREENS = [
  { name: 'banking-transactions', path: '/banking/transactions', label: 'screens.banking-transactions' as const },
  { name: 'banking-statement', path: '/banking/statement', label: 'screens.banking-statement' as const },
  { name: 'regulatory-med', path: '/regulatory/med', label: 'screens.regulatory-med' as const },
];

function show(hits = HITS) {
  const api = fakeApi({ [cockpit.search.path]: () => envelope(200, 'ok', { hits }) });
  renderScreen(<><SearchBox screens={SCREENS} /><Where /></>, '/dashboard');
  return api;
}

const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });

describe('the search box', () => {
  it('finds the screens the member may open by their titles, at once, and opens one', async () => {
    show();
    fireEvent.click(screen.getByTestId('search-open'));
    await screen.findByRole('combobox');
    const dialog = screen.getByRole('dialog', { name: 'Search the console' });
    type('med');
    const hit = await within(dialog).findByText('MED cases', { selector: '.search-title' });
    expect(dialog.querySelector('[cmdk-group-heading]')!.textContent).toBe('Screens');
    expect(within(dialog).queryByText('Transactions', { selector: '.search-title' })).toBeNull();
    fireEvent.click(hit);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/regulatory/med'));
  });


  it('opens on Ctrl+K, asks once the typing pauses, and lists the hits grouped by kind in a fixed order', async () => {
    const api = show();
    act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Search the console' });
    type('52');
    expect(within(dialog).getByText('Type at least three letters of a name, or a whole identifier.')).toBeTruthy();
    type('529.982.247-25');
    const customer = await within(dialog).findByText('Ana Souza', { selector: '.search-title' });
    expect(customer.closest('[cmdk-item]')!.textContent).toContain('529.982.247-25 · User · Blocked');
    const headings = [...dialog.querySelectorAll('[cmdk-group-heading]')].map((heading) => heading.textContent);
    expect(headings).toEqual(['Customers and merchants', 'Transactions', 'Pix keys']);
    expect(dialog.querySelector('[data-hit="trade:501"]')!.textContent).toMatch(/R\$\s123,45 · Pay-in · Success/);
    expect(api.bodiesOf(cockpit.search.path)).toEqual([{ q: '529.982.247-25' }]);
  });

  it('opens the chosen record with the arrows and Enter, and closes', async () => {
    show();
    fireEvent.click(screen.getByTestId('search-open'));
    type('ana@example.com');
    await screen.findByText('ana@example.com', { selector: '.search-title' });
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/banking/transactions/detail?id=501'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when nothing matches, in pt-BR', async () => {
    await i18n.changeLanguage('pt-BR');
    try {
      show([]);
      fireEvent.click(screen.getByTestId('search-open'));
      expect(await screen.findByRole('dialog', { name: 'Buscar no console' })).toBeTruthy();
      type('ninguém');
      expect((await screen.findByRole('status')).textContent).toBe('Nada corresponde a “ninguém”.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the search dialog', () => {
  it('starts with what was typed while it loaded, the caret after it', async () => {
    const { default: SearchPalette } = await import('./SearchPalette');
    fakeApi({ [cockpit.search.path]: () => envelope(200, 'ok', { hits: [] }) });
    renderScreen(<SearchPalette initialText="statem" screens={SCREENS} onClose={() => undefined} />, '/dashboard');
    const box = await screen.findByRole('combobox') as HTMLInputElement;
    expect(box.value).toBe('statem');
    expect(box.selectionStart).toBe(6);
    expect(await screen.findByText('Account statement', { selector: '.search-title' })).toBeTruthy();
  });
});
