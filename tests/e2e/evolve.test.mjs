// End-to-end tests of the strategy-optimisation page in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS, setField } from './server.mjs';
import { startSmallBatch } from './evolve_batch.mjs';

const ctx = useBrowser(before, after);

test('run an optimisation on War: progress, the live strategy, and a descending-leaning result', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolve`);
  await page.waitForSelector('#evolve-run');
  // The rules of both games and what a strategy's numbers mean are on the page.
  await page.click('#game-rules summary');
  assert.match(await page.textContent('#game-rules'), /descending order .* with probability e\^A \/ \(e\^A \+ e\^B \+ e\^C\)/);
  assert.match(await page.textContent('#game-rules'), /A1, A2, B1, B2, C1, C2, D1, D2/);
  await setField(page, '#mutations', '12');
  await setField(page, '#eval-games', '2000');
  await page.click('#evolve-run');
  await page.waitForSelector('#evolve-progress');
  await page.waitForSelector('#evolve-live #current-strategy svg.pie');
  assert.match(await page.textContent('#evolve-live-status'), /mutation \d+ · accepted \d+ · σ = /);
  await page.waitForSelector('#evolve-result', { timeout: 120000 });
  const text = await page.textContent('#found-interpretation');
  const [desc, asc, shuffled] = text.match(/[\d.]+%/g).map((s) => parseFloat(s));
  assert.ok(desc > asc && desc > shuffled, text);
  assert.match(await page.textContent('#found-score'), /Against the initial strategy over 2.000 games/);
  assert.match(await page.textContent('#found-usage'), /12 mutations/);
  // The run exports as JSON with the found parameters and the evaluation.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-run')]);
  const file = path.join(ARTIFACTS, 'optimisation-run.json');
  await download.saveAs(file);
  const run = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.equal(run.outcome.mutations, 12);
  assert.equal(run.outcome.x.length, 3);
  assert.equal(run.evaluation.games, 2000);
  await shot(page, 'evolve-war');
  assert.deepEqual(errors, []);
});

test('cancel a run; bad settings are named next to their inputs', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolve`);
  await page.waitForSelector('#evolve-run');
  await setField(page, '#mutations', 'abc');
  await page.waitForSelector('#error-mutations');
  assert.ok(await page.isDisabled('#evolve-run'));
  await setField(page, '#mutations', '2000');
  await page.waitForFunction(() => !document.querySelector('#error-mutations'));
  await page.click('#evolve-run');
  await page.waitForSelector('#evolve-cancel');
  await page.waitForSelector('#evolve-live');
  await page.click('#evolve-cancel');
  await page.waitForFunction(() => /cancelled/.test(document.querySelector('#evolve-status')?.textContent ?? document.querySelector('#evolve-job')?.textContent ?? ''));
  assert.equal(await page.locator('#evolve-result').count(), 0);
  // A budget in games instead of mutations: the run stops once it has played them.
  await page.selectOption('#game', 'rrrats');
  await page.selectOption('#budget-kind', 'games');
  await setField(page, '#mutations', '30000');
  await setField(page, '#eval-games', '1000');
  await page.waitForFunction(() => /budget=games/.test(location.hash));
  await page.click('#evolve-run');
  await page.waitForSelector('#evolve-result', { timeout: 60000 });
  const games = Number((await page.textContent('#found-usage')).match(/races, ([\d\s\u202f\u2009]+) games/)[1].replace(/\D/g, ''));
  assert.ok(games >= 30000 && games < 31000, String(games));
  assert.deepEqual(errors, []);
});

