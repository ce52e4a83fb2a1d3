// The footer's promise: once loaded, the playground works offline (a service worker keeps it).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, shot } from './server.mjs';

const ctx = useBrowser(before, after);

test('a reload without a network shows the page, and its worker still computes', async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${ctx.base}#/blotto`);
  await page.waitForSelector('#blotto-solve');
  // The service worker is active and has kept the app shell.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(async () => (await (await caches.open('gamelab')).keys()).length >= 7);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('#blotto-solve');
  assert.match(await page.textContent('footer'), /Works offline once loaded/);
  // The worker (its loader, script and WebAssembly come from the cache) solves a game.
  await page.click('#blotto-solve');
  await page.waitForSelector('#blotto-value', { timeout: 30_000 });
  assert.match(await page.textContent('#blotto-value'), /2\/3/);
  // Another lab, reached offline through the navigation.
  await page.click('header >> text=Love Letter');
  await page.waitForSelector('#ll-table');
  await shot(page, 'offline');
  await context.setOffline(false);
  await context.close();
  assert.deepEqual(errors, []);
});
