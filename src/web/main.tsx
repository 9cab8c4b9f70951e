import { RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { SYSTEM_STATUS } from '../core/system-status';
import { BootError } from './features/system/components/BootError';
import { MaintenancePage } from './features/system/components/MaintenancePage';
import { RegionBlockedPage } from './features/system/components/RegionBlockedPage';
import { ApiError, setApiContext } from './lib/api';
import { loadBootData } from './lib/boot';
import { initI18n, initialLanguage, storedLanguage } from './lib/i18n';
import { noteOfflineFailure } from './lib/offline-failures';
import { previewBrandFromUrl } from './lib/preview';
import { readToken } from './lib/session-token';
import { bootstrapAtom, store, themeModeAtom } from './lib/store';
import { Providers, queryClient } from './providers';
import { createAppRouter } from './router';
import { applyThemeMode, applyThemeVariables, storedThemeMode } from './theme/apply-theme';
import './ui/global.css';
import { isLanguage } from '../core/languages';

const SLOW_LOAD_MS = 10_000;
const root = createRoot(document.getElementById('root')!);

async function start(): Promise<void> {
  // A reload keeps the session: the stored token goes with the first calls (member info) again.
  const previewBrand = previewBrandFromUrl();
  const stored = storedLanguage() ?? undefined;
  setApiContext({ previewBrand, language: stored, token: readToken() });
  const slow = window.setTimeout(() => void showError('slow_load', start), SLOW_LOAD_MS);
  try {
    const { status, bootstrap } = await loadBootData({ previewBrand, language: stored });
    window.clearTimeout(slow);
    const language = initialLanguage(bootstrap.brand.languages);
    setApiContext({ language });
    const i18n = await initI18n(language);
    applyThemeVariables(bootstrap.theme);
    const mode = storedThemeMode() ?? bootstrap.theme.defaultMode;
    applyThemeMode(mode, false);
    store.set(themeModeAtom, mode);
    store.set(bootstrapAtom, bootstrap);
    document.title = bootstrap.brand.displayName;
    const screen =
      status === SYSTEM_STATUS.maintenance ? (
        <MaintenancePage />
      ) : status === SYSTEM_STATUS.regionRestricted ? (
        <RegionBlockedPage />
      ) : (
        <RouterProvider router={createAppRouter(queryClient)} />
      );
    root.render(<Providers i18n={i18n}>{screen}</Providers>);
  } catch (error) {
    window.clearTimeout(slow);
    const code = error instanceof ApiError ? error.code : 'unknown_error';
    await showError(code, start, error instanceof ApiError ? error.serverMessage : '');
  }
}

async function showError(code: string, retry: () => Promise<void>, message = ''): Promise<void> {
  const stored = storedLanguage();
  const i18n = i18next.isInitialized ? i18next : await initI18n(isLanguage(stored) ? stored : 'en');
  root.render(
    <Providers i18n={i18n}>
      <BootError
        code={code}
        message={message}
        onRetry={() => {
          root.render(<div className="boot-splash" role="status" />);
          void retry();
        }}
      />
    </Providers>,
  );
}

// A lazily loaded chunk that fails (deploy in between, flaky network) shows a clear error instead of a blank page.
// Offline, the app stays: the offline banner explains, the route shows its error page and runs again (fetching
// the chunk) once the network is back; a reload would only show the browser's own offline page.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  if (!navigator.onLine) return noteOfflineFailure();
  void showError('chunk_load', async () => window.location.reload());
});

void start();
