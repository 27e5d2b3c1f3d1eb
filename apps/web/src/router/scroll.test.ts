import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollForLocation, useScrollForLocation } from './scroll';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** An anchor `top` px below the viewport's top, on a page scrolled `scrollY` px down. */
function anchorAt(id: string, { top, scrollY }: { top: number; scrollY: number }): void {
  const target = document.createElement('section');
  target.id = id;
  document.body.append(target);
  vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
}

/** The window's scrolls, recorded instead of made. */
const watchScrolls = () => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

describe('scrollForLocation', () => {
  it('scrolls smoothly to a hash anchor, 60 px below the top', () => {
    anchorAt('ledger', { top: 500, scrollY: 100 });
    const scrollTo = watchScrolls();
    scrollForLocation('#ledger');
    expect(scrollTo).toHaveBeenCalledWith({ top: 540, behavior: 'smooth' });
  });

  it('scrolls to the top without a hash or with an unknown anchor', () => {
    const scrollTo = watchScrolls();
    scrollForLocation('');
    scrollForLocation('#missing');
    expect(scrollTo).toHaveBeenNthCalledWith(1, { top: 0 });
    expect(scrollTo).toHaveBeenNthCalledWith(2, { top: 0 });
  });
});

describe('useScrollForLocation', () => {
  it('leaves the first page of the visit where it opens, and takes each next page to the top', () => {
    const scrollTo = watchScrolls();
    const { rerender } = renderHook((location: { pathname: string; hash: string }) => useScrollForLocation(location), { initialProps: { pathname: '/banking/accounts', hash: '' } });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ pathname: '/banking/transactions', hash: '' });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0 });
  });

  it('scrolls to the anchor of the first page when it has one', () => {
    anchorAt('ledger', { top: 300, scrollY: 0 });
    const scrollTo = watchScrolls();
    renderHook(() => useScrollForLocation({ pathname: '/banking/accounts/detail', hash: '#ledger' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 240, behavior: 'smooth' });
  });
});
