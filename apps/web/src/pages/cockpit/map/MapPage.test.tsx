import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth, cockpit, UF_CODES } from '@wallet/contracts';
import { envelope, fakeApi, renderScreen } from '../../../test-support/fake-api';
import { meAnswer } from '../../../test-support/session';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import packagedMap from '@svg-maps/brazil';
import MapPage from './MapPage';
import { BRAZIL_VIEW_BOX } from './map-frame';

setUpGridScreenTests();

const figures = (days: number) => ({
  from: '2026-10-28', to: '2026-11-26', at: '2026-11-26T15:00:00.000Z', customers_without_state: 2,
  states: UF_CODES.map((uf) => ({
    uf,
    customers: uf === 'SP' ? 40 : uf === 'PE' ? 12 : 0,
    pix_count: uf === 'SP' ? 10 * days : uf === 'PE' ? 3 : 0,
    pix_value: uf === 'SP' ? 500_000 : uf === 'PE' ? 900_000 : 0,
    fraud_reports: uf === 'PE' ? 2 : 0,
  })),
});

function show() {
  const api = fakeApi({ [auth.me.path]: meAnswer(['trades.view']), [cockpit.mapFigures.path]: ({ days }) => envelope(200, 'ok', figures(days as number)) });
  renderScreen(<MapPage />, '/map');
  return api;
}
const valueOnMap = (uf: string) => document.querySelector(`path[data-uf="${uf}"]`)?.getAttribute('data-value');

describe('the map page', () => {
  it('colours every state by the Pix value of the last 30 days, named on the map and listed in the table, largest first', async () => {
    const api = show();
    const map = await screen.findByRole('img', { name: /^Map of Brazil: Pix value by state/ });
    expect(map.querySelectorAll('path')).toHaveLength(27);
    expect(valueOnMap('PE')).toBe('900000');
    expect(valueOnMap('AC')).toBe('0');
    expect(within(map).getByText(/^Pernambuco: R\$\s9\.000,00$/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Pix value and the other figures by state' });
    const firstRows = within(table).getAllByRole('row').slice(1, 3).map((row) => row.getAttribute('data-uf'));
    expect(firstRows).toEqual(['PE', 'SP']);
    expect(screen.getByText('2 customers have a phone whose area code no state has and are not on the map.')).toBeTruthy();
    expect(api.bodiesOf(cockpit.mapFigures.path)).toEqual([{ days: 30 }]);
  });

  it('frames the outline as the package draws it, so the empty frame shown while the outline loads has the map’s size', () => {
    expect((packagedMap as unknown as { viewBox: string }).viewBox).toBe(BRAZIL_VIEW_BOX);
  });

  it('shows another figure without asking again, and another period by asking', async () => {
    const api = show();
    await screen.findByRole('img', { name: /Pix value/ });
    fireEvent.click(screen.getByRole('button', { name: 'Customers' }));
    expect(await screen.findByRole('img', { name: /^Map of Brazil: Customers by state/ })).toBeTruthy();
    expect(valueOnMap('SP')).toBe('40');
    expect(api.bodiesOf(cockpit.mapFigures.path)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(api.bodiesOf(cockpit.mapFigures.path).at(-1)).toEqual({ days: 7 }));
    fireEvent.click(screen.getByRole('button', { name: 'Pix count' }));
    await waitFor(() => expect(valueOnMap('SP')).toBe('70'));
  });
});
