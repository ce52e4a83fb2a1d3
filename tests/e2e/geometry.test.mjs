// End-to-end tests of the normal-form page's geometry section in headless Chromium: the
// best-response polytopes with Lemke–Howson stepped on them, the equilibria no path from the
// artificial equilibrium reaches, and the correlated-equilibrium polytope of Aumann's Chicken.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, shot } from './server.mjs';

const ctx = useBrowser(before, after);

const explain = (page) => page.textContent('#lh-explain');

test('Lemke–Howson stepped on a 3×3 game to an equilibrium; the unreachable ones are named', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#geometry');
  await page.selectOption('#preset', '3×3: equilibria no Lemke–Howson path reaches');
  await page.waitForFunction(() => document.querySelectorAll('#poly-p g.vertex').length > 4);
  // Both polytopes are 3-D here, every vertex labelled.
  assert.ok((await page.locator('#poly-q g.vertex').count()) > 4);
  assert.match(await page.textContent('#geometry-shift'), /shifted to be positive/);
  // Drop label 3: five steps, alternating P and Q (checked against the core's pivots).
  await page.selectOption('#lh-label', '2');
  assert.match(await explain(page), /At the artificial equilibrium \(0, 0\): every label is present\. Step to drop label 3/);
  await page.click('#lh-step');
  assert.match(await explain(page), /Step 1 of 5: P drops label 3 and moves along an edge, picking up label 5; label 5 is duplicated \(both vertices have it\), so Q drops it next\./);
  assert.equal(await page.locator('#poly-p line.walked').count(), 1);
  // Keyboard: the Step button is a button, Enter on it steps.
  await page.focus('#lh-step');
  await page.keyboard.press('Enter');
  assert.match(await explain(page), /Step 2 of 5: Q drops label 5 .* picking up label 2; label 2 is duplicated/);
  await page.click('#lh-back');
  assert.match(await explain(page), /Step 1 of 5/);
  await page.click('#lh-run');
  assert.match(await explain(page), /Step 5 of 5: P drops label 5 and moves along an edge, picking up label 3 — the missing label/);
  assert.match(await page.textContent('#lh-result'), /Reached equilibrium \d: x = \(0, 1, 0\), y = \(1, 0, 0\)\./);
  // The current vertex pair is highlighted on both polytopes.
  assert.equal(await page.locator('#poly-p g.vertex.current').count(), 1);
  assert.equal(await page.locator('#poly-q g.vertex.current').count(), 1);
  // Three equilibria no path from (0, 0) reaches, one of them of index +1.
  const un = await page.textContent('#lh-unreachable');
  assert.match(un, /No Lemke–Howson path from the artificial equilibrium reaches/);
  assert.equal((un.match(/equilibrium \d \(index/g) ?? []).length, 3, un);
  assert.match(un, /\(index \+1\)/);
  assert.equal(await page.locator('#lh-pairing tr[data-unreachable="true"]').count(), 3);
  // Start from an unreachable equilibrium: a path from it ends at another equilibrium.
  await page.selectOption('#lh-start', '1');
  await page.click('#lh-run');
  assert.match(await page.textContent('#lh-result'), /Reached equilibrium|Back at the artificial/);
  await page.click('#lh-reset');
  assert.match(await explain(page), /At equilibrium 2: every label is present/);
  await shot(page, 'geometry-lemke-howson');
  assert.deepEqual(errors, []);
});

test("Shapley's cyclic game: every path reaches its one equilibrium; a 4×4 game hides the section", async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.click('details.import summary');
  await page.fill('#nfg-input', 'NFG 1 R "Shapley 1964" { "1" "2" } { 3 3 }\n0 0 0 1 1 0 1 0 0 0 0 1 0 1 1 0 0 0\n');
  await page.click('#nfg-import');
  await page.waitForFunction(() => /Every equilibrium is reached/.test(document.querySelector('#lh-unreachable')?.textContent ?? ''));
  assert.match(await page.textContent('#lh-unreachable'), /equilibrium 1 by label 1, 2, 3, 4, 5, 6/);
  await page.click('#add-row');
  await page.click('#add-col');
  await page.waitForSelector('#geometry-note');
  assert.match(await page.textContent('#geometry-note'), /from 2×2 to 3×3; this one is 4×4/);
  assert.deepEqual(errors, []);
});

test("the CE polytope of Aumann's Chicken: Nash equilibria and the best CE marked; turned by keyboard", async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.selectOption('#preset', 'Chicken (Aumann 1974)');
  await page.waitForSelector('#ce-polytope');
  assert.equal(await page.locator('#ce-polytope .mark[data-kind="nash"]').count(), 3);
  assert.equal(await page.locator('#ce-polytope .mark[data-kind="best"]').count(), 1);
  const best = await page.textContent('#ce-list li[data-kind="best"]');
  assert.equal(best, 'Best correlated equilibrium: (dare, chicken) 1/4, (chicken, dare) 1/4, (chicken, chicken) 1/2 — welfare 21/2');
  const nash = await page.locator('#ce-list li[data-kind="nash"]').allTextContents();
  assert.ok(nash.some((t) => t.includes('(dare, dare) 1/9, (dare, chicken) 2/9, (chicken, dare) 2/9, (chicken, chicken) 4/9 — welfare 28/3')), nash.join(' | '));
  assert.ok(nash.some((t) => t.includes('(dare, chicken) 1 — welfare 9')), nash.join(' | '));
  // Turn it with the keyboard: the angle and the projected vertices change.
  const projected = () => page.$$eval('#ce-polytope g.vertex', (gs) => Object.fromEntries(gs.map((g) => [g.dataset.vertex, `${g.dataset.x},${g.dataset.y}`])));
  const before = await page.getAttribute('#ce-polytope', 'data-yaw');
  const atFirst = await projected();
  assert.ok(Object.keys(atFirst).length >= 4, 'the polytope has at least four vertices');
  await page.focus('#ce-polytope');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  assert.notEqual(await page.getAttribute('#ce-polytope', 'data-yaw'), before);
  const turned = await projected();
  assert.ok(Object.keys(atFirst).some((v) => atFirst[v] !== turned[v]), 'the projection changed');
  // Reset view puts it back.
  await page.click('#ce-polytope-reset');
  assert.equal(await page.getAttribute('#ce-polytope', 'data-yaw'), before);
  // Both 2-D polytopes are polygons: no turning there.
  assert.equal(await page.getAttribute('#poly-p', 'tabindex'), null);
  await shot(page, 'geometry-correlated');
  assert.deepEqual(errors, []);
});
