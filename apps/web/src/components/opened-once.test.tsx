import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useOpenedOnce } from './opened-once';

describe('useOpenedOnce', () => {
  it('is false until the dialog first opens, then stays true while it closes and after', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for a dialog drawn open', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
