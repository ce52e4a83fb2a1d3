// End-to-end tests of the evolution lab in headless Chromium: the rock–paper–scissors simplex
// clicked and driven by keys, the rest points, a tournament over the workers with its CSV, a
// race between two strategies, population play, and the Moran panel.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

test('rock–paper–scissors: a click starts a closed orbit, keys start another, the centre is Nash not ESS', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolution`);
  await page.waitForSelector('#evo-portrait svg');
  // The rest points, exactly: the interior centre is Nash, not an ESS, a centre.
  const rows = await page.locator('#evo-rest tbody tr').allTextContents();
  const centre = rows.find((r) => r.includes('(1/3, 1/3, 1/3)'));
  assert.ok(centre, rows.join(' | '));
  assert.match(centre, /yesnocentre/);
  assert.match(centre, /in the normal-form lab/);
  assert.equal(await page.locator('#evo-portrait circle.rest').count(), rows.length);
  // A click inside the triangle starts a trajectory.
  const box = await page.locator('#evo-portrait').boundingBox();
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.6);
  await page.waitForFunction(() => document.querySelectorAll('#evo-portrait path.trajectory').length === 1);
  assert.match(await page.textContent('#evo-count'), /1 trajectories/);
  // The time plot of the shares appears with the trajectory.
  assert.match(await page.textContent('#evo-dynamics'), /Each strategy's share along the last trajectory/);
  // Keyboard: the cursor moves with the arrows, Enter starts a second trajectory.
  await page.focus('#evo-portrait');
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#evo-portrait #cursor');
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#evo-portrait path.trajectory').length === 2);
  await shot(page, 'evolution-rps');
  // The trajectory exports as CSV.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#evo-csv')]);
  const file = path.join(ARTIFACTS, 'trajectory.csv');
  await download.saveAs(file);
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
  assert.equal(lines[0], 't,x1,x2,x3');
  assert.equal(lines.length, 402);
  // Hawk–dove: the mixed ESS at V/C = 1/2, stable.
  await page.selectOption('#evo-preset', 'hawk-dove');
  await page.waitForFunction(() => /\(1\/2, 1\/2\)/.test(document.querySelector('#evo-rest')?.textContent ?? ''));
  const hd = (await page.locator('#evo-rest tbody tr').allTextContents()).find((r) => r.includes('(1/2, 1/2)'));
  assert.match(hd, /yesyesstable/);
  // A typed matrix with a wrong row is refused with its row.
  await page.click('#evo-edit summary');
  await page.fill('#evo-matrix', '1 2\n3');
  await page.dispatchEvent('#evo-matrix', 'change');
  await page.waitForSelector('#evo-error');
  assert.match(await page.textContent('#evo-error'), /row 2 has 1 entries/);
  assert.deepEqual(errors, []);
});

test('the Moran process: exact fixation beside the simulation', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolution?game=hawk-dove`);
  await page.waitForSelector('#evo-portrait svg');
  await page.click('#moran-run');
  await page.waitForSelector('#moran-table');
  assert.match(await page.textContent('#moran-summary'), /neutral drift's 1\/20/);
  const cells = await page.locator('#moran-table tbody tr').first().locator('td').allTextContents();
  const exact = Number(/^[0-9.]+/.exec(cells[1])[0]);
  const [lo, hi] = cells[3].match(/[0-9.]+/g).map(Number);
  assert.ok(lo <= exact && exact <= hi, cells.join(' | '));
  assert.deepEqual(errors, []);
});

