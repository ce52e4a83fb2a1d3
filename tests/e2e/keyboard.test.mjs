// Every lab used by keyboard alone, in headless Chromium (WCAG 2.1 AA: 2.1.1 Keyboard, 2.1.2 No
// keyboard trap, 2.4.7 Focus visible). Each flow starts at the top of the page: Tab reaches the
// skip link, Enter moves the focus to the page's content, and from there Tab and Shift+Tab
// reach each control, Enter, Space, the arrow keys and typing use it. Nothing is clicked,
// filled or selected by the test itself: the DOM is only read, to wait and to assert. Every
// element Tab stops on along the way must show that it has the focus (an outline or a box
// shadow). The labs come from the registry (src/labs.rs), so a new lab without a flow here
// fails the first test. The classroom is left out: it needs its server (`gamelab classroom
// serve`, driven by classroom.test.mjs). Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useBrowser, openPage } from './server.mjs';

const ctx = useBrowser(before, after);
const LABS = [...fs.readFileSync('src/labs.rs', 'utf8').matchAll(/^\s*key: "([^"]+)",$/gm)].map((m) => m[1]);
// Labs that need more than the static pages: the classroom runs on its own server.
const NEEDS_SERVER = ['classroom'];
// The labs this file drives, one test each (filled in by `labTest`).
const COVERED = new Set();

/**
 * The focused element, read in the page: a short name for messages, whether it matches
 * `selector`, and whether it shows a focus indicator (an outline of some width, or a box shadow).
 */
function focused(selector) {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return { name: null, matches: false, ring: false };
  const s = getComputedStyle(el);
  const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
  const shadow = s.boxShadow !== '' && s.boxShadow !== 'none';
  const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
  const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${text ? ` "${text}"` : ''}`;
  return { name, matches: selector ? el.matches(selector) : false, ring: outline || shadow };
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches `selector`; fails,
 * naming the selector and the last stops, if it takes more than `max` presses. Every element
 * the focus stops on must show a focus indicator. Returns the number of presses.
 */
async function tabTo(page, selector, { max = 150, back = false } = {}) {
  const key = back ? 'Shift+Tab' : 'Tab';
  const stops = [];
  const offenders = new Set();
  let now = await page.evaluate(focused, selector);
  while (!now.matches) {
    if (stops.length >= max) {
      assert.fail(`${key} never reached ${selector} in ${max} presses; the last stops: ${stops.slice(-6).join(' → ')}`);
    }
    await page.keyboard.press(key);
    now = await page.evaluate(focused, selector);
    stops.push(now.name ?? '(outside the page)');
    if (now.name && !now.ring) offenders.add(now.name);
  }
  assert.deepEqual([...offenders], [], `on the way to ${selector}, focused without a visible focus indicator`);
  return stops.length;
}

/** From a freshly opened page: Tab to the skip link, Enter, and the focus is on the content. */
async function skipToContent(page) {
  await tabTo(page, '#skip-link', { max: 3 });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'main');
}

/** Replaces the focused field's text by `text`, as a person would: select all, type. */
async function typeOver(page, text) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Waits until the text of `selector` matches `re`. */
async function waitText(page, selector, re, timeout = 30_000) {
  await page.waitForFunction(([s, src, flags]) => new RegExp(src, flags).test(document.querySelector(s)?.textContent ?? ''),
    [selector, re.source, re.flags], { timeout });
}

async function text(page, selector) {
  return (await page.textContent(selector)).trim();
}

/** One test per lab: opens `#/<key><query>`, waits for `ready`, skips to the content, runs `flow`. */
function labTest(key, title, { query = '', ready }, flow) {
  COVERED.add(key);
  test(`${key}: ${title}, by keyboard alone`, async () => {
    const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/${key}${query}`);
    try {
      await page.waitForSelector(ready, { timeout: 30_000 });
      await skipToContent(page);
      await flow(page);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
}

test('every lab but the classroom has a keyboard flow here', () => {
  assert.ok(LABS.length >= 14, `labs read from the registry: ${LABS}`);
  assert.deepEqual(LABS.filter((k) => !COVERED.has(k) && !NEEDS_SERVER.includes(k)), []);
});

test('Tab goes through the whole normal-form page and back to the skip link: no trap, every stop visible', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/games`);
  await page.waitForSelector('#equilibria td.lh');
  await page.waitForSelector('#nfg-import', { state: 'attached' });
  await tabTo(page, '#skip-link', { max: 3 });
  // An element's name: its id, or its path from the nearest ancestor with one.
  const named = `(el) => {
    const steps = [];
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      if (e.id) { steps.unshift('#' + e.id); break; }
      steps.unshift(\`\${e.tagName.toLowerCase()}:nth-child(\${[...e.parentElement.children].indexOf(e) + 1})\`);
    }
    return steps.join(' > ');
  }`;
  // Every element a person could Tab to, read from the DOM: the cycle must stop on each.
  const tabbable = await page.evaluate((name) => [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]
    .filter((el) => el.tabIndex >= 0 && !el.disabled && el.checkVisibility({ visibilityProperty: true }))
    .map(eval(name)), named);
  const stop = () => page.evaluate((name) => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    return {
      key: eval(name)(el),
      ring: (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== '' && s.boxShadow !== 'none'),
    };
  }, named);
  const seen = [];
  const offenders = new Set();
  let presses = 0;
  for (;;) {
    assert.ok(presses < 600, `Tab did not come back to the skip link in 600 presses (${seen.length} stops)`);
    await page.keyboard.press('Tab');
    presses += 1;
    const now = await stop();
    if (now === null) continue; // past the last control, the focus leaves the page once
    if (now.key === '#skip-link') break;
    seen.push(now.key);
    if (!now.ring) offenders.add(now.key);
  }
  assert.ok(seen.length >= 40, `only ${seen.length} stops on a page with many controls`);
  assert.equal(new Set(seen).size, seen.length, 'one round of Tab stops on each control once');
  assert.deepEqual(tabbable.filter((k) => k !== '#skip-link' && !seen.includes(k)), [], 'controls Tab never reached');
  assert.deepEqual([...offenders], [], 'stops without a visible focus indicator');
  // Backwards too: Shift+Tab from the skip link leaves the page and comes back at the last stop.
  let back = null;
  for (let i = 0; i < 3 && back === null; i++) {
    await page.keyboard.press('Shift+Tab');
    back = await stop();
  }
  assert.equal(back?.key, seen.at(-1));
  console.log(`#/games: ${seen.length} Tab stops, back at the skip link after ${presses} presses`);
  assert.deepEqual(errors, []);
  await page.close();
});

