// Test support: serves dist/ on a free local port (compressed, as scripts/serve.sh does) and
// launches Debian's Chromium through playwright-core (which never downloads a browser). Screenshots go to target/e2e-artifacts/.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { staticHandler } from '../../scripts/serve.mjs';

const DIST = path.resolve(process.env.DIST ?? 'dist');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(process.env.ARTIFACTS ?? 'target/e2e-artifacts');

export async function startServer() {
  assert.ok(fs.existsSync(path.join(DIST, 'index.html')), `no ${DIST}/index.html: run trunk build first`);
  const server = http.createServer(staticHandler(DIST));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}

export async function launch() {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A page that records console errors and uncaught exceptions. */
export async function openPage(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  return { page, errors };
}

/** Types `value` into the input `sel` and commits it (the `change` an Enter or a blur fires). */
export async function setField(page, sel, value) {
  await page.fill(sel, value);
  await page.dispatchEvent(sel, 'change');
}

let axe = null;

/**
 * axe-core's WCAG 2.1 A/AA violations on the page as it is now, one line each: every test
 * may scan the states its flow reaches (a11y.test.mjs scans every page as it first opens).
 */
export async function violations(page) {
  axe ??= fs.readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  await page.addScriptTag({ content: axe });
  return page.evaluate(async () => {
    const r = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    const found = r.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} × e.g. ${v.nodes[0].target.join(' ')}`);
    // Beyond axe (WCAG 1.1.1): every drawing says what it shows — a chart, a board, a tree,
    // a map. An <svg> passes when it, or the box that holds it, is named (aria-label,
    // aria-labelledby, a <title> of its own, a figure's caption), or when it is hidden from screen readers
    // because text beside it says the same (aria-hidden).
    const named = (e) => !!e && (!!(e.getAttribute('aria-label') ?? '').trim() || !!e.getAttribute('aria-labelledby')
      || [...e.children].some((c) => ['title', 'figcaption'].includes(c.tagName.toLowerCase()) && c.textContent.trim()));
    const unnamed = [...document.querySelectorAll('main svg')]
      .filter((svg) => !svg.parentElement.closest('svg'))
      .filter((svg) => svg.getClientRects().length > 0)
      .filter((svg) => !svg.closest('[aria-hidden=true]'))
      .filter((svg) => !named(svg) && !named(svg.closest('[role=img],[role=figure],[role=group],[role=grid],[role=tree],[role=application],figure')))
      .map((svg) => { const box = svg.closest('[id]'); return `${box ? '#' + box.id + ' ' : ''}svg${svg.getAttribute('class') ? '.' + svg.getAttribute('class').split(' ').join('.') : ''}`; });
    if (unnamed.length) found.push(`svg-text-alternative (serious): a drawing without a text alternative — ${unnamed.length} × e.g. ${unnamed[0]}`);
    return found;
  });
}

export async function shot(page, name) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Registers before/after hooks that serve dist/ and launch Chromium; returns a context whose
 * `base` and `browser` are filled in once the hooks have run.
 */
export function useBrowser(before, after) {
  const ctx = {};
  before(async () => {
    ({ server: ctx.server, base: ctx.base } = await startServer());
    ctx.browser = await launch();
  });
  after(async () => {
    await ctx.browser?.close();
    if (ctx.server) await new Promise((r) => ctx.server.close(r));
  });
  return ctx;
}
