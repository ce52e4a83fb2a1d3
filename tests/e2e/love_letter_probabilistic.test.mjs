// End-to-end test of the Love Letter seed's "probabilistic" agent (§1.1) seated in a match on
// the page: a whole round played to its end, then its reasons shown — greedy's P(c) and F, which
// it draws from instead of maximising. Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, shot } from './server.mjs';

const ctx = useBrowser(before, after);

test('a match against the probabilistic agent: a whole round, then the P(c) and F it drew from', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/love-letter?opp=probabilistic&seed=2`);
  await page.waitForSelector('#ll-table');
  assert.equal(await page.locator('#error-opp').count(), 0);
  let turns = 0;
  while (!(await page.$('#ll-round-over'))) {
    assert.equal(await page.locator('#ll-hand-1 [data-card]').count(), 0, 'its hand is face down');
    await page.locator('#ll-plays .controls .ll-pick').first().click();
    const targets = page.locator('#ll-plays .ll-detail .ll-pick');
    if ((await targets.count()) > 0 && (await page.locator('#ll-plays .ll-detail .ll-pick[aria-pressed="true"]').count()) === 0) {
      await targets.first().click();
    }
    await page.click('#ll-play');
    turns += 1;
    assert.ok(turns <= 10, 'the round ends');
  }
  const log = await page.$$eval('#ll-log li', (lis) => lis.map((li) => li.textContent));
  assert.ok(log.some((l) => /^Player 2 \(probabilistic\)/.test(l)), log.join('\n'));
  // Its reasons, shown once the round is over: greedy's exact fractions and the draw explained.
  await page.waitForSelector('#ll-reasons .ll-greedy');
  const cells = await page.locator('#ll-reasons .ll-greedy').first().locator('tbody tr').first().locator('td').allTextContents();
  assert.equal(cells.length, 8);
  assert.ok(cells.every((c) => /^\d+(\/\d+)?$/.test(c)), cells.join(' '));
  assert.match(await page.textContent('#ll-reasons'), /drawn in proportion to F/);
  await shot(page, 'love-letter-probabilistic');
  assert.deepEqual(errors, []);
});
