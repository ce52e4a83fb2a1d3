// End-to-end tests of the game-tree page in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS, setField } from './server.mjs';

const ctx = useBrowser(before, after);

test('build an entry game by hand and watch backward induction find the credible equilibrium', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/trees`);
  await page.waitForSelector('#game-tree');
  await page.selectOption('#tree-preset', 'new');
  await page.waitForFunction(() => document.querySelectorAll('#game-tree .node').length === 3);
  // Root: player 1 chooses Out or In.
  await page.click('#node-root');
  await setField(page, '#action-0', 'Out');
  await setField(page, '#action-1', 'In');
  // Out ends the game with (1, 3).
  await page.click('#node-0');
  await setField(page, '#payoff-0', '1');
  await setField(page, '#payoff-1', '3');
  // In: player 2 fights (0, 0) or accommodates (2, 2).
  await page.click('#node-1');
  await page.click('#add-action');
  await page.waitForSelector('#node-1-1');
  await page.click('#node-1');
  assert.equal(await page.inputValue('#node-player'), '2');
  await setField(page, '#action-0', 'Fight');
  await setField(page, '#action-1', 'Acc');
  await page.click('#node-1-1');
  await setField(page, '#payoff-0', '2');
  await setField(page, '#payoff-1', '2');
  await page.waitForFunction(() => /\(2, 2\)/.test(document.querySelector('#game-tree')?.textContent ?? ''));
  // Two pure equilibria: (In, Acc) and (Out, Fight); the latter rests on a non-credible threat.
  await page.waitForFunction(() => document.querySelectorAll('#tree-equilibria tbody tr').length === 2);
  const rows = await page.locator('#tree-equilibria tbody tr').allTextContents();
  assert.ok(rows.some((r) => r.includes('(Out)') && r.includes('(Fight)') && /no — 1 non-credible threat/.test(r)), rows.join(' | '));
  assert.ok(rows.some((r) => r.includes('(In)') && r.includes('(Acc)') && /yes/.test(r)), rows.join(' | '));
  // Animate backward induction: step 1 at player 2's node, then the root.
  await page.click('#bi-play');
  await page.waitForFunction(() => /Step 1 of 2/.test(document.querySelector('#bi-status')?.textContent ?? ''));
  assert.equal(await page.locator('#game-tree .bi-chosen').count(), 1);
  await page.waitForSelector('#spe', { timeout: 10000 });
  assert.match(await page.textContent('#spe'), /\(In\) for player 1, \(Acc\) for player 2, payoffs \(2, 2\) — unique/);
  assert.equal(await page.locator('#game-tree .bi-chosen').count(), 2);
  // Show the non-credible equilibrium: the threat is at player 2's node.
  const idx = rows.findIndex((r) => r.includes('(Fight)'));
  await page.click(`#tree-equilibria tbody tr:nth-child(${idx + 1}) button`);
  await page.waitForSelector('#game-tree #node-1.threat');
  assert.match(await page.textContent('#threats'), /player 2 is told to play "Fight" \(payoff 0\) but "Acc" gives 2/);
  await shot(page, 'trees-entry-game');
  // The URL holds the tree.
  const { page: page2, errors: errors2 } = await openPage(ctx.browser, page.url());
  await page2.waitForFunction(() => document.querySelectorAll('#game-tree .node').length === 5);
  await page2.waitForSelector('#tree-equilibria');
  assert.match(await page2.textContent('#game-tree'), /Acc/);
  await page2.close();
  assert.deepEqual([...errors, ...errors2], []);
});

