// End-to-end tests of the normal-form games page in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

/** Pastes `nfg` into the import panel and imports it. */
async function importNfg(page, nfg) {
  await page.click('details.import summary');
  await page.fill('#nfg-input', nfg);
  await page.click('#nfg-import');
}

test('battle of the sexes: two pure and one mixed equilibrium; editing updates them', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  // The labels that lead Lemke–Howson to each equilibrium come from a second worker.
  await page.waitForSelector('#equilibria td.lh');
  const rows = await page.locator('#equilibria tbody tr').allTextContents();
  assert.equal(rows.length, 3);
  assert.ok(rows.some((r) => r.includes('(2/3, 1/3)') && r.includes('(1/3, 2/3)') && r.includes('(2/3, 2/3)')), rows.join(' | '));
  // Lemke–Howson reaches only the two pure equilibria from the artificial start: the mixed one
  // has an even index and no label leads to it.
  assert.ok(rows.some((r) => r.includes('(2/3, 1/3)') && /no label reaches it/.test(r)), rows.join(' | '));
  // The seed's Def. 2.0.7–2.0.8: the two pure equilibria are strict, the mixed one weak.
  assert.deepEqual((await page.locator('#equilibria td.kind').allTextContents()).sort(), ['strict', 'strict', 'weak']);
  assert.equal(await page.locator('#bimatrix td.ne').count(), 2);
  // The 2×2 best-response diagram marks the three equilibria where the responses meet.
  assert.equal(await page.getAttribute('#br-diagram', 'data-equilibria'), '3');
  assert.equal(await page.locator('#br-diagram svg circle').count(), 3 + 1, 'three equilibria and the legend swatch');
  // Make (A, A) worth 5 to the column player too: still equilibria, recomputed.
  await page.fill('#cell-0-0 input:nth-child(2)', '5');
  await page.dispatchEvent('#cell-0-0 input:nth-child(2)', 'change');
  await page.waitForFunction(() => /\(5\)|5\)/.test((document.querySelector('#equilibria')?.textContent ?? '')));
  await page.selectOption('#preset', "Prisoner's dilemma");
  await page.waitForFunction(() => document.querySelectorAll('#equilibria tbody tr').length === 1);
  assert.equal(await page.locator('#bimatrix td.ne').count(), 1);
  // Table 2.2: betraying is strictly dominant for both.
  assert.equal(await page.textContent('#equilibria td.kind'), 'strict, in strictly dominant strategies');
  assert.match(await page.textContent('#elimination'), /dominated by/);
  await shot(page, 'games');
  assert.deepEqual(errors, []);
});

test('import a .nfg file; a malformed one is named with line and column', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await importNfg(page, 'NFG 1 R "Matching pennies" { "1" "2" } { 2 2 }\n1 -1 -1 1 -1 1 1 -1\n');
  await page.waitForFunction(() => /\(1\/2, 1\/2\)/.test((document.querySelector('#equilibria')?.textContent ?? '')));
  // The file's title and player names are kept, and come back out in the export and the link.
  await page.fill('#nfg-input', 'NFG 1 R "Matching pennies" { "Alice" "Bob" } { 2 2 }\n1 -1 -1 1 -1 1 1 -1\n');
  await page.click('#nfg-import');
  await page.waitForFunction(() => document.querySelector('#nf-title')?.value === 'Matching pennies');
  assert.equal(await page.inputValue('#nf-p1'), 'Alice');
  assert.equal(await page.inputValue('#nf-p2'), 'Bob');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-nfg')]);
  const file = path.join(ARTIFACTS, 'game.nfg');
  await download.saveAs(file);
  assert.match(fs.readFileSync(file, 'utf8'), /^NFG 1 R "Matching pennies" \{ "Alice" "Bob" \}/);
  await page.waitForFunction(() => /Alice/.test(decodeURIComponent(location.hash)));
  // Large denominators are shown as decimals (marked ≈), small ones as fractions.
  await page.fill('#nfg-input', 'NFG 1 R "big" { "1" "2" } { 2 2 }\n100003 -100003 -100019 100019 0 0 100019 -100019\n');
  await page.click('#nfg-import');
  await page.waitForFunction(() => /≈0\.666702/.test((document.querySelector('#equilibria')?.textContent ?? '')));
  await page.fill('#nfg-input', 'NFG 1 R "bad" { "1" "2" } { 2 2 }\n1 x\n');
  await page.click('#nfg-import');
  await page.waitForSelector('#nfg-error');
  assert.match(await page.textContent('#nfg-error'), /line 2, column 3/);
  assert.deepEqual(errors, []);
});

