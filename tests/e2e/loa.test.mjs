// End-to-end tests of the Lines of Action lab (#/loa) in headless Chromium, clicking and
// typing as a person would. Run after `trunk build` (scripts/test.sh does both).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

const square = (name) => `#loa-board [data-square="${name}"]`;

/** The 64 squares a1…h8 as one string: b, w or '.'. */
async function boardText(page) {
  return page.evaluate(() => [...document.querySelectorAll('#loa-board [data-square]')]
    .map((g) => ({ black: 'b', white: 'w' })[g.dataset.piece] ?? '.').join(''));
}

/** The names of the squares carrying a class, in board order (a1 first). */
async function marked(page, cls) {
  return page.evaluate((c) => [...document.querySelectorAll(`#loa-board [data-square].${c}`)]
    .map((g) => g.dataset.square), cls);
}

async function status(page) {
  return (await page.textContent('#loa-status')).trim();
}

async function waitStatus(page, re) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('#loa-status')?.textContent ?? ''), re.source);
}

async function move(page, from, to) {
  await page.click(square(from));
  await page.waitForSelector(`${square(from)}.selected`);
  await page.click(square(to));
  await page.waitForFunction(([f, t]) => document.querySelector(`#loa-board [data-square="${t}"]`).classList.contains('last')
    && document.querySelector(`#loa-board [data-square="${f}"]`).dataset.piece === '', [from, to]);
}

