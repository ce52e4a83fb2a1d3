// End-to-end tests of the imperfect-information page in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

test('Kuhn poker: solved exactly (−1/18, certified), then CFR+ drives the exploitability down', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/imperfect`);
  await page.waitForSelector('#game-summary');
  assert.match(await page.textContent('#game-summary'), /Player 1 6, Player 2 6/);
  assert.match(await page.textContent('#recall-ok'), /perfect recall/);
  await page.click('#solve');
  await page.waitForSelector('#solution-value');
  assert.match(await page.textContent('#solution-value'), /Player 1 -1\/18, Player 2 1\/18/);
  assert.match(await page.textContent('#solution-certified'), /Certified/);
  // Player 1's strategy recognised in the equilibrium family.
  assert.match(await page.textContent('#solution-family'), /member α = [0-9/]+ of Kuhn poker's family/);
  // Player 2's unique strategy: with Q, call a bet a third of the time.
  const rows = await page.locator('#solution-strategies tbody tr').allTextContents();
  assert.ok(rows.some((r) => r.includes('Q r') && r.includes('call 1/3')), rows.join(' | '));
  // CFR+ for 2000 iterations: the curve falls, the value approaches −1/18.
  await page.fill('#cfr-iterations', '2000');
  await page.dispatchEvent('#cfr-iterations', 'change');
  await page.click('#cfr-run');
  await page.waitForSelector('#cfr-value', { timeout: 60000 });
  assert.match(await page.textContent('#cfr-value'), /After 2000 iterations: Player 1 expects -0\.055/);
  assert.ok(await page.locator('#cfr-chart svg').count() === 1);
  // The value of the average strategies, with the exact value as the target line.
  assert.match(await page.textContent('#cfr-value-chart'), /exact value -0\.055556/);
  const text = await page.textContent('#cfr-value');
  const e = Number(/exploitability ([0-9.]+e[+-]?[0-9]+)/.exec(text)[1]);
  assert.ok(e < 1e-3, text);
  // The average beside the LP's equilibrium.
  assert.match(await page.textContent('#cfr-compare-summary'), /value -1\/18, /);
  await shot(page, 'imperfect-kuhn');
  // On Leduc the strategy bars move while CFR+ learns; Cancel stops the run.
  await page.selectOption('#imperfect-preset', 'leduc');
  await page.waitForFunction(() => /936|468/.test(document.querySelector('#game-summary')?.textContent ?? ''));
  await page.fill('#cfr-iterations', '200000');
  await page.dispatchEvent('#cfr-iterations', 'change');
  await page.click('#cfr-run');
  await page.waitForSelector('#cfr-bars .bar-row', { timeout: 30000 });
  const widths = () => [...document.querySelectorAll('#cfr-bars .bar-part')].map((b) => b.getAttribute('style')).join();
  const first = await page.evaluate(widths);
  await page.waitForFunction((w) => [...document.querySelectorAll('#cfr-bars .bar-part')].map((b) => b.getAttribute('style')).join() !== w, first, { timeout: 30000 });
  assert.match(await page.textContent('#cfr-bars h3'), /the first 16 of 936 information sets/);
  await shot(page, 'imperfect-leduc-bars');
  await page.click('#cfr-cancel');
  await page.waitForFunction(() => !document.querySelector('#cfr-bars'));
  assert.deepEqual(errors, []);
});

test('a signalling game goes to Lemke, the absent-minded driver is refused, a bad file is named', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/imperfect?game=beer-quiche`);
  await page.waitForSelector('#game-summary');
  assert.match(await page.textContent('#imperfect'), /Lemke's algorithm/);
  assert.match(await page.textContent('#cfr-refused'), /zero-sum/);
  assert.ok(await page.isDisabled('#cfr-run'));
  await page.click('#solve');
  await page.waitForSelector('#solution-certified');
  assert.match(await page.textContent('#solution-certified'), /Certified/);
  // From the uniform prior: pooling on beer (GTE's answer); the receiver's beliefs by Bayes' rule.
  assert.match(await page.textContent('#solution-value'), /pivots from the uniform prior/);
  assert.match(await page.textContent('#solution-beliefs'), /beer/);
  // Kuhn's theorem on the game: the reduced normal form (4 × 4 plans) and the round trip.
  await page.click('#solution-kuhn summary');
  assert.equal(await page.locator('#kuhn-normal-form tbody tr').count(), 4);
  assert.match(await page.textContent('#kuhn-round-trip'), /the same strategies/);
  // Lemke's path, pivot by pivot.
  const total = Number((await page.textContent('#lemke-step')).match(/Pivot (\d+) of (\d+)/)[2]);
  assert.ok(total >= 2);
  await page.click('#lemke-first');
  await page.waitForFunction((n) => new RegExp(`Pivot 1 of ${n}: .* entered, .* left; z₀ = `).test(document.querySelector('#lemke-step')?.textContent ?? ''), total);
  await page.click('#lemke-next');
  await page.waitForFunction((n) => new RegExp(`Pivot 2 of ${n}:`).test(document.querySelector('#lemke-step')?.textContent ?? ''), total);
  await page.click('#lemke-last');
  assert.match(await page.textContent('#lemke-step'), /z₀ = 0\./);
  await shot(page, 'imperfect-lemke-path');
  // Another prior: a random completely mixed one; the answer is again certified.
  await page.selectOption('#lemke-prior', 'random');
  await page.waitForSelector('#lemke-seed');
  await page.click('#solve');
  await page.waitForFunction(() => /random completely mixed prior/.test(document.querySelector('#solution-value')?.textContent ?? ''));
  assert.match(await page.textContent('#solution-certified'), /Certified/);
  await page.selectOption('#imperfect-preset', 'driver');
  await page.waitForSelector('#recall-error');
  assert.match(await page.textContent('#recall-error'), /junction/);
  assert.ok(await page.isDisabled('#solve'));
  // A pasted file with a mistake is refused with its position; a good one replaces the game.
  await page.click('details.import summary');
  await page.fill('#imperfect-efg', 'EFG 2 R "x" { "A" "B" } ""\np "" 3 1 "" { "a" } 0\n');
  await page.click('#imperfect-import');
  await page.waitForSelector('#imperfect-efg-error');
  assert.match(await page.textContent('#imperfect-efg-error'), /line 2.*player '3' does not exist/);
  await page.fill('#imperfect-efg', 'EFG 2 R "tiny" { "A" "B" } ""\np "" 1 1 "" { "x" "y" } 0\np "" 2 1 "s" { "l" "r" } 0\nt "" 1 "" { 1, -1 }\nt "" 2 "" { -1, 1 }\np "" 2 1 "s" { "l" "r" } 0\nt "" 2\nt "" 1\n');
  await page.click('#imperfect-import');
  await page.waitForFunction(() => /tiny/.test(document.querySelector('#game-summary')?.textContent ?? ''));
  await page.click('#solve');
  await page.waitForSelector('#solution-value');
  assert.match(await page.textContent('#solution-value'), /A 0, B 0/);
  assert.deepEqual(errors, []);
});

