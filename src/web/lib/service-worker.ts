/**
 * Registers the shell-caching service worker (/sw.js, src/server/web/service-worker.ts) once the page has loaded,
 * in production builds only. Called from a lazily loaded part of the layout, so it costs the first render nothing.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
