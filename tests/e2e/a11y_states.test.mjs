// Accessibility (WCAG 2.1 A and AA) of the states the labs' flows reach, not only of the pages
// as they first open (a11y.test.mjs scans those): a solved game, a finished race, a played
// hand, an opened tree… bring markup the first view never shows (result tables, charts, marked
// squares, verdicts), and each must pass axe-core too. Every state is reached with few actions
// and small parameters, copied from the lab's own e2e test, then scanned on a fresh page at a
// laptop's width and a phone's. Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, violations, setField } from './server.mjs';

const ctx = useBrowser(before, after);
const WIDTHS = [1366, 390];

/**
 * Reaches each state with `reach(page)` on a fresh page at every width and scans it; returns
 * the violations as "<lab> <state> <width>: <violation>". `states` maps a state's name to its
 * reach; a reach may also call `scan(name)` to scan intermediate states on the same page.
 */
async function scanStates(lab, states) {
  const failures = [];
  for (const [state, reach] of Object.entries(states)) {
    for (const width of WIDTHS) {
      const page = await ctx.browser.newPage({ viewport: { width, height: 900 } });
      try {
        const scan = async (name) => {
          await page.waitForTimeout(150);
          for (const v of await violations(page)) failures.push(`${lab} ${name} ${width}: ${v}`);
        };
        await reach(page, scan);
        await scan(state);
      } finally {
        await page.close();
      }
    }
  }
  return failures;
}

test('games: equilibria listed; an iterated elimination stepped through', async () => {
  const failures = await scanStates('games', {
    equilibria: async (page) => {
      await page.goto(`${ctx.base}#/games`);
      await page.waitForSelector('#equilibria td.lh');
    },
    'elimination done': async (page, scan) => {
      await page.goto(`${ctx.base}#/games`);
      await page.waitForSelector('#equilibria');
      await page.selectOption('#preset', "Prisoner's dilemma");
      await page.waitForSelector('#elim-step');
      await page.click('#elim-step');
      await page.waitForFunction(() => /1 of 2/.test(document.querySelector('#elim-count')?.textContent ?? ''));
      await scan('elimination step 1');
      await page.click('#elim-step');
      await page.waitForFunction(() => /2 of 2/.test(document.querySelector('#elim-count')?.textContent ?? ''));
      await page.waitForSelector('#elim-result');
    },
  });
  assert.deepEqual(failures, []);
});

test('racing: a live race decided; error curves computed', async () => {
  const failures = await scanStates('racing', {
    'race decided': async (page) => {
      await page.goto(`${ctx.base}#/racing`);
      await page.waitForSelector('#race-start');
      await setField(page, '#race-mu', '0.42');
      await page.selectOption('#race-speed', '50000');
      await page.click('#race-start');
      await page.waitForFunction(() => {
        const d = [...document.querySelectorAll('#race-status .decision')];
        return d.length > 0 && d.every((td) => /better|undecided/.test(td.textContent));
      }, null, { timeout: 30_000 });
    },
    'curves computed': async (page) => {
      await page.goto(`${ctx.base}#/racing?view=curves&csteps=5&cruns=40`);
      await page.waitForSelector('#curve-compute');
      await page.click('#curve-compute');
      await page.waitForFunction(() => /^done/.test(document.querySelector('#curve-status')?.textContent ?? ''), null, { timeout: 60_000 });
      await page.waitForSelector('#chart-alpha svg');
    },
  });
  assert.deepEqual(failures, []);
});

test('blotto: solved, the strategy shown, a round played; the heat map; the result marked stale', async () => {
  const failures = await scanStates('blotto', {
    stale: async (page, scan) => {
      await page.goto(`${ctx.base}#/blotto`);
      await page.waitForSelector('#blotto-solve');
      await page.click('#blotto-solve');
      await page.waitForSelector('#blotto-value', { timeout: 30_000 });
      await page.waitForSelector('#strategy-a tbody tr');
      await page.fill('#play-allocation', '4,3,3');
      await page.click('#play-submit');
      await page.waitForSelector('#play-result');
      await scan('solved and played');
      // The (A, B) heat map of K = 3, drawn in the worker in about a second.
      await page.click('#plot-heat');
      await page.waitForSelector('#blotto-heat', { timeout: 30_000 });
      await scan('heat map');
      // Other inputs: the results stay, marked as of the earlier ones (the look every lab shares).
      await setField(page, '#blotto-k', '4');
      await page.waitForSelector('#blotto-stale');
    },
  });
  assert.deepEqual(failures, []);
});