// --- one flow per lab ---------------------------------------------------------------------

labTest('tictactoe', 'a move on the board, the computer\'s reply, a move by digit, a new game', { ready: '#board' }, async (page) => {
  const count = (m) => page.evaluate((mark) => [...Array(9).keys()]
    .filter((i) => document.querySelector(`#cell-${i}`).getAttribute('aria-label').endsWith(` ${mark}`)).length, m);
  await tabTo(page, '#board');
  // The cursor starts on the centre; one up is the top middle.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#cell-1').getAttribute('aria-label').endsWith(' X'));
  // The computer answers, and it is the person's turn again.
  await page.waitForFunction(() => [...Array(9).keys()].some((i) => document.querySelector(`#cell-${i}`).getAttribute('aria-label').endsWith(' O'))
    && /to move/.test(document.querySelector('#status').textContent), null, { timeout: 10_000 });
  // A digit plays in that cell (1–9, reading order): the first empty one.
  const free = await page.evaluate(() => [...Array(9).keys()].find((i) => document.querySelector(`#cell-${i}`).getAttribute('aria-label').endsWith('empty')));
  await page.keyboard.press(String(free + 1));
  await page.waitForFunction((i) => document.querySelector(`#cell-${i}`).getAttribute('aria-label').endsWith(' X'), free);
  await page.waitForFunction(() => /to move|wins\.|Draw\./.test(document.querySelector('#status').textContent)
    && [...Array(9).keys()].filter((i) => document.querySelector(`#cell-${i}`).getAttribute('aria-label').endsWith(' O')).length === 2, null, { timeout: 10_000 });
  assert.equal(await count('X'), 2);
  assert.match(page.url(), /moves=\d{4}/);
  // New game, from the buttons under the board.
  await tabTo(page, '#new-game');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => [...Array(9).keys()].every((i) => document.querySelector(`#cell-${i}`).getAttribute('aria-label').endsWith('empty')));
});