test('head to head on Rrrats!: exact beside simulated; a batch fills the describe table', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolve`);
  await page.waitForSelector('#game');
  await page.selectOption('#game', 'rrrats');
  await page.waitForSelector('#rats-rules');
  // stop4 vs the initial strategy: exactly 0.8327 (Markov chain), simulation within its CI.
  await page.waitForSelector('#h2h-exact');
  const exact = parseFloat((await page.textContent('#h2h-exact')).match(/probability ([\d.]+)/)[1]);
  assert.ok(Math.abs(exact - 0.8327) < 5e-4, String(exact));
  await page.click('#h2h-run');
  await page.waitForSelector('#h2h-result', { timeout: 60000 });
  const m = (await page.textContent('#h2h-result')).match(/scores ([\d.]+) \(95% CI ([\d.]+)–([\d.]+)\)/);
  assert.ok(m, await page.textContent('#h2h-result'));
  assert.ok(parseFloat(m[2]) - 0.002 <= exact && exact <= parseFloat(m[3]) + 0.002, m[0]);
  assert.equal(await page.locator('#h2h-stale').count(), 0);
  // Switching the game leaves the Rrrats! result marked as belonging to earlier inputs; back
  // to Rrrats! it is current again.
  await page.selectOption('#game', 'war');
  await page.waitForSelector('#h2h-stale');
  assert.match(await page.textContent('#h2h-stale'), /for earlier inputs/);
  await page.selectOption('#game', 'rrrats');
  await page.waitForFunction(() => !document.querySelector('#h2h-stale') && document.querySelector('#h2h-result'));
  // The two strategies can be raced on the racing page.
  const { page: racePage, errors: raceErrors } = await openPage(ctx.browser, page.url());
  await racePage.waitForSelector('#h2h-race');
  await racePage.click('#h2h-race');
  await racePage.waitForSelector('#race-s1');
  assert.equal(await racePage.inputValue('#race-s1'), 'stop4');
  assert.equal(await racePage.inputValue('#race-s2'), 'zero');
  await racePage.click('#race-start');
  await racePage.waitForFunction(() => [...document.querySelectorAll('#race-status .decision')].every((td) => /better|undecided/.test(td.textContent)), null, { timeout: 60_000 });
  assert.match(await racePage.textContent('#race-status'), /player 1 is better/);
  await racePage.close();
  assert.deepEqual(raceErrors, []);
  // A bad strategy name is explained.
  await setField(page, '#h2h-p2', 'stop9');
  await page.waitForSelector('#error-h2h-p2');
  // A small batch: 2 runs × 2 optimisers, 5 mutations each.
  await startSmallBatch(page);
  await page.waitForSelector('#batch-table', { timeout: 120000 });
  assert.equal(await page.locator('#batch-table tbody tr').count(), 2);
  assert.match(await page.textContent('#batch-row-iterative, #batch-iterative'), /iterative/);
  assert.match(await page.textContent('#batch-claim'), /Table 4\.1.*0\.54/);
  await page.waitForSelector('#box-plot');
  await shot(page, 'evolve-rrrats');
  // The settings live in the address: a new tab restores them.
  await page.check('#bust-banks');
  await page.waitForFunction(() => /rules=0010/.test(location.hash));
  const { page: page2, errors: errors2 } = await openPage(ctx.browser, page.url());
  await page2.waitForSelector('#rats-rules');
  assert.equal(await page2.inputValue('#game'), 'rrrats');
  assert.equal(await page2.inputValue('#mutations'), '5');
  assert.equal(await page2.inputValue('#runs'), '2');
  assert.ok(await page2.isChecked('#bust-banks'));
  assert.ok(!(await page2.isChecked('#batch-opt-coevolution')));
  await page2.close();
  assert.deepEqual(errors2, []);
  // A link with unreadable rules says so and falls back to the defaults.
  const { page: page3, errors: errors3 } = await openPage(ctx.browser, `${ctx.base}#/evolve?game=war&rules=fd1-sideways`);
  await page3.waitForSelector('#url-error');
  assert.match(await page3.textContent('#url-error'), /rules could not be read/);
  assert.equal(await page3.inputValue('#cap'), '10000');
  await page3.close();
  assert.deepEqual(errors3, []);
  // Names the form has no choice for are reported, not silently replaced.
  const { page: page4, errors: errors4 } = await openPage(ctx.browser, `${ctx.base}#/evolve?game=war&opt=nope&race=ilebr-star2`);
  await page4.waitForSelector('#url-error');
  assert.match(await page4.textContent('#url-error'), /opt: "nope" is not one of the choices/);
  await page4.close();
  assert.deepEqual(errors4, []);
  assert.deepEqual(errors, []);
});

