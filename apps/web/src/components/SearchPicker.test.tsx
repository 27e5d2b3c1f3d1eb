import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../i18n';
import { useSearchText } from './search-text';
import { SearchPicker } from './SearchPicker';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

interface Owner { id: number; name: string }
const owners: Owner[] = [{ id: 1, name: 'Ana Souza' }];

function Picker({ autoFocus }: { autoFocus?: boolean }) {
  const search = useSearchText();
  return (
    <SearchPicker<Owner>
      search={search}
      value={null}
      onChange={vi.fn()}
      found={{ options: search.text ? owners : [], loading: false, failed: false }}
      texts={{ loading: 'Loading', none: 'None', failed: 'Failed' }}
      getOptionLabel={(owner) => owner.name}
      describe={(owner) => ({ title: owner.name, detail: owner.id })}
      label="Owner"
      autoFocus={autoFocus}
    />
  );
}

// MUI's Autocomplete draws a button that opens or closes its choices; the plain field standing in for it has none.
const autocompleteIn = () => screen.queryByRole('button', { name: /^(Open|Close)$/ }) !== null;

describe('SearchPicker', () => {
  it('stays a plain field under the focus a screen gives it as it opens, and becomes the Autocomplete at the first key', async () => {
    render(<Picker autoFocus />);
    const field = screen.getByRole('combobox', { name: 'Owner' });
    expect(document.activeElement).toBe(field);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(autocompleteIn()).toBe(false);
    // A key and its letter, in one turn of the browser's loop as a key press is: the letter lands in
    // the plain field, and the Autocomplete that takes its place keeps it.
    act(() => {
      fireEvent.keyDown(field, { key: 'A' });
      fireEvent.change(field, { target: { value: 'A' } });
    });
    await expect.poll(autocompleteIn).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Owner' }) as HTMLInputElement).value).toBe('A');
  });

  it('becomes the Autocomplete when the member focuses it', async () => {
    render(<><button type="button">Before</button><Picker /></>);
    expect(autocompleteIn()).toBe(false);
    fireEvent.focus(screen.getByRole('combobox', { name: 'Owner' }));
    await expect.poll(autocompleteIn, { timeout: 5000 }).toBe(true);
  });
});
