// End-to-end tests of the Ticket to Ride thesis's protocol on the page (#/ticket-to-ride): the
// training form filled by a protocol, revised inputs, the untrained network as epoch 0 with the
// learning figure; the thesis's forbidden-decision rule and the results figure in the
// experiment; the universal-versus-specific comparison with the points' range figure. Run after
// `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useBrowser, openPage, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

async function changeTo(page, selector, value) {
  await page.fill(selector, String(value));
  await page.dispatchEvent(selector, 'change');
}

const cells = (page, selector) => page.$$eval(`${selector} tbody tr`, (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));

test("the thesis's protocol fills the form; a revised network's epoch 0, learning figure and the thesis's rule", async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride`);
  await page.waitForSelector('#ttr-t-protocol');
  await page.selectOption('#ttr-t-protocol', 'thesis-progress');
  assert.equal(await page.inputValue('#ttr-t-epochs'), '10');
  assert.equal(await page.inputValue('#ttr-t-batch'), '100');
  assert.equal(await page.inputValue('#ttr-t-steps'), '100');
  assert.equal(await page.inputValue('#ttr-t-loss'), 'sum');
  assert.equal(await page.inputValue('#ttr-t-acc'), '0.1');
  assert.equal(await page.inputValue('#ttr-t-eval'), '240');
  await page.selectOption('#ttr-t-features', 'repository');
  // A bad field is named beside the form.
  await changeTo(page, '#ttr-t-steps', 'many');
  await page.click('#ttr-t-run');
  assert.match(await page.textContent('#ttr-t-error'), /steps per epoch/);
  await changeTo(page, '#ttr-t-steps', 3);
  await changeTo(page, '#ttr-t-games', 2);
  await changeTo(page, '#ttr-t-counts', '2');
  await changeTo(page, '#ttr-t-epochs', 2);
  await changeTo(page, '#ttr-t-eval', 2);
  await page.click('#ttr-t-run');
  await page.waitForSelector('#ttr-t-done', { timeout: 120_000 });
  const epochs = await cells(page, '#ttr-t-epochs');
  assert.deepEqual(epochs.map((r) => r[0]), ['0', '1', '2'], 'the untrained network first');
  assert.match(epochs[0][7], /^[0-2] of 2$/, 'interrupted games of the untrained network');
  await page.waitForSelector('#ttr-t-learning svg polyline', { state: 'attached' });
  const [learning] = await Promise.all([page.waitForEvent('download'), page.click('#ttr-t-svg')]);
  assert.equal(learning.suggestedFilename(), 'ticket-to-ride-learning.svg');
  // Its weights say their inputs.
  const [weights] = await Promise.all([page.waitForEvent('download'), page.click('#ttr-t-download')]);
  const text = await (await weights.createReadStream()).toArray();
  assert.match(Buffer.concat(text).toString(), /"features":"repository"/);
  // The experiment with the trained network, read under both rules without a new run.
  await page.selectOption('#ttr-x-agent', 'nn');
  await changeTo(page, '#ttr-x-games', 3);
  await page.click('#ttr-x-run');
  await page.waitForSelector('#ttr-x-table', { timeout: 60_000 });
  const replace = await cells(page, '#ttr-x-table');
  assert.equal(replace.length, 1);
  assert.equal(replace[0][1], '3');
  const interrupted = Number(replace[0][15]);
  await page.waitForSelector('#ttr-x-results svg');
  await page.selectOption('#ttr-x-rule', 'end');
  await page.waitForFunction((n) => {
    const rows = [...document.querySelectorAll('#ttr-x-table tbody tr')];
    return n === 3 ? rows.length === 0 : rows[0]?.querySelectorAll('td')[1].textContent === String(3 - n);
  }, interrupted);
  assert.deepEqual(errors, []);
});

test('universal or specific networks: both tables beside the thesis, the points range figure', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride`);
  await page.waitForSelector('#ttr-u-run');
  await changeTo(page, '#ttr-u-games', 0);
  await page.click('#ttr-u-run');
  assert.match(await page.textContent('#ttr-u-error'), /games/);
  await changeTo(page, '#ttr-u-games', 2);
  await page.selectOption('#ttr-u-rule', 'replace');
  await page.click('#ttr-u-run');
  await page.waitForSelector('#ttr-u-universal', { timeout: 180_000 });
  const universal = await cells(page, '#ttr-u-universal');
  assert.deepEqual(universal.map((r) => r[0]), ['2', '3', '4', '5', 'all']);
  assert.match(universal[0][3], /^108\.12 \/ \d+\.\d\d$/, "the thesis's mean beside ours");
  assert.match(universal[0][5], /^60 \/ 2$/);
  assert.match(await page.textContent('#ttr-u-models'), /\[2, 3, 4, 5\]: \d+ decisions/);
  await page.waitForSelector('#ttr-u-figure svg');
  const [svg] = await Promise.all([page.waitForEvent('download'), page.click('#ttr-u-svg')]);
  assert.equal(svg.suggestedFilename(), 'ticket-to-ride-points-range.svg');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.click('#ttr-u-csv')]);
  assert.equal(csv.suggestedFilename(), 'ticket-to-ride-universal.csv');
  await page.locator('#ttr-u-figure').screenshot({ path: path.join(ARTIFACTS, 'ticket-to-ride-points-range.png') });
  // The thesis's rule reads the same games again: the counted games never grow.
  await page.selectOption('#ttr-u-rule', 'end');
  await page.waitForFunction(() => !document.querySelector('#ttr-u-stale'));
  const specific = await cells(page, '#ttr-u-specific');
  for (const row of specific) {
    assert.ok(Number(row[5].split(' / ')[1]) <= (row[0] === 'all' ? 8 : 2), row.join(' '));
  }
  assert.deepEqual(errors, []);
});