test('the Moran sentence: each clause whole, long fractions as decimals, the exact digits on demand', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolution?game=hawk-dove`);
  await page.waitForSelector('#evo-portrait svg');
  // w = 0 is neutral drift: both clauses say what they compare with.
  await page.fill('#moran-w', '0');
  await page.dispatchEvent('#moran-w', 'change');
  await page.click('#moran-run');
  await page.waitForFunction(() => /1\/20 \(as likely/.test(document.querySelector('#moran-summary')?.textContent ?? ''));
  const drift = await page.textContent('#moran-summary');
  assert.equal(drift.match(/\(as likely as neutral drift's 1\/20\)/g)?.length, 2, drift);
  assert.equal(await page.locator('#moran-exact').count(), 0, 'short fractions stand in the table');
  // w = 1/10: 21-digit fractions become decimals; the exact ones are folded away, selectable.
  await page.fill('#moran-w', '1/10');
  await page.dispatchEvent('#moran-w', 'change');
  await page.click('#moran-run');
  await page.waitForSelector('#moran-exact');
  const words = await page.textContent('#moran-summary');
  assert.match(words, /probability ≈ 0\.\d{6} \((more|less) likely than neutral drift's 1\/20\);/, words);
  assert.match(words, /\((more|less) likely than neutral drift's 1\/20\)\.$/, words);
  assert.doesNotMatch(words, /\d{13}/, words);
  const table = await page.textContent('#moran-table');
  assert.doesNotMatch(table, /\d{13}|a fraction of/, table);
  await page.click('#moran-exact summary');
  const fractions = await page.locator('#moran-exact code').allTextContents();
  assert.ok(fractions.length >= 1 && fractions.every((f) => /^\d+\/\d+$/.test(f) && f.length > 12), fractions.join(' | '));
  await shot(page, 'evolution-moran-exact');
  assert.deepEqual(errors, []);
});

test('on a phone the person\'s rule plays under a short name and the matrix stays in its box', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${ctx.base}#/evolution`);
  await page.waitForSelector('#ipd');
  assert.equal(await page.inputValue('#ipd-yours-name'), 'My rule');
  await page.click('#ipd-t-run');
  await page.waitForSelector('#ipd-heat', { timeout: 60000 });
  const heads = await page.locator('#ipd-heat thead th').allTextContents();
  assert.ok(heads.includes('My rule'), heads.join(' | '));
  assert.ok(heads.every((h) => h.length <= 24), heads.join(' | '));
  // The matrix scrolls inside its box; the page itself never scrolls sideways.
  const box = await page.locator('#ipd-heat').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390 + 1, JSON.stringify(box));
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  // A name is the person's to change; a classic's name is refused beside the field.
  await page.fill('#ipd-yours-name', 'Tit For Tat');
  await page.dispatchEvent('#ipd-yours-name', 'change');
  await page.click('#ipd-t-run');
  await page.waitForSelector('#error-yours_name');
  assert.match(await page.textContent('#error-yours_name'), /a classic's name/);
  await shot(page, 'evolution-ipd-phone');
  assert.deepEqual(errors, []);
  await page.close();
});

test('words for everyone: no command-line commands, whole menu names, errors in plain words', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolution`);
  await page.waitForSelector('#ipd');
  assert.doesNotMatch(await page.textContent('main'), /gamelab [a-z]/);
  // The game menu is as wide as its longest name.
  const fits = await page.evaluate(() => {
    const select = document.querySelector('#evo-preset');
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(select).font;
    probe.style.whiteSpace = 'pre';
    document.body.append(probe);
    let widest = 0;
    for (const o of select.options) { probe.textContent = o.textContent; widest = Math.max(widest, probe.getBoundingClientRect().width); }
    probe.remove();
    return { widest, width: select.getBoundingClientRect().width };
  });
  assert.ok(fits.width >= fits.widest + 16, JSON.stringify(fits));
  // An unknown strategy points to the page's own list; one payoff is "1 number".
  await page.fill('#ipd-population', 'Nobody=3');
  await page.dispatchEvent('#ipd-population', 'change');
  await page.click('#ipd-pop-run');
  await page.waitForSelector('#error-population');
  const unknown = await page.textContent('#error-population');
  assert.match(unknown, /"Nobody" is not a strategy name: the classics are listed under "What each strategy does"/);
  await page.fill('#ipd-payoffs', '3');
  await page.dispatchEvent('#ipd-payoffs', 'change');
  await page.click('#ipd-match-run');
  await page.waitForSelector('#error-payoffs');
  assert.match(await page.textContent('#error-payoffs'), /\(got 1 number\)/);
  assert.doesNotMatch(await page.textContent('main'), /gamelab [a-z]/);
  assert.deepEqual(errors, []);
});

test('forms: a bad field is marked aria-invalid, its message goes once it is fixed, w = 1e400 said briefly', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolution?game=hawk-dove`);
  await page.waitForSelector('#ipd');
  await page.fill('#ipd-payoffs', '3');
  await page.dispatchEvent('#ipd-payoffs', 'change');
  await page.click('#ipd-match-run');
  await page.waitForSelector('#error-payoffs');
  assert.equal(await page.getAttribute('#ipd-payoffs', 'aria-invalid'), 'true');
  assert.equal(await page.getAttribute('#ipd-payoffs', 'aria-describedby'), 'error-payoffs');
  // Fixed: the message goes before any new run.
  await page.fill('#ipd-payoffs', '3,0,5,1');
  await page.dispatchEvent('#ipd-payoffs', 'change');
  await page.waitForFunction(() => !document.querySelector('#error-payoffs'));
  assert.equal(await page.getAttribute('#ipd-payoffs', 'aria-invalid'), null);
  // Another panel's run does not bring the match's old error back.
  await page.click('#ipd-race-run');
  await page.waitForSelector('#ipd-race-verdict', { timeout: 60000 });
  assert.equal(await page.locator('#error-payoffs').count(), 0);
  // The Moran panel: w = 1e400 is refused in a short sentence, beside a marked field.
  await page.fill('#moran-w', '1e400');
  await page.dispatchEvent('#moran-w', 'change');
  await page.click('#moran-run');
  await page.waitForSelector('#moran-error');
  const said = await page.textContent('#moran-error');
  assert.match(said, /between 0 and 1 \(got 1e400\)/, said);
  assert.ok(said.length < 120, said);
  assert.equal(await page.getAttribute('#moran-w', 'aria-invalid'), 'true');
  await page.fill('#moran-w', '1/10');
  await page.dispatchEvent('#moran-w', 'change');
  await page.waitForFunction(() => !document.querySelector('#moran-error'));
  assert.equal(await page.getAttribute('#moran-w', 'aria-invalid'), null);
  assert.deepEqual(errors, []);
});

