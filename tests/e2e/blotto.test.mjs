// End-to-end tests of the Colonel Blotto lab in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

test('solve K=3, A=13, B=10 with both methods, see the strategy and certificate, play a round', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/blotto`);
  await page.waitForSelector('#blotto-solve');
  await page.click('#blotto-solve');
  await page.waitForSelector('#blotto-value', { timeout: 30_000 });
  // The default method: partitions, exact.
  assert.match(await page.textContent('#blotto-value'), /Value for A: 2\/3 .*\(exact\)/);
  assert.match(await page.textContent('#blotto-certificate'), /Gap 0/);
  // Changing the game marks the solution as belonging to earlier inputs, until solved again.
  await page.fill('#blotto-k', '4');
  await page.dispatchEvent('#blotto-k', 'change');
  await page.waitForSelector('#blotto-stale');
  await page.fill('#blotto-k', '3');
  await page.dispatchEvent('#blotto-k', 'change');
  await page.waitForFunction(() => !document.querySelector('#blotto-stale'));
  assert.match(await page.textContent('#blotto-method-info'), /partitions/);
  assert.match(await page.textContent('#strategy-a thead'), /partition, in a random order of fields/);
  const probabilities = await page.$$eval('#strategy-a tbody tr td.num', (tds) => tds.map((td) => td.textContent.trim()));
  assert.ok(probabilities.length >= 3 && probabilities.every((p) => /^\d+(\/\d+)?$/.test(p)), probabilities.join(' '));
  // Every field has the same marginal under a random order.
  const fieldRows = await page.$$eval('#marginals tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.title).join(',')));
  assert.ok(fieldRows.length === 3 && fieldRows.every((r) => r === fieldRows[0]));
  // A round against the optimal strategy: a partition dealt in some order.
  await page.fill('#play-allocation', '4,3,3');
  await page.click('#play-submit');
  await page.waitForSelector('#play-result');
  // A's draws come from a fresh seed, shown so the session can be replayed.
  assert.match(await page.textContent('#play-seed'), /seed \d+ \(fresh/);
  await page.selectOption('#blotto-method', 'double-oracle');
  await page.click('#blotto-solve');
  await page.waitForFunction(() => /double-oracle/.test(document.querySelector('#blotto-method-info')?.textContent ?? ''), null, { timeout: 30_000 });
  assert.match(await page.textContent('#blotto-certificate'), /Gap \d\.\de-1\d/);
  const rows = await page.locator('#strategy-a tbody tr').count();
  assert.ok(rows >= 3, `A's strategy has ${rows} allocations`);
  assert.ok(await page.locator('#marginals tbody tr').count() === 3);
  await page.selectOption('#blotto-method', 'flow-lp');
  await page.click('#blotto-solve');
  await page.waitForFunction(() => /flow-lp/.test(document.querySelector('#blotto-method-info')?.textContent ?? ''), null, { timeout: 60_000 });
  assert.match(await page.textContent('#blotto-value'), /2\/3/);
  assert.match(await page.textContent('#blotto-method-info'), /\d+ variables × \d+ constraints/);
  assert.match(page.url(), /method=flow-lp/);
  // Play B against the optimal strategy.
  await page.fill('#play-allocation', '4,3,3');
  await page.click('#play-submit');
  await page.waitForSelector('#play-result');
  assert.match(await page.textContent('#play-totals'), /Rounds 1/);
  await page.fill('#play-allocation', '4,3');
  await page.click('#play-submit');
  await page.waitForSelector('#play-error');
  await shot(page, 'blotto-solved');
  assert.deepEqual(errors, []);
});

