import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's inner width in whole pixels as the browser lays it out, kept as it resizes; undefined before it is laid out. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const keep = (measured: number) => setWidth(measured > 0 ? Math.floor(measured) : undefined);
    keep(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => keep(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
