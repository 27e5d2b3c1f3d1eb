import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cockpit } from '@wallet/contracts';
import { i18n } from '../../../i18n';
import { envelope, fakeApi, renderScreen } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { session } from '../../../test-support/trade-test-kit';
import StatusPage from './StatusPage';

setUpGridScreenTests();

const STATUS: cockpit.SystemStatus = {
  version: '0.1.0+abc123',
  started_at: '2026-05-12T12:00:00.000Z',
  at: '2026-05-12T17:30:00.000Z',
  database: { driver: 'pglite', up: true, latency_ms: 1.234 },
  jobs: { queued: 2, running: 1, failed: 3, oldest_queued_at: '2026-05-12T17:29:00.000Z' },
  adapters: cockpit.ADAPTER_NAMES.map((name, index) => ({
    name, mode: 'simulated' as const, calls: index * 100, errors: index === 1 ? 25 : 0, rate_limited: index === 1 ? 4 : 0,
    last_contact_at: index === 0 ? null : '2026-05-12T17:00:00.000Z', last_error: index === 1 ? 'Timed out after 5 s' : null,
  })),
  dict_limits: { state: 'none', category: null, read_at: null, buckets: [], error: null },
};

const READ_LIMITS: cockpit.DictLimits = {
  state: 'read', category: 'A', read_at: '2026-05-12T17:29:50.000Z', error: null,
  buckets: [
    { policy: 'ENTRIES_READ_PARTICIPANT_ANTISCAN', available: 49_000, capacity: 50_000, refill_tokens: 25_000, refill_period_seconds: 60, alert: false },
    { policy: 'ENTRIES_WRITE', available: 7_000, capacity: 36_000, refill_tokens: 1_200, refill_period_seconds: 60, alert: true },
  ],
};

function show(status: cockpit.SystemStatus = STATUS) {
  const api = fakeApi({ ...session(['system.view']), [cockpit.status.path]: () => envelope(200, 'ok', status) });
  renderScreen(<StatusPage />, '/status');
  return api;
}

const cellsOf = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('StatusPage', () => {
  it('shows the database, the job queue, the build and every outside system with its mode, calls, errors and error rate', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Outside systems' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(cockpit.ADAPTER_NAMES.length);
    expect(cellsOf(table.querySelector('[data-adapter="SPI"]')!)).toEqual(['SPI', 'Simulated', '0', '0', '—', '0', '—', '—']);
    expect(cellsOf(table.querySelector('[data-adapter="DICT keys"]')!)).toEqual(['DICT keys', 'Simulated', '100', '25', '25%', '4', '2026-05-12 14:00:00', 'Timed out after 5 s']);
    const database = screen.getByRole('region', { name: 'Database' });
    expect(within(database).getByText('Embedded (PGlite)')).toBeTruthy();
    expect(within(database).getByText('Up')).toBeTruthy();
    expect(within(database).getByText('1.2 ms')).toBeTruthy();
    const jobs = screen.getByRole('region', { name: 'Job queue' });
    expect(within(jobs).getByText('Failed', { selector: 'dt' }).nextElementSibling?.textContent).toBe('3');
    expect(within(jobs).getByText('2026-05-12 14:29:00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'This API process' })).getByText('0.1.0+abc123')).toBeTruthy();
  });

  it('shows our buckets at the DICT, a bucket under a fifth of its capacity in alert', async () => {
    show({ ...STATUS, dict_limits: READ_LIMITS });
    const table = await screen.findByRole('table', { name: 'Request limits at the DICT' });
    expect(cellsOf(table.querySelector('[data-policy="ENTRIES_WRITE"]')!)).toEqual(['ENTRIES_WRITE', '7,000', '36,000', '19.4%', '1,200 every 60 s', 'Under 20 %']);
    expect(cellsOf(table.querySelector('[data-policy="ENTRIES_READ_PARTICIPANT_ANTISCAN"]')!).at(-1)).toBe('OK');
    expect(screen.getByTestId('dict-limits-alert').textContent).toBe('1 bucket is under 20 % of its capacity: ENTRIES_WRITE. Requests of its policy are refused (429) once it is empty.');
  });

  it('says when the DICT limits no requests', async () => {
    show();
    expect(await screen.findByText(/limits no requests: no buckets to show/)).toBeTruthy();
  });

  it('says when the DICT did not tell its buckets', async () => {
    show({ ...STATUS, dict_limits: { state: 'unreachable', category: null, read_at: null, buckets: [], error: 'connect ECONNREFUSED' } });
    expect(await screen.findByText('The DICT did not tell our buckets: connect ECONNREFUSED')).toBeTruthy();
  });

  it('asks again when Refresh is pressed', async () => {
    const api = show();
    await screen.findByRole('table', { name: 'Outside systems' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.bodiesOf(cockpit.status.path)).toHaveLength(2));
  });

  it('speaks pt-BR', async () => {
    await i18n.changeLanguage('pt-BR');
    try {
      show();
      const table = await screen.findByRole('table', { name: 'Sistemas externos' });
      expect(cellsOf(table.querySelector('[data-adapter="DICT keys"]')!).slice(0, 5)).toEqual(['DICT: chaves', 'Simulado', '100', '25', '25%']);
      expect(screen.getByRole('button', { name: 'Atualizar' })).toBeTruthy();
      expect(within(screen.getByRole('region', { name: 'Banco de dados' })).getByText('1,2 ms')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