/** Sets a payoff input and commits it (the editor commits on change). */
async function setPayoff(page, player, r, c, value) {
  const sel = `#pay-${player}-${r}-${c}`;
  await page.fill(sel, value);
  await page.dispatchEvent(sel, 'change');
}

test('editor: keyboard moves between cells, undo/redo, zero-sum and random buttons, shared URL', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#equilibria');
  // Arrow keys: down a row, and right (at the end of the text) to the next input in reading order.
  await page.focus('#pay-0-0-0');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'pay-0-1-0');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'pay-1-1-0');
  // Edit, undo, redo (buttons and keys).
  const before = await page.inputValue('#pay-0-0-0');
  await setPayoff(page, 0, 0, 0, '7');
  await page.waitForFunction(() => location.hash.includes('g='));
  await page.click('#undo');
  await page.waitForFunction((v) => document.querySelector('#pay-0-0-0')?.value === v, before);
  await page.click('#redo');
  await page.waitForFunction(() => document.querySelector('#pay-0-0-0')?.value === '7');
  await page.click('h1');
  await page.keyboard.press('Control+z');
  await page.waitForFunction((v) => document.querySelector('#pay-0-0-0')?.value === v, before);
  await page.keyboard.press('Control+y');
  await page.waitForFunction(() => document.querySelector('#pay-0-0-0')?.value === '7');
  // Rename a strategy: it shows in the equilibria's diagram labels and survives the URL.
  await page.fill('#name-1-0', 'Opera');
  await page.dispatchEvent('#name-1-0', 'change');
  // Zero-sum: classification, the LP value and maxmin = minmax.
  await page.click('#zero-sum');
  await page.waitForFunction(() => /zero-sum/.test(document.querySelector('#classification')?.textContent ?? ''));
  assert.match(await page.textContent('#zero-sum-value'), /Value by LP.*= minmax.*✓/);
  assert.equal(await page.inputValue('#pay-1-0-0'), '-7');
  // The URL holds the game: a new tab with it shows the same table.
  const url = page.url();
  const { page: page2, errors: errors2 } = await openPage(ctx.browser, url);
  await page2.waitForSelector('#equilibria');
  assert.equal(await page2.inputValue('#pay-0-0-0'), '7');
  assert.equal(await page2.inputValue('#pay-1-0-0'), '-7');
  assert.equal(await page2.inputValue('#name-1-0'), 'Opera');
  // A broken shared URL says so and falls back to a default game.
  const { page: page3, errors: errors3 } = await openPage(ctx.browser, `${ctx.base}#/games?g=NFG%201%20R%20%22x%22%20%7B`);
  await page3.waitForSelector('#url-error');
  await page3.waitForSelector('#equilibria');
  // Random game: seeded, so the same seed gives the same game.
  await page.click('#random-game');
  await page.waitForFunction(() => /seed 2/.test(document.querySelector('#random-game')?.textContent ?? ''));
  const randomValue = await page.inputValue('#pay-0-0-0');
  const { page: page4 } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page4.waitForSelector('#equilibria');
  await page4.click('#random-game');
  await page4.waitForFunction(() => /seed 2/.test(document.querySelector('#random-game')?.textContent ?? ''));
  assert.equal(await page4.inputValue('#pay-0-0-0'), randomValue);
  await page.click('#add-col');
  // A 2×3 game: the column player's envelope, with every equilibrium marked on it (a diamond
  // each, named in the caption).
  await page.waitForSelector('#envelope-drag-1');
  const marked = Number(await page.getAttribute('#envelope-drag-1', 'data-equilibria'));
  assert.ok(marked >= 1);
  assert.equal(await page.locator('#envelope-drag-1 svg g.equilibrium').count(), marked);
  assert.match(await page.textContent('#envelope-drag-1-caption'), /Nash equilibria \(◆\): t = /);
  await shot(page, 'games-editor');
  for (const p of [page2, page3, page4]) await p.close();
  assert.deepEqual([...errors, ...errors2, ...errors3], []);
});

