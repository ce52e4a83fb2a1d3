// End-to-end tests of the Love Letter lab in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

// The Countess is set aside face down and the greedy agent is dealt the Princess; making the
// first legal play each turn, the human never sees either before the showdown (pinned natively
// in games::love_letter::lab's tests).
const LESSON = '7631181254124351';

/** The page's markup without the Guard's list of names (which names every card). */
async function markupWithoutGuessList(page) {
  const html = await page.content();
  return html.replace(/<option[^>]*>[^<]*<\/option>/g, '');
}

test('a whole round against greedy: hidden cards never reach the markup before they are revealed', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/love-letter?opp=greedy&seed=1&deck=${LESSON}`);
  await page.waitForSelector('#ll-table');
  let turns = 0;
  while (!(await page.$('#ll-round-over'))) {
    const html = await markupWithoutGuessList(page);
    assert.ok(!html.includes('Princess'), `turn ${turns}: the Princess is in the markup`);
    assert.ok(!html.includes('Countess'), `turn ${turns}: the Countess is in the markup`);
    // The agent's hand is face down: no name, no value.
    assert.equal(await page.locator('#ll-hand-1 [data-card]').count(), 0);
    assert.ok((await page.locator('#ll-hand-1 .ll-card.back').count()) >= 1);
    assert.equal(await page.locator('#ll-hand-0 [data-card]').count(), 2, 'your two cards');
    // Make the first legal play: the first card, its first target, the first name.
    await page.locator('#ll-plays .controls .ll-pick').first().click();
    const targets = page.locator('#ll-plays .ll-detail .ll-pick');
    if ((await targets.count()) > 0 && (await page.locator('#ll-plays .ll-detail .ll-pick[aria-pressed="true"]').count()) === 0) {
      await targets.first().click();
    }
    await page.click('#ll-play');
    turns += 1;
    assert.ok(turns <= 8, 'the round ends');
  }
  assert.equal(turns, 5);
  assert.match(await page.textContent('#ll-round-over'), /Player 2 \(greedy\) wins the round: the deck ran out/);
  // The showdown shows the agent's Princess; the face-down Countess stays hidden.
  assert.equal(await page.locator('#ll-seat-1 [data-card="Princess"]').count(), 1);
  assert.ok(!(await page.innerHTML('#ll-table')).includes('Countess'));
  const log = await page.$$eval('#ll-log li', (lis) => lis.map((li) => li.textContent));
  assert.ok(log.filter((l) => l.startsWith('You played the')).length === 5, log.join('\n'));
  assert.ok(log.some((l) => l.startsWith('Player 2 (greedy) played the')), log.join('\n'));
  // The agent's reasons are shown now that the round is over: greedy's exact fractions.
  await page.waitForSelector('#ll-reasons .ll-greedy');
  const cells = await page.locator('#ll-reasons .ll-greedy').first().locator('tbody tr').first().locator('td').allTextContents();
  assert.equal(cells.length, 8);
  assert.ok(cells.every((c) => /^\d+(\/\d+)?$/.test(c)), cells.join(' '));
  assert.match(await page.textContent('#ll-seat-1 .ll-tokens'), /♥/);
  // The next round is dealt by the seed, the winner starting.
  await page.click('#ll-next');
  await page.waitForFunction(() => /Round 2/.test(document.querySelector('#ll-table .ll-status')?.textContent ?? ''));
  await shot(page, 'love-letter-round');
  assert.deepEqual(errors, []);
});

test('the greedy explanation and ISMCTS visits for your own hand', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/love-letter?opp=greedy,ismcts&it=200&seed=3`);
  await page.waitForSelector('#ll-advise-greedy');
  // Three seats: the hand, two opponents face down.
  assert.equal(await page.locator('.ll-seat').count(), 3);
  await page.click('#ll-advise-greedy');
  await page.waitForSelector('#ll-advice .ll-greedy');
  const head = await page.$$eval('#ll-advice .ll-greedy thead th', (ths) => ths.map((th) => th.textContent));
  assert.deepEqual(head.slice(1), ['Guard', 'Priest', 'Baron', 'Handmaid', 'Prince', 'King', 'Countess', 'Princess']);
  const p = await page.$$eval('#ll-advice .ll-greedy tbody tr:first-child td', (tds) => tds.map((td) => td.textContent));
  assert.ok(p.every((c) => /^\d+(\/\d+)?$/.test(c)), p.join(' '));
  const scores = await page.$$eval('#ll-advice .ll-greedy tbody tr:nth-child(2) td', (tds) => tds.map((td) => td.textContent).filter((t) => t));
  assert.ok(scores.length >= 1 && scores.length <= 2, scores.join(' '));
  await page.click('#ll-advise-ismcts');
  await page.waitForSelector('#ll-advice .ll-visits');
  const visits = await page.$$eval('#ll-advice .ll-visits tbody tr td:nth-child(2)', (tds) => tds.map((td) => Number(td.textContent)));
  assert.equal(visits.reduce((a, b) => a + b, 0), 200);
  // While the round runs the agents' own reasons stay hidden.
  assert.equal(await page.locator('#ll-reasons').count(), 0);
  await shot(page, 'love-letter-explain');
  assert.deepEqual(errors, []);
});

