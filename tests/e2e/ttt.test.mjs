// End-to-end tests of the app shell and the tic-tac-toe lab, in headless Chromium, clicking
// as a person would. Run after `trunk build` (scripts/test.sh does both).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

/** The board as a 9-character string read from the cells' labels. */
async function boardText(page) {
  return page.evaluate(() => [...Array(9).keys()].map((i) => {
    const label = document.querySelector(`#cell-${i}`).getAttribute('aria-label');
    return label.endsWith(' X') ? 'X' : label.endsWith(' O') ? 'O' : '.';
  }).join(''));
}

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const winner = (b) => { for (const [a, c, d] of LINES) if (b[a] !== '.' && b[a] === b[c] && b[a] === b[d]) return b[a]; return null; };

// A small seeded generator so a failing game can be replayed.
function rng(seed) { let s = seed >>> 0; return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32); }

test('home page lists every lab, About has references, unknown pages say so', async () => {
  const { page, errors } = await openPage(ctx.browser, ctx.base);
  await page.waitForSelector('#home .card');
  const labs = [...fs.readFileSync('src/labs.rs', 'utf8').matchAll(/^\s*key: "([^"]+)",$/gm)].length;
  assert.ok(labs >= 14, `labs read from the registry: ${labs}`);
  assert.equal(await page.locator('#home .card').count(), labs);
  // Every lab is ready: none is marked "coming".
  assert.equal(await page.locator('#home .card .badge.coming').count(), 0);
  await shot(page, 'home');
  await page.click('#home >> text=Ticket to Ride');
  await page.waitForSelector('#ticket-to-ride');
  await page.click('header >> text=About');
  await page.waitForSelector('#about');
  assert.match(await page.textContent('#about'), /Proof-number search/);
  await page.goto(ctx.base + '#/no/such/page');
  await page.waitForSelector('#not-found');
  // One segment that is no lab's key: the lab route finds no lab.
  await page.goto(ctx.base + '#/no-such-lab');
  await page.waitForSelector('#not-found');
  await page.goto(ctx.base + '#/games');
  await page.waitForSelector('#games');
  assert.deepEqual(errors, []);
});

test('the engine never loses whole games played by clicking random cells', async () => {
  const random = rng(2026);
  const results = [];
  for (let game = 0; game < 6; game++) {
    const human = game % 2 === 0 ? 'X' : 'O';
    const engine = human === 'X' ? 'O' : 'X';
    const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe${human === 'O' ? '?human=O' : ''}`);
    await page.waitForSelector('#board');
    for (let turn = 0; turn < 9; turn++) {
      // Wait until it is the human's turn or the game is over.
      await page.waitForFunction(() => /to move|wins\.|Draw\./.test((document.querySelector('#status')?.textContent ?? '')), null, { timeout: 10_000 });
      const status = await page.textContent('#status');
      if (/wins\.|Draw\./.test(status)) break;
      const b = await boardText(page);
      const empty = [...b].map((c, i) => (c === '.' ? i : -1)).filter((i) => i >= 0);
      const cell = empty[Math.floor(random() * empty.length)];
      await page.click(`#cell-${cell}`);
      await page.waitForFunction((i) => !document.querySelector(`#cell-${i}`).getAttribute('aria-label').endsWith('empty'), cell);
    }
    await page.waitForFunction(() => /wins\.|Draw\./.test((document.querySelector('#status')?.textContent ?? '')), null, { timeout: 10_000 });
    const final = await boardText(page);
    results.push(`${human}:${final}:${winner(final) ?? 'draw'}`);
    assert.notEqual(winner(final), human, `the engine (${engine}) lost: ${final}`);
    if (game === 0) await shot(page, 'game-over');
    assert.deepEqual(errors, []);
    await page.close();
  }
  console.log('games:', results.join(' '));
});

test('keyboard play, undo, and a shared URL restores the game', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?mode=hvh`);
  await page.waitForSelector('#board');
  await page.focus('#board');
  await page.keyboard.press('5'); // centre
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter'); // cursor moved from centre to the top middle
  await page.waitForFunction(() => document.querySelector('#cell-1').getAttribute('aria-label').endsWith('O'));
  assert.equal(await boardText(page), '.O..X....');
  assert.match(page.url(), /moves=41/);
  const shared = page.url();
  // "Copy link" confirms, and forgets once the position changes.
  await page.click('#copy-link');
  assert.equal(await page.textContent('#copy-link'), 'Link copied ✓');
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelector('#copy-link')?.textContent === 'Copy link');
  await page.waitForFunction(() => document.querySelector('#cell-1').getAttribute('aria-label').endsWith('empty'));
  const { page: other } = await openPage(ctx.browser, shared);
  await other.waitForSelector('#board');
  assert.equal(await boardText(other), '.O..X....');
  assert.deepEqual(errors, []);
});

test('the human may choose the computer\'s first move, then the engine plays on its own', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?pick=1`);
  await page.waitForSelector('#board');
  await page.click('#cell-4'); // X, the human
  await page.waitForFunction(() => /Choose the computer's first move \(O\)/.test((document.querySelector('#status')?.textContent ?? '')));
  await page.click('#cell-0'); // O's first move, chosen by the human (a corner, as the engine would not care)
  await page.waitForFunction(() => document.querySelector('#cell-0').getAttribute('aria-label').endsWith('O'));
  await page.click('#cell-8'); // X again
  // Now the engine (O) answers by itself.
  await page.waitForFunction(() => [...Array(9).keys()].filter((i) => document.querySelector(`#cell-${i}`).getAttribute('aria-label').endsWith('O')).length === 2, null, { timeout: 5_000 });
  assert.match(page.url(), /moves=408\d/);
  assert.deepEqual(errors, []);
});