test('over-limit input shows an error next to it; the K=6, B=10 plot is drawn in the worker', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/blotto`);
  await page.waitForSelector('#blotto-k');
  await page.fill('#blotto-k', '101');
  await page.dispatchEvent('#blotto-k', 'change');
  await page.click('#blotto-solve');
  await page.waitForSelector('#error-k');
  assert.match(await page.textContent('#error-k'), /1–100/);
  await page.click('#plot-k6');
  await page.waitForSelector('#blotto-plot svg', { timeout: 60_000 });
  assert.ok(await page.locator('#blotto-plot svg polyline').count() >= 1);
  await shot(page, 'blotto-plot');
  // The heat map over (A, B) for K = 3.
  await page.fill('#blotto-k', '3');
  await page.dispatchEvent('#blotto-k', 'change');
  await page.click('#plot-heat');
  await page.waitForSelector('#blotto-heat', { timeout: 60_000 });
  assert.equal(await page.locator('#blotto-heat tbody tr').count(), 16);
  // Diagonal A = B is 0; A = 13, B = 10 is 2/3.
  const cell = await page.locator('#blotto-heat tbody tr:nth-child(11) td:nth-of-type(14)').getAttribute('title');
  assert.equal(cell, '2/3');
  assert.deepEqual(errors, []);
});

test('the hard region and the new limits: exact answers in the worker within seconds', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/blotto?k=10&a=60&b=59`);
  await page.waitForSelector('#blotto-solve');
  // A shared link restores the solution too: solved as the page opens, no click.
  await page.waitForFunction(() => /K = 10, A = 60, B = 59/.test(document.querySelector('#blotto-game')?.textContent ?? ''), null, { timeout: 60_000 });
  assert.match(await page.textContent('#blotto-value'), /Value for A: 1\/6 .*\(exact\)/);
  const timings = [];
  for (const [k, a, b, value] of [['10', '60', '59', '1/6'], ['3', '200', '199', '1/67'], ['100', '200', '199', '1/2']]) {
    await page.fill('#blotto-k', k);
    await page.dispatchEvent('#blotto-k', 'change');
    await page.fill('#blotto-a', a);
    await page.dispatchEvent('#blotto-a', 'change');
    await page.fill('#blotto-b', b);
    await page.dispatchEvent('#blotto-b', 'change');
    await page.click('#blotto-solve');
    await page.waitForFunction(([k, a]) => new RegExp(`K = ${k}, A = ${a}`).test(document.querySelector('#blotto-game')?.textContent ?? ''), [k, a], { timeout: 60_000 });
    assert.match(await page.textContent('#blotto-value'), new RegExp(`Value for A: ${value.replace('/', '\\/')} .*\\(exact\\)`));
    assert.match(await page.textContent('#blotto-certificate'), /Gap 0/);
    const ms = Number((await page.textContent('#blotto-method-info')).match(/([\d.]+) ms in the worker/)[1]);
    timings.push({ k: Number(k), a: Number(a), b: Number(b), ms });
  }
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'blotto-hard-wasm.json'), JSON.stringify(timings, null, 1));
  // The allocation methods keep their earlier limits, with a clear message.
  await page.selectOption('#blotto-method', 'double-oracle');
  await page.click('#blotto-solve');
  await page.waitForSelector('#blotto-failure', { timeout: 30_000 });
  assert.match(await page.textContent('#blotto-failure'), /partition method solves every size/);
  assert.deepEqual(errors, []);
});

test('a link with bad sizes names them beside their fields as the page opens', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/blotto?k=999&a=-3`);
  await page.waitForSelector('#error-k');
  assert.match(await page.textContent('#error-k'), /1–100/);
  assert.ok(await page.locator('#error-a').count() === 1);
  assert.deepEqual(errors, []);
});

test('the slides\' table in the browser (numbers saved as an artifact)', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/blotto`);
  await page.click('details.bench summary');
  await page.click('#blotto-bench-run');
  await page.waitForSelector('#blotto-bench-result', { timeout: 170_000 });
  const rows = await page.locator('#blotto-bench-result tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  // The slides' 13 rows by both methods, then the 16 games of the hard region.
  assert.equal(rows.length, 13 + 13 + 16);
  const expected = ['0', '0', '0', '0', '-5/3', '-10/3', '-5/2', '-44/9', '-22/9', '-5/2', '-5', '-5/2'];
  expected.forEach((v, i) => {
    assert.equal(rows[i][3], v, `row ${rows[i]}`);
    assert.equal(rows[13 + i][3], v, `row ${rows[13 + i]}`);
  });
  fs.writeFileSync(path.join(ARTIFACTS, 'bench-blotto-wasm.json'), JSON.stringify({
    target: 'wasm (headless Chromium worker)',
    rows: rows.map((r) => ({ fields: +r[0], a: +r[1], b: +r[2], value: r[3], rounds: +r[4], millis: +r[5], method: r[6] })),
  }, null, 2));
  console.log('blotto wasm:', JSON.stringify(rows));
  assert.deepEqual(errors, []);
}, { timeout: 200_000 });