labTest('racing', 'a live race typed, set to very fast, started and decided', { ready: '#race-start' }, async (page) => {
  await tabTo(page, '#race-mu');
  await typeOver(page, '0.42');
  // Leaving the field applies it; the speed select takes the arrow keys.
  await tabTo(page, '#race-speed');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.querySelector('#race-speed').value === '50000');
  await tabTo(page, '#race-start');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => {
    const d = [...document.querySelectorAll('#race-status .decision')];
    return d.length > 0 && d.every((td) => /better|undecided/.test(td.textContent));
  }, null, { timeout: 30_000 });
  const rows = await page.locator('#race-status tbody tr').allTextContents();
  assert.equal(rows.length, 2);
  for (const r of rows) assert.match(r, /player 2 is better/);
  assert.match(page.url(), /mu=0.42/);
});

labTest('blotto', 'solved, then a round played against the optimal strategy', { ready: '#blotto-solve' }, async (page) => {
  await tabTo(page, '#blotto-solve');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#blotto-value', { timeout: 30_000 });
  assert.match(await text(page, '#blotto-value'), /Value for A: 2\/3/);
  // Solve was disabled while it ran; the focus is back on it, not on the page's body.
  await page.waitForFunction(() => document.activeElement?.id === 'blotto-solve');
  await page.waitForSelector('#play-allocation');
  await tabTo(page, '#play-allocation');
  await typeOver(page, '2,4,4');
  await tabTo(page, '#play-submit');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#play-result');
  assert.match(await text(page, '#play-result'), /against your \(2, 4, 4\): you score [+-]\d/);
  assert.match(await text(page, '#play-totals'), /Rounds 1/);
});

labTest('games', 'a preset chosen, a payoff typed, the elimination run, back to another preset', { ready: '#equilibria td.lh' }, async (page) => {
  const equilibria = () => page.locator('#equilibria tbody tr').count();
  assert.equal(await equilibria(), 3);
  // A select takes typed letters: "Pri…" is the prisoner's dilemma.
  await tabTo(page, '#preset');
  await page.keyboard.type('Prisoner');
  await page.waitForFunction(() => document.querySelectorAll('#equilibria tbody tr').length === 1);
  assert.equal(await text(page, '#equilibria td.kind'), 'strict, in strictly dominant strategies');
  // Silent against silent worth 5 to the row player: betraying no longer dominates for it.
  await tabTo(page, '#pay-0-0-0');
  await typeOver(page, '5');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#equilibria td.kind')?.textContent.trim() === 'strict');
  // The arrow keys move between the payoffs.
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'pay-0-1-0');
  await tabTo(page, '#elim-all');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#elim-result');
  assert.match(await text(page, '#elim-result'), /What survives: rows betray × columns betray/);
  // Back up the page to the preset: the battle of the sexes has three equilibria again.
  await tabTo(page, '#preset', { back: true });
  await page.keyboard.type('Battle');
  await page.waitForFunction(() => document.querySelectorAll('#equilibria tbody tr').length === 3);
});

labTest('trees', 'a node selected with the arrows, backward induction stepped and finished', { ready: '#tree-equilibria' }, async (page) => {
  await tabTo(page, '#game-tree');
  const root = await page.$eval('#node-editor h3', (h) => h.textContent);
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((r) => document.querySelector('#node-editor h3')?.textContent !== r, root);
  assert.equal(await page.locator('#game-tree .node.selected').count(), 1);
  await tabTo(page, '#bi-step');
  await page.keyboard.press('Enter');
  await waitText(page, '#bi-status', /^Step 1 of \d+/);
  await tabTo(page, '#bi-all');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#spe');
  assert.match(await text(page, '#spe'), /\(2,7,10\) for player 1, \(4,5\) for player 2/);
});

