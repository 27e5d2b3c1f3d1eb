import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import ClaimsPage from './ClaimsPage';
import { claim, claimAnswers, fakeApi, MANAGER, PATHS, renderScreen, SignedIn, VIEWER } from './claims-test-kit';

setUpGridScreenTests();

describe('ClaimsPage', () => {
  it('lists each claim with its key, sides, owner, account and deadline, overdue in red', async () => {
    const api = fakeApi(claimAnswers(VIEWER, claim(), [claim(), claim({ id: 8, role: 'claimer', status: 'OPEN', claim_type: 'OWNERSHIP', key_type: 'EMAIL', key_value: 'ana@example.com' }, -3)]));
    renderScreen(<ClaimsPage />, '/pix/claims');
    const row = (await screen.findByRole('link', { name: 'Open claim #7' })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('+5511912345678')).toBeTruthy();
    expect(within(row).getByText('Phone')).toBeTruthy();
    expect(within(row).getByText('Portability')).toBeTruthy();
    expect(within(row).getByText('We hold the key')).toBeTruthy();
    expect(within(row).getByText('Waiting resolution')).toBeTruthy();
    expect(within(row).getByText('Nu Pagamentos S.A. - IP')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe('/userCenter/userList/detail?id=9');
    expect(within(row).getByRole('link', { name: '12345' }).getAttribute('href')).toBe('/banking/accounts/detail?id=12');
    const late = screen.getByRole('link', { name: 'Open claim #8' }).closest('[role="row"]') as HTMLElement;
    expect(late.querySelector('[data-countdown]')?.getAttribute('data-countdown')).toBe('overdue');
    expect(api.bodiesOf(PATHS.list)[0]).toEqual({ page: 1, page_size: 50, status: '0', role: '0', claim_type: '0', due: '0' });
  });

  it('counts the quick views, and "To answer" asks for the holder\'s claims waiting for resolution', async () => {
    const api = fakeApi(claimAnswers(VIEWER));
    renderScreen(<ClaimsPage />, '/pix/claims');
    const views = await screen.findByRole('tablist', { name: 'Quick views' });
    expect(within(views).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All (4 live)', 'To answer (2)', 'Due today (1)', 'Overdue (1)']);
    fireEvent.click(within(views).getByRole('tab', { name: 'To answer (2)' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.list).at(-1)).toMatchObject({ role: 'donor', status: 'WAITING_RESOLUTION', due: '0' }));
    fireEvent.click(within(views).getByRole('tab', { name: 'Overdue (1)' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.list).at(-1)).toMatchObject({ role: '0', status: '0', due: 'overdue' }));
  });

  it('offers Sync with the DICT only to a member who may manage claims', async () => {
    const api = fakeApi(claimAnswers(MANAGER));
    renderScreen(<><ClaimsPage /><SignedIn /></>, '/pix/claims');
    await screen.findByText('signed in');
    fireEvent.click(await screen.findByRole('button', { name: 'Sync with the DICT' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.sync)).toEqual([{}]));
  });

  it('hides Sync from a member who may only look, and speaks pt-BR', async () => {
    fakeApi(claimAnswers(VIEWER));
    await i18n.changeLanguage('pt-BR');
    try {
      renderScreen(<><ClaimsPage /><SignedIn /></>, '/pix/claims');
      await screen.findByText('signed in');
      const row = (await screen.findByRole('link', { name: 'Abrir a reivindicação #7' })).closest('[role="row"]') as HTMLElement;
      expect(within(row).getByText('Temos a chave')).toBeTruthy();
      expect(within(row).getByText('Aguardando resolução')).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'A responder (2)' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Sincronizar com o DICT' })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
