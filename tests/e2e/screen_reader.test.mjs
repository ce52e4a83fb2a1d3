// What a screen reader is given (WCAG 2.1 AA, 1.1.1 and 1.3.1): the accessibility tree that
// Chromium builds for assistive technology, read through Playwright's ARIA snapshots, not the
// page's markup. The alpha-beta search is a tree of named items whose names carry each node's
// kind (MAX, MIN, leaf), move, α/β window and value; a chart is an image named by its title, with a table of
// its data whose numbers are those of the race it draws. Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './server.mjs';

const ctx = useBrowser(before, after);

test('the alpha-beta search reads as a tree whose items name their move, window and value', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?moves=40&order=0`);
  await page.waitForSelector('#ab-outline .row.pv');
  const tree = await page.locator('#ab-outline').ariaSnapshot();
  const lines = tree.split('\n');
  assert.match(lines[0], /^- tree "the search, as an outline/);
  // The root: MAX to move, the full window, the value of the position (a draw: 0), on the
  // principal variation.
  assert.match(lines[1], /^ {2}- treeitem "▾ MAX root α=−∞ β=\+∞ v=0 PV" \[expanded\]/);
  const items = lines.filter((l) => /- '?treeitem "/.test(l));
  assert.ok(items.length >= 8, `${items.length} tree items`);
  for (const item of items) {
    // Every node a reader reaches says whose move, which move, its window and its value
    // (or that it was pruned, never searched).
    assert.match(item, /(MAX|MIN|leaf) (root|[XO] → \(\d, \d\)) α=(−∞|-?\d+) β=(\+∞|-?\d+) v=-?\d+|pruned: [XO] → \(\d, \d\)/, item);
  }
  // A cut-off says why, in words.
  assert.ok(items.some((l) => /✂ cut-off cut: (MAX|MIN) already has -?\d+ (≥ β|≤ α) = -?\d+/.test(l)), 'a cut-off explained');
  // The levels nest as the search does: a child item sits inside its parent's group.
  assert.match(tree, /treeitem "▾ MAX root[^\n]*\n\s+- text: [^\n]*\n\s+- group:\n\s+- treeitem "▾ MIN X → /);
  assert.deepEqual(errors, []);
});

test('a chart reads as an image named by its title, and its table gives the race\'s numbers', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?mu=0.42`);
  await page.waitForSelector('#race-start');
  await page.selectOption('#race-speed', '50000');
  await page.click('#race-start');
  await page.waitForFunction(() => [...document.querySelectorAll('#race-status .decision')].every((td) => /better|undecided/.test(td.textContent)), null, { timeout: 30_000 });
  const closed = await page.locator('#race-chart').ariaSnapshot();
  assert.match(closed, /^- img "Running mean and confidence band"/m);
  assert.match(closed, /^- group: The chart's data as a table/m);
  // Opened, the table: one row per drawn point, its series, games and value.
  await page.locator('#race-chart summary').press('Enter');
  const chart = await page.locator('#race-chart').ariaSnapshot();
  assert.match(chart, /- table "Running mean and confidence band/);
  assert.match(chart, /- columnheader "series"\n\s+- columnheader "games \(log scale\)"\n\s+- columnheader "P\[player 1 wins\]"/);
  // The race table, as read: each race's games played and running mean X̄.
  const status = await page.locator('#race-status').ariaSnapshot();
  const races = [...status.matchAll(/- row "(ILEBR\* 2|LEBR) ([\d ]+?) \d+ (0\.\d{4}) /g)].map((m) => ({ name: m[1], games: m[2].replace(/ /g, ''), mean: m[3] }));
  assert.equal(races.length, 2, status);
  for (const { name, games, mean } of races) {
    // The chart's last X̄ point of this race is where the race stopped, with the same mean.
    const points = [...chart.matchAll(new RegExp(`- row "${name.replace('*', '\\*')} X̄ ([\\d ]+) (0(?:\\.\\d+)?)"`, 'g'))];
    assert.ok(points.length >= 2, `${name}: ${points.length} points read`);
    const [, lastGames, lastMean] = points.at(-1);
    assert.equal(lastGames.replace(/ /g, ''), games, `${name}: the last point is at the race's end`);
    assert.ok(Math.abs(Number(lastMean) - Number(mean)) < 1e-4, `${name}: ${lastMean} against ${mean}`);
  }
  assert.deepEqual(errors, []);
});
