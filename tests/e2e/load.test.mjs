// End-to-end tests of the first load: the loading screen of index.html is on screen before any
// WebAssembly arrives (the app module is held back here), the app replaces it, and a failed
// download is said in words.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { useBrowser, shot } from './server.mjs';

const ctx = useBrowser(before, after);

const APP_WASM = /\/app-[0-9a-f]+_bg\.wasm$/;

async function freshPage() {
  // No service worker: every request reaches the routes below.
  const context = await ctx.browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

test('the loading screen shows before the WebAssembly arrives, and the app replaces it', async () => {
  const { page, errors } = await freshPage();
  let release;
  const held = new Promise((r) => { release = r; });
  let asked = false;
  await page.route(APP_WASM, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`${ctx.base}#/`);
  await page.waitForSelector('#loading h1');
  await page.waitForFunction(() => /Starting the download/.test(document.querySelector('#loading-bytes')?.textContent ?? ''));
  assert.ok(asked, 'the app module was requested');
  assert.ok(await page.isVisible('#loading-progress'));
  assert.match(await page.textContent('#loading'), /Game Lab.*Loading the game engines/s);
  assert.equal(await page.locator('#home').count(), 0, 'no app yet');
  await shot(page, 'loading-screen');
  release();
  await page.waitForSelector('#home');
  assert.equal(await page.locator('#loading').count(), 0, 'the app removed the loading screen');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('on a slow connection the loading screen counts the bytes that cross the network', async () => {
  const { page, errors } = await freshPage();
  const cdp = await page.context().newCDPSession(page);
  // About 1.6 Mbit/s.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 200_000, uploadThroughput: 200_000 });
  let sent = 0;
  page.on('response', async (response) => {
    if (APP_WASM.test(new URL(response.url()).pathname) && response.request().method() === 'GET') {
      sent = Number((await response.allHeaders())['content-length']);
    }
  });
  await page.goto(`${ctx.base}#/`);
  await page.waitForFunction(() => / of [0-9.]+ MB/.test(document.querySelector('#loading-bytes')?.textContent ?? ''), null, { timeout: 60000 });
  const words = await page.textContent('#loading-bytes');
  const [done, total] = words.match(/([0-9.]+) of ([0-9.]+) MB/).slice(1).map(Number);
  assert.ok(sent > 0 && Math.abs(total * 1e6 - sent) < 10_000, `${words}: the module is sent as ${sent} bytes`);
  assert.ok(done <= total, words);
  await page.waitForSelector('#home', { timeout: 120000 });
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a failed download is said in words on the loading screen', async () => {
  const { page } = await freshPage();
  await page.route(APP_WASM, (route) => route.abort());
  await page.goto(`${ctx.base}#/`);
  await page.waitForSelector('#loading.failed');
  assert.match(await page.textContent('#loading-what'), /Game Lab could not be loaded: .*reload the page/);
  await page.context().close();
});

test('the app module is small and sent compressed: at most 2.5 MB, 800 KB as Brotli or as gzip', async () => {
  const { page, errors } = await freshPage();
  const sent = new Map();
  page.on('response', async (response) => {
    // The module's GET (the loading screen also asks its size with a HEAD).
    if (APP_WASM.test(new URL(response.url()).pathname) && response.request().method() === 'GET') {
      const headers = await response.allHeaders();
      sent.set('url', response.url());
      sent.set('encoding', headers['content-encoding']);
      sent.set('length', Number(headers['content-length']));
      sent.set('bytes', (await response.body()).length);
    }
  });
  await page.goto(`${ctx.base}#/`);
  await page.waitForSelector('#home');
  assert.equal(sent.get('encoding'), 'br', 'the module is sent Brotli-compressed');
  assert.ok(sent.get('bytes') <= 2_500_000, `app module ${sent.get('bytes')} bytes, goal 2.5 MB`);
  assert.ok(sent.get('length') <= 800_000, `app module sent as ${sent.get('length')} bytes, goal 800 KB`);
  // A client that takes only gzip gets the gzip copy, within 800 KB too.
  const gzip = await new Promise((resolve, reject) => {
    http.get(sent.get('url'), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      resolve({ encoding: res.headers['content-encoding'], length: Number(res.headers['content-length']) });
    }).on('error', reject);
  });
  assert.equal(gzip.encoding, 'gzip');
  assert.ok(gzip.length <= 800_000, `app module sent as ${gzip.length} bytes of gzip, goal 800 KB`);
  assert.deepEqual(errors, []);
  await page.context().close();
});
