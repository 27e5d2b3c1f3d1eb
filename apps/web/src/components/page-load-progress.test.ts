import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoadProgress, type ProgressState } from './page-load-progress';

describe('PageLoadProgress', () => {
  let states: ProgressState[];
  let progress: PageLoadProgress;
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    progress = new PageLoadProgress((s) => states.push(s), () => 0.5); // steps of 6
  });
  afterEach(() => {
    progress.dispose();
    vi.useRealTimers();
  });
  const last = () => states.at(-1);

  it('starts at 10 and advances in steps every 800 ms', () => {
    progress.start();
    expect(last()).toEqual({ value: 10, visible: true });
    vi.advanceTimersByTime(799);
    expect(last()?.value).toBe(10);
    vi.advanceTimersByTime(1);
    expect(last()?.value).toBe(16);
    vi.advanceTimersByTime(800);
    expect(last()?.value).toBe(22);
  });

  it('holds at 82 however long the page takes', () => {
    progress.start();
    vi.advanceTimersByTime(60_000);
    expect(last()?.value).toBe(82);
    expect(Math.max(...states.map((s) => s.value))).toBe(82);
  });

  it('takes random steps', () => {
    const values = [0, 0.99, 0.3];
    let i = 0;
    const randomProgress = new PageLoadProgress((s) => states.push(s), () => values[i++ % values.length]!);
    randomProgress.start();
    vi.advanceTimersByTime(2400);
    expect(states.map((s) => s.value)).toEqual([10, 12, 22, 26]);
    randomProgress.dispose();
  });

  it('jumps to 100 when loaded and resets 300 ms later', () => {
    progress.start();
    vi.advanceTimersByTime(1600);
    progress.done();
    expect(last()).toEqual({ value: 100, visible: true });
    vi.advanceTimersByTime(299);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ value: 0, visible: false });
    vi.advanceTimersByTime(5000);
    expect(last()).toEqual({ value: 0, visible: false });
  });

  it('ignores done when nothing is loading, and restarts cleanly', () => {
    progress.done();
    expect(states).toEqual([]);
    progress.start();
    vi.advanceTimersByTime(800);
    progress.start();
    expect(last()?.value).toBe(10);
  });
});
