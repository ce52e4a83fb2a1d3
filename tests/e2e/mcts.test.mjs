// End-to-end tests of Monte Carlo tree search stepped and drawn: tic-tac-toe's "Monte Carlo
// tree" view and Connect Four's section, through the four phases one at a time, then many
// iterations, with the α-β tree of the same position beside it. Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, setField, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

const PHASES = ['selection', 'expansion', 'simulation', 'backpropagation'];

async function text(page, sel) {
  return (await page.textContent(sel)).trim();
}

/** The phase chip marked "next", and the phases done in this iteration. */
async function chips(page, id) {
  return page.$$eval(`#${id}-phase-chips .phase`, (ls) => ({
    next: ls.filter((l) => l.classList.contains('next')).map((l) => l.dataset.phase),
    done: ls.filter((l) => l.classList.contains('done')).map((l) => l.dataset.phase),
  }));
}

async function sentences(page, id) {
  return page.$$eval(`#${id}-sentences li`, (ls) => ls.map((l) => [l.dataset.phase, l.textContent.trim()]));
}

/** The visits written in the root's circle of the Monte Carlo tree. */
async function rootVisits(page, id) {
  return page.$eval(`#${id}-picture g.n[data-node="0"] text`, (t) => Number(t.textContent));
}

/** Steps the four phases of one iteration, checking the chips and the words at each. */
async function stepIteration(page, id, iterationsBefore) {
  for (let k = 0; k < 4; k++) {
    assert.deepEqual((await chips(page, id)).next, [PHASES[k]], `phase ${k + 1} is next`);
    await page.click(`#${id}-step`);
    const said = await sentences(page, id);
    assert.equal(said.length, k + 1, 'one sentence per phase so far');
    assert.equal(said[k][0], PHASES[k]);
    assert.ok(said[k][1].toLowerCase().startsWith(PHASES[k]), said[k][1]);
    assert.deepEqual((await chips(page, id)).done, PHASES.slice(0, k + 1));
    // The path of this iteration is drawn in the tree from the selection on.
    const marked = await page.$$eval(`#${id}-picture g.n.act`, (gs) => gs.length);
    assert.ok(marked >= 1, 'the iteration is marked in the tree');
  }
  assert.match(await text(page, `#${id}-status`), new RegExp(`^${iterationsBefore + 1} iterations?,`));
  assert.equal(await rootVisits(page, id), iterationsBefore + 1);
  return sentences(page, id);
}

/** Runs `n` iterations and waits until the status starts with `want` (a count of
 * iterations, or any text: "finished" for a search that stops by itself). */
async function runAndWait(page, id, n, want) {
  await page.click(`#${id}-run-${n}`);
  const prefix = typeof want === 'number' ? `${want} iteration` : null;
  await page.waitForFunction(
    ([sel, prefix, word]) => {
      const t = document.querySelector(sel)?.textContent ?? '';
      return prefix ? t.startsWith(prefix) : t.includes(word);
    },
    [`#${id}-status`, prefix, want],
    { timeout: 120000 },
  );
  assert.equal(await page.$(`#${id}-progress`), null, 'the progress bar is gone when the run is done');
}

