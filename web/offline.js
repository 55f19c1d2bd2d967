// Registers the service worker (service_worker.js, at the top of the site so
// that it covers the page) that lets the page open and run offline after one
// visit. Pages served without service workers (file://, old browsers) just
// stay online-only.
let registered = false;

export function registerServiceWorker() {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  // updateViaCache 'none': the browser compares the worker and its manifest
  // with the server's on every check, never with an HTTP-cached copy.
  navigator.serviceWorker.register(new URL('../service_worker.js', import.meta.url), { updateViaCache: 'none' })
    .catch(() => { /* offline use is a bonus; the page works without it */ });
}
