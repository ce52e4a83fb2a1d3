// Game Lab's service worker: the playground works offline once it has been loaded.
//
// Network first, cache as the fallback: while online every request goes to the network (so a
// new build is picked up at once) and its answer is kept; offline, the kept answer is used. At
// install the app shell is fetched and kept — the page, whatever it links (the app's script,
// WebAssembly and stylesheet, whose names carry content hashes) and the worker's files — so a
// reload without a network works even if the first visit never asked for some of them.
const CACHE = 'gamelab';
// The worker's files and the second page module (fetched by the page only when needed).
const WORKER_FILES = ['worker_loader.js', 'worker.js', 'worker_bg.wasm', 'more.js', 'more_bg.wasm'];

async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch('./', { cache: 'no-store' });
  const html = await page.clone().text();
  await cache.put('./', page);
  const linked = [...html.matchAll(/(?:href|src)="([^"#:]+)"/g)].map((m) => m[1]);
  await Promise.all([...new Set([...linked, ...WORKER_FILES])].map(async (url) => {
    const r = await fetch(url, { cache: 'no-store' });
    if (r.ok) await cache.put(url, r);
  }));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(request.mode === 'navigate' ? './' : request, response.clone());
      return response;
    } catch (offline) {
      const kept = await cache.match(request.mode === 'navigate' ? './' : request, { ignoreSearch: true });
      if (kept) return kept;
      throw offline;
    }
  })());
});