test('step through an iterated elimination: struck-out rows and columns', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#equilibria');
  await page.selectOption('#preset', "Prisoner's dilemma");
  await page.waitForSelector('#elim-step');
  const count = await page.textContent('#elim-count');
  assert.match(count, /0 of 2 steps/);
  assert.equal(await page.locator('#bimatrix .eliminated').count(), 0);
  await page.click('#elim-step');
  await page.waitForFunction(() => /1 of 2/.test(document.querySelector('#elim-count')?.textContent ?? ''));
  assert.equal(await page.locator('#bimatrix tr.eliminated').count() + await page.locator('#bimatrix th.eliminated').count(), 1);
  await page.click('#elim-step');
  await page.waitForFunction(() => /2 of 2/.test(document.querySelector('#elim-count')?.textContent ?? ''));
  assert.equal(await page.locator('#bimatrix tr.eliminated').count(), 1);
  assert.equal(await page.locator('#bimatrix th.eliminated').count(), 1);
  assert.match(await page.textContent('#elim-result'), /What survives/);
  await shot(page, 'games-elimination');
  await page.click('#elim-back');
  await page.waitForFunction(() => /1 of 2/.test(document.querySelector('#elim-count')?.textContent ?? ''));
  // Weak dominance on a game where only weak dominance removes something.
  await setPayoff(page, 0, 0, 0, '3');
  await page.selectOption('#elim-kind', 'very-weak');
  await page.waitForSelector('#elim-count');
  assert.deepEqual(errors, []);
});

test('a 10×10 game is enumerated in the worker with progress; a 20×20 one can be cancelled', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#equilibria');
  for (let i = 0; i < 8; i++) { await page.click('#add-row'); await page.click('#add-col'); }
  await page.click('#random-game');
  await page.waitForSelector('#equilibria-job');
  assert.match(await page.textContent('#equilibria-job'), /10×10/);
  await page.waitForSelector('#lemke-howson');
  await page.waitForSelector('#equilibria tbody tr', { timeout: 60000 });
  assert.ok(await page.locator('#equilibria tbody tr').count() >= 1);
  for (let i = 0; i < 10; i++) { await page.click('#add-row'); await page.click('#add-col'); }
  assert.ok(await page.isDisabled('#add-row'));
  await page.click('#random-game');
  await page.waitForSelector('#equilibria-cancel');
  assert.match(await page.textContent('#equilibria-expected'), /20×20 game is expected to take about \d+ (s|min)/);
  await page.waitForFunction(() => Number(document.querySelector('#equilibria-progress')?.value ?? 0) > 0);
  // The page stays responsive while the worker enumerates: an edit goes through (and restarts
  // the enumeration of the edited game).
  await page.fill('#name-0-0', 'Top');
  await page.dispatchEvent('#name-0-0', 'change');
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('"Top"'));
  await page.waitForSelector('#equilibria-cancel');
  await page.waitForFunction(() => Number(document.querySelector('#equilibria-progress')?.value ?? 0) > 0);
  await page.click('#equilibria-cancel');
  await page.waitForSelector('#equilibria-restart');
  assert.match(await page.textContent('#equilibria-status'), /cancelled/);
  await shot(page, 'games-worker');
  assert.deepEqual(errors, []);
});

test('the equilibria benchmark runs in the worker and agrees with the native counts', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.click('#nash-bench summary');
  await page.selectOption('#nash-bench-min', '2');
  await page.selectOption('#nash-bench-max', '8');
  await page.click('#nash-bench-run');
  await page.waitForSelector('#nash-bench-table', { timeout: 60000 });
  const rows = await page.locator('#nash-bench-table tbody tr').allTextContents();
  assert.equal(rows.length, 7);
  // The same seeded games as `gamelab bench nash`: 1, 1, 1, 5, 3, 3, 14 equilibria for n = 2…8.
  const counts = await page.$$eval('#nash-bench-table tbody tr td:nth-child(2)', (tds) => tds.map((t) => Number(t.textContent)));
  assert.deepEqual(counts, [1, 1, 1, 5, 3, 3, 14]);
  assert.deepEqual(errors, []);
});