test('the seed position: every O move is valued as an X win, shown per move', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?board=XXO.X.O..&mode=hvh&payoff=seed`);
  // Hints are off by default (they give every answer away); switch them on.
  assert.equal(await page.locator('#move-values').count(), 0);
  await page.check('#show-values');
  await page.waitForSelector('#move-values');
  const rows = await page.locator('#move-values tbody tr').allTextContents();
  assert.equal(rows.length, 4);
  for (const r of rows) assert.match(r, /2X wins on move 7/);
  assert.deepEqual(errors, []);
});

test('the alpha-beta tree marks cut-offs and pruned moves and steps node by node', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?moves=40&order=0`);
  await page.waitForSelector('#ab-outline');
  assert.ok(await page.locator('#ab-outline .row.pv').count() >= 3, 'principal variation highlighted');
  const cut = page.locator('#ab-outline .row.cutoff').first();
  await cut.waitFor();
  const note = await page.locator('#ab-outline .note').first().textContent();
  assert.match(note, /cut: .*(β|α) = /);
  await cut.click(); // open it: its pruned moves are listed
  await page.waitForSelector('#ab-outline li.pruned');
  assert.match(await page.locator('#ab-outline li.pruned').first().textContent(), /pruned: [XO] → \(\d, \d\)/);
  await shot(page, 'alpha-beta-tree');
  // Stepping: the first step shows the root entered, values pending.
  await page.click('#ab-start');
  assert.match(await page.textContent('#ab-step-count'), /^step 1 of \d+/);
  await page.click('#ab-step');
  await page.click('#ab-step');
  assert.match(await page.textContent('#ab-step-count'), /^step 3 of/);
  assert.ok(await page.locator('#ab-outline .row.current').count() === 1);
  assert.ok(await page.locator('#ab-outline .row.pending').count() >= 1);
  // Node counts beside the tree, and a chart.
  const counts = await page.locator('#node-counts tbody tr').allTextContents();
  assert.equal(counts.length, 6);
  assert.ok(await page.locator('#counts-chart svg rect').count() > 6);
  assert.deepEqual(errors, []);
});

test('custom tree: the seed example under minimax, alpha-beta and proof-number search', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?view=custom`);
  await page.waitForSelector('#custom-result');
  assert.match(await page.textContent('#custom-result'), /Root value 9/);
  assert.match(await page.textContent('#custom-leaves'), /Leaves evaluated \(6\): 4, 6, 7, 1, 2, 9$/);
  await page.click('#custom-open-all');
  assert.equal(await page.locator('#custom-outline .row.cutoff').count(), 2);
  assert.equal(await page.locator('#custom-outline li.pruned').count(), 2);
  await page.selectOption('#custom-algo', 'minimax');
  await page.waitForFunction(() => /\(9\): 4, 6, 7, 9, 1, 2, 0, 1, 9$/.test((document.querySelector('#custom-leaves')?.textContent ?? '')));
  await page.selectOption('#custom-algo', 'pns');
  await page.waitForSelector('#custom-pns-summary');
  assert.match(await page.textContent('#custom-pns-summary'), /pn=1 dn=1/);
  await page.click('#custom-pns-step');
  await page.waitForFunction(() => /pn=1 dn=3/.test((document.querySelector('#custom-pns-summary')?.textContent ?? '')));
  await page.click('#custom-pns-solve');
  await page.waitForFunction(() => /proven: yes/.test((document.querySelector('#custom-pns-summary')?.textContent ?? '')));
  await shot(page, 'custom-tree-pns');
  // A malformed tree gets an error next to the input.
  await page.fill('#custom-tree-input', '[[1,2],[3,]');
  await page.click('#custom-apply');
  await page.waitForSelector('#custom-tree-error');
  assert.match(await page.textContent('#custom-tree-error'), /column 11/);
  assert.deepEqual(errors, []);
});

test('proof-number view on a position', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?board=XXO.X.O..&mode=hvh&view=pns`);
  await page.waitForSelector('#pns-summary');
  await page.selectOption('#pns-attacker', 'X');
  await page.click('#pns-solve');
  await page.waitForFunction(() => /Can X force a win.*proven: yes/.test((document.querySelector('#pns-summary')?.textContent ?? '')));
  assert.ok(await page.locator('#pns-outline .row.proven').count() >= 1);
  assert.deepEqual(errors, []);
});