test('trees: backward induction run to its end', async () => {
  const failures = await scanStates('trees', {
    'backward induction done': async (page) => {
      await page.goto(`${ctx.base}#/trees`);
      await page.waitForSelector('#tree-equilibria');
      await page.click('#bi-all');
      await page.waitForSelector('#spe');
    },
  });
  assert.deepEqual(failures, []);
});

test('imperfect: Kuhn poker solved; CFR+ run a little', async () => {
  const failures = await scanStates('imperfect', {
    'CFR run': async (page, scan) => {
      await page.goto(`${ctx.base}#/imperfect`);
      await page.waitForSelector('#game-summary');
      await page.click('#solve');
      await page.waitForSelector('#solution-value');
      await scan('solved');
      await setField(page, '#cfr-iterations', '200');
      await page.click('#cfr-run');
      await page.waitForSelector('#cfr-value', { timeout: 60_000 });
      await page.waitForSelector('#cfr-chart svg');
    },
  });
  assert.deepEqual(failures, []);
});

test("evolution: a trajectory on the simplex; a prisoner's dilemma match and tournament", async () => {
  const failures = await scanStates('evolution', {
    trajectory: async (page) => {
      await page.goto(`${ctx.base}#/evolution`);
      await page.waitForSelector('#evo-portrait svg');
      // On a phone the triangle is below the fold: a click must see it.
      await page.locator('#evo-portrait').scrollIntoViewIfNeeded();
      const box = await page.locator('#evo-portrait').boundingBox();
      await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.6);
      await page.waitForFunction(() => document.querySelectorAll('#evo-portrait path.trajectory').length === 1);
    },
    tournament: async (page, scan) => {
      await page.goto(`${ctx.base}#/evolution`);
      await page.waitForSelector('#ipd');
      await page.click('#ipd-match-run');
      await page.waitForSelector('#ipd-match-summary');
      await scan('match');
      await page.click('#ipd-t-run');
      await page.waitForSelector('#ipd-ranking', { timeout: 60_000 });
      await page.waitForSelector('#ipd-heat');
    },
  });
  assert.deepEqual(failures, []);
});

test('evolve: a short optimisation run finished', async () => {
  const failures = await scanStates('evolve', {
    'run finished': async (page) => {
      await page.goto(`${ctx.base}#/evolve`);
      await page.waitForSelector('#evolve-run');
      await setField(page, '#mutations', '12');
      await setField(page, '#eval-games', '1000');
      await page.click('#evolve-run');
      await page.waitForSelector('#evolve-result', { timeout: 60_000 });
    },
  });
  assert.deepEqual(failures, []);
});

test('tictactoe: moves against the engine; the alpha-beta tree opened and stepped', async () => {
  const marks = (mark) => `[...Array(9).keys()].filter((i) => document.querySelector('#cell-' + i).getAttribute('aria-label').endsWith(' ${mark}')).length`;
  const failures = await scanStates('tictactoe', {
    'moves played': async (page) => {
      await page.goto(`${ctx.base}#/tictactoe`);
      await page.waitForSelector('#board');
      await page.click('#cell-4');
      await page.waitForFunction(marks('O') + ' === 1');
      const free = await page.evaluate(() => [...Array(9).keys()].find((i) => document.querySelector(`#cell-${i}`).getAttribute('aria-label').endsWith('empty')));
      await page.click(`#cell-${free}`);
      await page.waitForFunction(marks('O') + ' === 2');
    },
    'alpha-beta tree': async (page) => {
      await page.goto(`${ctx.base}#/tictactoe?moves=40&order=0`);
      await page.waitForSelector('#ab-outline');
      const cut = page.locator('#ab-outline .row.cutoff').first();
      await cut.waitFor();
      await cut.click();
      await page.waitForSelector('#ab-outline li.pruned');
      await page.click('#ab-start');
      await page.click('#ab-step');
      await page.click('#ab-step');
      await page.waitForSelector('#ab-outline .row.current');
    },
  });
  assert.deepEqual(failures, []);
});

