// End-to-end tests of rough edges a class trips over: each check here failed before its fix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './server.mjs';

const ctx = useBrowser(before, after);

test('racing: an unknown race in a link is named, a negative count says so, and δ is the error probability', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?a1=fastest&a2=none&pattern=1&cap=-3`);
  await page.waitForSelector('#error-a1');
  assert.match(await page.textContent('#error-a1'), /"fastest" is not one of the races/);
  assert.match(await page.textContent('#error-cap'), /"-3" is negative: give a whole number ≥ 0/);
  const label = await page.locator('label', { has: page.locator('#race-delta') }).textContent();
  assert.match(label, /δ \(error probability\)/);
  assert.deepEqual(errors, []);
});

test('normal form and trees: the import boxes are labelled, and every button is at least 24×24 px', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#bimatrix');
  assert.equal(await page.getByLabel(/\.nfg file's text/).count(), 1);
  const small = await page.evaluate(() => [...document.querySelectorAll('main button')]
    .map((b) => [b.getAttribute('aria-label') ?? b.textContent, b.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && (r.width < 24 || r.height < 24))
    .map(([name, r]) => `${name}: ${r.width}×${r.height}`));
  assert.deepEqual(small, []);
  await page.goto(`${ctx.base}#/trees`);
  await page.waitForSelector('#game-tree');
  assert.equal(await page.getByLabel(/\.efg file's text/).count(), 1);
  assert.deepEqual(errors, []);
});

test('the home page names the Blotto method it uses by default', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/`);
  await page.waitForSelector('.card');
  const card = await page.locator('.card', { hasText: 'Colonel Blotto' }).textContent();
  assert.match(card, /by default over partitions/);
  assert.deepEqual(errors, []);
});