test('tic-tac-toe: MCTS stepped through its four phases, then 10⁴ iterations, the α-β tree beside it', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?view=mcts`);
  await page.waitForSelector('#mcts');
  assert.equal(await page.getAttribute('#tab-mcts', 'aria-selected'), 'true');
  assert.match(await text(page, '#mcts-status'), /^0 iterations, 1 nodes/);
  assert.match(await text(page, '#mcts-formula'), /^UCT chooses the child with the largest Q \+ 1\.41/);
  // The α-β tree of the same position is drawn beside.
  await page.waitForSelector('#mcts-ab-picture svg');
  assert.match(await text(page, '#mcts-ab-picture-caption'), /nodes/);

  await runAndWait(page, 'mcts', 10, 10);
  const said = await stepIteration(page, 'mcts', 10);
  assert.match(said[0][1], /^Selection: from the root, X chose /);
  assert.match(said[3][1], /the root now has 11 visits/);
  // The selection's table at the root: all nine cells, exactly one chosen, N = 10.
  assert.match(await text(page, 'details.mcts-table summary'), /At the root, X chooses \(N = 10\)/);
  const rows = await page.$$eval('#mcts-table-0 tbody tr', (trs) => trs.map((t) => t.className));
  assert.equal(rows.length, 9);
  assert.equal(rows.filter((c) => c.includes('chosen')).length, 1);
  // The chosen row's total is the largest of the column.
  const totals = await page.$$eval('#mcts-table-0 tbody tr', (trs) => trs.map((t) => [t.className.includes('chosen'), t.lastElementChild.textContent]));
  const num = (s) => (s === '∞' ? Infinity : Number(s.replace('−', '-')));
  const best = Math.max(...totals.map(([, t]) => num(t)));
  assert.equal(num(totals.find(([c]) => c)[1]), best);

  // Many iterations: run in slices, with the tree folded to three children a node.
  await runAndWait(page, 'mcts', 10000, 10011);
  assert.equal(await rootVisits(page, 'mcts'), 10011);
  assert.equal(await page.$$eval('#mcts-picture g.n.act', (gs) => gs.length), 0, 'no iteration is being stepped');
  const folds = await page.$$eval('#mcts-picture g.n.fold', (gs) => gs.length);
  assert.ok(folds >= 1, 'the other moves are folded into "+N more"');
  assert.match(await page.textContent('#mcts-picture'), /% of visits/);
  const drawnBefore = await page.$$eval('#mcts-picture g.n', (gs) => gs.length);
  await page.selectOption('#mcts-topk', '9');
  const drawnAfter = await page.$$eval('#mcts-picture g.n', (gs) => gs.length);
  assert.ok(drawnAfter > drawnBefore, `${drawnAfter} nodes drawn with nine children a node, ${drawnBefore} with three`);
  // The principal variation is in bold, and the best move is named.
  assert.ok(await page.$$eval('#mcts-picture line.e.pv', (ls) => ls.length) >= 2);
  assert.match(await text(page, '#mcts-best'), /^Best move so far \(most visits\): \(\d, \d\)/);
  // Export: the same drawing as a standalone SVG.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#mcts-export')]);
  const file = path.join(ARTIFACTS, 'mcts-tictactoe.svg');
  await download.saveAs(file);
  const svg = fs.readFileSync(file, 'utf8');
  assert.ok(svg.startsWith('<svg') && svg.includes('10011</text>'));
  // A bad seed is named next to its input; the search keeps its last good settings.
  await setField(page, '#mcts-seed', 'seven');
  assert.match(await text(page, '#error-mcts-seed'), /whole number/);
  assert.equal(await rootVisits(page, 'mcts'), 10011);
  await setField(page, '#mcts-seed', '7');
  assert.equal(await page.$('#error-mcts-seed'), null);
  assert.match(await text(page, '#mcts-status'), /^0 iterations/, 'new settings start a new search');
  // MCTS-Solver proves the draw and stops.
  await page.selectOption('#mcts-variant', 'solver');
  assert.match(await text(page, '#mcts-formula'), /^MCTS-Solver/);
  // (About 21 600 iterations prove it from the empty board with seed 7.)
  await runAndWait(page, 'mcts', 10000, 10000);
  await runAndWait(page, 'mcts', 10000, 20000);
  await runAndWait(page, 'mcts', 10000, 'finished');
  assert.match(await text(page, '#mcts-status'), /the search is finished/);
  assert.match(await text(page, '#mcts-best'), /proven a draw/);
  assert.equal(await page.isDisabled('#mcts-step'), true);
  await shot(page, 'mcts-tictactoe');
  assert.deepEqual(errors, []);
});

test('Connect Four: MCTS stepped through its four phases on a phone, the α-β tree beside it', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${ctx.base}#/connect4?moves=4453&you=both`);
  await page.waitForSelector('#c4-board');
  assert.equal(await page.$('#c4-mcts'), null, 'nothing is built while the section is closed');
  await page.click('#c4-mcts-section > summary');
  await page.waitForSelector('#c4-mcts');
  // From nothing: the root itself is expanded first.
  const first = await stepIteration(page, 'c4-mcts', 0);
  assert.match(first[0][1], /^Selection: from the root, Red chose \d \(untried\); the walk ends at a node with an untried move/);
  assert.match(first[1][1], /^Expansion: the move \d adds a new node/);
  assert.match(first[2][1], /^Simulation: a random playout of \d+ moves? \(/);
  assert.match(first[3][1], /the root now has 1 visits/);
  await runAndWait(page, 'c4-mcts', 100, 101);
  await stepIteration(page, 'c4-mcts', 101);
  const rows = await page.$$eval('#c4-mcts-table-0 tbody tr', (trs) => trs.length);
  assert.equal(rows, 7, 'one row per column');
  await runAndWait(page, 'c4-mcts', 1000, 1102);
  assert.equal(await rootVisits(page, 'c4-mcts'), 1102);
  // PUCT writes its priors; a new variant starts over.
  await page.selectOption('#c4-mcts-variant', 'puct');
  assert.match(await text(page, '#c4-mcts-formula'), /^PUCT chooses/);
  assert.match(await text(page, '#c4-mcts-status'), /^0 iterations/);
  await runAndWait(page, 'c4-mcts', 10, 10);
  await page.click('#c4-mcts-iteration');
  assert.equal((await sentences(page, 'c4-mcts')).length, 4, 'a whole iteration says its four phases');
  const heads = await page.$$eval('#c4-mcts-table-0 thead th', (ths) => ths.map((t) => t.textContent));
  assert.ok(heads.includes('P'), heads.join());
  // The α-β tree beside it, to the plies asked.
  await page.waitForSelector('#c4-ab-picture svg');
  await page.selectOption('#c4-ab-plies', '2');
  assert.match(await text(page, '#c4-mcts-beside .explain'), /to 2 plies/);
  // A move on the board starts a new search of the new position.
  await page.click('#c4-drop-4');
  await page.waitForFunction(() => document.querySelector('#c4-mcts-status')?.textContent.startsWith('0 iterations'));
  // Nothing scrolls sideways on the phone: the pictures scroll in their own boxes.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page scrolls sideways: ${width}`);
  await shot(page, 'mcts-connect4-phone');
  assert.deepEqual(errors, []);
});
