// End-to-end test of the Ticket to Ride experiment with the algorithmic player by the thesis's
// own repository's rules (`algo-thesis`) on the page (#/ticket-to-ride): its table beside the
// thesis's means, computed in the workers. Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useBrowser, openPage, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

test("the experiment with the thesis's own rules: a row beside the thesis's mean", async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride`);
  await page.waitForSelector('#ttr-x-run');
  await page.selectOption('#ttr-x-agent', 'algo-thesis');
  await page.selectOption('#ttr-x-players', '4');
  await page.fill('#ttr-x-games', '8');
  await page.dispatchEvent('#ttr-x-games', 'change');
  await page.click('#ttr-x-run');
  await page.waitForSelector('#ttr-x-table', { timeout: 60_000 });
  const rows = await page.$$eval('#ttr-x-table tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  assert.equal(rows.length, 1);
  assert.deepEqual(rows[0].slice(0, 2), ['4', '8']);
  assert.equal(rows[0][3], '98.0', "the thesis's mean for 4 players");
  assert.ok(Number(rows[0][2]) > 50, rows[0].join(' '));
  // The thesis's figure of the scores, with the most common score and the range.
  await page.waitForSelector('#ttr-x-figure svg');
  assert.match(await page.textContent('#ttr-x-figure-caption'), /^The most common score is -?\d+ \(\d+ players; the thesis: 106\).*Minimum–maximum: 4 players -?\d+–\d+\.$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#ttr-x-svg')]);
  assert.equal(download.suggestedFilename(), 'ticket-to-ride-scores.svg');
  await page.locator('#ttr-x-figure').screenshot({ path: path.join(ARTIFACTS, 'ticket-to-ride-scores.png') });
  assert.deepEqual(errors, []);
});
