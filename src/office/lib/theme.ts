import type { ThemeMode, ThemeValues } from '@/core/theme-tokens';
import { applyThemeVariables } from '@/web/theme/apply-theme';
import { brandPath, officeApi } from './api';

/** The console's theme: the brand's colours in the mode the staff member chose (kept in this browser). */
const KEY = 'mq_office_theme';

export function storedMode(): ThemeMode {
  try {
    return localStorage.getItem(KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function setThemeMode(mode: ThemeMode): void {
  document.documentElement.dataset.theme = mode;
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    // Private mode: this page only.
  }
}

export async function applyBrandTheme(brand: string): Promise<void> {
  const theme = await officeApi<{ dark: ThemeValues; light: ThemeValues }>(brandPath(brand, 'theme')).catch(
    () => undefined,
  );
  if (theme) applyThemeVariables(theme);
  document.documentElement.dataset.theme = storedMode();
}