test('the benchmark games of 9 to 16 strategies in the browser: the native counts, 15×15 in under 10 s', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.click('#nash-bench summary');
  await page.selectOption('#nash-bench-min', '9');
  await page.selectOption('#nash-bench-max', '16');
  await page.click('#nash-bench-run');
  await page.waitForSelector('#nash-bench-table', { timeout: 120000 });
  const table = await page.$$eval('#nash-bench-table tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  // `gamelab bench nash --min 9 --max 16`: equilibria and vertices of each game.
  assert.deepEqual(table.map((r) => Number(r[0])), [9, 10, 11, 12, 13, 14, 15, 16]);
  assert.deepEqual(table.map((r) => Number(r[1])), [7, 13, 7, 17, 25, 35, 35, 21]);
  assert.deepEqual(table.map((r) => Number(r[4])), [626, 2171, 4682, 10545, 24086, 48484, 125605, 227792]);
  const ms15 = Number(table[6][3]);
  assert.ok(ms15 < 10000, `15×15 took ${ms15} ms`);
  fs.writeFileSync(path.join(ARTIFACTS, 'nash-bench-wasm.json'), JSON.stringify({ rows: table }));
  assert.deepEqual(errors, []);
});

test('a 15×15 game pasted as .nfg is solved in the worker with progress; its 35 equilibria are listed', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.click('details.import summary');
  const nfg = fs.readFileSync(new URL('../data/nfg/bench-15x15.nfg', import.meta.url), 'utf8');
  await page.fill('#nfg-input', nfg);
  // Record whether the worker's progress bar showed (the job may take well under a second).
  await page.evaluate(() => {
    window.sawProgress = false;
    new MutationObserver(() => {
      const p = document.querySelector('#equilibria-progress');
      if (p && /running: [\d ]+ bases/.test(document.querySelector('#equilibria-status')?.textContent ?? '')) window.sawProgress = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.click('#nfg-import');
  await page.waitForSelector('#equilibria-job');
  assert.match(await page.textContent('#equilibria-expected'), /15×15 game is expected to take under a second/);
  await page.waitForFunction(() => document.querySelectorAll('#equilibria tbody tr').length === 35, null, { timeout: 60000 });
  assert.match(await page.textContent('#equilibria-status'), /done in \d+ ms/);
  assert.ok(await page.evaluate(() => window.sawProgress));
  assert.match(await page.textContent('#equilibria'), /\d+\/\d+/);
  await shot(page, 'games-15x15');
  assert.deepEqual(errors, []);
});

test('an 18×18 game is enumerated by one worker per core, the same equilibria as by one', async () => {
  const nfg = fs.readFileSync(new URL('../data/nfg/random-18x18.nfg', import.meta.url), 'utf8');
  const times = {};
  let listed = null;
  for (const workers of [1, 'cores']) {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    if (workers === 1) await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 1 }));
    await page.goto(`${ctx.base}#/games`);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    await importNfg(page, nfg);
    await page.waitForSelector('#equilibria-job');
    const n = workers === 1 ? 1 : Math.min(16, cores);
    assert.match(await page.textContent('#equilibria-expected'), new RegExp(`shared by ${n} worker`));
    await page.waitForFunction(() => /done in/.test(document.querySelector('#equilibria-status')?.textContent ?? ''), null, { timeout: 120000 });
    // `gamelab nash --game tests/data/nfg/random-18x18.nfg`: 53 extreme equilibria.
    const rows = await page.locator('#equilibria tbody tr').allTextContents();
    assert.equal(rows.length, 53);
    if (listed) assert.deepEqual(rows, listed);
    listed = rows;
    times[`${n} worker${n === 1 ? '' : 's'}`] = Number((await page.textContent('#equilibria-status')).match(/done in ([\d ]+) ms/)[1].replace(/ /g, ''));
    assert.deepEqual(errors, []);
    await page.close();
  }
  fs.writeFileSync(path.join(ARTIFACTS, 'nash-workers-18x18.json'), JSON.stringify(times));
});

/** The identity n×n game in .nfg: 2ⁿ − 1 equilibria, one per nonempty support. */
function identity(n) {
  const cells = [];
  for (let c = 0; c < n; c++) for (let r = 0; r < n; r++) cells.push(r === c ? '1 1' : '0 0');
  return `NFG 1 R "identity ${n}" { "1" "2" } { ${n} ${n} }\n\n${cells.join(' ')}\n`;
}