labTest('imperfect', 'Kuhn poker solved exactly, then a hand played against it', { ready: '#game-summary' }, async (page) => {
  await tabTo(page, '#solve');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#solution-value', { timeout: 30_000 });
  assert.match(await text(page, '#solution-value'), /Player 1 -1\/18, Player 2 1\/18/);
  // The table: a move of one's own (check, bet, call or fold) by keyboard.
  await page.waitForSelector('#play-table [id^="play-action-"]', { timeout: 30_000 });
  const log = await page.locator('#play-log li').count();
  await tabTo(page, '#play-table [id^="play-action-"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('#play-log li').length > n || document.querySelector('#play-next'), log, { timeout: 30_000 });
});

labTest('evolution', 'trajectories started from the keyboard cursor and from typed shares; a prisoner\'s dilemma match', { ready: '#evo-portrait svg' }, async (page) => {
  const trajectories = (n) => page.waitForFunction((k) => document.querySelectorAll('#evo-portrait path.trajectory').length === k, n);
  await tabTo(page, '#evo-portrait');
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#evo-portrait #cursor');
  await page.keyboard.press('Enter');
  await trajectories(1);
  await tabTo(page, '#evo-start');
  await page.keyboard.type('0.5, 0.3, 0.2');
  await tabTo(page, '#evo-start-run');
  await page.keyboard.press('Enter');
  await trajectories(2);
  assert.match(await text(page, '#evo-count'), /2 trajectories/);
  await tabTo(page, '#ipd-match-run');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#ipd-match-summary', { timeout: 30_000 });
  assert.match(await text(page, '#ipd-match-summary'), /Tit For Tat cooperated 1 times and scored 199/);
});

labTest('evolve', 'a short optimisation typed in and run to its result', { ready: '#evolve-run' }, async (page) => {
  await tabTo(page, '#mutations');
  await typeOver(page, '12');
  await tabTo(page, '#eval-games');
  await typeOver(page, '1000');
  await tabTo(page, '#evolve-run');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#evolve-result', { timeout: 90_000 });
  await page.waitForFunction(() => document.activeElement?.id === 'evolve-run');
  assert.match(await text(page, '#found-usage'), /12 mutations/);
});

labTest('loa', 'a piece selected and moved with the cursor, the engine\'s reply', { query: '?nodes=10k', ready: '#loa-board' }, async (page) => {
  const cursor = () => page.$$eval('#loa-board [data-square].cursor', (gs) => gs.map((g) => g.dataset.square));
  await tabTo(page, '#loa-board');
  assert.deepEqual(await cursor(), ['d4']);
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
  assert.deepEqual(await cursor(), ['b1']);
  await page.keyboard.press('Enter');
  await page.waitForSelector('#loa-board [data-square="b1"].selected');
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  assert.deepEqual(await cursor(), ['d3']);
  await page.keyboard.press(' ');
  await waitText(page, '#loa-status', /^Black to move: the engine played/);
  assert.match(page.url(), /moves=b1-d3(%2C|,)[a-h][1-8][-x][a-h][1-8]/);
});

labTest('connect4', 'a stone dropped with the cursor, the solver\'s reply, one MCTS step', { ready: '#c4-board' }, async (page) => {
  const stones = () => page.$$eval('#c4-board [data-stone="Red"], #c4-board [data-stone="Yellow"]', (s) => s.length);
  // The smallest budget per move (the first option: Home), so the solver answers at once.
  await tabTo(page, '#c4-budget');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => /budget=1M/.test(location.hash));
  await tabTo(page, '#c4-board', { back: true });
  await page.keyboard.press('ArrowLeft');
  await waitText(page, '#c4-keys', /column 3/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /moves=3/.test(location.hash));
  await waitText(page, '#c4-status', /^Your move/, 60_000);
  assert.equal(await stones(), 2);
  // The Monte Carlo section opens from its summary and steps one phase.
  await tabTo(page, '#c4-mcts-section > summary');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#c4-mcts-step');
  await tabTo(page, '#c4-mcts-step');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#c4-mcts-sentences li').length === 1);
  assert.match(await text(page, '#c4-mcts-sentences li'), /^Selection/);
});

// The Countess is set aside and greedy holds the Princess: making the first legal play each turn
// (the first card, its first target, the first name), the round lasts five turns
// (love_letter.test.mjs plays the same round by clicking).
const LESSON = '7631181254124351';

labTest('love-letter', 'a whole round against greedy, each card chosen, aimed and played', { query: `?opp=greedy&seed=1&deck=${LESSON}`, ready: '#ll-table' }, async (page) => {
  let turns = 0;
  while (!(await page.$('#ll-round-over'))) {
    assert.ok(turns++ < 8, 'the round ends');
    await page.waitForSelector('#ll-plays .controls .ll-pick, #ll-round-over');
    if (await page.$('#ll-round-over')) break;
    // After a play its button is gone; the focus moves to the new hand's first card.
    const presses = await tabTo(page, '#ll-plays .controls .ll-pick:first-child');
    if (turns > 1) assert.equal(presses, 0, 'the focus is on the new hand after a play');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#ll-plays .controls .ll-pick:first-child[aria-pressed="true"]');
    if (await page.$('#ll-plays .ll-detail .ll-pick') && !(await page.$('#ll-plays .ll-detail .ll-pick[aria-pressed="true"]'))) {
      await tabTo(page, '#ll-plays .ll-detail .ll-pick:first-of-type');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#ll-plays .ll-detail .ll-pick[aria-pressed="true"]');
    }
    const played = await page.locator('#ll-log li').count();
    await tabTo(page, '#ll-play:not([disabled])');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('#ll-log li').length > n, played);
  }
  const log = await page.$$eval('#ll-log li', (lis) => lis.map((li) => li.textContent));
  assert.equal(log.filter((l) => l.startsWith('You played the')).length, 5, log.join('\n'));
  assert.match(await text(page, '#ll-round-over'), /wins the round/);
  // The last play ended the round: the focus went to what comes next.
  await page.waitForFunction(() => ['ll-next', 'll-new'].includes(document.activeElement?.id) || document.activeElement?.closest('#ll-round-over'));
});

