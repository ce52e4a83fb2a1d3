// End-to-end tests of the normal-form games page in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, shot } from './server.mjs';

const ctx = useBrowser(before, after);

test('battle of the sexes: two pure and one mixed equilibrium; editing updates them', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#equilibria');
  const rows = await page.locator('#equilibria tbody tr').allTextContents();
  assert.equal(rows.length, 3);
  assert.ok(rows.some((r) => r.includes('(2/3, 1/3)') && r.includes('(1/3, 2/3)') && r.includes('(2/3, 2/3)')), rows.join(' | '));
  assert.equal(await page.locator('#bimatrix td.ne').count(), 2);
  // The 2×2 best-response diagram marks the three equilibria where the responses meet.
  assert.equal(await page.locator('#br-diagram circle.eq').count(), 3);
  // Make (A, A) worth 5 to the column player too: still equilibria, recomputed.
  await page.fill('#cell-0-0 input:nth-child(2)', '5');
  await page.dispatchEvent('#cell-0-0 input:nth-child(2)', 'change');
  await page.waitForFunction(() => /\(5\)|5\)/.test((document.querySelector('#equilibria')?.textContent ?? '')));
  await page.selectOption('#preset', "Prisoner's dilemma");
  await page.waitForFunction(() => document.querySelectorAll('#equilibria tbody tr').length === 1);
  assert.equal(await page.locator('#bimatrix td.ne').count(), 1);
  assert.match(await page.textContent('#elimination'), /dominated by/);
  await shot(page, 'games');
  assert.deepEqual(errors, []);
});

test('import a .nfg file; a malformed one is named with line and column', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.click('details.import summary');
  await page.fill('#nfg-input', 'NFG 1 R "Matching pennies" { "1" "2" } { 2 2 }\n1 -1 -1 1 -1 1 1 -1\n');
  await page.click('#nfg-import');
  await page.waitForFunction(() => /\(1\/2, 1\/2\)/.test((document.querySelector('#equilibria')?.textContent ?? '')));
  await page.fill('#nfg-input', 'NFG 1 R "bad" { "1" "2" } { 2 2 }\n1 x\n');
  await page.click('#nfg-import');
  await page.waitForSelector('#nfg-error');
  assert.match(await page.textContent('#nfg-error'), /line 2, column 3/);
  assert.deepEqual(errors, []);
});
