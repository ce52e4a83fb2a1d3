// End-to-end test of the Lines of Action lab's "The seed's Table 4.2" panel (#/loa): the
// alpha-beta solver and proof-number search on the first positions of the suite chosen
// without solving, in the worker, laid out beside the seed's lines with its conclusions
// checked; and the solver's two node counts in "Solve this position". Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, shot } from './server.mjs';

const ctx = useBrowser(before, after);

test("the seed's Table 4.2 runs in the worker beside the seed's numbers", async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa`);
  await page.waitForSelector('#loa-board');
  await page.click('#loa-table42 summary');
  await page.selectOption('#loa-table42-positions', '20');
  await page.selectOption('#loa-table42-budget', '100000');
  await page.click('#loa-table42-run');
  await page.waitForSelector('#loa-table42-table', { timeout: 120000 });
  const rows = await page.$$eval('#loa-table42-table tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim())));
  assert.equal(rows.length, 4);
  assert.deepEqual(rows[0].slice(0, 2), ['α-β pruning (the seed)', '383 of 488']);
  assert.deepEqual(rows[1].slice(0, 2), ['proof-number search (the seed)', '356 of 488']);
  assert.match(rows[2][0], /^alpha-beta solver .*\(here\)$/);
  assert.match(rows[2][1], /^\d+ of 20$/);
  assert.match(rows[3][0], /^proof-number search \(here\)$/);
  assert.equal(rows[3][3], '—', 'proof-number search counts every node');
  assert.match(await page.textContent('#loa-table42-table caption'), /^20 positions, 100\s000 nodes per position and method; totals over the \d+ both solved/);
  const conclusions = await page.$$eval('#loa-table42-conclusions li', (li) => li.map((l) => l.textContent));
  assert.equal(conclusions.length, 3);
  assert.match(conclusions[2], /^The seed: alpha-beta solves more positions\. Here: (holds|does not hold)/);
  await shot(page, 'loa-table42');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the alpha-beta solver in "Solve this position" reports both node counts', async () => {
  const fen = encodeURIComponent('8/w7/4bb2/2b1bw2/2wb1bb1/2ww2ww/1b6/3w4 b');
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?fen=${fen}&human=both`);
  await page.waitForSelector('#loa-board');
  await page.selectOption('#loa-solve-method', 'ab-solver');
  await page.click('#loa-solve-run');
  await page.waitForSelector('#loa-solve-result', { timeout: 60000 });
  assert.match(await page.textContent('#loa-solve-result'), /^Black to move wins: \S+ forces a win\.$/);
  const nodes = Number((await page.textContent('#loa-solve-nodes')).replace(/\D/g, ''));
  const seed = Number((await page.textContent('#loa-solve-seed-nodes')).replace(/\D/g, ''));
  assert.ok(seed > 0 && seed <= nodes, `${seed} of ${nodes}`);
  assert.deepEqual(errors, []);
  await page.close();
});