test('moves by clicking: targets marked, status and URL follow; captures marked; undo, redo; a reload restores the game', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=both`);
  await page.waitForSelector('#loa-board');
  assert.match(await status(page), /^Black to move/);
  assert.equal((await marked(page, 'sq')).length, 64);
  // Select b1: its three moves are marked.
  await page.click(square('b1'));
  await page.waitForSelector(`${square('b1')}.selected`);
  assert.deepEqual(await marked(page, 'target'), ['h1', 'b3', 'd3']);
  assert.match(await status(page), /piece on b1 can go to 3 squares/);
  await shot(page, 'loa-selected');
  // Another click on the same piece drops the selection.
  await page.click(square('b1'));
  await page.waitForFunction(() => !document.querySelector('#loa-board .target'));
  // The shortest published game's opening, with a capture on the fourth ply.
  await move(page, 'd1', 'b3');
  await waitStatus(page, /^White to move/);
  assert.match(page.url(), /#\/loa\?moves=d1-b3(&human=both)?$/);
  await move(page, 'h5', 'g4');
  await move(page, 'b1', 'b4');
  await move(page, 'g4', 'g1');
  assert.match(page.url(), /moves=d1-b3(%2C|,)h5-g4(%2C|,)b1-b4(%2C|,)g4xg1(&human=both)?$/);
  assert.deepEqual(await marked(page, 'captured'), ['g1']);
  assert.deepEqual(await marked(page, 'last'), ['g1', 'g4']);
  assert.match(await page.textContent('#loa-counts'), /Black: 11 pieces.*White: 12 pieces/);
  assert.match(await page.textContent('#loa-record-text'), /1\. d1-b3 h5-g4\s+2\. b1-b4 g4xg1/);
  await shot(page, 'loa-capture');
  const position = await boardText(page);
  const shared = page.url();
  // Undo takes the capture back; redo plays it again.
  await page.click('#loa-undo');
  await page.waitForFunction(() => document.querySelector('#loa-board [data-square="g1"]').dataset.piece === 'black');
  assert.match(page.url(), /b1-b4(&human=both)?$/);
  assert.match(await status(page), /^White to move/);
  await page.click('#loa-redo');
  await page.waitForFunction(() => document.querySelector('#loa-board [data-square="g1"]').dataset.piece === 'white');
  assert.equal(page.url(), shared);
  // The shared address restores the position in another tab, and after a reload.
  const { page: other, errors: otherErrors } = await openPage(ctx.browser, shared);
  await other.waitForSelector('#loa-board');
  assert.equal(await boardText(other), position);
  assert.match(await status(other), /^Black to move/);
  assert.deepEqual(await marked(other, 'captured'), ['g1']);
  await page.click('#loa-undo');
  await page.reload();
  await page.waitForSelector('#loa-board');
  assert.match(page.url(), /b1-b4(&human=both)?$/);
  assert.equal(await page.getAttribute(square('g1'), 'data-piece'), 'black');
  assert.deepEqual(errors, []);
  assert.deepEqual(otherErrors, []);
});

test('one move by keyboard: arrows move the cursor, Enter selects and moves, u undoes', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=both`);
  await page.waitForSelector('#loa-board');
  await page.focus('#loa-board');
  assert.deepEqual(await marked(page, 'cursor'), ['d4']);
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
  assert.deepEqual(await marked(page, 'cursor'), ['b1']);
  assert.match(await page.textContent('#loa-keys'), /cursor is on b1/);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${square('b1')}.selected`);
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  // The cursor ring is drawn while the board has the focus.
  const ring = await page.$eval(`${square('d3')} .cursor-ring`, (r) => getComputedStyle(r).stroke);
  assert.notEqual(ring, 'none');
  await shot(page, 'loa-keyboard');
  await page.keyboard.press(' ');
  await waitStatus(page, /^White to move/);
  assert.match(page.url(), /moves=b1-d3(&human=both)?$/);
  assert.equal(await page.getAttribute(square('d3'), 'data-piece'), 'black');
  await page.keyboard.press('u');
  await waitStatus(page, /^Black to move/);
  assert.doesNotMatch(page.url(), /moves=/);
  assert.deepEqual(errors, []);
});

test('replay: the shortest published game stepped to its end is a Black win; keys, slider and another record', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=both`);
  await page.waitForSelector('#loa-board');
  await page.click('#loa-tab-replay');
  await page.waitForSelector('#loa-record-select');
  assert.equal(await page.locator('#loa-record-select option').count(), 16);
  await page.selectOption('#loa-record-select', { label: 'The shortest known game (9 plies)' });
  assert.equal((await page.textContent('#loa-replay-ply')).trim(), 'ply 0 of 9');
  assert.equal(await page.locator('#loa-replay-result').count(), 0);
  for (let ply = 1; ply <= 9; ply++) {
    await page.click('#loa-replay-next');
    await page.waitForFunction((p) => document.querySelector('#loa-replay-ply').textContent.trim() === `ply ${p} of 9`, ply);
  }
  assert.match(await page.textContent('#loa-replay-result'), /Black wins/);
  assert.match(await status(page), /Ply 9 of 9: Black wins: all Black pieces are connected\./);
  assert.ok(await page.isDisabled('#loa-replay-next'));
  assert.match(page.url(), /record=shortest_game&ply=9/);
  await shot(page, 'loa-replay-end');
  // Keys on the board step through the record.
  await page.focus('#loa-board');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('#loa-replay-ply').textContent.trim() === 'ply 0 of 9');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#loa-replay-ply').textContent.trim() === 'ply 2 of 9');
  assert.deepEqual(await marked(page, 'last'), ['g4', 'h5']);
  await page.keyboard.press('End');
  await page.waitForSelector('#loa-replay-result');
  // The slider jumps to any ply.
  await page.fill('#loa-replay-slider', '4');
  await page.waitForFunction(() => document.querySelector('#loa-replay-ply').textContent.trim() === 'ply 4 of 9');
  assert.deepEqual(await marked(page, 'captured'), ['g1']);
  // A reload keeps the replay where it was.
  await page.reload();
  await page.waitForSelector('#loa-replay-ply');
  assert.equal((await page.textContent('#loa-replay-ply')).trim(), 'ply 4 of 9');
  // Another record starts at its beginning.
  await page.selectOption('#loa-record-select', '1');
  await page.waitForFunction(() => /^ply 0 of \d+$/.test(document.querySelector('#loa-replay-ply').textContent.trim()));
  assert.match(page.url(), /record=appendix_E_game1(&human=both)?$/);
  // Play on from a replayed position.
  await page.click('#loa-replay-next');
  await page.click('#loa-replay-play');
  await waitStatus(page, /^White to move/);
  assert.match(page.url(), /#\/loa\?moves=[a-h][1-8][-x][a-h][1-8](&human=both)?$/);
  assert.deepEqual(errors, []);
});

