import i18next from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a named export: the module loads when the component first renders (used for the parts of the
 * layout a first paint does not need: footer, overlays, modals' forms, the logged-in wallet). `namespaces` are
 * the translation namespaces it needs beyond the first paint's (src/core/locale-chunks.ts): fetched alongside
 * its code, so the component does not wait for them after its code has arrived.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[] = [],
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => {
    const [module] = await Promise.all([
      load(),
      namespaces.length ? i18next.loadNamespaces([...namespaces]) : undefined,
    ]);
    return { default: module[name] as never };
  });
}