test('a result never shows under another game\'s names, nor advises a run the page cannot make', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/imperfect`);
  await page.waitForSelector('#game-summary');
  // CFR+ on Kuhn, then beer–quiche: Kuhn's sets and value do not appear under Sender/Receiver.
  await page.fill('#cfr-iterations', '200');
  await page.dispatchEvent('#cfr-iterations', 'change');
  await page.click('#cfr-run');
  await page.waitForSelector('#cfr-value', { timeout: 60000 });
  await page.selectOption('#imperfect-preset', 'beer-quiche');
  await page.waitForFunction(() => /Sender/.test(document.querySelector('#game-summary')?.textContent ?? ''));
  assert.equal(await page.locator('#cfr-result, #cfr-chart, #cfr-value').count(), 0);
  assert.doesNotMatch(await page.textContent('section[aria-labelledby=cfr-h]'), /expects|J cr|Q r/);
  // Back on Kuhn the run is Kuhn's again, current.
  await page.selectOption('#imperfect-preset', 'kuhn');
  await page.waitForSelector('#cfr-value');
  assert.equal(await page.locator('#cfr-result-stale').count(), 0);
  // A count that does not read: the old run is marked, with no advice to run again.
  await page.fill('#cfr-iterations', 'lots');
  await page.dispatchEvent('#cfr-iterations', 'change');
  await page.waitForSelector('#cfr-result-stale');
  assert.ok(await page.locator('#cfr-run').isDisabled());
  assert.doesNotMatch(await page.textContent('#cfr-result-stale .stale-note'), /run again/);
  // Solve beer–quiche, then the absent-minded driver (no exact solver): nothing of beer–quiche.
  await page.selectOption('#imperfect-preset', 'beer-quiche');
  await page.waitForFunction(() => /Sender/.test(document.querySelector('#game-summary')?.textContent ?? ''));
  await page.click('#solve');
  await page.waitForSelector('#solution-value');
  await page.selectOption('#imperfect-preset', 'driver');
  await page.waitForSelector('#solve-refused');
  assert.ok(await page.locator('#solve').isDisabled());
  assert.equal(await page.locator('#solution-value, #solution-stale').count(), 0);
  assert.doesNotMatch(await page.textContent('section[aria-labelledby=solve-h]'), /strong|beer|Payoffs|run again/i);
  assert.deepEqual(errors, []);
});

test('words for everyone: the poker sets\' names explained, no command-line commands', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/imperfect`);
  await page.waitForSelector('#game-summary');
  assert.match(await page.textContent('#sets-legend'), /“J cr”: holding the jack, after a check and then a bet/);
  assert.doesNotMatch(await page.textContent('main'), /gamelab [a-z]/);
  assert.match(await page.textContent('#poker-race'), /racing algorithm \(ILEBR\* 2 in the racing lab: empirical Bernstein bounds/);
  await page.selectOption('#imperfect-preset', 'leduc');
  await page.waitForFunction(() => /“Jh cc \| Qs r”/.test(document.querySelector('#sets-legend')?.textContent ?? ''));
  await page.selectOption('#imperfect-preset', 'driver');
  await page.waitForSelector('#recall-error');
  const recall = await page.textContent('#recall-error');
  assert.match(recall, /holds both the start of the game and the history “/, recall);
  assert.equal(await page.locator('#sets-legend').count(), 0);
  assert.deepEqual(errors, []);
});

