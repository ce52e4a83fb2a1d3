// Every page at phone size (390×844): no sideways overflow of the document, the navigation
// reachable through the Menu button, and a game playable. Every page at desktop size
// (1366×900) too, each lab opening with its plain-words lead; screenshots of both sizes go to
// the artifacts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, shot } from './server.mjs';

const ctx = useBrowser(before, after);

const PAGES = ['', 'tictactoe', 'tictactoe?view=custom', 'tictactoe?view=pns', 'racing', 'racing?view=curves',
  'racing?view=calc', 'games', 'trees', 'blotto', 'evolve', 'loa', 'connect4', 'love-letter', 'ticket-to-ride', 'imperfect', 'imperfect?game=leduc', 'evolution', 'about'];

for (const [phoneWidth, phoneHeight] of [[390, 844], [360, 740]]) test(`every page fits a ${phoneWidth}-px phone: no sideways overflow`, async () => {
  const page = await ctx.browser.newPage({ viewport: { width: phoneWidth, height: phoneHeight } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const overflowing = [];
  for (const route of PAGES) {
    await page.goto(`${ctx.base}#/${route}`);
    await page.waitForSelector('main#main > *');
    await page.waitForTimeout(300);
    const { width, inner, wide } = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      wide: [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3).map((e) => `${e.tagName.toLowerCase()}#${e.id}.${typeof e.className === 'string' ? e.className : ''}`),
    }));
    if (width > inner) overflowing.push(`${route || 'home'}: ${width}px (${wide.join(', ')})`);
    if (phoneWidth === 390) await shot(page, `phone-${(route || 'home').replace(/[?=]/g, '-')}`);
  }
  assert.deepEqual(overflowing, []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('every page at desktop size: no overflow, each lab says what it shows first', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const problems = [];
  for (const route of PAGES) {
    await page.goto(`${ctx.base}#/${route}`);
    await page.waitForSelector('main#main > *');
    await page.waitForTimeout(300);
    const { width, inner, lead } = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      // The first paragraph after the page's heading.
      lead: document.querySelector('main h1 ~ p, main h1 ~ .lead-box > p')?.textContent ?? '',
    }));
    if (width > inner) problems.push(`${route || 'home'}: ${width}px wide`);
    if (route && route !== 'about' && lead.split(/[.!?] /).length < 2) problems.push(`${route || 'home'}: no opening sentences (${lead})`);
    await shot(page, `desktop-${(route || 'home').replace(/[?=]/g, '-')}`);
  }
  assert.deepEqual(problems, []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone the navigation folds behind Menu, and a game is playable', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${ctx.base}#/`);
  await page.waitForSelector('#nav-toggle');
  assert.equal(await page.isVisible('#main-nav'), false);
  await page.click('#nav-toggle');
  assert.equal(await page.getAttribute('#nav-toggle', 'aria-expanded'), 'true');
  await page.click('#main-nav >> text=Tic-tac-toe');
  await page.waitForSelector('#board');
  assert.equal(await page.isVisible('#main-nav'), false, 'choosing a page folds the menu');
  // Play a move: the engine answers.
  await page.locator('#board .cell').nth(4).click();
  await page.waitForFunction(() => document.querySelectorAll('#board text.o').length === 1);
  // The skip link moves focus to the content.
  await page.keyboard.press('Tab');
  await page.goto(`${ctx.base}#/about`);
  await page.focus('#skip-link');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
  assert.match(page.url(), /#\/about$/, 'the skip link does not navigate');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a wide screen the navigation is always shown', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${ctx.base}#/`);
  await page.waitForSelector('#main-nav');
  assert.equal(await page.isVisible('#main-nav'), true);
  assert.equal(await page.isVisible('#nav-toggle'), false);
  await page.close();
});

test('on a phone the tic-tac-toe and Lines of Action boards are on the first screen; the lead opens with "more…"', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const [route, board] of [['tictactoe', '#board'], ['loa', '#loa-board']]) {
    await page.goto(`${ctx.base}#/${route}`);
    await page.waitForSelector(board);
    await page.waitForTimeout(300);
    const box = await page.locator(board).boundingBox();
    assert.ok(box.y + box.height <= 844, `${route}: the board ends at ${Math.round(box.y + box.height)} px on an 844-px screen`);
    // The whole lead is a tap away.
    const lead = page.locator('.lead-box').first();
    const clamped = (await lead.locator('p').boundingBox()).height;
    await lead.locator('.lead-more').click();
    await page.waitForFunction(() => document.querySelector('.lead-box')?.classList.contains('open'));
    assert.ok((await lead.locator('p').boundingBox()).height > clamped * 1.5, `${route}: the lead opens`);
    assert.equal(await lead.locator('.lead-more').textContent(), 'less');
  }
  // On a wide screen the lead is whole and has no button.
  await page.setViewportSize({ width: 1366, height: 900 });
  assert.equal(await page.isVisible('.lead-more'), false);
  assert.deepEqual(errors, []);
  await page.close();
});
