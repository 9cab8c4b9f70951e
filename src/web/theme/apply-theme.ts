import { type ThemeMode, type ThemeValues, themeStylesheet } from '@/core/theme-tokens';

const STORAGE_KEY = 'mq_theme';

/** Writes both modes' variables into the brand style block (the server already did for first paint). */
export function applyThemeVariables(themes: Record<ThemeMode, ThemeValues>): void {
  let style = document.getElementById('brand-theme');
  if (!style) {
    style = document.createElement('style');
    style.id = 'brand-theme';
    document.head.append(style);
  }
  const css = themeStylesheet(themes);
  if (!style.textContent?.startsWith(css)) style.textContent = css;
}

/** The mode the visitor chose before, if any. */
export function storedThemeMode(): ThemeMode | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Switches the mode and remembers it (local storage for the SPA, a cookie so the server paints it first). */
export function applyThemeMode(mode: ThemeMode, persist: boolean): void {
  document.documentElement.dataset.theme = mode;
  const color = getComputedStyle(document.documentElement).getPropertyValue('--mq-color-header-bg').trim();
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
  if (!persist) return;
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Private mode: the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name=value pair; the Cookie Store API is not in every supported browser
  document.cookie = `${STORAGE_KEY}=${mode}; path=/; max-age=31536000; SameSite=Lax`;
}