test('loa: a move against the engine; the analysis run', async () => {
  const square = (name) => `#loa-board [data-square="${name}"]`;
  const failures = await scanStates('loa', {
    'move played': async (page) => {
      await page.goto(`${ctx.base}#/loa?nodes=10k`);
      await page.waitForSelector('#loa-board');
      await page.click(square('b1'));
      await page.waitForSelector(`${square('b1')}.selected`);
      await page.click(square('d3'));
      await page.waitForFunction(() => /^Black to move: the engine played/.test(document.querySelector('#loa-status')?.textContent.trim() ?? ''), null, { timeout: 30_000 });
    },
    'analysis finished': async (page) => {
      await page.goto(`${ctx.base}#/loa?human=both&moves=b1-d3`);
      await page.waitForSelector('#loa-analyse');
      await page.selectOption('#loa-analysis-budget', '1000000');
      await page.click('#loa-analyse');
      await page.waitForFunction(() => /^Finished/.test(document.querySelector('#loa-analysis-status')?.textContent ?? ''), null, { timeout: 60_000 });
    },
  });
  assert.deepEqual(failures, []);
});

test("connect4: a few moves, every column's score shown", async () => {
  const failures = await scanStates('connect4', {
    'columns scored': async (page) => {
      await page.goto(`${ctx.base}#/connect4?moves=2225746165436144&you=both&scores=on`);
      await page.waitForFunction(() => /Every column solved/.test(document.querySelector('#c4-scores-state')?.textContent ?? ''), null, { timeout: 60_000 });
    },
  });
  assert.deepEqual(failures, []);
});

test('love-letter: a round played against greedy', async () => {
  const failures = await scanStates('love-letter', {
    'round over': async (page, scan) => {
      await page.goto(`${ctx.base}#/love-letter?opp=greedy&seed=1&deck=7631181254124351`);
      await page.waitForSelector('#ll-table');
      for (let turn = 0; turn < 8 && !(await page.$('#ll-round-over')); turn++) {
        await page.locator('#ll-plays .controls .ll-pick').first().click();
        const targets = page.locator('#ll-plays .ll-detail .ll-pick');
        if ((await targets.count()) > 0 && (await page.locator('#ll-plays .ll-detail .ll-pick[aria-pressed="true"]').count()) === 0) {
          await targets.first().click();
        }
        if (turn === 0) await scan('card chosen');
        await page.click('#ll-play');
      }
      await page.waitForSelector('#ll-round-over');
      await page.waitForSelector('#ll-reasons .ll-greedy');
    },
  });
  assert.deepEqual(failures, []);
});

test('ticket-to-ride: a few turns against the algorithmic player', async () => {
  const failures = await scanStates('ticket-to-ride', {
    'a few turns': async (page) => {
      await page.goto(`${ctx.base}#/ticket-to-ride?seed=12345`);
      await page.waitForFunction(() => /seed 12345/.test(document.querySelector('#ttr-config')?.textContent ?? ''));
      const snapshot = () => page.evaluate(() => `${document.querySelector('#ttr-status')?.textContent ?? ''}|${document.querySelectorAll('#ttr-log li').length}|${document.querySelector('#ttr-log li:last-child')?.textContent ?? ''}`);
      for (let action = 0; action < 6; action++) {
        const before = await snapshot();
        if (await page.$('#ttr-keep')) {
          const min = Number(/at least (\d+)/.exec(await page.textContent('#ttr-offer legend'))[1]);
          const boxes = await page.locator('#ttr-offer input[type=checkbox]').count();
          for (let i = min; i < boxes; i++) await page.click(`#ttr-keep-${i}`);
          await page.click('#ttr-keep');
        } else if (await page.$('#ttr-claim-route')) {
          await page.selectOption('#ttr-claim-route', await page.$eval('#ttr-claim-route', (s) => s.options[1].value));
          await page.click('#ttr-pay-0');
        } else if (await page.isEnabled('#ttr-deck')) {
          await page.click('#ttr-deck');
        } else {
          await page.locator('#ttr-faceup button.ttr-card:enabled').first().click();
        }
        await page.waitForFunction((b) => `${document.querySelector('#ttr-status')?.textContent ?? ''}|${document.querySelectorAll('#ttr-log li').length}|${document.querySelector('#ttr-log li:last-child')?.textContent ?? ''}` !== b, before);
      }
      await page.waitForSelector('#ttr-log li');
    },
  });
  assert.deepEqual(failures, []);
});
