// Text resized to 200 % without loss of content or function (WCAG 2.1 AA, 1.4.4): every
// lab's page, with the root font size doubled as a browser's "text only" zoom does, still
// fits its window — no sideways scrolling of the page, no text cut off by a box that hides
// its overflow — and the text really is twice as large. The stylesheet sizes text in rem and
// em, so this is the size a reader who asks for larger text gets; whole-page zoom to 200 % is
// the phone-width layout, which the 390 px tests cover. The labs come from the registry
// (src/labs.rs), as in a11y.test.mjs. Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useBrowser, openPage, shot } from './server.mjs';

const ctx = useBrowser(before, after);
const LABS = [...fs.readFileSync('src/labs.rs', 'utf8').matchAll(/^\s*key: "([^"]+)",$/gm)].map((m) => m[1]);

/** What is lost at the present text size: the page scrolling sideways, and elements whose
 * text is clipped by `overflow: hidden` (or `clip`) on them. Scroll boxes (`auto`, `scroll`)
 * are fine: their content is reached by scrolling within them. */
function losses() {
  const lost = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > window.innerWidth + 1) {
    // Name the widest culprits so a failure says where to look.
    const wide = [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((e) => !e.closest('svg') || e.tagName === 'svg')
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${[...e.classList].join('.')}`);
    lost.push(`the page scrolls sideways (${doc.scrollWidth} px in ${window.innerWidth} px): ${wide.join(', ')}`);
  }
  for (const e of document.querySelectorAll('body *')) {
    if (e.closest('svg') || e.closest('[hidden]')) continue;
    const style = getComputedStyle(e);
    const clips = (v) => v === 'hidden' || v === 'clip';
    if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
    // Visually hidden text for screen readers is clipped on purpose.
    if (e.getBoundingClientRect().width <= 1) continue;
    if (!e.textContent.trim()) continue;
    const cutX = clips(style.overflowX) && e.scrollWidth > e.clientWidth + 2;
    const cutY = clips(style.overflowY) && e.scrollHeight > e.clientHeight + 2;
    if (cutX || cutY) {
      lost.push(`text cut off in ${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${[...e.classList].join('.')}: "${e.textContent.trim().slice(0, 40)}"`);
    }
  }
  return lost;
}

test('the check finds text that is cut off and a page that scrolls sideways', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 800, height: 600 } });
  await page.setContent('<html lang="en"><body><main><p style="width: 120px; height: 1.2em; overflow: hidden">a sentence too long for its fixed box</p><p style="width: 1200px">wide</p></main></body></html>');
  const found = (await page.evaluate(losses)).join('\n');
  assert.match(found, /text cut off in p\./);
  assert.match(found, /scrolls sideways/);
  await page.close();
});

test('every page keeps all its text at 200 % text size, at a laptop\'s width', async () => {
  assert.ok(LABS.length >= 13, `labs read from the registry: ${LABS}`);
  const failures = [];
  for (const key of ['', ...LABS, 'about', 'exercises']) {
    const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/${key}`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.waitForSelector('main h1, main h2');
    await page.waitForLoadState('networkidle');
    const before = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('main p, main li, main label')).fontSize));
    await page.evaluate(() => { document.documentElement.style.fontSize = '200%'; });
    await page.waitForTimeout(300);
    const after = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('main p, main li, main label')).fontSize));
    if (Math.abs(after / before - 2) > 0.05) failures.push(`#/${key}: text went from ${before} px to ${after} px, not twice`);
    for (const l of await page.evaluate(losses)) failures.push(`#/${key}: ${l}`);
    // The classroom's page asks its server, which this static server is not.
    if (errors.length && key !== 'classroom') failures.push(`#/${key}: ${errors.join('; ')}`);
    if (key === 'games') await shot(page, 'text-200-games');
    await page.close();
  }
  assert.deepEqual(failures, []);
});

test('a control that is reached at 200 % text still works: the racing lab starts a race', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.waitForSelector('#race-start');
  await page.evaluate(() => { document.documentElement.style.fontSize = '200%'; });
  await page.click('#race-start');
  await page.waitForFunction(() => /better|undecided/.test(document.querySelector('#race-status .decision')?.textContent ?? ''), null, { timeout: 60_000 });
  assert.deepEqual(await page.evaluate(losses), []);
  assert.deepEqual(errors, []);
});