test('the games-per-second benchmark runs in the worker', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolve`);
  await page.click('#games-bench summary');
  await page.click('#games-bench-run');
  await page.waitForSelector('#games-bench-table', { timeout: 120000 });
  const rows = await page.locator('#games-bench-table tbody tr').allTextContents();
  assert.equal(rows.length, 4);
  assert.ok(rows.some((r) => r.includes('war') && r.includes('fast simulator')), rows.join(' | '));
  assert.ok(rows.some((r) => r.includes('rrrats') && r.includes('fast simulator')), rows.join(' | '));
  assert.deepEqual(errors, []);
});

test('exact best responses in Rrrats!: stop at ≥ 4 answers the initial strategy, iterated to a fixed point', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolve?game=rrrats`);
  await page.waitForSelector('#best-response');
  await page.click('#best-response summary');
  await page.click('#br-run');
  await page.waitForSelector('#br-table', { timeout: 60000 });
  const rows = await page.locator('#br-table tbody tr').allTextContents();
  // Round 1: the best response to "zero" wins 0.851246 (as `gamelab rrrats best-response`).
  assert.match(rows[0], /0\.851246/);
  assert.match(rows[0], /stop at ≥ 4/);
  assert.match(rows[rows.length - 1], /symmetric equilibrium/);
  await page.waitForSelector('#br-first svg.bars');
  assert.deepEqual(errors, []);
});

test('a bad field keeps Batch and Head to head on screen, saying why; a run goes on while another lab is shown', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolve`);
  await page.waitForSelector('#evolve-run');
  // A bad ε: every run that needs it says so; head to head needs only the game and still plays.
  await setField(page, '#eps', 'x');
  await page.waitForSelector('#error-eps');
  assert.match(await page.textContent('#evolve-blocked'), /first fix: ε \(a number in \(0, 0\.5\)\)/);
  assert.ok(await page.isVisible('#batch summary'));
  assert.match(await page.textContent('#batch-blocked'), /ε/);
  assert.ok(await page.isEnabled('#h2h-run'));
  // A bad War rule: head to head cannot know the game, and says which field.
  await setField(page, '#cap', '0');
  await page.waitForSelector('#h2h-blocked');
  assert.match(await page.textContent('#h2h-blocked'), /battle cap \(1–1 000 000 battles\)/);
  await setField(page, '#cap', '10000');
  await setField(page, '#eps', '0.05');
  await page.waitForSelector('#h2h-run');
  assert.equal(await page.locator('#evolve-blocked').count(), 0);
  // A long run, then another lab, then back: the run is still going, and can be stopped.
  await setField(page, '#mutations', '5000');
  await page.click('#evolve-run');
  await page.waitForSelector('#evolve-live');
  await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForSelector('#home');
  await page.waitForTimeout(500);
  await page.goBack();
  await page.waitForSelector('#evolve-live');
  const mutations = async () => Number((await page.textContent('#evolve-live-status')).match(/mutation (\d+)/)[1]);
  const before = await mutations();
  await page.waitForFunction((n) => Number(document.querySelector('#evolve-live-status')?.textContent.match(/mutation (\d+)/)?.[1]) > n, before);
  await page.click('#evolve-cancel');
  await page.waitForFunction(() => /cancelled/.test(document.querySelector('#evolve-status')?.textContent ?? document.querySelector('#evolve-job')?.textContent ?? ''));
  assert.deepEqual(errors, []);
});
