import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component of a module loaded when first drawn, by its exported name: `React.lazy` wants the
 * module's default export. The component must be drawn inside a `Suspense`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the component's own type is kept
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
