// End-to-end tests of the draggable payoff-envelope diagram on the normal-form page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, shot } from './server.mjs';

const ctx = useBrowser(before, after);

test('battle of the sexes: a payoff dragged and stepped by keys moves the best-response switch', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#envelope-drag-1');
  // Column's lines: movie A earns t, movie B 2(1 − t): the switch is at t = 2/3.
  assert.match(await page.textContent('#envelope-drag-1-caption'), /2\/3 ≤ t ≤ 1: movie A/);
  // The three equilibria sit on the envelope: t = 0, 2/3 (the mixed one, at the switch) and 1.
  assert.match(await page.textContent('#envelope-drag-1-caption'), /Nash equilibria \(◆\): t = 0 \(payoff 2\), t = 2\/3 \(payoff 2\/3\), t = 1 \(payoff 1\)/);
  // Movie B's end at t = 0 is the column player's payoff at (movie B, movie B): 2. One key
  // step down makes it 1, and the switch moves to t = 1/2; the table shows the edit.
  await page.focus('#envelope-handle-1-1-0');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => /1\/2 ≤ t ≤ 1: movie A/.test(document.querySelector('#envelope-drag-1-caption')?.textContent ?? ''));
  assert.equal(await page.inputValue('#pay-1-1-1'), '1');
  // Drag the same handle up by the pixels of one payoff unit: back to 2, the switch at 2/3
  // (the frame, fixed while dragging, spans −1…2 now, so a drag stops at 2).
  await page.locator('#envelope-handle-1-1-0').scrollIntoViewIfNeeded();
  const box = await page.locator('#envelope-handle-1-1-0').boundingBox();
  const unit = await page.evaluate(() => {
    const svg = document.querySelector('#envelope-drag-1 svg');
    const ys = [...svg.querySelectorAll('g.grid text')].map((t) => [Number(t.textContent), t.getBoundingClientRect().top]);
    return (ys[0][1] - ys[1][1]) / (ys[1][0] - ys[0][0]);
  });
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - unit, { steps: 5 });
  await page.mouse.up();
  await page.waitForFunction(() => /2\/3 ≤ t ≤ 1: movie A/.test(document.querySelector('#envelope-drag-1-caption')?.textContent ?? ''));
  assert.equal(await page.inputValue('#pay-1-1-1'), '2');
  // One undo takes the whole drag back.
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelector('#pay-1-1-1')?.value === '1');
  await shot(page, 'envelope-drag');
  assert.deepEqual(errors, []);
});
