import { useAtomValue } from 'jotai';
import type { Bootstrap } from './bootstrap-types';
import { bootstrapAtom } from './store';

/** The brand's bootstrap info; present in every component rendered after boot. */
export function useBootstrap(): Bootstrap {
  const bootstrap = useAtomValue(bootstrapAtom);
  if (!bootstrap) throw new Error('useBootstrap used before boot');
  return bootstrap;
}
