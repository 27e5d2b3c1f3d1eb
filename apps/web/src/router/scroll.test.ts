import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollForLocation } from './scroll';

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