test('the iterations field: aria-invalid while wrong, Run enabled as soon as it reads, reached by Tab', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/imperfect`);
  await page.waitForSelector('#game-summary');
  await page.fill('#cfr-iterations', 'lots');
  await page.waitForSelector('#cfr-iterations-error');
  assert.equal(await page.getAttribute('#cfr-iterations', 'aria-invalid'), 'true');
  assert.ok(await page.locator('#cfr-run').isDisabled());
  // Typing a count fixes it at once, without leaving the field.
  await page.focus('#cfr-iterations');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('500');
  await page.waitForFunction(() => !document.querySelector('#cfr-run').disabled);
  assert.equal(await page.getAttribute('#cfr-iterations', 'aria-invalid'), null);
  assert.equal(await page.locator('#cfr-iterations-error').count(), 0);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'cfr-run');
  assert.deepEqual(errors, []);
});

test('a long CFR run says how long it has left, and Cancel stops it', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/imperfect?game=leduc`);
  await page.waitForFunction(() => /468/.test(document.querySelector('#game-summary')?.textContent ?? ''));
  await page.fill('#cfr-iterations', '1000000');
  await page.click('#cfr-run');
  await page.waitForFunction(() => /(minutes?|hours?) left/.test(document.querySelector('#cfr-status')?.textContent ?? ''), null, { timeout: 30000 });
  const status = await page.textContent('#cfr-status');
  assert.match(status, /running: .* — about \d+ (minutes|hours?)/, status);
  await page.click('#cfr-cancel');
  await page.waitForFunction(() => /cancelled/.test(document.querySelector('#cfr-status')?.textContent ?? ''));
  assert.deepEqual(errors, []);
});

