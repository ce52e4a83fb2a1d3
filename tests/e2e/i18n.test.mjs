// End-to-end tests of the interface's languages in headless Chromium: a page asked for in
// Polish (?lang=pl) and in Croatian (?lang=hr) is written in it, <html lang> says so, counts
// take the language's plural forms and decimals its comma; the browser's language is the
// default; the language chooser reloads the same page in another language; a Polish page
// has no WCAG 2.1 AA violation; the Blotto page in Polish and Croatian counts in their plural
// forms and writes decimal commas; and the language files are fetched (English and the one
// shown), a missing one leaving the page in English. Run after `trunk build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useBrowser, violations } from './server.mjs';

const ctx = useBrowser(before, after);

async function open(url, options = {}) {
  const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  return { context, page, errors };
}

const text = async (page, sel) => (await page.textContent(sel)).trim();

test('Polish: the exercises page, its plural forms and the menu are in Polish, and axe finds nothing', async () => {
  const { context, page, errors } = await open(`${ctx.base}?lang=pl#/exercises?kind=blotto&level=easy&seed=3`);
  await page.waitForSelector('#ex-0-game');
  assert.equal(await page.getAttribute('html', 'lang'), 'pl');
  assert.equal(await text(page, 'h1'), 'Ćwiczenia');
  assert.equal(await page.inputValue('#lang'), 'pl');
  assert.match(await text(page, '#main-nav'), /Wyścigi/);
  assert.match(await text(page, '#main-nav'), /Wsiąść do Pociągu/);
  // A count with its Polish form: 3 fields are "3 pola", 5 units "5 jednostek", 4 "4 jednostki".
  const captions = await page.$$eval('.exercise-game caption', (cs) => cs.map((c) => c.textContent.trim()));
  assert.equal(captions.length, 5);
  for (const c of captions) assert.match(c, /^3 pola; masz (4 jednostki|5 jednostek)\. /, c);
  assert.equal(await text(page, '#ex-score'), 'Wynik: 0 z 5 poprawnie za pierwszym razem (udzielone odpowiedzi: 0).');
  assert.equal(await text(page, '#ex-0-check'), 'Sprawdź');
  // The question itself, its answer format and hint are Polish; the game is the same.
  assert.match(await text(page, '#ex-0-text'), /^Pułkownik Blotto na 3 polach\. Masz [45] jednost/);
  assert.match(await text(page, '#ex-0-format'), /^3 liczby całkowite/);
  // A wrong answer is graded in Polish words around the grader's feedback.
  await page.fill('#ex-0-answer', '5, 0, 0');
  await page.press('#ex-0-answer', 'Enter');
  await page.waitForSelector('#ex-0-solution');
  assert.match(await text(page, '#ex-0-verdict'), /^✗ Niepoprawnie\./);
  assert.match(await text(page, '#ex-score'), /^Wynik: 0 z 5 .*\(udzielone odpowiedzi: 1\)\.$/);
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Croatian: a race is written with decimal commas, and a decimal comma is read in a field', async () => {
  const { context, page, errors } = await open(`${ctx.base}?lang=hr#/racing?view=live`);
  await page.waitForSelector('#race-start');
  assert.equal(await page.getAttribute('html', 'lang'), 'hr');
  assert.equal(await text(page, 'h1'), 'Utrke: koji je igrač bolji, uz zajamčenu pogrešku');
  assert.equal(await text(page, '#tab-curves'), 'Krivulje pogreške');
  assert.match(await text(page, '#race-a1'), /Hoeffdingova utrka/);
  await page.selectOption('#race-a1', 'hoeffding');
  // μ typed with a comma, as Croatian writes it.
  await page.fill('#race-mu', '0,7');
  await page.press('#race-mu', 'Tab');
  await page.click('#race-start');
  await page.waitForFunction(() => document.querySelector('#race-status .decision')?.textContent.includes('bolji'), null, { timeout: 60000 });
  const row = await page.$$eval('#race-status .race-row td', (tds) => tds.map((t) => t.textContent.trim()));
  assert.equal(row[0], 'Hoeffdingova utrka');
  assert.equal(row[6], 'igrač 1 je bolji');
  // X̄, LB and UB with four decimals after a comma, never a point.
  for (const cell of row.slice(3, 6)) assert.match(cell, /^[01],\d{4}$/, cell);
  assert.match(row[7], /granica pouzdanosti|horizont|preciznosti|ograničenje/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the browser's language is the default, and the chooser reloads the same page in another", async () => {
  const { context, page, errors } = await open(`${ctx.base}#/exercises?kind=mixed&level=easy&seed=9`, { locale: 'hr-HR' });
  await page.waitForSelector('#ex-0-answer');
  assert.equal(await page.getAttribute('html', 'lang'), 'hr');
  assert.equal(await text(page, 'h1'), 'Vježbe');
  assert.equal(await text(page, '#skip-link'), 'Preskoči na sadržaj');
  // Choose English: the same set, in English, and the address says so.
  await Promise.all([page.waitForNavigation(), page.selectOption('#lang', 'en')]);
  await page.waitForSelector('#ex-0-answer');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await text(page, 'h1'), 'Exercises');
  assert.match(page.url(), /\?lang=en#\/exercises\?kind=mixed&level=easy&seed=9$/);
  // An unknown language in the address falls back to the browser's.
  await page.goto(`${ctx.base}?lang=xx#/`);
  await page.waitForSelector('#home');
  assert.equal(await page.getAttribute('html', 'lang'), 'hr');
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 390 px the chooser sits beside the menu button and nothing scrolls sideways', async () => {
  const { context, page, errors } = await open(`${ctx.base}?lang=pl#/`, { viewport: { width: 390, height: 800 } });
  await page.waitForSelector('#home');
  const chooser = await page.locator('#lang').boundingBox();
  const menu = await page.locator('#nav-toggle').boundingBox();
  assert.ok(Math.abs(chooser.y - menu.y) < 30 && chooser.x < menu.x, JSON.stringify({ chooser, menu }));
  assert.equal(await text(page, '#nav-toggle'), 'Menu ☰');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The plural form of a whole number in Polish (one, few, many) or Croatian (one, few, other). */
function pluralForm(lang, n) {
  const [last, tens] = [n % 10, n % 100];
  if (lang === 'pl') {
    if (n === 1) return 'one';
    return last >= 2 && last <= 4 && !(tens >= 12 && tens <= 14) ? 'few' : 'many';
  }
  if (last === 1 && tens !== 11) return 'one';
  return last >= 2 && last <= 4 && !(tens >= 12 && tens <= 14) ? 'few' : 'other';
}

// What the Blotto page says in each language: its title, the value, and the marginals'
// summary with the word for "distribution" in each plural form.
const BLOTTO = {
  pl: {
    title: 'Pułkownik Blotto: dokładne strategie optymalne',
    value: /^Wartość dla A: -?\d+(\/\d+)? ≈ -?\d,\d+ \(dokładnie\)$/,
    summary: /^Podsumowanie: (\d+) (rozkład|różne rozkłady|różnych rozkładów) na 25 polach; pokazano jednostki 0–\d+ \(żadne pole nie dostaje więcej jednostek z prawdopodobieństwem większym niż 0,0005\)\.$/,
    forms: { one: 'rozkład', few: 'różne rozkłady', many: 'różnych rozkładów' },
    totals: /^Rundy: 1, twoja suma: [+-]\d+, średnia: [+-]\d,\d{3} \(B może oczekiwać najwyżej [+-]?\d,\d{4}\)\.$/,
  },
  hr: {
    title: 'Pukovnik Blotto: egzaktne optimalne strategije',
    value: /^Vrijednost za A: -?\d+(\/\d+)? ≈ -?\d,\d+ \(egzaktno\)$/,
    summary: /^Sažetak: (\d+) (različita razdioba|različite razdiobe|različitih razdioba) na 25 polja; prikazane su jedinice 0–\d+ \(nijedno polje ne dobiva više jedinica s vjerojatnošću većom od 0,0005\)\.$/,
    forms: { one: 'različita razdioba', few: 'različite razdiobe', other: 'različitih razdioba' },
    totals: /^Runde: 1, /,
  },
};

for (const lang of ['pl', 'hr']) {
  test(`Colonel Blotto in ${lang}: solved, its summary counted in the language's forms, decimals with commas, a round played`, async () => {
    // 25 fields, 20 and 16 units: the marginal tables are summarised (fields with the same
    // distribution on one row).
    const { context, page, errors } = await open(`${ctx.base}?lang=${lang}#/blotto?k=25&a=20&b=16`);
    const words = BLOTTO[lang];
    await page.waitForSelector('#blotto-solve');
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.equal(await text(page, 'h1'), words.title);
    await page.click('#blotto-solve');
    await page.waitForSelector('#blotto-value', { timeout: 60_000 });
    assert.match(await text(page, '#blotto-value'), words.value);
    for (const side of ['marginals', 'marginals-b']) {
      const summary = await text(page, `#${side}-summary-note`);
      const [, rows, word] = summary.match(words.summary) ?? assert.fail(summary);
      assert.equal(word, words.forms[pluralForm(lang, Number(rows))], summary);
      assert.equal(await page.locator(`#${side}-summary tbody tr`).count(), Number(rows));
    }
    // Every probability in the heat maps is written with a decimal comma.
    const cells = await page.$$eval('#marginals-summary td, #marginals-b-summary td', (tds) => tds.map((td) => [td.textContent.trim(), td.title]));
    assert.ok(cells.length >= 4, JSON.stringify(cells));
    for (const [shown, title] of cells) {
      assert.match(title, /^[01],\d{4}$/);
      if (shown) assert.match(shown, /^[01],\d{2}$/);
    }
    await page.fill('#play-allocation', `${'1,'.repeat(15)}1${',0'.repeat(9)}`);
    await page.click('#play-submit');
    await page.waitForSelector('#play-result');
    assert.match(await text(page, '#play-totals'), words.totals);
    assert.deepEqual(await violations(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("a language's file is fetched, not built in: without it the page stays in English and says why", async () => {
  // No service worker: it would answer from its cache, past the routes below.
  const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => { if (r.url().includes('/locales/')) fetched.push(new URL(r.url()).pathname); });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  // Polish asked for: English (the fallback) and Polish are fetched, nothing else.
  await page.goto(`${ctx.base}?lang=pl#/`);
  await page.waitForSelector('#home');
  assert.equal(await page.getAttribute('html', 'lang'), 'pl');
  assert.deepEqual([...new Set(fetched)].sort(), ['/locales/en.ftl', '/locales/pl.ftl']);
  // A module of the second page module (Connect Four) is written in Polish too.
  await page.goto(`${ctx.base}?lang=pl#/connect4`);
  await page.waitForSelector('#c4-board');
  assert.match(await text(page, 'h1'), /Czwórki|Cztery|rzędzie/i);
  assert.deepEqual(errors, []);
  // The Croatian file cannot be fetched: the page is written in English, and the console says why.
  await page.route('**/locales/hr.ftl', (route) => route.abort());
  await page.goto(`${ctx.base}?lang=hr#/exercises`);
  await page.waitForSelector('#ex-0-answer');
  assert.equal(await text(page, 'h1'), 'Exercises');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.ok(errors.some((e) => e.includes('locales/hr.ftl')), errors.join('\n'));
  // Without English nothing can be written: the loading screen says so.
  await page.route('**/locales/en.ftl', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(`${ctx.base}?lang=en#/`);
  await page.waitForSelector('#loading.failed');
  assert.match(await text(page, '#loading-what'), /could not load its words \(locales\/en\.ftl: HTTP 404\)/);
  await context.close();
});

// Every lab of the registry, opened in Polish and in Croatian: no message is missing (a
// missing one shows as ⟨its id⟩), the page's own heading is not the English one, and axe
// finds nothing.
const LABS = [...fs.readFileSync('src/labs.rs', 'utf8').matchAll(/^\s*key: "([^"]+)",$/gm)].map((m) => m[1]);

for (const lang of ['pl', 'hr']) {
  test(`every lab's page opens in ${lang}: no missing message, its heading translated`, async () => {
    assert.ok(LABS.length >= 13, `labs read from the registry: ${LABS}`);
    const english = new Map();
    const failures = [];
    for (const code of ['en', lang]) {
      const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 900 } });
      for (const key of LABS) {
        const page = await context.newPage();
        await page.goto(`${ctx.base}?lang=${code}#/${key}`);
        await page.waitForSelector('main h1, main h2');
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const heading = (await page.textContent('main h1, main h2')).trim();
        if (code === 'en') {
          english.set(key, heading);
        } else {
          const body = await page.textContent('body');
          const missing = body.match(/⟨[a-z0-9-]+⟩/g);
          if (missing) failures.push(`#/${key}: missing ${[...new Set(missing)].join(' ')}`);
          // The one lab whose name stays the same in every language.
          if (heading === english.get(key) && key !== 'loa') failures.push(`#/${key}: heading still English: ${heading}`);
          for (const v of await violations(page)) failures.push(`#/${key}: ${v}`);
        }
        await page.close();
      }
      await context.close();
    }
    assert.deepEqual(failures, []);
  });
}
