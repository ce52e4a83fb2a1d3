// End-to-end tests of the drawn search trees (alpha-beta and minimax as pictures).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

/** The drawn nodes' classes, in the picture's order. */
const nodeClasses = (page, id) => page.$$eval(`#${id}-picture-box g[data-node]`, (gs) => gs.map((g) => g.getAttribute('class')));

test('the seed example drawn: 14 nodes visited, its six leaves, pruned edges struck, root 9; stepping; export', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?view=custom`);
  await page.waitForSelector('#custom-picture-box svg');
  const classes = await nodeClasses(page, 'custom');
  assert.equal(classes.length, 18, 'the whole tree is drawn');
  assert.equal(classes.filter((c) => / visited/.test(c)).length, 14);
  assert.equal(classes.filter((c) => / cut/.test(c)).length, 4);
  // The six evaluated leaves, left to right, and the root's value.
  const leaves = await page.$$eval('#custom-picture-box g.leaf.visited text.v', (ts) => ts.map((t) => t.textContent));
  assert.deepEqual(leaves, ['4', '6', '7', '1', '2', '9']);
  assert.equal(await page.textContent('#custom-picture-box g[data-node="0"] text.v'), '9');
  // Two pruned edges, each struck through, with the reason on hover.
  assert.equal(await page.locator('#custom-picture-box line.strike').count(), 4);
  assert.match(await page.locator('#custom-picture-box line.strike title').first().textContent(), /pruned — cut: (MAX already has|MIN can already force)/);
  assert.ok((await page.locator('#custom-picture-box g.pv').count()) >= 3, 'the principal variation in bold');
  assert.match(await page.textContent('#custom-picture-caption'), /14 of the tree's 18 nodes visited; 2 moves cut off/);
  // Stepping moves the highlighted node.
  await page.click('#custom-start');
  const at0 = await page.getAttribute('#custom-picture-box g.current', 'data-node');
  assert.equal(at0, '0');
  await page.click('#custom-step');
  await page.click('#custom-step');
  const at2 = await page.getAttribute('#custom-picture-box g.current', 'data-node');
  assert.notEqual(at2, at0);
  assert.match(await page.textContent('#custom-picture-box g.current text.win'), /α=.* β=/);
  // Before the first cut-off nothing is struck through.
  assert.equal(await page.locator('#custom-picture-box line.strike').count(), 0);
  // Export: the same SVG document, parsed by the browser, with every node.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#custom-picture-export')]);
  const file = path.join(ARTIFACTS, 'search-tree.svg');
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await download.saveAs(file);
  const text = fs.readFileSync(file, 'utf8');
  const parsed = await page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
    return { error: doc.querySelector('parsererror') !== null, nodes: doc.querySelectorAll('g[data-node]').length };
  }, text);
  assert.deepEqual(parsed, { error: false, nodes: 18 });
  await page.click('#custom-finish');
  await shot(page, 'picture-seed');
  // Minimax on the same tree visits every node: nothing is struck through.
  await page.selectOption('#custom-algo', 'minimax');
  await page.waitForFunction(() => /18 of the tree's 18 nodes visited; 0 moves cut off/.test(document.querySelector('#custom-picture-caption')?.textContent ?? ''));
  assert.equal(await page.locator('#custom-picture-box line.strike').count(), 0);
  // Proof-number search on the same tree: numbers on each node, the most-proving path marked.
  await page.selectOption('#custom-algo', 'pns');
  await page.waitForSelector('#custom-pns-picture-box svg');
  assert.equal(await page.textContent('#custom-pns-picture-box g[data-node="0"] text.v'), '1/1');
  await page.click('#custom-pns-step');
  await page.waitForFunction(() => document.querySelector('#custom-pns-picture-box g[data-node="0"] text.v')?.textContent === '1/3');
  assert.equal(await page.locator('#custom-pns-picture-box g.frontier').count(), 3);
  assert.equal(await page.locator('#custom-pns-picture-box g.current').count(), 1);
  assert.match(await page.textContent('#custom-pns-picture-caption'), /4 nodes in the proof tree, 3 of them unexpanded/);
  await page.click('#custom-pns-solve');
  await page.waitForFunction(() => /proven/.test(document.querySelector('#custom-pns-picture-box g[data-node="0"]')?.getAttribute('class') ?? ''));
  assert.ok((await page.locator('#custom-pns-picture-box g.leaf text.v', { hasText: 'yes' }).count()) >= 1);
  await shot(page, 'picture-pns');
  assert.deepEqual(errors, []);
});

test('a tic-tac-toe position drawn with small boards; a node opened by click and by keyboard', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?moves=40&order=0`);
  await page.waitForSelector('#ab-picture-box svg');
  // The root and its children at first (one level open), each with a small board.
  const before = await nodeClasses(page, 'ab');
  assert.equal(before.length, 1 + 7);
  assert.equal(await page.locator('#ab-picture-box g[data-node] .mini').count(), 8);
  // Open the first child by clicking it: its children appear.
  const first = page.locator('#ab-picture-box g[data-node]').nth(1);
  await first.click();
  const afterClick = (await nodeClasses(page, 'ab')).length;
  assert.ok(afterClick > before.length, `${afterClick} nodes after opening`);
  assert.match(await page.textContent('#ab-picture-focus'), /MIN node|MAX node/);
  // Keyboard: Enter closes the focused node again; arrows move between nodes.
  await page.focus('#ab-picture-box');
  await page.keyboard.press('Enter');
  assert.equal((await nodeClasses(page, 'ab')).length, before.length);
  await page.keyboard.press('ArrowRight');
  assert.match(await page.getAttribute('#ab-picture-box g.focus', 'data-node'), /^\d+$/);
  await page.keyboard.press('ArrowDown');
  assert.ok((await nodeClasses(page, 'ab')).length > before.length, 'ArrowDown opens and enters');
  await shot(page, 'picture-ttt');
  assert.deepEqual(errors, []);
});

