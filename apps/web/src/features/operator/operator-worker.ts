/**
 * Registers the service worker the build makes (`sw.js`, vite-plugin-pwa) for `/operator` only: it
 * keeps the app shell so the cab opens the page without a connection after one visit. Other pages
 * and the API are never under it. Nothing happens in development or where workers are missing.
 */
export function registerOperatorWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('/sw.js', { scope: '/operator' }).catch(() => undefined);
}