test('bad links are named beside their fields', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/love-letter?opp=greedy,wizard&deck=123&it=0`);
  await page.waitForSelector('#error-opp');
  assert.match(await page.textContent('#error-opp'), /"wizard" is not an agent/);
  assert.match(await page.textContent('#error-deck'), /needs all 16 cards/);
  assert.match(await page.textContent('#error-it'), /1–20000/);
  // The page still plays the default match.
  assert.equal(await page.locator('.ll-seat').count(), 2);
  assert.deepEqual(errors, []);
});

test('a small round-robin tournament in the workers, and a race decides greedy beats random', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/love-letter`);
  await page.waitForSelector('#ll-t-run');
  await page.fill('#ll-t-games', '90');
  await page.dispatchEvent('#ll-t-games', 'change');
  await page.click('#ll-t-run');
  await page.waitForSelector('#ll-standings', { timeout: 60_000 });
  const rows = await page.$$eval('#ll-standings tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  assert.equal(rows.length, 3);
  // Three tables of two, 90 games: every agent plays 60.
  assert.ok(rows.every((r) => r[1] === '60'), JSON.stringify(rows));
  assert.match(await page.textContent('#ll-t-time'), /90 games at 3 tables of 2, .* ms of worker time per 1 000 games/);
  assert.equal(await page.locator('#ll-t-chart svg').count(), 1);
  // Changing the settings marks the standings as belonging to the tournament that was run.
  await page.fill('#ll-t-games', '120');
  await page.dispatchEvent('#ll-t-games', 'change');
  await page.waitForSelector('#ll-t-stale');
  await page.fill('#ll-t-games', '90');
  await page.dispatchEvent('#ll-t-games', 'change');
  await page.waitForFunction(() => !document.querySelector('#ll-t-stale'));
  // The race: greedy (A) against random (B), ILEBR* 2 by default.
  await page.click('#ll-r-run');
  await page.waitForSelector('#ll-r-verdict', { timeout: 60_000 });
  assert.match(await page.textContent('#ll-r-verdict'), /greedy \(formula F\) is better than random — after \d+ games/);
  assert.equal(await page.locator('#ll-r-chart svg').count(), 1);
  // Choosing other agents marks the verdict as belonging to the race that was run.
  await page.selectOption('#ll-r-b', 'greedy-memory');
  await page.waitForSelector('#ll-r-stale');
  assert.match(await page.textContent('#ll-r-stale'), /greedy \(formula F\) is better than random/);
  await page.selectOption('#ll-r-b', 'random');
  await page.waitForFunction(() => !document.querySelector('#ll-r-stale'));
  // A bad ε is named beside its field.
  await page.fill('#ll-r-eps', '2');
  await page.dispatchEvent('#ll-r-eps', 'change');
  await page.click('#ll-r-run');
  await page.waitForSelector('#error-r-eps');
  await shot(page, 'love-letter-tournament');
  assert.deepEqual(errors, []);
});

test('the benchmark in this browser (rows kept for the README)', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/love-letter`);
  await page.click('#ll-bench summary');
  await page.click('#ll-bench-run');
  await page.waitForSelector('#ll-bench-result', { timeout: 300_000 });
  const report = JSON.parse(await page.textContent('#ll-bench-json'));
  assert.equal(report.pairings.length, 5);
  assert.ok(report.fast_rounds_per_second > 0 && report.ismcts_iterations_per_second > 0);
  // The same games as natively (pinned in games::love_letter::tournament's tests): seeded
  // play is identical in the browser and on the command line, ISMCTS included.
  const ismcts = report.pairings[4];
  assert.deepEqual([ismcts.first_wins, Math.round(ismcts.rounds_per_game * ismcts.games)], [25, 432]);
  assert.equal(report.pairings[0].first_wins, 973);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'love-letter-bench-wasm.json'), JSON.stringify(report, null, 2));
  console.log('love letter wasm bench:', JSON.stringify(report));
  assert.deepEqual(errors, []);
});

test('the match fits a phone', async () => {
  const phone = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  const phoneErrors = [];
  phone.on('pageerror', (e) => phoneErrors.push(String(e)));
  await phone.goto(`${ctx.base}#/love-letter?opp=greedy,random,ismcts&it=100`);
  await phone.waitForSelector('#ll-table');
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  const wide = await phone.evaluate(() => [...document.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > 392).slice(0, 5).map((e) => `${e.tagName}#${e.id}.${e.className}`));
  assert.ok(width <= 392, `page width ${width}: ${wide.join(', ')}`);
  await shot(phone, 'love-letter-phone');
  await phone.close();
  assert.deepEqual(phoneErrors, []);
});

test("the seed's deck beside this one: Table 3.1 and the §2.2 count, computed", async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/love-letter`);
  await page.click('#ll-seed-deck summary');
  const rows = await page.$$eval('#ll-table-3-1 tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  assert.deepEqual(rows[0], ['Guard', '3/10 (30.0%)', '4/11 (36.4%)']);
  assert.deepEqual(rows[1], ['Priest', '2/10 (20.0%)', '2/11 (18.2%)']);
  assert.equal(rows.length, 7);
  const deals = (await page.textContent('#ll-deals')).replace(/\u2009/g, ' ');
  assert.match(deals, /54 486 432 000 deck orders/);
  assert.match(deals, /55 794 106 368 000/);
  assert.match(deals, /10 897 286 400 orders/);
  // The seed's fifth agent, probabilistic (§1.1), is in the tournament's lineup (off by default).
  assert.equal(await page.isChecked('#ll-t-probabilistic'), false);
  assert.match(await page.textContent('#ll-tournament'), /probabilistic \(draws by P and F\)/);
  assert.deepEqual(errors, []);
});
