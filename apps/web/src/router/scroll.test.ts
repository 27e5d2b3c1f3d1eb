import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollForLocation, useScrollForLocation } from './scroll';

describe('scrollForLocation', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('scrolls smoothly to a hash anchor, 60 px below the top', () => {
    const target = document.createElement('section');
    target.id = 'ledger';
    document.body.append(target);
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollForLocation('#ledger');
    expect(scrollTo).toHaveBeenCalledWith({ top: 540, behavior: 'smooth' });
  });

  it('scrolls to the top without a hash or with an unknown anchor', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollForLocation('');
    scrollForLocation('#missing');
    expect(scrollTo).toHaveBeenNthCalledWith(1, { top: 0 });
    expect(scrollTo).toHaveBeenNthCalledWith(2, { top: 0 });
  });
});

describe('useScrollForLocation', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('leaves the first page of the visit where it opens, and takes each next page to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = renderHook((location: { pathname: string; hash: string }) => useScrollForLocation(location), { initialProps: { pathname: '/banking/accounts', hash: '' } });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ pathname: '/banking/transactions', hash: '' });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0 });
  });

  it('scrolls to the anchor of the first page when it has one', () => {
    const target = document.createElement('section');
    target.id = 'ledger';
    document.body.append(target);
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderHook(() => useScrollForLocation({ pathname: '/banking/accounts/detail', hash: '#ledger' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 240, behavior: 'smooth' });
  });
});