test('keyboard navigation, delete and undo; the seed Fig. 3.2 preset; .efg import errors', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/trees`);
  await page.waitForSelector('#tree-equilibria');
  // The default tree is the seed's Fig. 3.2: 8 × 4 normal form, four pure equilibria, one SPE.
  assert.equal(await page.locator('#normal-form tbody tr').count(), 8);
  assert.equal(await page.locator('#tree-equilibria tbody tr').count(), 4);
  await page.click('#bi-all');
  assert.match(await page.textContent('#spe'), /\(2,7,10\) for player 1, \(4,5\) for player 2/);
  // The induced normal form opens in the normal-form lab, its four pure equilibria marked.
  const { page: nfPage, errors: nfErrors } = await openPage(ctx.browser, page.url());
  await nfPage.waitForSelector('#open-normal-form');
  await nfPage.click('#open-normal-form');
  await nfPage.waitForSelector('#bimatrix');
  await nfPage.waitForFunction(() => document.querySelectorAll('#bimatrix tbody tr').length === 8);
  assert.equal(await nfPage.inputValue('#name-0-6'), '(2,7,10)');
  assert.equal(await nfPage.locator('#bimatrix td.ne').count(), 4);
  await nfPage.close();
  assert.deepEqual(nfErrors, []);
  const nodes = await page.locator('#game-tree .node').count();
  await page.focus('#game-tree');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#game-tree #node-1.selected');
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('#game-tree #node-1-0.selected');
  await page.keyboard.press('Delete');
  await page.waitForFunction((n) => document.querySelectorAll('#game-tree .node').length === n - 1, nodes);
  await page.keyboard.press('Control+z');
  await page.waitForFunction((n) => document.querySelectorAll('#game-tree .node').length === n, nodes);
  await page.keyboard.press('Control+y');
  await page.waitForFunction((n) => document.querySelectorAll('#game-tree .node').length === n - 1, nodes);
  // A bad payoff is named next to the tree.
  await page.click('#node-1-0-0');
  await setField(page, '#payoff-0', 'abc');
  await page.waitForSelector('#tree-error');
  assert.match(await page.textContent('#tree-error'), /root › 2 › 1 › 1: player 1's payoff/);
  // The analyses of the last complete tree stay, marked as such.
  await page.waitForSelector('#tree-analysis-stale .stale-note');
  const staleRows = await page.locator('#tree-analysis-stale #tree-equilibria tbody tr').count();
  assert.ok(staleRows >= 1, 'the earlier equilibria stay listed');
  await page.click('#tree-undo');
  await page.waitForFunction(() => !document.querySelector('#tree-error'));
  await page.waitForFunction(() => !document.querySelector('#tree-analysis-stale'));
  assert.equal(await page.locator('#tree-equilibria tbody tr').count(), staleRows);
  // Import: a valid .efg and a malformed one.
  await page.click('details.import summary');
  await page.fill('#efg-input', 'EFG 2 R "tiny" { "A" "B" }\n""\n\np "" 1 1 "" { "x" "y" } 0\nt "" 1 "" { 1, 0 }\nt "" 2 "" { 0, 1 }\n');
  await page.click('#efg-import');
  await page.waitForFunction(() => document.querySelectorAll('#game-tree .node').length === 3);
  // The file's title and player names come back out in the export and the link.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-efg')]);
  const file = path.join(ARTIFACTS, 'tree.efg');
  await download.saveAs(file);
  assert.match(fs.readFileSync(file, 'utf8'), /^EFG 2 R "tiny" \{ "A" "B" \}/);
  assert.match(decodeURIComponent(page.url()), /"tiny"/);
  await page.fill('#efg-input', 'EFG 2 R "bad" { "A" "B" }\n""\n\np "" 1 1 "" { "x" } 0\nt "" 1 "" { 1, zz }\n');
  await page.click('#efg-import');
  await page.waitForSelector('#efg-error');
  assert.match(await page.textContent('#efg-error'), /line 5/);
  // A broken shared link says so and opens the default tree.
  const { page: broken, errors: brokenErrors } = await openPage(ctx.browser, `${ctx.base}#/trees?t=EFG%202%20R%20%22x%22`);
  await broken.waitForSelector('#url-error');
  assert.match(await broken.textContent('#url-error'), /the shared tree could not be read: line 1/);
  await broken.waitForFunction(() => document.querySelectorAll('#normal-form tbody tr').length === 8);
  await broken.close();
  assert.deepEqual(brokenErrors, []);
  assert.deepEqual(errors, []);
});

test('chance nodes: the uncertain-demand preset, and turning a node into a move of nature', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/trees`);
  await page.waitForSelector('#game-tree');
  await page.selectOption('#tree-preset', 'Entry with uncertain demand (chance)');
  await page.waitForSelector('#game-tree .node.chance');
  await page.click('#bi-all');
  assert.match(await page.textContent('#spe'), /payoffs \(4\/3, 8\/3\)/);
  assert.match(await page.textContent('#bi-status'), /chance node .*expected payoffs .*\(4\/3, 8\/3\)/);
  // The equilibrium where the incumbent threatens to fight everywhere is not credible.
  const rows = await page.locator('#tree-equilibria tbody tr').allTextContents();
  const idx = rows.findIndex((r) => r.includes('(out,out)') && r.includes('(fight,fight)'));
  assert.ok(idx >= 0, rows.join(' | '));
  await page.click(`#tree-equilibria tbody tr:nth-child(${idx + 1}) button`);
  await page.waitForSelector('#game-tree .threat');
  // A new tree whose root becomes a chance node: equal probabilities, expected value.
  await page.selectOption('#tree-preset', 'new');
  await page.waitForFunction(() => document.querySelectorAll('#game-tree .node').length === 3);
  await page.click('#node-root');
  await page.selectOption('#node-player', 'chance');
  await page.waitForSelector('#probability-1');
  assert.equal(await page.inputValue('#probability-0'), '1/2');
  await page.click('#node-0');
  await setField(page, '#payoff-0', '6');
  await page.click('#bi-all');
  assert.match(await page.textContent('#spe'), /payoffs \(3, 0\)/);
  // Probabilities that do not sum to 1 are named at the node.
  await page.click('#node-root');
  await setField(page, '#probability-1', '1/4');
  await page.waitForSelector('#tree-error');
  assert.match(await page.textContent('#tree-error'), /root: .*sum to 3\/4/);
  await shot(page, 'trees-chance');
  assert.deepEqual(errors, []);
});

