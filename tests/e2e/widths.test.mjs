// End-to-end tests: the largest results stay within the page's width, on a laptop and on a
// phone. A wide table scrolls inside its own box, a long number wraps, a control fits its
// column. Before, Blotto K = 100, A = B = 200 made the page 8 987 px wide (its marginals), a
// 12×12 game 1 561 px, and the Lines of Action benchmark's select 662 px on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, shot } from './server.mjs';

const ctx = useBrowser(before, after);

const SCREENS = [[1366, 900], [390, 844]];

async function fits(page, what) {
  const r = await page.evaluate(() => {
    const W = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > W + 1 && !e.closest('[style*="overflow"], table, pre, .tree-view, .picture-box, .ttr-map-box, .outline-wrap, .loa-solve-scroll, .ll-decision'))
      .slice(0, 3)
      .map((e) => `${e.tagName}#${e.id}.${e.className}`);
    return { scroll: document.documentElement.scrollWidth, W, wide };
  });
  assert.ok(r.scroll <= r.W, `${what}: the page is ${r.scroll} px wide on a ${r.W} px screen (${r.wide.join(', ')})`);
}

for (const [width, height] of SCREENS) {
  test(`${width} px: the largest Blotto game's solution stays within the page`, async () => {
    const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/blotto?k=100&a=200&b=200`);
    await page.setViewportSize({ width, height });
    await page.waitForSelector('#blotto-solve');
    await page.click('#blotto-solve');
    await page.waitForSelector('#blotto-solution', { timeout: 120_000 });
    await fits(page, 'K = 100, A = B = 200');
    // The marginals in summary: under the random order every field has one distribution; the
    // full 100 × 201 table only on request. Partitions of 100 parts are written with counts.
    assert.equal(await page.locator('#marginals-summary tbody tr').count(), 1);
    assert.match(await page.textContent('#marginals-summary tbody th'), /^every field \(1–100\)$/);
    assert.ok((await page.locator('#marginals-summary thead th').count()) < 25);
    assert.equal(await page.getAttribute('#marginals-full', 'open'), null);
    assert.equal(await page.isVisible('#marginals'), false);
    const partition = await page.textContent('#strategy-a tbody td.allocation');
    assert.match(partition, /^\(\d+ ×\d+(, \d+( ×\d+)?)*\)$/);
    assert.ok(partition.length < 60, partition);
    // A value of 0 is never written "-0".
    assert.match(await page.textContent('#play-totals'), /the most B can expect is \+0\.0000\)/);
    await page.click('#marginals-full summary');
    await page.waitForSelector('#marginals tbody tr:nth-child(100)');
    await fits(page, 'K = 100, A = B = 200 with the full marginal table open');
    await shot(page, `blotto-largest-${width}`);
    assert.deepEqual(errors, []);
  });

  test(`${width} px: a 20×20 game (the largest) stays within the page`, async () => {
    const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
    await page.setViewportSize({ width, height });
    await page.waitForSelector('#bimatrix');
    for (let i = 0; i < 18; i++) {
      await page.click('#add-row');
      await page.click('#add-col');
    }
    await page.waitForFunction(() => document.querySelectorAll('#bimatrix tbody tr').length >= 20);
    await fits(page, '20×20');
    assert.deepEqual(errors, []);
  });
}

test('390 px: Blotto K = 10, A = 20, B = 18 and the Lines of Action benchmark stay within the page', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/blotto?k=10&a=20&b=18`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForSelector('#blotto-solve');
  await page.click('#blotto-solve');
  await page.waitForSelector('#blotto-solution', { timeout: 60_000 });
  await fits(page, 'K = 10, A = 20, B = 18');
  await page.goto(`${ctx.base}#/loa?human=both`);
  await page.waitForSelector('#loa-bench-size', { state: 'attached' });
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
  await fits(page, 'Lines of Action with its panels open');
  assert.deepEqual(errors, []);
});