test('65 535 equilibria: the pairing shows its progress, the table lists 500, the download all', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await importNfg(page, identity(16));
  await page.waitForFunction(() => /vertices paired/.test(document.querySelector('#equilibria-status')?.textContent ?? ''), null, { timeout: 60000 });
  await page.waitForFunction(() => /done in/.test(document.querySelector('#equilibria-status')?.textContent ?? ''), null, { timeout: 120000 });
  assert.match(await page.textContent('#equilibria h3'), /65535 extreme/);
  assert.equal(await page.locator('#equilibria tbody tr').count(), 500);
  assert.match(await page.textContent('#equilibria-listed'), /first 500 of 65535/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#equilibria-download')]);
  const file = path.join(ARTIFACTS, 'identity-16-equilibria.json');
  await download.saveAs(file);
  const answer = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.equal(answer.equilibria.length, 65535);
  assert.equal(answer.game, 'identity 16');
  assert.deepEqual(errors, []);
});

test('the pairing of 131 071 equilibria can be cancelled while it runs', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await importNfg(page, identity(17));
  await page.waitForFunction(() => /vertices paired/.test(document.querySelector('#equilibria-status')?.textContent ?? ''), null, { timeout: 60000 });
  await page.click('#equilibria-cancel');
  // The pairing stops between slices: well before its 262 142 points are solved.
  await page.waitForSelector('#equilibria-restart', { timeout: 3000 });
  assert.match(await page.textContent('#equilibria-status'), /cancelled/);
  assert.equal(await page.locator('#equilibria tbody tr').count(), 0);
  assert.deepEqual(errors, []);
});

test('bad payoffs are named and marked while typed; the results stay, marked stale, until fixed', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#equilibria tbody tr');
  const before = await page.locator('#equilibria tbody tr').allTextContents();
  assert.equal(before.length, 3);
  const hash = await page.evaluate(() => location.hash);
  const listed = () => page.locator('#game-errors li').allTextContents();
  // fill() fires `input` only: the person is still typing in the cell (no change, no blur).
  await page.fill('#pay-0-0-1', 'x');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'pay-0-0-1');
  await page.waitForSelector('#game-errors li', { timeout: 2000 });
  let items = await listed();
  assert.equal(items.length, 1, items.join(' | '));
  assert.match(items[0], /^row player's payoff at \(movie A, movie B\): "x" is not a number/);
  const first = page.locator('#pay-0-0-1');
  assert.match(await first.getAttribute('class'), /\binvalid\b/);
  assert.equal(await first.getAttribute('aria-invalid'), 'true');
  const describedBy = await first.getAttribute('aria-describedby');
  assert.match(await page.textContent(`#${describedBy}`), /movie A, movie B/);
  assert.match(await page.textContent('#game-error'), /1 problem in the table \(marked in red\)/);
  // A second bad value, typed key by key into another cell: two problems listed.
  await page.locator('#pay-1-1-0').fill('');
  await page.locator('#pay-1-1-0').pressSequentially('2/0');
  await page.waitForFunction(() => document.querySelectorAll('#game-errors li').length === 2
    && /divides by zero/.test(document.querySelector('#game-errors')?.textContent ?? ''));
  items = await listed();
  assert.match(items[0], /^row player's payoff at \(movie A, movie B\)/);
  assert.match(items[1], /^column player's payoff at \(movie B, movie A\): "2\/0" divides by zero/);
  assert.equal(await page.getAttribute('#pay-1-1-0', 'aria-invalid'), 'true');
  assert.match(await page.getAttribute('#pay-1-1-0', 'class'), /\binvalid\b/);
  // Only the bad inputs are marked.
  assert.equal(await page.locator('#bimatrix input.invalid').count(), 2);
  assert.equal(await page.locator('#bimatrix input[aria-invalid="true"]').count(), 2);
  // The last valid game's results are still there, marked stale; nothing can be exported, the
  // link keeps the last valid game, and the table shows no equilibrium of a game it is not.
  for (const id of ['classification', 'equilibria', 'security', 'elimination']) {
    assert.equal(await page.locator(`#${id}-stale`).count(), 1, `${id} is marked stale`);
  }
  assert.deepEqual(await page.locator('#equilibria tbody tr').allTextContents(), before);
  assert.match(await page.textContent('#classification'), /general-sum/);
  assert.equal(await page.getAttribute('#br-diagram', 'data-equilibria'), '3');
  assert.equal(await page.locator('#br-diagram svg circle').count(), 3 + 1, 'three equilibria and the legend swatch');
  assert.ok(await page.isDisabled('#export-nfg'));
  assert.equal(await page.evaluate(() => location.hash), hash);
  assert.equal(await page.locator('#bimatrix td.ne').count(), 0);
  await shot(page, 'games-invalid-cells');
  // Fix both (still typing): the list and the stale marks go, the results are the new game's.
  await page.fill('#pay-0-0-1', '3');
  await page.waitForFunction(() => document.querySelectorAll('#game-errors li').length === 1);
  assert.equal(await page.getAttribute('#pay-0-0-1', 'aria-invalid'), 'false');
  assert.equal(await page.getAttribute('#pay-0-0-1', 'aria-describedby'), null);
  await page.fill('#pay-1-1-0', '0');
  await page.waitForFunction(() => !document.querySelector('#game-errors'));
  assert.equal(await page.locator('#game-error').count(), 0);
  // The stale marks go as the workers' answers for the fixed game arrive.
  await page.waitForFunction(() => document.querySelectorAll('[id$="-stale"], .stale').length === 0);
  assert.equal(await page.locator('#bimatrix input.invalid').count(), 0);
  // Row movie A now strictly dominates movie B: one equilibrium, (movie A, movie A).
  await page.waitForFunction(() => document.querySelectorAll('#equilibria tbody tr').length === 1);
  assert.match(await page.textContent('#equilibria tbody tr'), /\(2, 1\)/);
  assert.match(await page.textContent('#elimination'), /dominated by/);
  assert.equal(await page.locator('#bimatrix td.ne').count(), 1);
  assert.ok(!(await page.isDisabled('#export-nfg')));
  // Undo takes the typing back one committed edit at a time: the bad 2/0 comes back, and with
  // it the problem and the stale marks; redo makes the results fresh again.
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelector('#pay-1-1-0')?.value === '2/0');
  await page.waitForSelector('#equilibria-stale');
  items = await listed();
  assert.equal(items.length, 1, items.join(' | '));
  assert.match(items[0], /divides by zero/);
  await page.click('#redo');
  await page.waitForFunction(() => document.querySelector('#pay-1-1-0')?.value === '0');
  await page.waitForFunction(() => !document.querySelector('#game-errors') && !document.querySelector('.stale'));
  await page.waitForFunction(() => /g=/.test(location.hash));
  assert.notEqual(await page.evaluate(() => location.hash), hash);
  assert.deepEqual(errors, []);
});