test('the position editor: clicks cycle squares, a bad text shows its column, a good one is played from', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=both`);
  await page.waitForSelector('#loa-board');
  await page.click('#loa-tab-edit');
  await page.waitForSelector('#loa-editor-text');
  assert.equal(await page.inputValue('#loa-editor-text'), '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b');
  // A click cycles an empty square to black, and the text follows.
  await page.click(square('e4'));
  await page.waitForFunction(() => document.querySelector('#loa-board [data-square="e4"]').dataset.piece === 'black');
  assert.equal(await page.inputValue('#loa-editor-text'), '1bbbbbb1/w6w/w6w/w6w/w3b2w/w6w/w6w/1bbbbbb1 b');
  // Thirteen black pieces cannot be played.
  assert.match(await page.textContent('#loa-editor-error'), /column 1: Black has 13 pieces/);
  assert.ok(await page.isDisabled('#loa-editor-play'));
  // A malformed text: its column is shown beside the field.
  await page.fill('#loa-editor-text', '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x');
  await page.waitForFunction(() => /column 43/.test(document.querySelector('#loa-editor-error').textContent));
  assert.match(await page.textContent('#loa-editor-error'), /column 43: 'x' is not a side to move/);
  assert.equal(await page.getAttribute('#loa-editor-text', 'aria-invalid'), 'true');
  assert.ok(await page.isDisabled('#loa-editor-play'));
  await shot(page, 'loa-editor-error');
  // A good text is accepted and drawn, and becomes the game's start.
  const good = 'b7/8/3b4/8/2bw4/8/8/6w1 w';
  await page.fill('#loa-editor-text', good);
  await page.waitForFunction(() => document.querySelector('#loa-editor-error').textContent === '');
  assert.equal(await page.getAttribute(square('a8'), 'data-piece'), 'black');
  assert.equal(await page.getAttribute(square('g1'), 'data-piece'), 'white');
  await page.click('#loa-editor-play');
  await waitStatus(page, /^White to move/);
  assert.match(page.url(), /fen=b7%2F8%2F3b4%2F8%2F2bw4%2F8%2F8%2F6w1(\+|%20)w/);
  await move(page, 'd4', 'd6');
  assert.deepEqual(await marked(page, 'captured'), ['d6']);
  assert.match(await page.textContent('#loa-record-text'), /^b7\/8\/3b4\/8\/2bw4\/8\/8\/6w1 w\s+1\. … d4xd6/);
  // The set-up game survives a reload.
  await page.reload();
  await page.waitForSelector('#loa-start');
  assert.match(await page.textContent('#loa-start'), /b7\/8\/3b4/);
  assert.equal(await page.getAttribute(square('d6'), 'data-piece'), 'white');
  assert.deepEqual(errors, []);
});

test('a bad address names the parameter; the board fits a phone', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=both&moves=b1-d3,a2-a4`);
  await page.waitForSelector('#loa-error');
  assert.match(await page.textContent('#loa-error'), /moves: move 2 \(a2-a4\)/);
  await page.goto(`${ctx.base}#/loa?record=nope`);
  await page.waitForFunction(() => /record: no published record is called "nope"/.test(document.querySelector('#loa-error')?.textContent ?? ''));
  assert.deepEqual(errors, []);

  const phone = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  const phoneErrors = [];
  phone.on('pageerror', (e) => phoneErrors.push(String(e)));
  await phone.goto(`${ctx.base}#/loa?human=both&moves=b1-d3`);
  await phone.waitForSelector('#loa-board');
  const box = await phone.locator('#loa-board').boundingBox();
  assert.ok(box.width <= 390 && box.width >= 280, `board width ${box.width}`);
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `board from ${box.x} to ${box.x + box.width}`);
  await phone.click(square('h2'));
  await phone.waitForSelector(`${square('h2')}.selected`);
  await shot(phone, 'loa-phone');
  assert.deepEqual(phoneErrors, []);
});

/** The moves in the page's URL. */
function urlMoves(page) {
  const m = /[?&]moves=([^&]*)/.exec(page.url());
  return m ? decodeURIComponent(m[1]).split(',') : [];
}

/** Waits until the URL holds `n` moves. */
async function waitMoves(page, n) {
  await page.waitForFunction((count) => {
    const m = /[?&]moves=([^&]*)/.exec(location.hash);
    return (m ? decodeURIComponent(m[1]).split(',').length : 0) === count;
  }, n);
}

