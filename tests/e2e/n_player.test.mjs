// End-to-end tests of the normal-form page's editor for three players and more, in headless
// Chromium: a game typed, solved and its equilibria listed; the presets against Gambit's
// answers; the timing of random 3×3×3 games in the browser (written to the artifacts).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, setField, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

const REFERENCE = JSON.parse(fs.readFileSync('tests/data/nfg/gambit/reference.json', 'utf8'));

/** The worker's job number of the equilibria shown (0 when none are). */
async function jobNumber(page) {
  return Number(await page.getAttribute('#n-equilibria', 'data-job').catch(() => 0) ?? 0);
}

/** Waits for the worker's equilibria of the game on screen (not an earlier game's), from a
 * job newer than `after`. */
async function equilibria(page, after = 0) {
  await page.waitForFunction((after) => /done in/.test(document.querySelector('#n-equilibria-status')?.textContent ?? '')
    && Number(document.querySelector('#n-equilibria')?.dataset.job ?? 0) > after
    && !document.querySelector('#n-equilibria-list-stale'), after);
  return {
    count: Number(await page.getAttribute('#n-equilibria', 'data-count')),
    complete: await page.getAttribute('#n-equilibria', 'data-complete'),
    rows: await page.locator('#n-equilibria tbody tr').allTextContents(),
  };
}

test('a three-player game typed, solved, its equilibria listed', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.click('#players-n');
  await page.waitForSelector('#n-matrices');
  // The default game is McKelvey and McLennan's 2×2×2: nine equilibria, all found.
  let e = await equilibria(page);
  assert.equal(e.count, 9, e.rows.join(' | '));
  assert.equal(e.complete, 'true');
  // Type a game: three players choose A or B; all A pays everyone 2, all B pays 1, else 0.
  let job = await jobNumber(page);
  await page.selectOption('#n-preset', 'Three-player coordination');
  await page.waitForSelector('#ncell-0.ne');
  for (let p = 0; p < 3; p++) await setField(page, `#npay-0-0-0-${p}`, '2');
  await page.waitForFunction(() => /\(A, A, A\) — strict — payoffs \(2, 2, 2\)/.test(document.querySelector('#n-pure')?.textContent ?? ''));
  // Both unanimous cells are pure equilibria, strict; every payoff there is a best response.
  assert.equal(await page.locator('#n-matrices td.ne').count(), 2);
  assert.equal(await page.locator('#ncell-0 input.br').count(), 3);
  assert.match(await page.textContent('#n-pure'), /\(A, A, A\) — strict — payoffs \(2, 2, 2\)/);
  e = await equilibria(page, job + 1);
  assert.equal(e.complete, 'true');
  // The symmetric mixed equilibrium: 2p² = (1 − p)², p = √2 − 1, irrational, so printed to 32
  // places with a proof.
  const irrational = e.rows.filter((r) => r.includes('0.4142135623730950488016887242'));
  assert.ok(irrational.length >= 1, e.rows.join(' | '));
  assert.match(irrational[0], /irrational: 32 digits, proven/);
  assert.ok(e.rows.some((r) => r.includes('(1, 0)(1, 0)(1, 0)(2, 2, 2)exact0')), e.rows.join(' | '));
  assert.ok(e.rows.some((r) => r.includes('(0, 1)(0, 1)(0, 1)(1, 1, 1)exact0')), e.rows.join(' | '));
  // And no other: with all three mixing, player 1's indifference 2·q₂q₃ = (1 − q₂)(1 − q₃) and
  // player 2's give q₁ = q₂ (likewise q₂ = q₃); with one player pure the others' best replies
  // are pure.
  assert.equal(e.count, 3, e.rows.join(' | '));
  // The best correlated equilibrium for welfare is all on (A, A, A): 6.
  await page.waitForSelector('#n-ce[data-value="6"]');
  await page.selectOption('#n-ce-objective', 'player:2');
  await page.waitForSelector('#n-ce[data-value="2"]');
  // A bad payoff is named and marked; the results stay, marked stale, until it is fixed.
  await page.fill('#npay-0-1-1-2', 'x');
  await page.waitForSelector('#n-game-errors li');
  assert.match(await page.textContent('#n-game-errors'), /Player 3's payoff at \(B, B, A\)/);
  assert.equal(await page.getAttribute('#npay-0-1-1-2', 'aria-invalid'), 'true');
  await setField(page, '#npay-0-1-1-2', '0');
  await page.waitForFunction(() => !document.querySelector('#n-game-errors'));
  // Arrow keys move between payoffs: down a row, right through the cell's inputs.
  await page.focus('#npay-0-0-0-0');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'npay-0-1-0-0');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'npay-0-1-0-1');
  // The link holds the game: a reload opens the three-player editor on it.
  await page.reload();
  await page.waitForSelector('#n-matrices');
  assert.equal(await page.inputValue('#npay-0-0-0-2'), '2');
  e = await equilibria(page);
  assert.equal(e.count, 3);
  // Add a strategy for player 3 and a fourth player: one matrix per pair.
  await page.click('#nadd-2');
  await page.waitForSelector('#nmatrix-2');
  await page.click('#n-add-player');
  await page.waitForSelector('#nmatrix-5');
  assert.match(await page.textContent('#n-shape'), /^2×2×3×2/);
  await shot(page, 'n-player');
  // Back to two players: the two-player editor.
  await page.click('#players-2');
  await page.waitForSelector('#bimatrix');
  assert.deepEqual(errors, []);
});