test('the prisoner\'s dilemma: a match, a tournament with its CSV, a race, population play', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolution`);
  await page.waitForSelector('#ipd');
  // Tit For Tat against Defector over 200 turns: 199 and 204.
  await page.click('#ipd-match-run');
  await page.waitForSelector('#ipd-match-summary');
  assert.match(await page.textContent('#ipd-match-summary'), /Tit For Tat cooperated 1 times and scored 199 .* Defector cooperated 0 times and scored 204/);
  assert.equal(await page.locator('#ipd-strip rect').count(), 400);
  // Turn by turn, with the running totals.
  await page.click('#ipd-match-turns summary');
  assert.equal(await page.locator('#ipd-turns tbody tr').count(), 200);
  assert.match(await page.locator('#ipd-turns tbody tr').last().textContent(), /^200DD11199204$/);
  // The default tournament: 12 classics and a GTFT-like rule of the person's.
  await page.click('#ipd-t-run');
  await page.waitForSelector('#ipd-ranking', { timeout: 60000 });
  const ranking = await page.locator('#ipd-ranking tbody tr').allTextContents();
  assert.equal(ranking.length, 13);
  assert.equal(await page.locator('#ipd-heat tbody tr').count(), 13);
  assert.match(await page.textContent('#ipd'), /Ecological simulation/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#ipd-t-csv')]);
  const file = path.join(ARTIFACTS, 'tournament.csv');
  await download.saveAs(file);
  const csv = fs.readFileSync(file, 'utf8');
  assert.match(csv, /Tit For Tat/);
  assert.ok(csv.trim().split('\n').length >= 14, csv);
  await shot(page, 'evolution-tournament');
  // A race against the field: Tit For Tat is better than Defector.
  await page.click('#ipd-race-run');
  await page.waitForSelector('#ipd-race-verdict', { timeout: 60000 });
  assert.match(await page.textContent('#ipd-race-verdict'), /Tit For Tat is better than Defector/);
  // Population play: drawn round by round.
  await page.click('#ipd-pop-run');
  await page.waitForFunction(() => /After round 30/.test(document.querySelector('#ipd-pop-now')?.textContent ?? ''), null, { timeout: 60000 });
  assert.deepEqual(errors, []);
});

test('a 20-player, 200-turn, 10-repetition tournament takes under a second in the browser', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/evolution`);
  await page.waitForSelector('#ipd-players');
  // Tick the first 20 classics only, and no rule of one's own.
  const boxes = page.locator('#ipd-players input[type=checkbox]');
  const n = await boxes.count();
  for (let i = 0; i < n; i++) {
    const want = i < 20;
    if ((await boxes.nth(i).isChecked()) !== want) await boxes.nth(i).click();
  }
  await page.fill('#ipd-yours', '');
  await page.dispatchEvent('#ipd-yours', 'change');
  await page.click('#ipd-t-run');
  await page.waitForSelector('#ipd-t-status', { timeout: 60000 });
  const status = await page.textContent('#ipd-t-status');
  assert.match(status, /^20 players, 10 repetitions, 200 turns/);
  const ms = Number(/played in ([0-9]+) ms/.exec(status)[1]);
  assert.ok(ms < 1000, status);
  assert.deepEqual(errors, []);
});

test('the page arrives in the second module, fetched only when the lab is opened, and mounts again after a visit elsewhere', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/`);
  await page.waitForSelector('#home');
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.ok(!(await loaded()).some((p) => p.endsWith('more_bg.wasm')), 'not on the home page');
  await page.evaluate(() => { location.hash = '#/evolution'; });
  await page.waitForSelector('#evo-portrait svg');
  assert.equal((await loaded()).filter((p) => p.endsWith('more_bg.wasm')).length, 1);
  await page.evaluate(() => { location.hash = '#/racing'; });
  await page.waitForFunction(() => !document.querySelector('#evolution-page'));
  await page.evaluate(() => { location.hash = '#/evolution?game=stag-hunt'; });
  await page.waitForSelector('#evo-portrait svg');
  assert.match(await page.textContent('#evo-explain'), /stag/i);
  assert.equal((await loaded()).filter((p) => p.endsWith('more_bg.wasm')).length, 1, 'fetched once');
  assert.deepEqual(errors, []);
});