/** Plays the first legal move of a black piece by clicks (a1 first); returns it. */
async function playAnyMove(page) {
  const blacks = await page.evaluate(() => [...document.querySelectorAll('#loa-board [data-square]')]
    .filter((g) => g.dataset.piece === 'black').map((g) => g.dataset.square));
  for (const from of blacks) {
    await page.click(square(from));
    await page.waitForSelector(`${square(from)}.selected`);
    const targets = await marked(page, 'target');
    if (targets.length) {
      await page.click(square(targets[0]));
      return [from, targets[0]];
    }
  }
  throw new Error('no legal move for Black');
}

/** The person's move against the engine (`from`-`to`, or any legal move), then the engine's reply. */
async function moveAndWaitForReply(page, from, to) {
  const before = urlMoves(page).length;
  if (from) {
    await page.click(square(from));
    await page.waitForSelector(`${square(from)}.selected`);
    await page.click(square(to));
  } else {
    await playAnyMove(page);
  }
  await waitMoves(page, before + 2);
  await waitStatus(page, /^Black to move: the engine played [a-h][1-8][-x][a-h][1-8]/);
}

test('against the engine: it replies to each move, the URL carries the game, undo takes back two plies', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=both`);
  await page.waitForSelector('#loa-board');
  assert.ok(await page.isDisabled('#loa-strength'), 'no engine while both sides are played by hand');
  // A fresh page plays against the engine: the person has Black and moves first.
  await page.goto(`${ctx.base}#/`);
  await page.waitForSelector('#home');
  await page.goto(`${ctx.base}#/loa`);
  await page.waitForSelector('#loa-board');
  assert.equal(await page.inputValue('#loa-human'), 'black');
  assert.ok(await page.isEnabled('#loa-strength'));
  await page.selectOption('#loa-strength', '10000');
  await page.waitForFunction(() => /nodes=10k/.test(location.hash));
  assert.match(await status(page), /^Black to move/);
  await moveAndWaitForReply(page, 'b1', 'd3');
  const reply = urlMoves(page)[1];
  assert.doesNotMatch(page.url(), /human=/, 'the default side is left out of the link');
  assert.match(page.url(), /nodes=10k/);
  // The engine's move is the last move on the board, and its report says what it saw.
  assert.deepEqual((await marked(page, 'last')).sort(), [reply.slice(0, 2), reply.slice(3)].sort());
  assert.match(await page.textContent('#loa-engine-report'), /^The engine \(White\) played [a-h][1-8][-x][a-h][1-8] after searching \d+ plies deep/);
  await moveAndWaitForReply(page);
  await moveAndWaitForReply(page);
  assert.equal(urlMoves(page).length, 6);
  assert.match(await page.textContent('#loa-record-text'), /^1\. b1-d3 \S+\s+2\. \S+ \S+\s+3\. \S+ \S+\s*$/);
  // White's pieces are the engine's: a click on one selects nothing.
  const white = (await boardText(page)).indexOf('w');
  const names = 'abcdefgh';
  const whiteSquare = `${names[white % 8]}${Math.floor(white / 8) + 1}`;
  await page.click(square(whiteSquare));
  assert.equal(await page.locator('#loa-board .selected').count(), 0);
  await shot(page, 'loa-engine-game');
  // Undo takes back the engine's reply and the move it answered.
  const six = urlMoves(page);
  await page.click('#loa-undo');
  await waitMoves(page, 4);
  assert.deepEqual(urlMoves(page), six.slice(0, 4));
  assert.match(await status(page), /^Black to move/);
  // Redo plays both again.
  await page.click('#loa-redo');
  await waitMoves(page, 6);
  assert.deepEqual(urlMoves(page), six);
  // A reload restores the game and the sides; the engine waits for Black.
  await page.reload();
  await page.waitForSelector('#loa-board');
  assert.equal(await page.inputValue('#loa-human'), 'black');
  assert.equal(await page.inputValue('#loa-budget'), '10k');
  await page.waitForTimeout(300);
  assert.deepEqual(urlMoves(page), six);
  assert.deepEqual(errors, []);
});

