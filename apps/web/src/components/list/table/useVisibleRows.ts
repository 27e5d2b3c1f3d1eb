import { useLayoutEffect, useState, type RefObject } from 'react';

/** Rows drawn above and below those in view, so that a quick scroll or an arrow key finds them drawn. */
const OVERSCAN = 6;
/** Where nothing can be measured (jsdom has no layout), every row is drawn. */
const UNMEASURED = { first: 0, last: Number.MAX_SAFE_INTEGER };

/**
 * The rows of a fixed-height, scrolling box worth drawing: those in view and a few either side.
 * Every row is `rowHeight` px tall, so where a row sits is known without drawing it.
 */
export function useVisibleRows(box: RefObject<HTMLElement | null>, rowCount: number, rowHeight: number) {
  const [view, setView] = useState<{ top: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setView((last) => {
      const next = { top: element.scrollTop, height: element.clientHeight };
      return last && last.top === next.top && last.height === next.height ? last : next;
    });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resizes.disconnect();
    };
  }, [box]);
  const range = !view || view.height === 0 ? UNMEASURED : {
    first: Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN),
    last: Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN,
  };
  const first = Math.min(range.first, rowCount);
  const last = Math.min(range.last, rowCount);
  return { first, last, before: first * rowHeight, after: (rowCount - last) * rowHeight };
}
