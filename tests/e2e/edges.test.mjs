// End-to-end tests of rough edges a class trips over: each check here failed before its fix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './server.mjs';

const ctx = useBrowser(before, after);

test('racing: an unknown race in a link is named, a negative count says so, and δ is the error probability', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?a1=fastest&a2=none&pattern=1&cap=-3`);
  await page.waitForSelector('#error-a1');
  assert.match(await page.textContent('#error-a1'), /"fastest" is not one of the races/);
  assert.match(await page.textContent('#error-cap'), /"-3" is negative: give a whole number ≥ 0/);
  const label = await page.locator('label', { has: page.locator('#race-delta') }).textContent();
  assert.match(label, /δ \(error probability\)/);
  assert.deepEqual(errors, []);
});

test('normal form and trees: the import boxes are labelled, and every button is at least 24×24 px', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#bimatrix');
  assert.equal(await page.getByLabel(/\.nfg file's text/).count(), 1);
  const small = await page.evaluate(() => [...document.querySelectorAll('main button')]
    .map((b) => [b.getAttribute('aria-label') ?? b.textContent, b.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && (r.width < 24 || r.height < 24))
    .map(([name, r]) => `${name}: ${r.width}×${r.height}`));
  assert.deepEqual(small, []);
  await page.goto(`${ctx.base}#/trees`);
  await page.waitForSelector('#game-tree');
  assert.equal(await page.getByLabel(/\.efg file's text/).count(), 1);
  assert.deepEqual(errors, []);
});

test('the home page names the Blotto method it uses by default', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/`);
  await page.waitForSelector('.card');
  const card = await page.locator('.card', { hasText: 'Colonel Blotto' }).textContent();
  assert.match(card, /by default over partitions/);
  assert.deepEqual(errors, []);
});

test('Love Letter: the stacked deal takes spaces and commas, its message follows the field, and New match never deals an earlier deck', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/love-letter?opp=greedy&seed=1`);
  await page.waitForSelector('#ll-deck');
  // An invalid deck typed and New match clicked at once (the field's change fires on blur,
  // just before the click): refused, and no match is dealt from another deck.
  await page.fill('#ll-deck', '8765111112233445');
  await page.click('#ll-new');
  await page.waitForFunction(() => /First round dealt from the stacked deck 8765111112233445/.test(document.body.textContent));
  await page.fill('#ll-deck', '87651');
  await page.click('#ll-new');
  await page.waitForSelector('#error-deck');
  assert.match(await page.textContent('#error-deck'), /needs all 16 cards/);
  // Fixing the field clears its message at once, before any click.
  await page.fill('#ll-deck', '8 7 6 5, 1 1 1 1 1, 2 2 3 3 4 4 5');
  await page.dispatchEvent('#ll-deck', 'change');
  await page.waitForFunction(() => !document.querySelector('#error-deck'));
  await page.click('#ll-new');
  await page.waitForFunction(() => /First round dealt from the stacked deck 8765111112233445/.test(document.body.textContent));
  assert.deepEqual(errors, []);
});

test('Blotto: numbers on the heat-map cells read at 4.5:1, and no number is written "-0"', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/blotto?k=3&a=13&b=10`);
  await page.waitForSelector('#blotto-solve');
  await page.click('#blotto-solve');
  await page.waitForSelector('#marginals td');
  const cells = await page.evaluate(() => [...document.querySelectorAll('#marginals td, #marginals-b td')].map((td) => {
    const s = getComputedStyle(td);
    const rgba = (v) => { const m = v.match(/rgba?\(([^)]*)\)/)[1].split(',').map(Number); return [m[0], m[1], m[2], m[3] ?? 1]; };
    return { bg: rgba(s.backgroundColor), ink: rgba(s.color), text: td.textContent, title: td.title };
  }));
  // WCAG relative luminance of a colour laid over the white page.
  const luminance = ([r, g, b, a]) => {
    const lin = (c) => { const v = (255 - a * (255 - c)) / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  assert.ok(cells.some((c) => c.bg[3] > 0.55), 'some cells are dark');
  assert.ok(cells.some((c) => c.text && c.ink[0] === 255), 'some numbers are white');
  for (const c of cells.filter((c) => c.text)) {
    const [l1, l2] = [luminance(c.bg), luminance(c.ink)].sort((x, y) => y - x);
    assert.ok((l1 + 0.05) / (l2 + 0.05) >= 4.5, JSON.stringify(c));
  }
  assert.ok(cells.every((c) => !/^-0(\.0*)?$/.test(c.text) && !/^-0(\.0*)?$/.test(c.title)));
  assert.deepEqual(errors, []);
});

test('Ticket to Ride: a network file that cannot be fetched is said in words, without a stack trace', async () => {
  // No service worker, so the request reaches the route that cuts it off.
  const context = await ctx.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/ttr_network\.json$/, (route) => route.abort('internetdisconnected'));
  await page.goto(`${ctx.base}#/ticket-to-ride`);
  await page.waitForSelector('#ttr-t-load');
  await page.click('#ttr-t-load');
  await page.waitForFunction(() => /could not load the network/.test(document.querySelector('#ttr-t-loaded')?.textContent ?? ''));
  const text = await page.textContent('#ttr-t-loaded');
  assert.match(text, /ttr_network\.json could not be fetched \(.+\): the network may be off/);
  assert.ok(!/\n\s*at |TypeError\(|JsValue/.test(text), text);
  assert.ok(text.split('\n').length <= 2, text);
  await context.close();
});