test('the engine thinks in the worker: progress, Cancel, move now; an undo stops its search', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=black&nodes=200M`);
  await page.waitForSelector('#loa-board');
  await page.click(square('b1'));
  await page.click(square('d3'));
  await waitStatus(page, /^White to move: engine thinking…/);
  await page.waitForSelector('#loa-engine-progress');
  await page.waitForFunction(() => /White is thinking: depth \d+, [\d\u2009]+ of 200\u2009000\u2009000 nodes/.test(document.querySelector('#loa-engine-status')?.textContent ?? ''));
  // The page stays responsive while it thinks: the keyboard cursor still moves.
  await page.focus('#loa-board');
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await marked(page, 'cursor'), ['c3']);
  await shot(page, 'loa-engine-thinking');
  // Cancel: the engine stops and offers to move again.
  await page.click('#loa-engine-cancel');
  await page.waitForSelector('#loa-engine-go');
  assert.match(await status(page), /the engine's search was cancelled/);
  assert.equal(urlMoves(page).length, 1);
  // Let it think again, then make it move with what it has found so far.
  await page.click('#loa-engine-go');
  await page.waitForSelector('#loa-engine-now');
  await page.click('#loa-engine-now');
  await waitStatus(page, /^Black to move: the engine played/);
  assert.equal(urlMoves(page).length, 2);
  // An undo while it thinks takes back the move it was thinking about and stops the search.
  await playAnyMove(page);
  await waitStatus(page, /engine thinking…/);
  await page.click('#loa-undo');
  await waitStatus(page, /^Black to move/);
  assert.equal(await page.locator('#loa-engine-job').count(), 0);
  await page.waitForTimeout(1500);
  assert.equal(urlMoves(page).length, 2, 'no late reply after the undo');
  // The engine playing Black moves first.
  await page.selectOption('#loa-strength', '10000');
  await page.click('#loa-new');
  await page.selectOption('#loa-human', 'white');
  await waitMoves(page, 1);
  await waitStatus(page, /^White to move: the engine played/);
  assert.deepEqual(errors, []);
});

test('the budget field checks what is typed', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=black`);
  await page.waitForSelector('#loa-budget');
  assert.equal(await page.inputValue('#loa-budget'), '100k');
  await page.fill('#loa-budget', '5');
  await page.press('#loa-budget', 'Enter');
  await page.waitForFunction(() => /too few/.test(document.querySelector('#loa-budget-error').textContent));
  assert.equal(await page.textContent('#loa-budget-error'), '5 nodes is too few: the budget is at least 1k');
  assert.equal(await page.getAttribute('#loa-budget', 'aria-invalid'), 'true');
  assert.doesNotMatch(page.url(), /nodes=/);
  await page.fill('#loa-budget', 'lots');
  await page.press('#loa-budget', 'Enter');
  await page.waitForFunction(() => /not a number of nodes/.test(document.querySelector('#loa-budget-error').textContent));
  await page.fill('#loa-budget', '250 000');
  await page.press('#loa-budget', 'Enter');
  await page.waitForFunction(() => /nodes=250k/.test(location.hash));
  assert.equal(await page.textContent('#loa-budget-error'), '');
  assert.equal(await page.inputValue('#loa-strength'), '');
  assert.equal(await page.inputValue('#loa-budget'), '250k');
  // A bad budget in the address names the field.
  await page.goto(`${ctx.base}#/loa?nodes=300M`);
  await page.waitForFunction(() => /nodes: .* is too many/.test(document.querySelector('#loa-error')?.textContent ?? ''));
  assert.deepEqual(errors, []);
});