test('full-tree statistics run in the worker with progress; Cancel stops a job; the page stays responsive', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?mode=hvh`);
  await page.waitForSelector('#run-stats');
  // Watch the status line change while the job runs.
  await page.evaluate(() => {
    window.__seen = [];
    new MutationObserver(() => {
      const s = document.querySelector('#stats-status');
      if (s) window.__seen.push(s.textContent);
    }).observe(document.querySelector('#stats'), { childList: true, subtree: true, characterData: true });
  });
  await page.click('#run-verify');
  await page.waitForSelector('#stats-progress');
  // The main thread answers clicks while the worker computes.
  await page.click('#cell-4');
  await page.waitForFunction(() => document.querySelector('#cell-4').getAttribute('aria-label').endsWith('X'), null, { timeout: 2_000 });
  await page.click('#stats-cancel');
  await page.waitForFunction(() => document.querySelector('#stats-status')?.textContent === 'cancelled', null, { timeout: 10_000 });

  await page.click('#undo');
  await page.click('#run-stats');
  await page.waitForSelector('#stats-result', { timeout: 60_000 });
  const text = await page.textContent('#stats-result');
  for (const n of ['5 478', '958', '255 168', '131 184', '77 904', '46 080', '549 946']) {
    assert.ok(text.replace(/\u2009/g, ' ').includes(n), `${n} missing in ${text}`);
  }
  assert.ok(!text.includes('✗'), text);
  // The seed's complexity measures (§4.1): the smallest decision tree has 529 leaves; no
  // full-width tree short of the whole game (255 168 leaves, depth 9) establishes the draw.
  assert.equal((await page.textContent('#decision-complexity')).replace(/\u2009/g, ' '), '529');
  assert.match((await page.textContent('#complexity')).replace(/\u2009/g, ' '), /255 168.*depth 9/s);
  const seen = await page.evaluate(() => window.__seen);
  assert.ok(seen.some((s) => /^running: .*nodes/.test(s)), `no progress seen: ${seen.slice(0, 5)}`);
  assert.ok(seen.includes('cancelled'));
  await shot(page, 'worker-stats');
  assert.deepEqual(errors, []);
});

test('wasm benchmark of the full solve runs in the worker (numbers saved as an artifact)', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?mode=hvh`);
  await page.waitForSelector('#run-bench');
  await page.click('#run-bench');
  await page.waitForSelector('#bench-result', { timeout: 120_000 });
  const rows = await page.locator('#bench-result tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.replace(/\u2009/g, ''))));
  assert.equal(rows.length, 6);
  assert.equal(rows[0][1], '549946');
  fs.writeFileSync(path.join(ARTIFACTS, 'bench-wasm.json'), JSON.stringify({ target: 'wasm (headless Chromium worker)', rows }, null, 2));
  console.log('wasm bench:', JSON.stringify(rows));
  assert.deepEqual(errors, []);
});

test('a bad URL shows an error naming the problem, and a panic shows the error panel', async () => {
  const { page } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?board=XXX......`);
  await page.waitForSelector('#ttt-error');
  assert.match(await page.textContent('#ttt-error'), /impossible move counts: 3 X and 0 O/);
  await page.goto(`${ctx.base}#/tictactoe?moves=44&mode=robot`);
  await page.waitForFunction(() => /already taken/.test(document.querySelector('#ttt-error')?.textContent ?? ''));
  assert.match(await page.textContent('#ttt-error'), /mode="robot" is not one of hvc, cvc, hvh/);
  await shot(page, 'bad-url');
  const { page: p2 } = await openPage(ctx.browser, `${ctx.base}#/debug/panic`);
  await p2.waitForSelector('#panic-panel');
  assert.match(await p2.textContent('#panic-panel'), /deliberate panic/);
  await shot(p2, 'panic-panel');
});

test('computer vs computer plays a whole game to a draw', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?mode=cvc`);
  await page.waitForFunction(() => /Draw\./.test((document.querySelector('#status')?.textContent ?? '')), null, { timeout: 20_000 });
  assert.equal((await boardText(page)).includes('.'), false);
  assert.deepEqual(errors, []);
});

test('random tie-breaking: a seeded computer-vs-computer game still draws, differently, and repeats', async () => {
  const movesOf = (url) => new URL(url.replace('#/', '')).searchParams.get('moves');
  const play = async (query) => {
    const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe?mode=cvc${query}`);
    await page.waitForFunction(() => /Draw\./.test((document.querySelector('#status')?.textContent ?? '')), null, { timeout: 20_000 });
    const moves = movesOf(page.url());
    assert.deepEqual(errors, []);
    await page.close();
    return moves;
  };
  const first = await play('');
  const random = await play('&ties=random&seed=7');
  const again = await play('&ties=random&seed=7');
  assert.equal(first.length, 9);
  assert.equal(random.length, 9);
  assert.notEqual(random, first);
  assert.equal(again, random);
});