test('on a slow connection a deep link says it is loading the solvers, then plays', async () => {
  // No service worker: its precaching would share the slow line.
  const context = await ctx.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const cdp = await context.newCDPSession(page);
  // About 1.6 Mbit/s: the worker's WebAssembly takes seconds to arrive.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 200_000, uploadThroughput: 200_000 });
  await page.goto(`${ctx.base}#/imperfect`);
  await page.waitForSelector('#play-dealing', { timeout: 60000 });
  assert.match(await page.textContent('#play-dealing'), /Loading the solvers/);
  assert.match(await page.textContent('#game-reading'), /Loading the solvers/);
  await page.waitForSelector('#play-table #play-card', { timeout: 120000 });
  assert.equal(await page.locator('#play-dealing, #game-reading').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Leduc poker: solved exactly in the worker with its 936 information sets folded', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/imperfect?game=leduc`);
  await page.waitForSelector('#game-summary');
  assert.match(await page.textContent('#game-summary'), /Player 1 468, Player 2 468/);
  const t0 = Date.now();
  await page.click('#solve');
  await page.waitForSelector('#solution-value', { timeout: 120000 });
  const ms = Date.now() - t0;
  // The value as a decimal first; its 31-digit fraction on demand, selectable, and in the file.
  const value = await page.textContent('#solution-value');
  assert.match(value, /Player 1 ≈ -0\.085606, Player 2 ≈ 0\.085606/, value);
  assert.doesNotMatch(value, /\d{13}/, value);
  await page.click('#solution-exact summary');
  assert.equal(await page.textContent('#solution-exact code >> nth=0'), '-1454920850547486749701863871533/16995463438839962469905132501930');
  assert.match(await page.textContent('#solution-certified'), /Certified/);
  assert.match(await page.locator('#solution details summary', { hasText: 'The strategies at all' }).textContent(), /all 936 information sets/);
  assert.doesNotMatch(await page.textContent('#solution-strategies'), /\d{13}/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#solution-download')]);
  const file = path.join(ARTIFACTS, 'leduc-solution.json');
  await download.saveAs(file);
  const solution = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.equal(solution.payoffs['Player 1'], '-1454920850547486749701863871533/16995463438839962469905132501930');
  assert.equal(solution.strategies['Player 1'].Jh.bet, '17566003323203639279797406025/242792334840570892427216178599');
  console.log(`Leduc exact solution in the browser: ${ms} ms`);
  assert.deepEqual(errors, []);
});

test('the CFR benchmark runs in the worker and reports every algorithm on both games', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/imperfect`);
  await page.waitForSelector('#game-summary');
  await page.click('#cfr-bench summary');
  await page.click('#cfr-bench-run');
  await page.waitForSelector('#cfr-bench-table', { timeout: 120000 });
  const rows = await page.$$eval('#cfr-bench-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  assert.equal(rows.length, 8);
  const leduc = rows.find((r) => r[0] === 'leduc' && r[1] === 'cfr+');
  assert.ok(Number(leduc[3]) > 0, leduc.join(' '));
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'bench-cfr-wasm.json'), JSON.stringify(rows));
  console.log(`CFR in the browser: ${rows.map((r) => `${r[0]} ${r[1]} ${r[3]}/s`).join(', ')}`);
  assert.deepEqual(errors, []);
});

test('play Kuhn poker against the equilibrium: the opponent card stays out of the page until a showdown', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/imperfect`);
  await page.waitForSelector('#play-table #play-card');
  const before = [];
  let showdown = null;
  for (let hand = 1; hand <= 30 && !showdown; hand++) {
    if (hand > 1) {
      await page.click('#play-next');
      await page.waitForFunction((h) => (document.querySelector('#play-seat')?.textContent ?? '').startsWith(`Hand ${h} `), hand);
    }
    // Bet or call whenever asked: the hand ends in a fold or a showdown.
    for (;;) {
      await page.waitForFunction(() => document.querySelector('#play-next') || document.querySelector('#play-table button.primary:not([disabled])'));
      if (await page.locator('#play-next').count()) break;
      const mine = await page.textContent('#play-card');
      assert.equal(await page.textContent('#play-opponent-card'), 'hidden');
      before.push({ mine, html: await page.evaluate(() => document.documentElement.outerHTML) });
      const buttons = page.locator('#play-table .controls button.primary');
      const n = await buttons.count();
      const log = (await page.textContent('#play-log')).length;
      await buttons.nth(n - 1).click();
      await page.waitForFunction((l) => (document.querySelector('#play-log')?.textContent ?? '').length > l, log);
    }
    if (hand <= 2) {
      // No interval of one point after a hand or two: it says how many hands one needs.
      await page.waitForSelector('#play-running');
      const running = await page.textContent('#play-running');
      assert.match(running, /A 95% interval needs at least 8 hands/, running);
      assert.doesNotMatch(running, /interval [-+−]/, running);
    }
    const theirs = await page.textContent('#play-opponent-card');
    if (theirs !== 'hidden') showdown = { theirs, mine: await page.textContent('#play-card') };
  }
  assert.ok(showdown, 'a showdown within 30 hands');
  assert.notEqual(showdown.theirs, showdown.mine);
  // Before the showdown the opponent's card was nowhere in the play section's markup.
  const last = before[before.length - 1];
  assert.equal(last.mine, showdown.mine);
  const section = last.html.slice(last.html.indexOf('id="play"'), last.html.indexOf('id="poker-race"'));
  assert.ok(section.length > 100);
  assert.doesNotMatch(section, new RegExp(`>${showdown.theirs}<|dealt ${showdown.theirs}\\b|shows ${showdown.theirs}\\b`));
  assert.match(section, new RegExp(`>${showdown.mine}<`));
  // The running result and its interval.
  await page.waitForSelector('#play-running');
  assert.match(await page.textContent('#play-running'), /After \d+ hands?: you (won|lost)/);
  await shot(page, 'poker-play');
  // A race: the equilibrium against uniformly random play.
  await page.selectOption('#race-a', 'equilibrium');
  await page.selectOption('#race-b', 'uniform');
  await page.click('#race-run');
  await page.waitForSelector('#race-verdict', { timeout: 60000 });
  assert.match(await page.textContent('#race-verdict'), /the exact equilibrium beats uniformly random play/);
  assert.deepEqual(errors, []);
});