test('analysis: a live principal variation, depth, nodes and speed; Cancel; the best move drawn', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=both&moves=b1-d3`);
  await page.waitForSelector('#loa-analyse');
  await page.selectOption('#loa-analysis-budget', '100000000');
  await page.click('#loa-analyse');
  await page.waitForSelector('#loa-analysis-cancel');
  // Iterations complete while it runs: the figures fill in and deepen.
  await page.waitForFunction(() => Number(document.querySelector('#loa-analysis-depth')?.textContent.split(' ')[0]) >= 3);
  assert.match(await page.textContent('#loa-analysis-status'), /^searching depth \d+: [\d\u2009]+ of 100\u2009000\u2009000 nodes/);
  // Read at one instant: an iteration may complete at any time.
  const snap = await page.evaluate(() => ({
    pv: document.querySelector('#loa-analysis-pv').textContent.trim(),
    best: document.querySelector('#loa-analysis-best').textContent.trim(),
    arrow: document.querySelector('#loa-best-arrow')?.dataset.move,
  }));
  assert.match(snap.pv, /^1\. … [a-h][1-8][-x][a-h][1-8]/);
  assert.match(await page.textContent('#loa-analysis-score-words'), /^ — the evaluation from White.s view \(White is to move\)|proven by the search/);
  assert.match(await page.textContent('#loa-analysis-nodes'), /^[\d\u2009]+$/);
  assert.match(await page.textContent('#loa-analysis-speed'), /nodes\/s$/);
  // The best move is drawn as an arrow on the board, and begins the line.
  assert.equal(snap.arrow, snap.best);
  assert.equal(snap.pv.split(' ')[2], snap.best);
  await shot(page, 'loa-analysis');
  await page.click('#loa-analysis-cancel');
  await page.waitForFunction(() => /^Cancelled after/.test(document.querySelector('#loa-analysis-status')?.textContent ?? ''));
  assert.equal(await page.locator('#loa-analysis-cancel').count(), 0);
  assert.match(await page.textContent('#loa-analysis-depth'), /^\d+ pl/);
  // A small budget runs to its end.
  await page.selectOption('#loa-analysis-budget', '1000000');
  await page.click('#loa-analyse');
  await page.waitForFunction(() => /^Finished/.test(document.querySelector('#loa-analysis-status')?.textContent ?? ''));
  assert.match(await page.textContent('#loa-analysis-status'), /budget of 1\u2009000\u2009000 nodes is spent/);
  // Another position: the analysis of the old one is gone.
  await move(page, 'h2', 'f4');
  await page.waitForFunction(() => !document.querySelector('#loa-analysis-figures') && !document.querySelector('#loa-best-arrow'));
  assert.deepEqual(errors, []);
});

test('the top of the alpha-beta tree: values, windows and cut-offs; a root child opens', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=both`);
  await page.waitForSelector('#loa-tree-summary');
  // Depth 2 from the start: 464 of minimax's 1 281 nodes.
  assert.match(await page.textContent('#loa-tree-summary'), /Alpha-beta entered 464 nodes .* minimax would enter all 1\u2009281 nodes/);
  const rootChildren = '#loa-tree-outline > li > ul > li';
  assert.equal(await page.locator(rootChildren).count(), 36);
  assert.match(await page.textContent('#loa-tree-outline #node-0'), /MAX.*root.*α=−∞ β=\+∞ v=-?\d+/);
  // A root child that was not the best: closed, with its window; open it.
  const child = page.locator(`${rootChildren}:not(:has(.pv)) > .row`).first();
  assert.match(await child.textContent(), /MIN\s*[a-h][1-8][-x][a-h][1-8]\s*α=(−∞|-?\d+) β=\+∞ v=-?\d+/);
  const item = page.locator(`${rootChildren}:not(:has(.pv))`).first();
  assert.equal(await item.getAttribute('aria-expanded'), 'false');
  await child.click();
  await page.waitForFunction(() => [...document.querySelectorAll('#loa-tree-outline > li > ul > li')].some((li) => li.getAttribute('aria-expanded') === 'true' && !li.querySelector(':scope > .row.pv')));
  assert.ok(await item.locator('ul > li').count() > 0);
  assert.ok(await page.locator('#loa-tree-outline .cut-tag').count() > 0, 'cut-offs are marked');
  await shot(page, 'loa-tree');
  // Depth 1: the root and its 36 moves; the keyboard opens rows too.
  await page.selectOption('#loa-tree-depth', '1');
  await page.waitForFunction(() => /entered 37 nodes/.test(document.querySelector('#loa-tree-summary').textContent));
  // Depth 3 in the middle of a game stays quick to compute.
  await page.goto(`${ctx.base}#/loa?human=both&moves=b1-d3,h2-f4,c1-c3`);
  await page.waitForSelector('#loa-tree-summary');
  await page.selectOption('#loa-tree-depth', '3');
  await page.waitForFunction(() => /Value -?\d+ from Black's view/.test(document.querySelector('#loa-tree-summary').textContent));
  await page.focus('#loa-tree-outline #node-0');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#loa-tree-outline > li').getAttribute('aria-expanded'), 'false');
  assert.deepEqual(errors, []);
});

