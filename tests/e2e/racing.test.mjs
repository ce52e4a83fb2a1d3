// End-to-end tests of the racing lab in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

test('a live race of two algorithms on the same games stops with a decision', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing`);
  await page.waitForSelector('#race-start');
  // Nothing to pause or resume before a race has started.
  assert.equal(await page.isDisabled('#race-pause'), true);
  await page.fill('#race-mu', '0.42');
  await page.dispatchEvent('#race-mu', 'change');
  await page.selectOption('#race-speed', '50000');
  await page.click('#race-start');
  await page.waitForFunction(() => [...document.querySelectorAll('#race-status .decision')].every((td) => /better|undecided/.test(td.textContent)), null, { timeout: 30_000 });
  const rows = await page.locator('#race-status tbody tr').allTextContents();
  assert.equal(rows.length, 2);
  for (const r of rows) assert.match(r, /player 2 is better/);
  assert.match(rows[0], /crossed 0.5/); // ILEBR* 2 stops when a bound crosses 0.5
  assert.match(rows[1], /precision stop/); // LEBR stops on precision
  assert.ok(await page.locator('#race-chart svg polyline').count() >= 3, 'chart drawn');
  assert.match(page.url(), /mu=0.42/);
  await shot(page, 'racing-live');
  // Other inputs: the finished races stay, marked as belonging to the earlier inputs.
  assert.equal(await page.locator('#race-stale').count(), 0);
  await page.fill('#race-mu', '0.45');
  await page.dispatchEvent('#race-mu', 'change');
  await page.waitForSelector('#race-stale .stale-note');
  assert.equal(await page.locator('#race-stale #race-status tbody tr').count(), 2);
  // Back to the inputs of the race: current again.
  await page.fill('#race-mu', '0.42');
  await page.dispatchEvent('#race-mu', 'change');
  await page.waitForFunction(() => !document.querySelector('#race-stale'));
  assert.deepEqual(errors, []);
});

test('a race between two War strategies decides that descending is better', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing`);
  await page.waitForSelector('#race-start');
  await page.selectOption('#race-source', 'war');
  await page.waitForSelector('#race-s1');
  assert.equal(await page.inputValue('#race-s1'), 'desc');
  // A bad strategy is named next to its input.
  await page.fill('#race-s2', 'sideways');
  await page.dispatchEvent('#race-s2', 'change');
  await page.click('#race-start');
  await page.waitForSelector('#error-s2');
  await page.fill('#race-s2', 'rand');
  await page.dispatchEvent('#race-s2', 'change');
  await page.selectOption('#race-a2', 'none');
  await page.click('#race-start');
  await page.waitForFunction(() => [...document.querySelectorAll('#race-status .decision')].every((td) => /better|undecided/.test(td.textContent)), null, { timeout: 60_000 });
  const rows = await page.locator('#race-status tbody tr').allTextContents();
  assert.equal(rows.length, 1);
  assert.match(rows[0], /player 1 is better/);
  assert.match(page.url(), /game=war/);
  assert.match(page.url(), /s2=rand/);
  assert.match(page.url(), /rules=fd1-loses-cap10000-draw/);
  // Other rules come from the link; bad ones are named next to their input.
  await page.fill('#race-rules', 'fd3-last-cap500-more');
  await page.dispatchEvent('#race-rules', 'change');
  await page.click('#race-start');
  await page.waitForFunction(() => /rules=fd3-last-cap500-more/.test(location.hash));
  await page.fill('#race-rules', 'fd1-sideways');
  await page.dispatchEvent('#race-rules', 'change');
  await page.click('#race-start');
  await page.waitForSelector('#error-rules');
  assert.deepEqual(errors, []);
});

