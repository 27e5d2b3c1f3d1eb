import { useLayoutEffect, useState, type RefObject } from 'react';

/** Rows drawn above and below those in view, so that a quick scroll or an arrow key finds them drawn. */
const OVERSCAN = 6;

interface View {
  top: number;
  height: number;
}

/**
 * Before the box is measured, it is taken to be the window's height at the top: the box is never
 * taller (its height is the window's less the page around it), and reading its own height then
 * would force the browser to lay the page out in the middle of drawing it.
 */
const firstView = (): View => ({ top: 0, height: window.innerHeight });

/**
 * The rows of a fixed-height, scrolling box worth drawing: those in view and a few either side.
 * Every row is `rowHeight` px tall, so where a row sits is known without drawing it. The box's
 * height comes from a ResizeObserver, which reports it after the browser has laid the page out,
 * and its scroll position from its scroll events. Where nothing is laid out (jsdom), the window's
 * height stands for the box's.
 */
export function useVisibleRows(box: RefObject<HTMLElement | null>, rowCount: number, rowHeight: number) {
  const [view, setView] = useState<View>(firstView);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const show = (next: View) => setView((last) => (last.top === next.top && last.height === next.height ? last : next));
    const scrolled = () => show({ top: element.scrollTop, height: element.clientHeight });
    element.addEventListener('scroll', scrolled, { passive: true });
    const resizes = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.height > 0) show({ top: element.scrollTop, height: entry.contentRect.height });
    });
    resizes.observe(element);
    return () => {
      element.removeEventListener('scroll', scrolled);
      resizes.disconnect();
    };
  }, [box]);
  const first = Math.min(Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN), rowCount);
  const last = Math.min(Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN, rowCount);
  return { first, last, before: first * rowHeight, after: (rowCount - last) * rowHeight };
}