test('presets: nine equilibria, an irrational one against Gambit, the voting game', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.click('#players-n');
  await page.waitForSelector('#n-matrices');
  let job = (await equilibria(page), await jobNumber(page));
  await page.selectOption('#n-preset', 'Only an irrational equilibrium (Nau et al.)');
  let e = await equilibria(page, job);
  assert.equal(e.count, 1);
  assert.equal(e.complete, 'true');
  // pygambit's 30-digit refinement of its one equilibrium agrees with ours to 28 places.
  const known = REFERENCE.games['nau2004_sec4.nfg'].union[0].profile;
  for (const mix of known) for (const v of mix) assert.ok(e.rows[0].includes(v.slice(0, 30)), `${v} in ${e.rows[0]}`);
  job = await jobNumber(page);
  await page.selectOption('#n-preset', 'Voting (Condorcet cycle)');
  e = await equilibria(page, job);
  // The voting game is degenerate (a voter who cannot change the winner is indifferent):
  // where two voters mix at once the equations are singular, and the answer says it is not
  // proven complete, with the regions left, rather than guessing.
  assert.equal(e.complete, 'false');
  assert.match(await page.textContent('#n-certificate'), /not proven complete: .* could not be resolved/);
  assert.ok(e.count >= 3, e.rows.join(' | '));
  // Everyone voting alike is a pure equilibrium for each candidate.
  for (const c of ['A', 'B', 'C']) assert.match(await page.textContent('#n-pure'), new RegExp(`\\(${c}, ${c}, ${c}\\)`));
  // A too large file is refused with its size.
  await page.click('details.import summary');
  await page.fill('#n-nfg-input', 'NFG 1 R "big" { "1" "2" "3" } { 6 1 1 }\n1 1 1 2 2 2 3 3 3 4 4 4 5 5 5 6 6 6\n');
  await page.click('#n-nfg-import');
  await page.waitForSelector('#n-nfg-error');
  assert.match(await page.textContent('#n-nfg-error'), /player 1 has 6 strategies/);
  assert.deepEqual(errors, []);
});

test('dominance and security of a three-player game, by keyboard too', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.click('#players-n');
  await page.waitForSelector('#n-matrices');
  // Player 3's B is weakly dominated by A (equal at (D, L)); nothing is strictly dominated.
  await page.click('details.import summary');
  await page.fill('#n-nfg-input', 'NFG 1 R "d4" { "1" "2" "3" } { { "U" "D" } { "L" "R" } { "A" "B" } }\n1 0 5  2 1 0  0 3 1  3 0 2    1 1 0  0 0 0  0 0 0  1 1 1\n');
  await page.click('#n-nfg-import');
  await page.waitForFunction(() => /Nothing is dominated/.test(document.querySelector('#n-elimination')?.textContent ?? ''));
  // Security levels (checked by hand: player 1 mixes U and D half and half against the
  // others' worst, (L, B) and (R, B); the pure minmax is min over the others' profiles of
  // player 1's best payoff, 1).
  const rows = await page.locator('#n-security tbody tr').allTextContents();
  assert.deepEqual(rows, ['11/21/2 U + 1/2 D1/21', '21/21/2 L + 1/2 R1/21', '30A00']);
  // Weak dominance, chosen by keyboard: B goes, then U (strictly, by D), then R (by L).
  await page.focus('#n-dominance-kind');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => (document.querySelector('#n-elimination-steps')?.children.length ?? 0) === 3);
  const steps = await page.locator('#n-elimination-steps li').allTextContents();
  assert.deepEqual(steps, ['3\'s B — weakly dominated by A', '1\'s U — strictly dominated by D', '2\'s R — strictly dominated by L']);
  assert.match(await page.textContent('#n-elimination-left'), /1: D; 2: L; 3: A — one strategy each/);
  // Mixtures off by keyboard too: the same steps (two strategies each leave no mixture).
  await page.focus('#n-dominance-mixed');
  await page.keyboard.press('Space');
  assert.equal(await page.isChecked('#n-dominance-mixed'), false);
  await page.waitForFunction(() => (document.querySelector('#n-elimination-steps')?.children.length ?? 0) === 3);
  assert.deepEqual(errors, []);
});

test('the benchmark: random 3×3×3 games solved in the browser, timed', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.click('#players-n');
  await page.click('#nbench summary');
  // A bad shape is named next to its input.
  await setField(page, '#nbench-shape', '3x');
  await page.click('#nbench-run');
  await page.waitForSelector('#nbench-error-shape');
  await setField(page, '#nbench-shape', '3x3x3');
  await setField(page, '#nbench-games', '10');
  await page.click('#nbench-run');
  await page.waitForSelector('#nbench-summary', { timeout: 300000 });
  const rows = await page.locator('#nbench-rows tbody tr').allTextContents();
  assert.equal(rows.length, 10);
  const millis = await page.locator('#nbench-rows td.ms').allTextContents();
  const summary = await page.textContent('#nbench-summary');
  // The same games natively: gamelab bench nash-n --shape 3x3x3 --games 10 --seed 1.
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'nash-n-browser.json'),
    JSON.stringify({ shape: '3x3x3', games: 10, seed: 1, millis: millis.map(Number), summary }, null, 1));
  console.log('bench nash-n in the browser:', summary);
  // The answers are the native ones: `gamelab bench nash-n --shape 3x3x3 --games 10 --seed 1`
  // finds 59 equilibria (30 irrational) and proves 9 of the 10 lists complete.
  assert.match(summary, /59 equilibria \(30 irrational\); 9 of 10 proven complete/);
  assert.deepEqual(errors, []);
});