test('the engine and analysis panels fit a phone', async () => {
  const phone = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  const phoneErrors = [];
  phone.on('pageerror', (e) => phoneErrors.push(String(e)));
  await phone.goto(`${ctx.base}#/loa?moves=b1-d3,h2-f4&human=black&nodes=10k`);
  await phone.waitForSelector('#loa-analyse');
  await phone.selectOption('#loa-analysis-budget', '1000000');
  await phone.click('#loa-analyse');
  await phone.waitForFunction(() => /^Finished/.test(document.querySelector('#loa-analysis-status')?.textContent ?? ''));
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page width ${width}`);
  await shot(phone, 'loa-phone-analysis');
  assert.deepEqual(phoneErrors, []);
});

// A suite position (data/loa_suite.txt) Black wins; df-pn proves it in some 20 000 nodes.
const SUITE_WIN = '8/w7/4bb2/2b1bw2/2wb1bb1/2ww2ww/1b6/3w4 b';

test('solve: live proof numbers, Cancel, then df-pn proves a suite position; the winning move is drawn and legal', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=both`);
  await page.waitForSelector('#loa-solve-run');
  assert.equal(await page.inputValue('#loa-solve-method'), 'dfpn');
  // A typed budget is checked beside the field.
  await page.fill('#loa-solve-budget', '12');
  await page.press('#loa-solve-budget', 'Tab');
  await page.waitForFunction(() => /too few/.test(document.querySelector('#loa-solve-budget-error').textContent));
  assert.equal(await page.isDisabled('#loa-solve-run'), true);
  await page.fill('#loa-solve-budget', '50M');
  await page.press('#loa-solve-budget', 'Tab');
  await page.waitForFunction(() => document.querySelector('#loa-solve-budget-error').textContent === '');
  // The start position is far beyond the budget: the root's 36 moves show live numbers.
  await page.click('#loa-solve-run');
  await page.waitForSelector('#loa-solve-cancel');
  await page.waitForFunction(() => document.querySelectorAll('#loa-solve-children tbody tr').length === 36
    && /is solving: [\d\s ]+ of 50\s000\s000 nodes/.test(document.querySelector('#loa-solve-status')?.textContent ?? ''));
  assert.match(await page.textContent('#loa-solve-meaning'), /The numbers are Black's \(Black is to move\)/);
  assert.match(await page.textContent('#loa-solve-children caption'), /live/);
  const first = await page.$$eval('#loa-solve-children tbody tr', (trs) => trs.map((tr) => (tr.children[1].textContent === '∞' ? Infinity : Number(tr.children[1].textContent.replace(/\D/g, '')))));
  for (let i = 1; i < first.length; i++) assert.ok(first[i - 1] <= first[i], `sorted by proof number: ${first}`);
  await shot(page, 'loa-solve-live');
  // Another lab meanwhile: the solve goes on, and is shown again on return to the position.
  await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForSelector('#home');
  await page.goBack();
  await page.waitForSelector('#loa-solve-cancel');
  await page.waitForFunction(() => /is solving: [\d\s ]+ of 50\s000\s000 nodes/.test(document.querySelector('#loa-solve-status')?.textContent ?? ''));
  await page.click('#loa-solve-cancel');
  await page.waitForFunction(() => /^Cancelled after [\d\s ]+ nodes: not solved/.test(document.querySelector('#loa-solve-status')?.textContent ?? ''));
  assert.equal(await page.$('#loa-solve-result'), null);
  assert.equal(await page.$('#loa-win-arrow'), null);
  // A suite endgame: proven, with the winning move drawn on the board.
  await page.goto(`${ctx.base}#/loa?human=both&fen=${encodeURIComponent(SUITE_WIN)}`);
  await page.waitForSelector('#loa-solve-run');
  await page.selectOption('#loa-solve-preset', '1000000');
  await page.click('#loa-solve-run');
  await page.waitForSelector('#loa-solve-result', { timeout: 60_000 });
  const result = (await page.textContent('#loa-solve-result')).trim();
  const m = result.match(/^Black to move wins: ([a-h][1-8])[-x]([a-h][1-8]) forces a win\.$/);
  assert.ok(m, result);
  const [, from, to] = m;
  assert.equal(await page.getAttribute('#loa-win-arrow', 'data-move'), result.split(' ')[4]);
  assert.equal(await page.getAttribute('#loa-solve-move', 'data-move'), result.split(' ')[4]);
  assert.match(await page.textContent('#loa-solve-nodes'), /^\d[\d\s ]*$/);
  assert.match(await page.textContent('#loa-solve-speed'), /nodes\/s/);
  const lead = await page.$$eval('#loa-solve-children tbody tr.lead td', (tds) => tds.map((td) => td.textContent));
  assert.deepEqual(lead.slice(1), ['0', '∞', 'wins for Black']);
  await shot(page, 'loa-solve-proven');
  // The move is legal: it is among the selected piece's targets, and playing it clears the result.
  await page.click(square(from));
  await page.waitForSelector(`${square(from)}.selected`);
  assert.ok((await marked(page, 'target')).includes(to));
  await page.click(square(to));
  await waitStatus(page, /White/);
  await page.waitForFunction(() => !document.querySelector('#loa-solve-result') && !document.querySelector('#loa-win-arrow'));
  // Alpha-beta on the same position: a proven result with its principal variation.
  await page.click('#loa-undo');
  await page.waitForSelector('#loa-solve-run:not([disabled])');
  await page.selectOption('#loa-solve-method', 'alphabeta');
  await page.click('#loa-solve-run');
  await page.waitForSelector('#loa-solve-pv', { timeout: 60_000 });
  assert.match(await page.textContent('#loa-solve-result'), /^Black to move wins: /);
  assert.match(await page.textContent('#loa-solve-plies'), /^\d+$/);
  assert.deepEqual(errors, []);
});

