// End-to-end test that a lab's page, once acted on, speaks the page's language in what the
// core writes too (status lines, reports, rendered tables, chart titles, a job's progress):
// each lab is opened in English, in Polish and in Croatian, the same actions are taken (a
// move, a solve, a run), and every sentence of the page's text that reads the same as in
// English is reported — English left on a Polish or Croatian page — unless it is a name or a
// file's content. Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './server.mjs';

const ctx = useBrowser(before, after);

// Per lab: what to do once the page is open (selectors clicked in order, each if present),
// and how long to let the work run after the last.
const LABS = [
  { key: 'tictactoe', clicks: ['#cell-4', '#ab-step', '#ab-step'] },
  { key: 'racing', clicks: ['#race-start', '#curve-compute', '#alpha2-run'], settle: 2500 },
  { key: 'games', clicks: ['#random-game'] },
  { key: 'trees', clicks: ['#bi-all', '#node-root'] },
  { key: 'imperfect', clicks: ['#solve'], settle: 2000 },
  { key: 'evolution', clicks: ['#moran-run', '#ipd-match-run', '#ipd-about > summary'], settle: 2500 },
  { key: 'blotto', clicks: ['#blotto-solve'], settle: 2500 },
  { key: 'evolve', clicks: ['#evolve-run'], settle: 2500 },
  { key: 'loa', clicks: ['#loa-analyse'], settle: 2500 },
  { key: 'connect4', clicks: ['#c4-engine-now'], settle: 2500 },
  { key: 'love-letter', clicks: ['#ll-play'], settle: 1500 },
  { key: 'ticket-to-ride', clicks: ['#ttr-new'], settle: 1500 },
  { key: 'exercises', clicks: [] },
];

// Words that are the same in every language: names of games, algorithms, people and places.
const NAMES = /\b(minimax|alpha-beta|MCTS|UCT|PUCT|CFR|Lemke|Howson|Nash|Kuhn|Leduc|lrs|Moran|Blotto|Wright|Fisher|Tit[- ]for[- ]Tat)\b/gi;

// Text that stays as it is on purpose: a place's name, and labels the game's own file gives
// (a strategy's or an action's name is the user's data, not the interface's).
const DATA = [
  /^Salt Lake City$/,
  /\bmovie [AB]\b/,
  / › /,
];

/** Every visible piece of text of the page's main part (not a file's content shown in a text
 * area, code or a preformatted block), one per text node, with the ARIA labels. */
async function pieces(page) {
  return page.evaluate(() => {
    const out = [];
    const main = document.querySelector('main');
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement.closest('textarea, pre, code, script, style, [data-lang-neutral]')) continue;
      const t = n.textContent.replace(/\s+/g, ' ').trim();
      if (t) out.push(t);
    }
    for (const el of main.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const a of ['aria-label', 'title', 'placeholder']) {
        const t = el.getAttribute(a);
        if (t) out.push(t.replace(/\s+/g, ' ').trim());
      }
    }
    return out;
  });
}

/** Whether a piece reads as English words (three words of three letters or more). */
const wordy = (t) => (t.replace(NAMES, ' ').match(/\b[A-Za-z]{3,}\b/g) || []).length >= 3;

async function acted(code, lab) {
  const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${ctx.base}?lang=${code}#/${lab.key}`);
  await page.waitForSelector('main h1, main h2');
  await page.waitForLoadState('networkidle');
  for (const sel of lab.clicks) {
    const there = await page.$(sel);
    if (there && (await there.isEnabled())) {
      await there.click();
      await page.waitForTimeout(400);
    }
  }
  await page.waitForTimeout(lab.settle ?? 800);
  const seen = await pieces(page);
  await context.close();
  return seen;
}

test("every lab acted on once in Polish and in Croatian: no missing message, no English sentence left", async () => {
  const failures = [];
  for (const lab of LABS) {
    const english = new Set((await acted('en', lab)).filter(wordy));
    for (const code of ['pl', 'hr']) {
      for (const t of await acted(code, lab)) {
        if (/⟨[a-z0-9-]+⟩/.test(t)) failures.push(`${code} #/${lab.key}: missing message in "${t}"`);
        const known = DATA.some((re) => re.test(t));
        if (english.has(t) && wordy(t) && !known) {
          failures.push(`${code} #/${lab.key}: still English: "${t.slice(0, 120)}"`);
        }
      }
    }
  }
  assert.deepEqual([...new Set(failures)], []);
});
