import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a named export: the module loads when the component first renders (used for the parts of the
 * layout a first paint does not need: footer, overlays, modals' forms, the logged-in wallet).
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => ({ default: (await load())[name] as never }));
}
