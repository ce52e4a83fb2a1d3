// End-to-end tests of the Lines of Action lab (#/loa) in headless Chromium, clicking and
// typing as a person would. Run after `trunk build` (scripts/test.sh does both).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, shot } from './server.mjs';

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
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa`);
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
  assert.match(page.url(), /#\/loa\?moves=d1-b3$/);
  await move(page, 'h5', 'g4');
  await move(page, 'b1', 'b4');
  await move(page, 'g4', 'g1');
  assert.match(page.url(), /moves=d1-b3(%2C|,)h5-g4(%2C|,)b1-b4(%2C|,)g4xg1$/);
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
  assert.match(page.url(), /b1-b4$/);
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
  assert.match(page.url(), /b1-b4$/);
  assert.equal(await page.getAttribute(square('g1'), 'data-piece'), 'black');
  assert.deepEqual(errors, []);
  assert.deepEqual(otherErrors, []);
});

test('one move by keyboard: arrows move the cursor, Enter selects and moves, u undoes', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa`);
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
  assert.match(page.url(), /moves=b1-d3$/);
  assert.equal(await page.getAttribute(square('d3'), 'data-piece'), 'black');
  await page.keyboard.press('u');
  await waitStatus(page, /^Black to move/);
  assert.doesNotMatch(page.url(), /moves=/);
  assert.deepEqual(errors, []);
});

test('replay: the shortest published game stepped to its end is a Black win; keys, slider and another record', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa`);
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
  assert.match(page.url(), /record=appendix_E_game1$/);
  // Play on from a replayed position.
  await page.click('#loa-replay-next');
  await page.click('#loa-replay-play');
  await waitStatus(page, /^White to move/);
  assert.match(page.url(), /#\/loa\?moves=[a-h][1-8][-x][a-h][1-8]$/);
  assert.deepEqual(errors, []);
});

test('the position editor: clicks cycle squares, a bad text shows its column, a good one is played from', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa`);
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
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?moves=b1-d3,a2-a4`);
  await page.waitForSelector('#loa-error');
  assert.match(await page.textContent('#loa-error'), /moves: move 2 \(a2-a4\)/);
  await page.goto(`${ctx.base}#/loa?record=nope`);
  await page.waitForFunction(() => /record: no published record is called "nope"/.test(document.querySelector('#loa-error')?.textContent ?? ''));
  assert.deepEqual(errors, []);

  const phone = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  const phoneErrors = [];
  phone.on('pageerror', (e) => phoneErrors.push(String(e)));
  await phone.goto(`${ctx.base}#/loa?moves=b1-d3`);
  await phone.waitForSelector('#loa-board');
  const box = await phone.locator('#loa-board').boundingBox();
  assert.ok(box.width <= 390 && box.width >= 280, `board width ${box.width}`);
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `board from ${box.x} to ${box.x + box.width}`);
  await phone.click(square('h2'));
  await phone.waitForSelector(`${square('h2')}.selected`);
  await shot(phone, 'loa-phone');
  assert.deepEqual(phoneErrors, []);
});