test('a payoff being typed marks the analyses as of the earlier tree until it is applied', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/trees`);
  await page.waitForSelector('#tree-equilibria');
  assert.equal(await page.locator('#tree-analysis-stale').count(), 0);
  const leaf = (await page.$$eval('#game-tree .node.leaf', (ns) => ns.map((n) => n.id)))[0];
  await page.click(`#${leaf}`);
  await page.waitForSelector('#payoff-0');
  const applied = await page.inputValue('#payoff-0');
  // Typed, not applied: the mark says how to apply it.
  await page.fill('#payoff-0', `${applied}7`);
  await page.waitForSelector('#tree-analysis-stale');
  assert.match(await page.textContent('#tree-analysis-stale .stale-note'), /earlier inputs — press Enter or leave the field/);
  // Typed back to what is applied: no mark.
  await page.fill('#payoff-0', applied);
  await page.waitForFunction(() => !document.querySelector('#tree-analysis-stale'));
  // Typed and applied with Enter: the tree and the analyses follow, unmarked.
  await page.fill('#payoff-0', '97');
  await page.waitForSelector('#tree-analysis-stale');
  await page.press('#payoff-0', 'Enter');
  await page.waitForFunction(() => !document.querySelector('#tree-analysis-stale'));
  await page.waitForFunction(() => /97/.test(document.querySelector('#game-tree')?.textContent ?? ''));
  assert.deepEqual(errors, []);
});

