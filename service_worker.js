// tracelab's service worker: the page opens and runs with no network after
// one visit. It sits at the top of the site because a service worker
// controls only pages at or below its own folder.
//
// What it caches is web/dist/offline_manifest.js (written at build time by
// .ci/offline_manifest.mjs): the page, its modules and CSS, the engine and the
// bundles under one version made from their hashes. A build that changes any
// of them changes the manifest, so the browser installs this worker again,
// which fills a new cache (each file checked against its hash) and deletes
// the old ones. Requests go to the network first and fall back to the cache
// only when it fails, so an online page never runs a stale engine, even
// when the manifest was not rebuilt. Shipped data files are cached apart,
// under their own version, the first time a program reads them.
importScripts('web/dist/offline_manifest.js');

const { version, page, dataVersion, data } = self.OFFLINE_MANIFEST;
const PAGE_CACHE = `tracelab-page-${version}`;
const DATA_CACHE = `tracelab-data-${dataVersion}`;
const dataUrls = new Set(data.map((file) => new URL(file.url, self.registration.scope).href));

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGE_CACHE)
    .then((cache) => cache.addAll(page.map((file) => new Request(file.url, { integrity: file.integrity, cache: 'no-cache' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const keep = new Set([PAGE_CACHE, DATA_CACHE]);
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith('tracelab-') && !keep.has(n)).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
  const url = request.url.split(/[?#]/)[0];
  event.respondWith(dataUrls.has(url) ? cacheFirst(event, url) : networkFirst(request));
});

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    const cache = await caches.open(PAGE_CACHE);
    const copy = await cache.match(request, { ignoreSearch: true })
      ?? (request.mode === 'navigate' ? await cache.match('index.html') : undefined);
    if (copy) return copy;
    throw offline;
  }
}

// The response streams to the page while its copy fills the cache, so the
// page can show the download's progress.
async function cacheFirst(event, url) {
  const cache = await caches.open(DATA_CACHE);
  const copy = await cache.match(url);
  if (copy) return copy;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(cache.put(url, response.clone()));
  return response;
}
