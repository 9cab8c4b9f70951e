import { useAtomValue } from 'jotai';
import { themeModeAtom } from './store';
import { useBootstrap } from './use-bootstrap';

/** The brand's logo for the current theme: its light-theme variant in light mode when the brand has one. */
export function useLogo(): string {
  const { brand } = useBootstrap();
  const mode = useAtomValue(themeModeAtom);
  return mode === 'light' && brand.logoLightUrl ? brand.logoLightUrl : brand.logoUrl;
}