test('what is typed in a field stays while a race runs and redraws', async () => {
  // The race redraws every 50 ms; a field that followed only its change event was reset to
  // the value last committed at each redraw, losing the keys typed in between.
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?mu=0.5&a2=none`);
  await page.waitForSelector('#race-start');
  await page.selectOption('#race-speed', '20');
  await page.click('#race-start');
  const games = () => page.evaluate(() => Number((document.querySelector('#race-status td.games')?.textContent ?? '0').replace(/\D/g, '')));
  await page.waitForFunction(() => document.querySelector('#race-status td.games'));
  await page.focus('#race-eps');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0.0', { delay: 120 });
  const seen = await games();
  await page.waitForFunction((n) => Number((document.querySelector('#race-status td.games')?.textContent ?? '0').replace(/\D/g, '')) > n + 100, seen);
  assert.equal(await page.inputValue('#race-eps'), '0.0', 'the redraws kept the typed text');
  await page.keyboard.type('3');
  await page.click('#race-pause');
  assert.equal(await page.inputValue('#race-eps'), '0.03');
  assert.deepEqual(errors, []);
});

test('step by test, and bad parameters are named next to their inputs', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?a1=ilebr-star&a2=none&pattern=1`);
  await page.waitForSelector('#race-step');
  for (let i = 0; i < 3; i++) await page.click('#race-step');
  await page.waitForFunction(() => /^9$/.test((document.querySelector('#race-status tbody tr td.games')?.textContent ?? '').trim()));
  await page.fill('#race-eps', '1.5');
  await page.dispatchEvent('#race-eps', 'change');
  await page.fill('#race-pattern', '10x');
  await page.dispatchEvent('#race-pattern', 'change');
  await page.click('#race-start');
  await page.waitForSelector('#error-eps');
  assert.match(await page.textContent('#error-eps'), /not strictly between 0 and 1/);
  assert.match(await page.textContent('#error-pattern'), /only 0s and 1s/);
  assert.deepEqual(errors, []);
});

test('a link with bad parameters names them beside their fields as the page opens; bounds stay within [0, 1]', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?a1=lebr&a2=none&mu=abc&eps=2`);
  await page.waitForSelector('#error-mu');
  assert.match(await page.textContent('#error-mu'), /not a number/);
  assert.match(await page.textContent('#error-eps'), /not strictly between 0 and 1/);
  // LEBR's first tests have half-widths above 1: the bounds shown are a probability's.
  const ok = await openPage(ctx.browser, `${ctx.base}#/racing?a1=lebr&a2=none&pattern=1`);
  await ok.page.waitForSelector('#race-step');
  for (let i = 0; i < 3; i++) await ok.page.click('#race-step');
  // LEBR tests after every game: three steps are three games.
  await ok.page.waitForFunction(() => /^3$/.test((document.querySelector('#race-status tbody tr td.games')?.textContent ?? '').trim()));
  const ub = Number(await ok.page.textContent('#race-status tbody tr td.ub'));
  const lb = Number(await ok.page.textContent('#race-status tbody tr td.lb'));
  assert.ok(lb >= 0 && lb <= ub && ub <= 1, `LB ${lb}, UB ${ub}`);
  const q = await openPage(ctx.browser, `${ctx.base}#/racing?view=curves&calgs=lebr,nope&cfrom=x`);
  await q.page.waitForSelector('#error-from');
  assert.match(await q.page.textContent('#error-algorithms'), /nope/);
  // LEBR's Monte Carlo curve without the precision stop would run every race to the cap and
  // read "never errs": the page refuses it and says why, beside the checkbox.
  const l = await openPage(ctx.browser, `${ctx.base}#/racing?view=curves&calgs=lebr&cfrom=0.45&cto=0.55&csteps=11&cruns=100`);
  await l.page.waitForSelector('#curve-compute');
  await l.page.click('#curve-compute');
  await l.page.waitForSelector('#error-precision');
  assert.match(await l.page.textContent('#error-precision'), /LEBR stops only by its precision test/);
  assert.equal(await l.page.locator('#curve-progress').count(), 0);
  assert.deepEqual([...errors, ...ok.errors, ...q.errors, ...l.errors], []);
});

