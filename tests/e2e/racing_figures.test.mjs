// End-to-end tests of the racing thesis's figures on the racing page (#/racing): Fig. 2.2
// (n_max against σ with tests at t = n²) beside Fig. 2.1, Fig. 2.3 (α₂ over μ, δ and ε, in the
// worker) with the thesis's readings checked, and the Fig. 2.7 preset (LEBR against ILEBR* at
// its own δ) with its reading. Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, shot } from './server.mjs';

const ctx = useBrowser(before, after);

test('calculator: Figs. 2.1 and 2.2 side by side, Fig. 2.3 drawn in the worker with its readings', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?view=calc`);
  await page.waitForSelector('#chart-sigma-square svg polyline', { state: 'attached' });
  assert.ok(await page.locator('#chart-sigma svg polyline').count() >= 1);
  assert.match(await page.textContent('#chart-sigma-square'), /Fig\. 2\.2/);
  const reading = (await page.textContent('#sigma-reading')).replace(/\u2009/g, ' ');
  assert.match(reading, /Tests at t = n²: \d+ tests \([\d ]+ games\) at σ = 0, 231 \(53 361 games\) at σ = 1\/2/);
  assert.match(reading, /holds for both schedules/);
  await page.click('#alpha2-run');
  await page.waitForSelector('#alpha2-charts #chart-alpha2-eps svg polyline', { state: 'attached', timeout: 60000 });
  for (const id of ['chart-alpha2-mu', 'chart-alpha2-delta', 'chart-alpha2-eps']) {
    assert.ok(await page.locator(`#${id} svg polyline`).count() >= 1, id);
  }
  const readings = await page.$$eval('#alpha2-readings li', (li) => li.map((l) => [l.textContent, l.dataset.holds]));
  assert.equal(readings.length, 2);
  assert.match(readings[0][0], /^The thesis: α₂ is largest at μ = 0\.5\. Here: holds/);
  assert.match(readings[1][0], /^The thesis: α₂ grows with δ\. Here: holds/);
  await shot(page, 'racing-fig23');
  // Another δ: the drawn figure is marked stale until drawn again.
  await page.fill('#calc-delta', '0.1');
  await page.dispatchEvent('#calc-delta', 'change');
  await page.waitForSelector('#alpha2-charts.stale');
  assert.deepEqual(errors, []);
  await page.close();
});

test("curves: the Fig. 2.7 preset sets ILEBR* at its own δ beside LEBR, and the thesis's reading follows the result", async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?view=curves`);
  await page.waitForSelector('#curve-compute');
  await page.click('#preset-fig27');
  assert.equal(await page.inputValue('#curve-deltas'), 'ilebr-star=3.02101484e-11');
  assert.ok(await page.isChecked('#curve-lebr'));
  assert.ok(await page.isChecked('#curve-ilebr-star'));
  assert.ok(await page.isChecked('#curve-precision'));
  await page.waitForFunction(() => /cdeltas=ilebr-star/.test(location.hash));
  // A bad own δ is named beside the field.
  await page.fill('#curve-deltas', 'ilebr2=0.1');
  await page.dispatchEvent('#curve-deltas', 'change');
  await page.click('#curve-compute');
  await page.waitForSelector('#error-deltas');
  assert.match(await page.textContent('#error-deltas'), /ILEBR 2 is not among the chosen races/);
  await page.fill('#curve-deltas', 'ilebr-star=3.02101484e-11');
  await page.dispatchEvent('#curve-deltas', 'change');
  // A small run: 5 μ, 10 runs each.
  await page.fill('#curve-steps', '5');
  await page.dispatchEvent('#curve-steps', 'change');
  await page.fill('#curve-runs', '10');
  await page.dispatchEvent('#curve-runs', 'change');
  await page.click('#curve-compute');
  await page.waitForFunction(() => /^done/.test(document.querySelector('#curve-status')?.textContent ?? ''), null, { timeout: 180_000 });
  assert.match(await page.textContent('#chart-alpha'), /ILEBR\* \(δ = 3\.021e-11\)/);
  const reading = await page.textContent('#fig27-reading');
  assert.match(reading, /^The thesis \(Fig\. 2\.7\): with δ = 3\.02·10⁻¹¹ ILEBR\* has the same power as LEBR/);
  assert.match(reading, /Here \(Monte Carlo, 10 runs per μ\)/);
  await shot(page, 'racing-fig27');
  assert.deepEqual(errors, []);
  await page.close();
});
