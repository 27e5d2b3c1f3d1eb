import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { auth } from '@wallet/contracts';
import { fakeApi, renderScreen, SignedIn } from '../../test-support/fake-api';
import { setUpGridScreenTests } from '../../test-support/grid-screen';
import { meAnswer } from '../../test-support/session';
import { GO_SHORTCUTS } from './go-shortcuts';
import { KeyboardShortcuts } from './KeyboardShortcuts';

function Address() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const show = async (permissions: Parameters<typeof meAnswer>[0]) => {
  fakeApi({ [auth.me.path]: meAnswer(permissions) });
  renderScreen(<><KeyboardShortcuts /><SignedIn /><input aria-label="A field" /><Address /></>, '/dashboard');
  await screen.findByText('signed in');
};
const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });
const path = () => screen.getByTestId('path').textContent;

setUpGridScreenTests();

describe('keyboard shortcuts', () => {
  it('gives each screen its own letter', () => {
    const letters = GO_SHORTCUTS.map((shortcut) => shortcut.letter);
    expect(new Set(letters).size).toBe(letters.length);
    expect(letters.every((letter) => /^[a-z]$/.test(letter))).toBe(true);
  });

  it('lists them on ?, only the screens the member may see, and closes on Esc', async () => {
    await show(['trades.view']);
    press('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Go to Transactions')).toBeTruthy();
    expect(within(dialog).getByText('Go to Dashboard')).toBeTruthy();
    expect(within(dialog).queryByText('Go to User list')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a screen with g then its letter, not one the member may not see, and not while typing', async () => {
    await show(['trades.view']);
    press('g');
    press('t');
    await waitFor(() => expect(path()).toBe('/banking/transactions'));

    press('g');
    press('u');
    expect(path()).toBe('/banking/transactions');

    const field = screen.getByRole('textbox', { name: 'A field' });
    press('g', field);
    press('d', field);
    expect(path()).toBe('/banking/transactions');
    press('?', field);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forgets a g after another key', async () => {
    await show(['trades.view']);
    press('g');
    press('x');
    press('t');
    expect(path()).toBe('/dashboard');
  });
});