test('error curves: exact, theory and Monte Carlo in workers; cancel; export CSV', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?view=curves`);
  await page.waitForSelector('#curve-compute');
  // A first, large request is cancelled.
  await page.fill('#curve-runs', '100000');
  await page.dispatchEvent('#curve-runs', 'change');
  await page.click('#curve-compute');
  await page.waitForSelector('#curve-progress');
  await page.click('#curve-cancel');
  await page.waitForFunction(() => document.querySelector('#curve-status')?.textContent === 'cancelled', null, { timeout: 10_000 });
  // A small curve runs to the end.
  await page.fill('#curve-runs', '60');
  await page.dispatchEvent('#curve-runs', 'change');
  await page.fill('#curve-steps', '9');
  await page.dispatchEvent('#curve-steps', 'change');
  await page.click('#curve-compute');
  await page.waitForFunction(() => /^done/.test(document.querySelector('#curve-status')?.textContent ?? ''), null, { timeout: 120_000 });
  assert.ok(await page.locator('#chart-alpha svg circle').count() >= 9, 'Monte Carlo points drawn');
  assert.ok(await page.locator('#chart-alpha svg polyline').count() >= 2, 'exact and theory lines drawn');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#curve-csv')]);
  const file = path.join(ARTIFACTS, 'alpha-curves.csv');
  await download.saveAs(file);
  const csv = fs.readFileSync(file, 'utf8').trim().split('\n');
  assert.equal(csv[0], 'algorithm,method,mu,alpha,alpha_ci_low,alpha_ci_high,mean_games');
  // 2 algorithms × 9 μ × (theory + exact + mc)
  assert.equal(csv.length, 1 + 2 * 9 * 3);
  await shot(page, 'racing-curves');
  // Another grid: the curves stay as computed (nine μ), marked stale, until computed again.
  assert.equal(await page.locator('#curves-stale').count(), 0);
  await page.fill('#curve-steps', '5');
  await page.dispatchEvent('#curve-steps', 'change');
  await page.waitForSelector('#curves-stale .stale-note');
  assert.ok(await page.locator('#curves-stale #chart-alpha svg circle').count() >= 9, 'the computed points stay');
  await page.fill('#curve-steps', '9');
  await page.dispatchEvent('#curve-steps', 'change');
  await page.waitForFunction(() => !document.querySelector('#curves-stale'));
  // The settings are in the address: a new tab restores them.
  await page.waitForFunction(() => /csteps=9/.test(location.hash) && /cruns=60/.test(location.hash));
  const { page: page2, errors: errors2 } = await openPage(ctx.browser, page.url());
  await page2.waitForSelector('#curve-compute');
  assert.equal(await page2.inputValue('#curve-steps'), '9');
  assert.equal(await page2.inputValue('#curve-runs'), '60');
  await page2.close();
  assert.deepEqual([...errors, ...errors2], []);
});

test('calculator: horizons and calibration', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?view=calc`);
  await page.waitForSelector('#horizons');
  const text = (await page.textContent('#horizons')).replace(/\u2009/g, ' ');
  for (const n of ['74 540', '86 329', '45 369', '53 247', '159 424']) assert.ok(text.includes(n), `${n} missing`);
  assert.match(await page.textContent('#calibration'), /N = 275 tests.*δ = 1\.4847682e-4/);
  await page.fill('#calc-mu', '0.5');
  await page.dispatchEvent('#calc-mu', 'change');
  await page.waitForSelector('.racing-calc p.error');
  assert.ok(await page.locator('#chart-sigma svg polyline').count() >= 1);
  // Close to 0.5 the calibration runs in the worker (same answer as `gamelab race calibrate`).
  await page.fill('#calc-mu', '0.4996');
  await page.dispatchEvent('#calc-mu', 'change');
  await page.click('#calibrate-run');
  await page.waitForSelector('#calibration', { timeout: 60000 });
  assert.match(await page.textContent('#calibration'), /N = 2071 tests/);
  assert.deepEqual(errors, []);
});

test('racing benchmark in the worker (numbers saved as an artifact)', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/racing?view=curves`);
  await page.click('details.bench summary');
  await page.click('#race-bench-run');
  await page.waitForSelector('#race-bench-result', { timeout: 120_000 });
  const rows = await page.locator('#race-bench-result tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.replace(/\u2009/g, ''))));
  assert.equal(rows.length, 3);
  const exactMs = Number(rows[0][2]);
  assert.ok(exactMs < 2000, `exact curve took ${exactMs} ms in the browser (goal < 2 s)`);
  fs.writeFileSync(path.join(ARTIFACTS, 'bench-race-wasm.json'), JSON.stringify({ target: 'wasm (headless Chromium worker)', rows }, null, 2));
  console.log('race bench wasm:', JSON.stringify(rows));
  assert.deepEqual(errors, []);
});