labTest('ticket-to-ride', 'tickets kept, cards drawn, a route claimed and paid for', { query: '?seed=12345', ready: '#ttr-keep' }, async (page) => {
  const snapshot = () => page.evaluate(() => `${document.querySelector('#ttr-status')?.textContent ?? ''}|${document.querySelectorAll('#ttr-log li').length}`);
  const acted = (before) => page.waitForFunction((b) => `${document.querySelector('#ttr-status')?.textContent ?? ''}|${document.querySelectorAll('#ttr-log li').length}` !== b, before);
  // The first tickets: all offered are ticked, keep them.
  let before = await snapshot();
  await tabTo(page, '#ttr-keep');
  await page.keyboard.press('Enter');
  await acted(before);
  // A turn of two cards from the deck: the button keeps the focus for the second.
  await page.waitForSelector('#ttr-deck:not([disabled])', { timeout: 30_000 });
  const hand = () => page.$$eval('#ttr-hand [data-kind]', (chips) => chips.reduce((n, c) => n + Number(/× (\d+)/.exec(c.textContent)[1]), 0));
  const cards = await hand();
  before = await snapshot();
  await tabTo(page, '#ttr-deck');
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => [...document.querySelectorAll('#ttr-hand [data-kind]')]
    .reduce((k, c) => k + Number(/× (\d+)/.exec(c.textContent)[1]), 0) === n + 1, cards);
  await tabTo(page, '#ttr-deck');
  await page.keyboard.press('Enter');
  await acted(before);
  // Then, turn by turn, a claim as soon as the cards allow one (else another card).
  let claimed = false;
  for (let turn = 0; turn < 12 && !claimed; turn++) {
    await page.waitForSelector('#ttr-claim-route, #ttr-deck:not([disabled])', { timeout: 30_000 });
    before = await snapshot();
    if (await page.$('#ttr-claim-route')) {
      await tabTo(page, '#ttr-claim-route', { max: 200 });
      await page.keyboard.press('ArrowDown');
      await page.waitForSelector('#ttr-pay-0');
      const route = await page.$eval('#ttr-claim-route', (s) => s.value);
      await tabTo(page, '#ttr-pay-0');
      await page.keyboard.press('Enter');
      await page.waitForFunction((r) => document.querySelector(`#ttr-route-${r}`)?.dataset.owner === '0', route);
      claimed = true;
    } else {
      await tabTo(page, '#ttr-deck', { max: 200 });
      await page.keyboard.press('Enter');
    }
    await acted(before);
  }
  assert.ok(claimed, 'a route was claimed');
});

labTest('exercises', 'a wrong answer typed and graded, then the worked solution\'s answer typed over it', { query: '?kind=all&level=easy&seed=5', ready: '#ex-0-answer' }, async (page) => {
  // The first exercise of seed 5 has one pure equilibrium (exercises.test.mjs checks it against
  // the command line): "none" is wrong.
  await tabTo(page, '#ex-0-answer');
  await page.keyboard.type('none');
  await page.keyboard.press('Enter');
  await waitText(page, '#ex-0-verdict', /^✗ Not right\./);
  assert.match(await text(page, '#ex-score'), /^Score: 0 of 7 right at the first try \(1 answered\)/);
  // The worked solution is shown after the attempt; the focus is still in the answer field.
  const key = await text(page, '#ex-0-answer-key');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'ex-0-answer');
  await typeOver(page, key);
  await page.keyboard.press('Enter');
  await waitText(page, '#ex-0-verdict', /^✓/);
  // On to the next exercise.
  await tabTo(page, '#ex-1-answer');
});
