import { useLayoutEffect, useState, type RefObject } from 'react';
import { ACTIONS_FIELD } from './list-table-style';

/** The element's inner width in px, kept as it changes; 0 until measured (and where nothing measures, as in tests). */
export function useBoxWidth(box: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/**
 * How wide the rows' Actions cells are drawn, at least `least`: their buttons, not a guess, are
 * what the other columns must leave room for. Measured again whenever `drawn` (the rows drawn) changes.
 */
export function useActionsWidth(box: RefObject<HTMLElement | null>, least: number, drawn: unknown): number {
  const [width, setWidth] = useState(least);
  useLayoutEffect(() => {
    const cells = box.current?.querySelectorAll<HTMLElement>(`[role="row"][data-id] > [data-field="${ACTIONS_FIELD}"]`) ?? [];
    const widest = Math.max(least, ...[...cells].map((cell) => cell.scrollWidth));
    if (widest !== width) setWidth(widest);
  }, [box, least, width, drawn]);
  return width;
}
