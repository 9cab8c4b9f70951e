import { RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SYSTEM_STATUS, type SystemStatus } from '../core/system-status';
import { BootError } from './features/system/components/BootError';
import { ApiError, setApiContext } from './lib/api';
import { loadBootData, paintedLanguage } from './lib/boot';
import { initI18n, initialLanguage, storedLanguage } from './lib/i18n';
import { networkJustFailed, noteOfflineFailure } from './lib/offline-failures';
import { previewBrandFromUrl } from './lib/preview';
import { storeMerchant } from './lib/session-storage';
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
    const language = initialLanguage(bootstrap.brand.languages, paintedLanguage());
    setApiContext({ language });
    const i18n = await initI18n(language);
    applyThemeVariables(bootstrap.theme);
    const mode = storedThemeMode() ?? bootstrap.theme.defaultMode;
    applyThemeMode(mode, false);
    store.set(themeModeAtom, mode);
    store.set(bootstrapAtom, bootstrap);
    // The merchant values of spec §3 (restored by logout).
    storeMerchant({ merchant: bootstrap.brand.code, merchantCode: bootstrap.brand.merchantCode });
    document.title = bootstrap.brand.displayName;
    const screen = await screenFor(status);
    // In a transition React renders the app in slices of a few milliseconds, yielding to the browser between
    // them, instead of one long task that blocks input on a slow phone (the splash stays until it commits).
    startTransition(() => root.render(<Providers i18n={i18n}>{screen}</Providers>));
  } catch (error) {
    window.clearTimeout(slow);
    const code = error instanceof ApiError ? error.code : 'unknown_error';
    await showError(code, start, error instanceof ApiError ? error.serverMessage : '');
  }
}

/** The app, or the page that stands in for it (their code and texts load only when that status is served). */
async function screenFor(status: SystemStatus): Promise<ReactNode> {
  if (status === SYSTEM_STATUS.maintenance) {
    const [{ MaintenancePage }] = await Promise.all([
      import('./features/system/components/MaintenancePage'),
      i18next.loadNamespaces(['layout', 'footer']),
    ]);
    return <MaintenancePage />;
  }
  if (status === SYSTEM_STATUS.regionRestricted) {
    const [{ RegionBlockedPage }] = await Promise.all([
      import('./features/system/components/RegionBlockedPage'),
      i18next.loadNamespaces(['layout', 'errors']),
    ]);
    return <RegionBlockedPage />;
  }
  // The route's matches and code are loaded before the first render: mounted unloaded, the router would load them
  // from a layout effect and publish them through its store, which React renders synchronously (one long task).
  const router = createAppRouter(queryClient);
  await router.load();
  return <RouterProvider router={router} />;
}

async function showError(code: string, retry: () => Promise<void>, message = ''): Promise<void> {
  const stored = storedLanguage();
  const i18n = i18next.isInitialized ? i18next : await initI18n(isLanguage(stored) ? stored : 'en');
  // The error texts are not part of the first paint's catalogues; a failed load leaves the retry button usable.
  await i18n.loadNamespaces('errors').catch(() => undefined);
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
// the chunk) once the network is back; a reload would only show the browser's own offline page. A load started
// offline can report its failure just after the browser is back online: that one is the network's too.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  if (networkJustFailed()) return noteOfflineFailure();
  if (reloadAgainAfterRecovery()) return;
  void showError('chunk_load', async () => window.location.reload());
});

/**
 * The page was just reloaded to get its code back after the network returned (RouteErrorPage) and a chunk failed
 * again: the 'online' event can come before the connection carries requests. Up to three more reloads, 1, 2 and
 * 4 s apart (counted in session storage, so never a loop), before the error page.
 */
function reloadAgainAfterRecovery(): boolean {
  try {
    if (!sessionStorage.getItem('mq_route_reload')) return false;
    const tries = Number(sessionStorage.getItem('mq_recovery_reloads') ?? 0);
    if (tries >= 3) return false;
    sessionStorage.setItem('mq_recovery_reloads', String(tries + 1));
    window.setTimeout(() => window.location.reload(), 1000 * 2 ** tries);
    return true;
  } catch {
    return false;
  }
}

void start();