test('a tree with 1024 strategies a player: analysed in the worker, its equilibria counted and the first listed', async () => {
  // A chain of 20 binary moves, players alternating; each move ends the game or goes on.
  let efg = 'EFG 2 R "chain" { "A" "B" }\n""\n\n';
  for (let i = 0; i < 20; i++) {
    efg += `p "" ${(i % 2) + 1} ${Math.floor(i / 2) + 1} "" { "stop" "go" } 0\n`;
    efg += `t "" ${i + 1} "" { ${i % 7}, ${(i * 3) % 5} }\n`;
  }
  efg += 't "" 21 "" { 1, 1 }\n';
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/trees?t=${encodeURIComponent(efg)}`);
  await page.waitForSelector('#game-tree');
  // The worker reads the link first (41 nodes); then the page answers while the worker
  // analyses: a click selects a node at once.
  await page.waitForFunction(() => document.querySelectorAll('#game-tree .node').length === 41);
  const started = Date.now();
  await page.click('#node-1');
  await page.waitForSelector('#game-tree #node-1.selected');
  const selectMs = Date.now() - started;
  // (The default tree's answer stays, marked as of the earlier tree, until the chain's comes.)
  await page.waitForFunction(() => /1024 × 1024/.test(document.querySelector('.tree-equilibria')?.textContent ?? ''), null, { timeout: 60000 });
  const heading = await page.textContent('.tree-equilibria');
  const count = Number(/Pure Nash equilibria \((\d+)\)/.exec(heading)[1]);
  assert.ok(count > 200, `${count} pure equilibria`);
  assert.match(heading, /Induced normal form: 1024 × 1024 pure strategies/);
  assert.match(heading, /too large to draw here/);
  assert.match(await page.textContent('#equilibria-listed'), /first 200 in row order/);
  assert.equal(await page.locator('#tree-equilibria tbody tr').count(), 200);
  assert.match(await page.textContent('#open-normal-form-why'), /1024×1024/);
  // One of them shown on the tree.
  await page.locator('#tree-equilibria .show-ne').first().click();
  await page.waitForSelector('#threats');
  assert.ok(selectMs < 5000, `a click took ${selectMs} ms`);
  assert.deepEqual(errors, []);
});

test('an information set built by keyboard: matching pennies solved, exported and imported again', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/trees`);
  await page.waitForSelector('#tree-equilibria');
  await page.selectOption('#tree-preset', 'new');
  await page.waitForFunction(() => document.querySelectorAll('#game-tree .node').length === 3);
  await page.click('#node-root');
  await page.focus('#game-tree');
  // Player 2 moves after each of player 1's actions…
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('#game-tree #node-0.selected');
  await page.keyboard.press('a');
  await page.waitForSelector('#game-tree #node-0-1');
  await page.keyboard.press('ArrowUp');
  await page.waitForSelector('#game-tree #node-0.selected');
  await page.keyboard.press('m');
  await page.waitForSelector('#marked-ring');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#game-tree #node-1.selected');
  await page.keyboard.press('a');
  await page.waitForSelector('#game-tree #node-1-1');
  await page.keyboard.press('ArrowUp');
  // …without seeing it: J joins the second node to the marked one's information set.
  await page.keyboard.press('j');
  await page.waitForSelector('#game-tree #infoset-2-1 .infoset-line');
  assert.match(await page.textContent('#set-status'), /In a set of 2 nodes/);
  // The backward-induction analyses give way to the exact solution of the game with sets.
  await page.waitForSelector('#tree-sets');
  assert.equal(await page.locator('#tree-equilibria').count(), 0);
  // Matching pennies' payoffs.
  const pay = [['0-0', '1', '-1'], ['0-1', '-1', '1'], ['1-0', '-1', '1'], ['1-1', '1', '-1']];
  for (const [node, a, b] of pay) {
    await page.click(`#node-${node}`);
    await setField(page, '#payoff-0', a);
    await setField(page, '#payoff-1', b);
  }
  await page.waitForFunction(() => /\(1, -1\)[\s\S]*\(-1, 1\)[\s\S]*\(-1, 1\)[\s\S]*\(1, -1\)/.test(document.querySelector('#game-tree')?.textContent ?? ''));
  await page.waitForFunction(() => /Player 1 0, Player 2 0/.test(document.querySelector('#tree-sets #solution-value')?.textContent ?? ''), null, { timeout: 20000 });
  assert.match(await page.textContent('#tree-sets #solution-certified'), /Certified/);
  const strategies = await page.textContent('#tree-sets #solution-strategies');
  assert.match(strategies, /L 1\/2, R 1\/2/);
  assert.match(strategies, /a 1\/2, b 1\/2/);
  // S splits the set again; J joins it back.
  await page.click('#node-1');
  await page.focus('#game-tree');
  await page.keyboard.press('s');
  await page.waitForFunction(() => !document.querySelector('#game-tree .infoset-line'));
  await page.waitForSelector('#tree-equilibria');
  await page.keyboard.press('j');
  await page.waitForSelector('#game-tree .infoset-line');
  // The set is named; the export carries its number and name at both nodes.
  await setField(page, '#set-name', 'guess');
  await page.waitForFunction(() => /guess/.test(document.querySelector('#game-tree .infoset-label')?.textContent ?? ''));
  await shot(page, 'trees-information-set');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-efg')]);
  const file = path.join(ARTIFACTS, 'pennies.efg');
  await download.saveAs(file);
  const text = fs.readFileSync(file, 'utf8');
  // (Gambit's own writer gives the set's name and actions at its first node only.)
  assert.match(text, /^p "" 2 1 "guess" \{ "a" "b" \} 0$/m, text);
  assert.match(text, /^p "" 2 1 0$/m, text);
  // Imported into a fresh page, the file gives the same game with its set.
  const { page: again, errors: againErrors } = await openPage(ctx.browser, `${ctx.base}#/trees`);
  await again.waitForSelector('#tree-equilibria');
  await again.click('details.import summary');
  await again.fill('#efg-input', text);
  await again.click('#efg-import');
  await again.waitForSelector('#game-tree #infoset-2-1');
  await again.waitForFunction(() => /Certified/.test(document.querySelector('#tree-sets #solution-certified')?.textContent ?? ''), null, { timeout: 20000 });
  // The link holds the sets too.
  const { page: linked, errors: linkedErrors } = await openPage(ctx.browser, again.url());
  await linked.waitForSelector('#game-tree #infoset-2-1');
  await linked.close();
  await again.close();
  assert.deepEqual([...errors, ...againErrors, ...linkedErrors], []);
});

test('presets with information sets: Kuhn poker solved in the tree editor, the absent-minded driver refused', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/trees`);
  await page.waitForSelector('#tree-equilibria');
  await page.selectOption('#tree-preset', 'imperfect:kuhn');
  await page.waitForSelector('#tree-sets');
  assert.ok(await page.locator('#game-tree .infoset').count() >= 6);
  await page.waitForFunction(() => /-1\/18/.test(document.querySelector('#tree-sets #solution-value')?.textContent ?? ''), null, { timeout: 30000 });
  await page.selectOption('#tree-preset', 'imperfect:driver');
  await page.waitForSelector('#tree-recall-error');
  assert.match(await page.textContent('#tree-recall-error'), /junction/);
  assert.deepEqual(errors, []);
});
