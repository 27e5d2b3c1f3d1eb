import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@wallet/contracts';
import { i18n } from '../../../i18n';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import ClaimPage from './ClaimPage';
import { claim, claimAnswers, fakeApi, MANAGER, PATHS, renderScreen, SignedIn, VIEWER } from './claims-test-kit';

setUpGridScreenTests();

function show(shown = claim(), permissions: Permission[] = MANAGER) {
  const api = fakeApi(claimAnswers(permissions, shown));
  renderScreen(<><ClaimPage /><SignedIn /></>, `/pix/claims/detail?id=${shown.id}`);
  return api;
}

/** The claim actions offered, once the member's permissions have arrived. */
async function actions() {
  await screen.findByText('signed in');
  await screen.findByRole('heading', { level: 1, name: 'Claim #7' });
  return [...document.querySelectorAll('button[data-action]')].map((button) => button.getAttribute('data-action'));
}

describe('ClaimPage', () => {
  it('shows the claim, both periods and the key\'s history with this claim\'s events marked', async () => {
    show();
    await screen.findByRole('heading', { level: 1, name: 'Claim #7' });
    expect(screen.getByRole('link', { name: 'See key +5511912345678 among the Pix keys' }).getAttribute('href')).toBe('/pix/pixKey?key=%2B5511912345678');
    expect(screen.getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe('/userCenter/userList/detail?id=9');
    expect(screen.getByText('18236120 - Nu Pagamentos S.A. - IP')).toBeTruthy();
    const periods = screen.getByRole('region', { name: 'Periods' });
    expect(periods.querySelector('[data-period="resolution"] [data-countdown]')?.getAttribute('data-countdown')).toBe('ok');
    expect(within(periods.querySelector('[data-period="completion"]') as HTMLElement).getByText('Starts when the claim is confirmed')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'History of the key' });
    expect(within(history).getByText('Claim received').closest('tr')?.textContent).toContain('This claim');
    expect(within(history).getByText('Register').closest('tr')?.textContent).not.toContain('This claim');
  });

  it('offers Confirm and Cancel to the holder while the claim waits', async () => {
    show();
    expect(await actions()).toEqual(['confirm', 'cancel']);
  });

  it('offers Complete and Cancel to the claimer of a confirmed claim', async () => {
    show(claim({ role: 'claimer', status: 'CONFIRMED', confirm_reason: 'USER_REQUESTED', completion_period_end: new Date(Date.now() + 86_400_000).toISOString() }));
    expect(await actions()).toEqual(['complete', 'cancel']);
    expect(screen.getByText('Asked by the customer')).toBeTruthy();
  });

  it('offers nothing on a completed claim', async () => {
    show(claim({ status: 'COMPLETED', closed_at: new Date().toISOString(), next_deadline_at: null }));
    expect(await actions()).toEqual([]);
  });

  it('offers nothing to a member who may only look', async () => {
    show(claim(), VIEWER);
    expect(await actions()).toEqual([]);
  });

  it('confirms with a note, after a confirmation', async () => {
    const api = show();
    await actions();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm claim #7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('must be at least 3 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'Customer asked by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const asked = await screen.findByRole('dialog', { name: 'Confirm claim #7?' });
    expect(asked.textContent).toContain('Key +5511912345678 of Ana Souza will leave us.');
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.confirm)).toEqual([{ id: 7, note: 'Customer asked by phone' }]));
  });

  it('cancels with a reason the holder may give and a note', async () => {
    const api = show();
    await actions();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel claim #7' });
    const reasons = within(dialog).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    expect(reasons).toEqual(['DONOR_REQUEST', 'ACCOUNT_CLOSURE', 'FRAUD']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fraud' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'The claimer is a known scammer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel claim' }));
    const asked = await screen.findByRole('dialog', { name: 'Cancel claim #7?' });
    expect(asked.textContent).toContain('(Fraud)');
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.cancel)).toEqual([{ id: 7, reason: 'FRAUD', note: 'The claimer is a known scammer' }]));
  });

  it('completes a confirmed claim of ours after a confirmation, in pt-BR', async () => {
    await i18n.changeLanguage('pt-BR');
    try {
      const api = show(claim({ role: 'claimer', status: 'CONFIRMED', confirm_reason: 'USER_REQUESTED', completion_period_end: new Date(Date.now() + 86_400_000).toISOString() }));
      await screen.findByText('signed in');
      fireEvent.click(await screen.findByRole('button', { name: 'Concluir' }));
      const asked = await screen.findByRole('dialog', { name: 'Concluir a reivindicação #7?' });
      expect(asked.textContent).toContain('A chave +5511912345678 fica ativa na conta 12345 de Ana Souza.');
      expect(screen.getByText('Pedido do cliente')).toBeTruthy();
      fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(api.bodiesOf(PATHS.complete)).toEqual([{ id: 7 }]));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
