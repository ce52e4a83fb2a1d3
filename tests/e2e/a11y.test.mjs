// Accessibility (WCAG 2.1 A and AA) of every lab's page as it first opens, at a laptop's width
// and a phone's: axe-core's rules, run inside Chromium, find no violation. The labs are read
// from the registry (src/labs.rs), so a new lab is checked from its first day. Run after
// `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useBrowser, violations } from './server.mjs';

const ctx = useBrowser(before, after);
const LABS = [...fs.readFileSync('src/labs.rs', 'utf8').matchAll(/^\s*key: "([^"]+)",$/gm)].map((m) => m[1]);

test('the scanner finds a violation where there is one', async () => {
  const page = await ctx.browser.newPage();
  await page.setContent('<html lang="en"><head><title>t</title></head><body><main><h1>t</h1><img src="x.png"><p style="color:#bbb">faint</p></main></body></html>');
  const found = (await violations(page)).join('\n');
  assert.match(found, /^image-alt/m);
  assert.match(found, /^color-contrast/m);
  await page.close();
});

for (const width of [1366, 390]) {
  test(`every lab's page opens without a WCAG 2.1 AA violation at ${width} px`, async () => {
    assert.ok(LABS.length >= 13, `labs read from the registry: ${LABS}`);
    const failures = [];
    for (const key of ['', ...LABS]) {
      const page = await ctx.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${ctx.base}#/${key}`);
      await page.waitForSelector('main h1, main h2');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      for (const v of await violations(page)) failures.push(`#/${key}: ${v}`);
      await page.close();
    }
    assert.deepEqual(failures, []);
  });
}
