// End-to-end tests of the exercises page (#/exercises) in headless Chromium: the page shows the
// command line's exercise for the same seed, grades a wrong, an unreadable and a right answer
// typed with the keyboard alone, shows the worked solution only after an attempt, keeps the set
// in the address, and has no WCAG 2.1 AA violation in the graded state at either width. Run
// after `trunk build` and a release build of the command line (GAMELAB_BIN names another).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, violations, shot } from './server.mjs';

const ctx = useBrowser(before, after);
const BIN = process.env.GAMELAB_BIN ?? path.join('target', 'release', 'gamelab');

/** The command line's exercise. */
function cli(kind, seed, level = 'easy') {
  return JSON.parse(execFileSync(BIN, ['exercise', '--kind', kind, '--level', level, '--seed', String(seed), '--json'], { encoding: 'utf8' }));
}

async function text(page, sel) {
  return (await page.textContent(sel)).trim();
}

/** Presses Tab until `sel` has the focus (at most `most` times); the keyboard's path to it. */
async function tabTo(page, sel, most = 40) {
  for (let i = 0; i < most; i++) {
    if (await page.evaluate((s) => document.activeElement === document.querySelector(s), sel)) return i;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${sel}`);
}

test('a set graded by keyboard alone: wrong, unreadable and right answers, the solution after the attempt', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${ctx.base}#/exercises?kind=all&level=easy&seed=5`);
  await page.waitForSelector('#ex-0-answer');
  assert.equal(await page.locator('.exercise').count(), 7);
  // The page's first exercise is the command line's: the same cells.
  const pure = cli('pure-nash', 5);
  const cells = await page.$$eval('#ex-0-game td', (tds) => tds.map((t) => t.textContent.trim()).filter((t) => t));
  assert.deepEqual(cells, pure.question.game.a.flatMap((row, r) => row.map((a, c) => `${a}, ${pure.question.game.b[r][c]}`)));
  assert.equal(await text(page, '#ex-0-text'), pure.question.text);
  // No answer in the page before an attempt.
  const html = await page.content();
  assert.equal(await page.locator('[id$="-solution"]').count(), 0);
  assert.ok(!html.includes('answer-key'), 'an answer is in the page before any attempt');
  // The tree is a nested list a screen reader walks.
  assert.ok(await page.locator('#ex-3-game ul ul li').count() >= 4, 'the tree as nested lists');

  // Keyboard only, from the top of the page: Tab to the first answer, type, Enter.
  await page.locator('#ex-kind').focus();
  await tabTo(page, '#ex-0-answer');
  const wrong = pure.answer === 'none' ? '(r1, c1)' : 'none';
  await page.keyboard.type(wrong);
  await page.keyboard.press('Enter');
  await page.waitForSelector('#ex-0-solution');
  assert.match(await text(page, '#ex-0-verdict'), /^✗ Not right\./);
  assert.equal(await text(page, '#ex-0-answer-key'), pure.answer);
  assert.match(await text(page, '#ex-score'), /^Score: 0 of 7 right at the first try \(1 answered\)/);

  // An unreadable answer is answered under the box and not counted.
  await tabTo(page, '#ex-1-answer');
  await page.keyboard.type('r9, c1');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#ex-1-error').textContent.includes('r9'));
  assert.equal(await text(page, '#ex-1-verdict'), '');
  assert.equal(await page.locator('#ex-1-solution').count(), 0);
  assert.equal(await page.getAttribute('#ex-1-answer', 'aria-invalid'), 'true');

  // The mixed equilibrium, right at the first try.
  const mixed = cli('mixed', 5);
  await tabTo(page, '#ex-2-answer');
  await page.keyboard.type(mixed.answer);
  await page.keyboard.press('Enter');
  await page.waitForSelector('#ex-2-solution');
  assert.match(await text(page, '#ex-2-verdict'), /^✓ Right/);
  assert.match(await text(page, '#ex-score'), /^Score: 1 of 7 right at the first try \(2 answered\)/);
  const steps = await page.locator('#ex-2-solution li').count();
  assert.equal(steps, mixed.solution.length);

  // The subgame-perfect equilibrium: wrong first (every choice flipped where it can be), then right.
  const spe = cli('spe', 5);
  const check = execFileSync(BIN, ['exercise', 'check', '--kind', 'spe', '--seed', '5', '--answer', spe.answer, '--json'], { encoding: 'utf8' });
  assert.equal(JSON.parse(check).correct, true);
  await tabTo(page, '#ex-3-answer');
  await page.keyboard.type(spe.answer);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#ex-3-verdict').textContent.startsWith('✓'));
  assert.match(await text(page, '#ex-score'), /^Score: 2 of 7/);

  for (const v of await violations(page)) assert.fail(`1366 px, graded: ${v}`);
  await shot(page, 'exercises-graded');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the address holds the set: a link restores it, and the controls rewrite it', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`${ctx.base}#/exercises?kind=blotto&level=medium&seed=40`);
  await page.waitForSelector('#ex-4-answer');
  assert.equal(await page.locator('.exercise').count(), 5);
  const blotto = cli('blotto', 44, 'medium');
  const first = await page.$$eval('#ex-4-game tr', (trs) => trs.slice(1).map((tr) => [...tr.children].map((c) => c.textContent.trim())));
  assert.deepEqual(first, blotto.question.game.opponent.map(([a, p]) => [...a.map(String), p]));
  // A right answer at phone width; the page never scrolls sideways.
  await page.fill('#ex-4-answer', blotto.answer);
  await page.press('#ex-4-answer', 'Enter');
  await page.waitForSelector('#ex-4-solution');
  assert.match(await text(page, '#ex-4-verdict'), /^✓ Right/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page scrolls sideways: ${width}`);
  for (const v of await violations(page)) assert.fail(`390 px, graded: ${v}`);
  // The level select rewrites the address; a bad address is answered field by field.
  await page.selectOption('#ex-level', 'hard');
  await page.waitForFunction(() => location.hash.includes('level=hard'));
  assert.match(page.url(), /kind=blotto/);
  await page.goto(`${ctx.base}#/exercises?kind=poker&seed=x`);
  await page.waitForSelector('#ex-address-error');
  const listed = await page.$$eval('#ex-address-error li', (li) => li.map((l) => l.textContent));
  assert.equal(listed.length, 2);
  assert.match(listed[0], /^kind: "poker" is not a kind of exercise/);
  await page.close();
});
