import i18next from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { networkJustFailed } from './offline-failures';

/** Resolves when the browser is online again; already online (a failure just after reconnecting), after `pause`. */
function online(pause: number): Promise<void> {
  if (navigator.onLine) return new Promise((resolve) => window.setTimeout(resolve, pause));
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * React.lazy for a named export: the module loads when the component first renders (used for the parts of the
 * layout a first paint does not need: footer, overlays, modals' forms, the logged-in wallet). `namespaces` are
 * the translation namespaces it needs beyond the first paint's (src/core/locale-chunks.ts): fetched alongside
 * its code, so the component does not wait for them after its code has arrived. A module that could not load
 * while offline is fetched again when the network returns (the part stays empty meanwhile) instead of failing
 * for good (also when the failure comes moments after reconnecting): React.lazy keeps the first outcome forever.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[] = [],
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => {
    for (let attempt = 1; ; attempt++) {
      let failure: unknown = new Error(`module for ${String(name)} did not load`);
      try {
        // A failed chunk resolves to undefined when the app's vite:preloadError handler took the error.
        const [module] = await Promise.all([
          load() as Promise<M | undefined>,
          namespaces.length ? i18next.loadNamespaces([...namespaces]) : undefined,
        ]);
        if (module) return { default: module[name] as never };
      } catch (error) {
        failure = error;
      }
      if (!networkJustFailed() || attempt >= 5) throw failure;
      await online(250 * attempt);
    }
  });
}
