import { lazy, Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../i18n';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

/** A screen whose code the browser could not fetch, as Chromium words it. */
const Unfetched = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ListPage-old.js')));

function Broken(): never {
  throw new Error('cannot read properties of undefined');
}

/** Two screens by address, as the shell draws them: the boundary starts again on a new address. */
function Screens() {
  const [address, setAddress] = useState('/broken');
  return (
    <>
      <button onClick={() => setAddress('/fine')}>Go elsewhere</button>
      <ScreenErrorBoundary resetKey={address}>{address === '/broken' ? <Broken /> : <p>Another screen</p>}</ScreenErrorBoundary>
    </>
  );
}

describe('a screen that fails to draw', () => {
  it('says its code could not be loaded, and offers to reload, when the browser could not fetch it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>The menu stays</p>
        <ScreenErrorBoundary><Suspense fallback={null}><Unfetched /></Suspense></ScreenErrorBoundary>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This screen could not be shown');
    expect(alert.textContent).toContain('the console may have been updated since this page was opened');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByText('The menu stays')).toBeTruthy();
  });

  it('says something went wrong for any other failure, and lets the next screen draw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Screens />);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong while drawing it.');
    fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