test('benchmark this browser: speeds and the suite comparison (rows saved as an artifact)', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?human=both`);
  await page.waitForSelector('#loa-bench');
  await page.click('#loa-bench > summary');
  // The page's default size, sized for a browser (well under a minute here).
  assert.equal(await page.inputValue('#loa-bench-size'), 'standard');
  await page.click('#loa-bench-run');
  await page.waitForSelector('#loa-bench-result', { timeout: 240_000 });
  const table = (id) => page.$$eval(`${id} tbody tr`, (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent.trim())));
  const head = (id) => page.$$eval(`${id} thead th`, (ths) => ths.map((th) => th.textContent.trim()));
  const speed = await table('#loa-bench-speed');
  const suite = await table('#loa-bench-suite');
  assert.ok(speed.length >= 2, 'perft and search rows');
  assert.equal(suite.length, 5, 'one row per solver');
  for (const row of suite) assert.equal(row[3], '0', `no disagreement: ${row}`);
  const report = {
    target: 'wasm (headless Chromium worker)',
    config: await page.$eval('#loa-bench-size', (s) => s.selectedOptions[0].textContent),
    speed: { columns: await head('#loa-bench-speed'), rows: speed },
    suite: { columns: await head('#loa-bench-suite'), rows: suite },
  };
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'loa-bench-wasm.json'), JSON.stringify(report, null, 2));
  console.log('loa wasm bench:', JSON.stringify(report));
  await shot(page, 'loa-bench');
  assert.deepEqual(errors, []);
});

test('the solve panel fits a phone', async () => {
  const phone = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  const phoneErrors = [];
  phone.on('pageerror', (e) => phoneErrors.push(String(e)));
  await phone.goto(`${ctx.base}#/loa?human=both&fen=${encodeURIComponent(SUITE_WIN)}`);
  await phone.waitForSelector('#loa-solve-run');
  await phone.click('#loa-solve-run');
  await phone.waitForSelector('#loa-solve-result', { timeout: 60_000 });
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page width ${width}`);
  await shot(phone, 'loa-phone-solve');
  assert.deepEqual(phoneErrors, []);
});
