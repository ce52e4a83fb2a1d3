// End-to-end tests of the Lines of Action lab's rule options (#/loa): the seed's rules chosen
// on the page, a game with a forced pass played by hand and by the engine, the rules kept in
// the address, and a bad count named beside its field. Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, shot } from './server.mjs';

const ctx = useBrowser(before, after);

/** White's a1 and h8 are boxed in by Black; Black's pieces are in two groups. */
const BOXED_IN = encodeURIComponent('6bw/6bb/8/8/8/8/bb6/wb6 w');

const status = async (page) => (await page.textContent('#loa-status')).trim();

async function waitStatus(page, re) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('#loa-status')?.textContent ?? ''), re.source);
}

test("the seed's rules chosen on the page: a forced pass by hand, the rules in the address, a bad count named", async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?fen=${BOXED_IN}&human=both`);
  await page.waitForSelector('#loa-board');
  // Under the default rules White, without a move, has lost.
  assert.equal(await status(page), 'Black wins: White has no legal move.');
  assert.match(await page.textContent('#loa-rules-lead'), /a player without a move loses/);
  assert.equal(await page.$('#loa-pass'), null);
  // The seed's rules: the game is on again and White must pass.
  await page.click('#loa-rules summary');
  await page.click('#loa-rules-seed');
  await waitStatus(page, /^White has no legal move and must pass/);
  assert.match(page.url(), /nomoves=pass/);
  assert.match(page.url(), /cap=off/);
  assert.match(await page.textContent('#loa-rules-lead'), /a player without a move passes; .* the 3rd occurrence of a position draws; no ply cap/);
  assert.equal(await page.inputValue('#loa-rule-nomoves'), 'pass');
  assert.equal(await page.inputValue('#loa-rule-cap'), 'off');
  assert.match(await page.textContent('#loa-rules'), /--no-moves pass --both-connected mover --repetition 3 --ply-cap off/);
  await shot(page, 'loa-seed-rules-pass');
  // A boxed-in piece has nowhere to go; the Pass button (or P) plays the pass.
  await page.click('#loa-board [data-square="a1"]');
  assert.equal(await page.$$eval('#loa-board .target', (t) => t.length), 0);
  await page.click('#loa-pass');
  await waitStatus(page, /^Black to move/);
  assert.match(page.url(), /moves=pass/);
  assert.match(await page.textContent('#loa-record-text'), /# Rules: --no-moves pass[^\n]*\n6bw\/6bb\/8\/8\/8\/8\/bb6\/wb6 w\n1\. … pass/);
  assert.equal(await page.$('#loa-pass'), null);
  // Black plays on: the first target of b2.
  await page.click('#loa-board [data-square="b2"]');
  await page.waitForSelector('#loa-board .target');
  const target = await page.$eval('#loa-board .target', (t) => t.dataset.square);
  await page.click(`#loa-board [data-square="${target}"]`);
  await page.waitForFunction(() => /moves=pass(%2C|,)b2/.test(location.hash));
  assert.doesNotMatch(await status(page), /^Black to move/);
  // The address restores the rules and the game.
  const shared = page.url();
  const { page: other, errors: otherErrors } = await openPage(ctx.browser, shared);
  await other.waitForSelector('#loa-board');
  assert.equal(await status(other), await status(page));
  assert.equal(await other.inputValue('#loa-rule-nomoves'), 'pass');
  assert.deepEqual(otherErrors, []);
  await other.close();
  // A count that is not one is named beside its field and changes nothing.
  await page.fill('#loa-rule-repetition', '1');
  await page.press('#loa-rule-repetition', 'Tab');
  await page.waitForFunction(() => /1 is out of range: write 2–1000000, or off/.test(document.querySelector('#loa-rule-repetition-error').textContent));
  assert.equal(page.url(), shared);
  await page.fill('#loa-rule-repetition', '4');
  await page.press('#loa-rule-repetition', 'Tab');
  await page.waitForFunction(() => /repetition=4/.test(location.hash));
  assert.equal((await page.textContent('#loa-rule-repetition-error')).trim(), '');
  // Back to the default rules: the pass is not a move there, so White has lost again.
  await page.click('#loa-rules-default');
  await waitStatus(page, /^Black wins: White has no legal move/);
  assert.doesNotMatch(page.url(), /nomoves|moves=/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the engine passes when the pass rule leaves it no move', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/loa?fen=${BOXED_IN}&human=black&nomoves=pass&nodes=5k`);
  await page.waitForSelector('#loa-board');
  await waitStatus(page, /^Black to move: the engine played pass/);
  assert.match(page.url(), /moves=pass/);
  await page.keyboard.press('p');
  assert.match(await status(page), /^Black to move/);
  assert.deepEqual(errors, []);
  await page.close();
});