test("the worker's equilibria stay, marked stale, while a cell is bad; the same game again is fresh without a rerun", async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#equilibria');
  // 9×9: too many linear systems for the main thread, so the worker enumerates.
  for (let i = 0; i < 7; i++) { await page.click('#add-row'); await page.click('#add-col'); }
  await page.click('#random-game');
  await page.waitForSelector('#equilibria-job');
  await page.waitForFunction(() => /done in/.test(document.querySelector('#equilibria-status')?.textContent ?? ''), null, { timeout: 60000 });
  await page.waitForSelector('#equilibria tbody tr');
  const rows = await page.locator('#equilibria tbody tr').allTextContents();
  const status = await page.textContent('#equilibria-status');
  const value = await page.inputValue('#pay-1-4-7');
  await page.fill('#pay-1-4-7', '1/');
  await page.waitForSelector('#equilibria-stale');
  assert.match(await page.textContent('#game-errors'), /column player's payoff at \(R3, C6\)/);
  // Not cleared, not restarted: the same rows, the same finished job.
  assert.deepEqual(await page.locator('#equilibria tbody tr').allTextContents(), rows);
  assert.equal(await page.textContent('#equilibria-status'), status);
  assert.equal(await page.locator('#equilibria-cancel').count(), 0);
  // Typing the old value back is the game the worker solved: fresh at once, no new job.
  await page.fill('#pay-1-4-7', value);
  await page.waitForFunction(() => !document.querySelector('.stale') && !document.querySelector('#game-errors'));
  assert.deepEqual(await page.locator('#equilibria tbody tr').allTextContents(), rows);
  assert.equal(await page.textContent('#equilibria-status'), status);
  assert.deepEqual(errors, []);
});
