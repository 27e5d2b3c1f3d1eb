import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../i18n';
import { setUpGridScreenTests } from '../test-support/grid-screen';
import { renderScreen } from '../test-support/fake-api';
import { PreferencesProvider } from '../theme/PreferencesProvider';
import { clearPreferences } from '../theme/preferences';
import { UserMenu } from './UserMenu';

const session = { admin: { id: 1, username: 'ana', name: 'Ana Souza', role: { id: 1, name: 'Operations' } }, permissions: [] } as unknown as Parameters<typeof UserMenu>[0]['session'];

setUpGridScreenTests();
afterEach(async () => {
  await i18n.changeLanguage('en');
  clearPreferences();
});

describe('the profile menu', () => {
  it('switches the console to Portuguese, marking the language in use', async () => {
    renderScreen(<PreferencesProvider><UserMenu session={session} /></PreferencesProvider>);
    fireEvent.click(screen.getByTestId('user-menu-button'));
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    expect(english.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Português (Brasil)' }));
    await waitFor(() => expect(i18n.language).toBe('pt-BR'));
    expect(await screen.findByText('Idioma')).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'Português (Brasil)' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toBeTruthy();
  });
});