test('the drawing scrolls within its box on a phone', async () => {
  const phone = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  const phoneErrors = [];
  phone.on('pageerror', (e) => phoneErrors.push(String(e)));
  await phone.goto(`${ctx.base}#/tictactoe?view=custom`);
  await phone.waitForSelector('#custom-picture-box svg');
  const box = await phone.$eval('#custom-picture-box', (b) => ({ client: b.clientWidth, scroll: b.scrollWidth, right: b.getBoundingClientRect().right }));
  assert.ok(box.scroll > box.client, 'the tree is wider than the box and scrolls inside it');
  assert.ok(box.right <= 392, `the box ends at ${box.right}`);
  await phone.close();
  assert.deepEqual(phoneErrors, []);
});

test('the outline beside the drawing moves by arrow keys, as a tree should', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?view=custom`);
  await page.waitForSelector('#custom-outline [data-row="0"]');
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-row'));
  await page.focus('#custom-outline [data-row="0"]');
  await page.keyboard.press('ArrowDown');
  const first = await focused();
  assert.notEqual(first, '0');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), '0', 'Left goes to the parent');
  await page.keyboard.press('End');
  const last = await focused();
  await page.keyboard.press('Home');
  assert.equal(await focused(), '0');
  assert.notEqual(last, '0');
  // Right opens a closed row, and a second Right enters it.
  const closed = await page.getAttribute('#custom-outline li[aria-expanded="false"] > [data-row]', 'data-row');
  await page.focus(`#custom-outline [data-row="${closed}"]`);
  const rowsBefore = await page.locator('#custom-outline [data-row]').count();
  await page.keyboard.press('ArrowRight');
  assert.ok((await page.locator('#custom-outline [data-row]').count()) > rowsBefore, 'Right opens');
  assert.equal(await focused(), closed);
  await page.keyboard.press('ArrowRight');
  assert.notEqual(await focused(), closed, 'Right enters an open row');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), closed, 'Left goes back up');
  assert.deepEqual(errors, []);
});
