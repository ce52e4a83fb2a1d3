// End-to-end tests: a number out of range, typed into a field or carried by a link, is refused
// beside its field with a message, and the app keeps working (no panic panel, no console
// error). Before, a payoff of 1e400 reached the LP as NaN and killed the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, setField } from './server.mjs';

const ctx = useBrowser(before, after);

async function stillAlive(page) {
  assert.equal(await page.locator('#panic-panel').count(), 0, 'no panic panel');
  // The navigation still works: another lab opens.
  await page.evaluate(() => { location.hash = '#/blotto'; });
  await page.waitForSelector('#blotto-k');
}

for (const [width, height] of [[1366, 900], [390, 844]]) {
  test(`${width} px: huge payoffs typed into the normal-form editor are refused beside the cell`, async () => {
    const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
    await page.setViewportSize({ width, height });
    await page.waitForSelector('#equilibria tbody tr');
    for (const huge of ['1e400', '-1e400']) {
      await setField(page, '#pay-0-0-0', huge);
      await page.waitForFunction(() => /out of range/.test(document.querySelector('#game-errors')?.textContent ?? ''));
      assert.equal(await page.getAttribute('#pay-0-0-0', 'aria-invalid'), 'true');
      assert.equal(await page.locator('#panic-panel').count(), 0);
    }
    // Fixing the cell brings the analysis back.
    await setField(page, '#pay-0-0-0', '3');
    await page.waitForFunction(() => document.querySelectorAll('#game-errors li').length === 0);
    await page.waitForSelector('#equilibria tbody tr');
    await stillAlive(page);
    assert.deepEqual(errors, []);
  });
}

test('a link carrying a huge payoff opens with a message, and the lab works', async () => {
  const nfg = 'NFG 1 R "huge" { "1" "2" } { 2 2 }\n1e400 0 0 1 0 1 1 0\n';
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games?g=${encodeURIComponent(nfg)}`);
  await page.waitForSelector('#url-error');
  assert.match(await page.textContent('#url-error'), /out of range/);
  // The default game is shown and analysed instead.
  await page.waitForSelector('#equilibria tbody tr');
  await stillAlive(page);
  assert.deepEqual(errors, []);
});

test('a huge leaf payoff in the game-tree editor is refused beside the tree; no link to a game the normal-form lab would refuse', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/trees`);
  await page.waitForSelector('#game-tree');
  await page.selectOption('#tree-preset', 'new');
  await page.waitForFunction(() => document.querySelectorAll('#game-tree .node').length === 3);
  await page.click('#node-0');
  await setField(page, '#payoff-0', '1e400');
  await page.waitForSelector('#tree-error');
  assert.match(await page.textContent('#tree-error'), /player 1's payoff: 1e400 is out of range/);
  // A payoff at the limit is taken, and its normal form opens in the normal-form lab.
  await setField(page, '#payoff-0', '1e300');
  await page.waitForFunction(() => !document.querySelector('#tree-error'));
  await page.waitForSelector('#open-normal-form');
  await page.click('#open-normal-form');
  await page.waitForSelector('#equilibria tbody tr');
  assert.equal(await page.locator('#url-error').count(), 0);
  await stillAlive(page);
  assert.deepEqual(errors, []);
});

test('a computation that panics in the worker is reported beside it; the next job runs in a fresh worker', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/debug/worker-panic`);
  await page.click('#run-panic');
  await page.waitForFunction(() => /internal error/.test(document.querySelector('#check-status')?.textContent ?? ''));
  const status = await page.textContent('#check-status');
  assert.match(status, /^failed: This computation stopped on an internal error, and nothing else was affected/);
  assert.match(status, /deliberate panic in the worker/);
  assert.equal(await page.locator('#panic-panel').count(), 0);
  // The worker closed itself; the next job gets a fresh one and finishes.
  await page.click('#run-works');
  await page.waitForFunction(() => /^done in/.test(document.querySelector('#check-status')?.textContent ?? ''));
  // Again: a second failure, and a second recovery.
  await page.click('#run-panic');
  await page.waitForFunction(() => /internal error/.test(document.querySelector('#check-status')?.textContent ?? ''));
  await page.click('#run-works');
  await page.waitForFunction(() => /^done in/.test(document.querySelector('#check-status')?.textContent ?? ''));
  await stillAlive(page);
  // Only the worker's own report of its panic may reach the console.
  const others = errors.filter((e) => !/panicked|deliberate panic|unreachable/i.test(e));
  assert.deepEqual(others, []);
});
