// End-to-end tests of the Ticket to Ride lab in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

// Every ticket's name as the page writes it ("Boston – Miami (12)"), from the map's data file.
const DATA = JSON.parse(fs.readFileSync(path.resolve('data/ticket_to_ride_usa.json'), 'utf8'));
const cityName = (c) => (typeof c === 'string' ? c : DATA.cities[c]?.name ?? c);
const TICKETS = DATA.tickets.map((t) => {
  const [a, b, pts] = Array.isArray(t) ? t : [t.a ?? t.from, t.b ?? t.to, t.points];
  return `${cityName(a)} – ${cityName(b)} (${pts})`;
});

async function changeTo(page, selector, value) {
  await page.fill(selector, String(value));
  await page.dispatchEvent(selector, 'change');
}

/** Waits until the page reacted to the human's action (the status or the newest log line, the last). */
async function acted(page, before) {
  await page.waitForFunction((b) => {
    const s = document.querySelector('#ttr-status')?.textContent ?? '';
    const l = document.querySelector('#ttr-log li:last-child')?.textContent ?? '';
    const n = document.querySelectorAll('#ttr-log li').length;
    return `${s}|${n}|${l}` !== b || document.querySelector('#ttr-over');
  }, before);
}

async function snapshot(page) {
  return page.evaluate(() => `${document.querySelector('#ttr-status')?.textContent ?? ''}|${document.querySelectorAll('#ttr-log li').length}|${document.querySelector('#ttr-log li:last-child')?.textContent ?? ''}`);
}

/** The offered tickets and the face-up row: what a deal shows the human first. */
async function deal(page) {
  await page.waitForSelector('#ttr-offer label');
  return page.evaluate(() => ({
    offer: [...document.querySelectorAll('#ttr-offer label')].map((l) => l.textContent),
    faceUp: [...document.querySelectorAll('#ttr-faceup button.ttr-card')].map((b) => b.textContent),
  }));
}

/** Checks that route `r` is drawn as seat 0's: its band in the owner's colour (which no unclaimed car has), the mark "1" on every car. */
async function assertOwnedByYou(page, r) {
  const drawn = await page.evaluate((r) => {
    const g = document.querySelector(`#ttr-route-${r}`);
    const cardFills = new Set([...document.querySelectorAll('.ttr-route:not(.claimed) rect')].map((x) => x.getAttribute('fill')));
    return {
      owner: g.dataset.owner,
      mark: g.dataset.mark,
      cars: g.querySelectorAll('rect').length,
      marks: [...g.querySelectorAll('.ttr-mark')].map((t) => t.textContent),
      band: g.querySelector('.ttr-band')?.getAttribute('stroke'),
      fills: [...g.querySelectorAll('rect')].map((x) => x.getAttribute('fill')),
      legend: document.querySelector('#ttr-legend .ttr-legend-item[data-owner="0"]')?.textContent,
      chip: getComputedStyle(document.querySelector('#ttr-legend .ttr-owner[data-owner="0"]')).backgroundColor,
      bandColor: g.querySelector('.ttr-band') && getComputedStyle(g.querySelector('.ttr-band')).stroke,
      cardFills: [...cardFills],
    };
  }, r);
  assert.equal(drawn.owner, '0');
  assert.equal(drawn.mark, '1');
  assert.deepEqual(drawn.marks, Array(drawn.cars).fill('1'), 'the owner\'s number on every car');
  assert.ok(drawn.band, 'an owner band under the cars');
  assert.ok(drawn.fills.every((f) => f === drawn.band));
  assert.ok(!drawn.cardFills.includes(drawn.band), `the owner colour ${drawn.band} is no unclaimed route's colour (${drawn.cardFills})`);
  assert.equal(drawn.bandColor, drawn.chip, 'the legend shows the same colour');
  assert.equal(drawn.legend, '1 You');
}

test('a whole 2-player game against the algorithmic player, the cards of others never in the markup', async () => {
  assert.ok(TICKETS.length >= 30 && TICKETS.every((t) => !t.includes('undefined')), TICKETS.slice(0, 3).join(', '));
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride`);
  await page.waitForSelector('#ttr-map');
  await changeTo(page, '#ttr-seed', 12345);
  await page.click('#ttr-new');
  await page.waitForFunction(() => /seed 12345/.test(document.querySelector('#ttr-config')?.textContent ?? ''));
  assert.equal(await page.locator('#ttr-map .ttr-route').count(), 100);
  assert.equal(await page.locator('#ttr-map .ttr-city').count(), 36);
  // Tickets the human has been shown (offered or kept): only those may be named on the page.
  const seen = new Set();
  let actions = 0;
  let claims = 0;
  let firstClaim = null;
  let ownerChecked = false;
  while (!(await page.$('#ttr-over'))) {
    for (const t of await page.$$eval('#ttr-offer label, #ttr-my-tickets li', (xs) => xs.map((x) => x.textContent))) {
      for (const name of TICKETS) if (t.includes(name)) seen.add(name);
    }
    const html = await page.content();
    for (const name of TICKETS) {
      assert.ok(seen.has(name) || !html.includes(name), `action ${actions}: ticket ${name} is in the markup`);
    }
    // Cards by colour appear only in the human's own hand; the other seats show counts.
    assert.equal(await page.locator('[data-kind]').count(), await page.locator('#ttr-hand [data-kind]').count());
    const before = await snapshot(page);
    if (await page.$('#ttr-keep')) {
      const legend = await page.textContent('#ttr-offer legend');
      const min = Number(/at least (\d+)/.exec(legend)[1]);
      const boxes = await page.locator('#ttr-offer input[type=checkbox]').count();
      for (let i = min; i < boxes; i++) await page.click(`#ttr-keep-${i}`);
      await page.waitForFunction((m) => document.querySelector('#ttr-keep')?.textContent === `Keep ${m}`, min);
      await page.click('#ttr-keep');
    } else if (await page.$('#ttr-claim-route')) {
      // Every other claim by clicking the route on the map, the rest from the list.
      const route = await page.$eval('#ttr-claim-route', (s) => s.options[1].value);
      if (claims % 2 === 0) {
        const cars = page.locator(`#ttr-route-${route} rect`);
        await cars.nth(Math.floor((await cars.count()) / 2)).click();
        await page.waitForFunction((r) => document.querySelector('#ttr-claim-route')?.value === r, route);
      } else {
        await page.selectOption('#ttr-claim-route', route);
      }
      await page.click('#ttr-pay-0');
      if (claims === 0) firstClaim = route;
      claims += 1;
    } else if (await page.isEnabled('#ttr-deck')) {
      await page.click('#ttr-deck');
    } else {
      const faceUp = page.locator('#ttr-faceup button.ttr-card:enabled');
      if ((await faceUp.count()) > 0) await faceUp.first().click();
      else if (await page.$('#ttr-draw-tickets')) await page.click('#ttr-draw-tickets');
      else await page.click('#ttr-pass');
    }
    await acted(page, before);
    // The first route claimed carries its owner's colour and mark at once.
    if (firstClaim !== null && claims === 1 && !ownerChecked) {
      await assertOwnedByYou(page, firstClaim);
      ownerChecked = true;
    }
    actions += 1;
    assert.ok(actions < 600, 'the game ends');
  }
  assert.ok(actions > 20 && claims >= 4, `${actions} actions, ${claims} claims`);
  assert.ok(ownerChecked, 'the first claim was checked');
  assert.equal(await page.textContent('#ttr-status'), 'The game is over.');
  const totals = (await page.$$eval('#ttr-scores .ttr-total', (tds) => tds.map((td) => Number(td.textContent))));
  assert.equal(totals.length, 2);
  // Each of the human's tickets says how it ended, and they add up to the tickets column.
  const tickets = await page.$$eval('#ttr-my-tickets li', (lis) => lis.map((li) => [li.className, li.textContent]));
  assert.ok(tickets.length >= 2);
  let ticketSum = 0;
  for (const [cls, text] of tickets) {
    const m = /— (completed): \+(\d+) points?$|— (failed): −(\d+) points?$/.exec(text);
    assert.ok(m, `a ticket after the end: ${text}`);
    assert.equal(cls, m[1] ?? m[3]);
    ticketSum += m[1] ? Number(m[2]) : -Number(m[4]);
  }
  const yourTicketCell = await page.$eval('#ttr-scores tbody tr:first-child td:nth-child(3)', (td) => Number(td.textContent));
  assert.equal(ticketSum, yourTicketCell);
  // The log in play order: numbered 1, 2, … from the first move, the newest last.
  const numbers = await page.$$eval('#ttr-log li', (lis) => lis.map((li) => li.value));
  assert.deepEqual(numbers, numbers.map((_, i) => i + 1));
  const log = await page.$$eval('#ttr-log li', (lis) => lis.map((li) => li.textContent));
  assert.match(log[0], /^You kept /, 'line 1 is the first move');
  assert.ok(log.some((l) => l.startsWith('You claimed')), log.slice(0, 5).join('\n'));
  assert.ok(log.some((l) => /^Player 2 \(algo\) (drew|took|claimed)/.test(l)), log.slice(0, 5).join('\n'));
  assert.ok(!log.some((l) => /^Player 2 .*drew an? (?!card)[a-z]+ from the deck/.test(l)), 'never which card an agent drew');
  // The exported record's totals are the scores shown.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#ttr-export')]);
  const record = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  assert.equal(record.players, 2);
  assert.equal(record.seed, 12345);
  assert.deepEqual(record.final.map((f) => f.score.total), totals);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'ttr-game-record.json'), JSON.stringify(record, null, 2));
  await shot(page, 'ticket-to-ride-game');
  assert.deepEqual(errors, []);
});

test('watching agents play: steps at the chosen speed, pause, no hands shown', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride`);
  await page.waitForSelector('#ttr-map');
  await page.selectOption('#ttr-players', '3');
  await page.click('#ttr-watch');
  await page.waitForSelector('#ttr-speed');
  await page.selectOption('#ttr-speed', '50');
  await page.waitForFunction(() => document.querySelectorAll('#ttr-log li').length >= 8, null, { timeout: 30_000 });
  await page.click('#ttr-pause');
  const n = await page.locator('#ttr-log li').count();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#ttr-log li').count(), n, 'paused');
  await page.click('#ttr-step');
  await page.waitForFunction((k) => document.querySelectorAll('#ttr-log li').length >= k, n);
  assert.equal(await page.locator('#ttr-hand').count(), 0);
  assert.equal(await page.locator('[data-kind]').count(), 0);
  assert.match(await page.textContent('#ttr-config'), /3 players · agents only \(algo\)/);
  assert.deepEqual(errors, []);
});

test('train 2 epochs in the worker, then play the trained network; a tiny experiment', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride`);
  await page.waitForSelector('#ttr-t-run');
  assert.ok(await page.isDisabled('#ttr-opponent option[value=nn]'));
  // The default training runs a while: Cancel stops it.
  await page.click('#ttr-t-run');
  await page.click('#ttr-t-cancel');
  await page.waitForFunction(() => /cancelled/.test(document.querySelector('#ttr-t-status')?.textContent ?? ''));
  await changeTo(page, '#ttr-t-games', 2);
  await changeTo(page, '#ttr-t-counts', '2');
  await changeTo(page, '#ttr-t-epochs', 2);
  await changeTo(page, '#ttr-t-batch', 50);
  await changeTo(page, '#ttr-t-eval', 1);
  await page.click('#ttr-t-run');
  await page.waitForSelector('#ttr-t-done', { timeout: 120_000 });
  assert.equal(await page.locator('#ttr-t-epochs tbody tr').count(), 3, 'the untrained network and two epochs');
  assert.equal(await page.locator('#ttr-t-chart svg').count(), 1);
  // The worker's time, per epoch.
  assert.equal(await page.getAttribute('#ttr-t-time', 'data-epochs'), '2');
  assert.ok(Number(await page.getAttribute('#ttr-t-time', 'data-millis')) > 0);
  // The trained network is the network opponent now.
  assert.ok(!(await page.isDisabled('#ttr-opponent option[value=nn]')));
  await page.selectOption('#ttr-opponent', 'nn');
  await page.click('#ttr-new');
  await page.waitForFunction(() => /you against nn/.test(document.querySelector('#ttr-config')?.textContent ?? ''));
  // The experiment: 2 players, 4 games, over the workers.
  await changeTo(page, '#ttr-x-games', 4);
  await page.click('#ttr-x-run');
  await page.waitForSelector('#ttr-x-table', { timeout: 60_000 });
  const rows = await page.$$eval('#ttr-x-table tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  assert.equal(rows.length, 1);
  assert.deepEqual(rows[0].slice(0, 2), ['2', '4']);
  assert.equal(rows[0][3], '107.0', 'the thesis mean for 2 players');
  assert.ok(Number(rows[0][2]) > 0);
  // Every table size: a row each and the overall row, beside the thesis's means.
  await page.selectOption('#ttr-x-players', 'all');
  await changeTo(page, '#ttr-x-games', 1);
  await page.click('#ttr-x-run');
  await page.waitForFunction(() => document.querySelectorAll('#ttr-x-table tbody tr').length === 5 && !document.querySelector('#ttr-x-stale'), null, { timeout: 60_000 });
  const all = await page.$$eval('#ttr-x-table tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  assert.deepEqual(all.map((r) => r[0]), ['2', '3', '4', '5', 'all']);
  assert.deepEqual(all.map((r) => r[3]), ['107.0', '98.0', '98.0', '94.6', '98.2']);
  assert.equal(all[4][1], '4');
  // Other inputs mark the table as belonging to the run that made it.
  await changeTo(page, '#ttr-x-games', 5);
  await page.waitForSelector('#ttr-x-stale');
  await shot(page, 'ticket-to-ride-lab');
  assert.deepEqual(errors, []);
});

test('the pre-trained network is fetched on request and plays', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride`);
  await page.waitForSelector('#ttr-t-load');
  assert.ok(await page.isDisabled('#ttr-opponent option[value=nn]'));
  await page.click('#ttr-t-load');
  await page.waitForFunction(() => /pre-trained network \(34\d{3} parameters\) now plays/.test(document.querySelector('#ttr-t-loaded')?.textContent ?? ''));
  await page.selectOption('#ttr-opponent', 'nn');
  await page.selectOption('#ttr-players', '3');
  await page.click('#ttr-new');
  await page.waitForFunction(() => /3 players · you against nn/.test(document.querySelector('#ttr-config')?.textContent ?? ''));
  assert.equal(await page.locator('#ttr-seats tbody tr').count(), 3);
  assert.deepEqual(errors, []);
});

test('the benchmark in this browser (rows kept for the README)', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride`);
  await page.click('#ttr-bench summary');
  await page.click('#ttr-bench-run');
  await page.waitForSelector('#ttr-bench-result', { timeout: 300_000 });
  const report = JSON.parse(await page.textContent('#ttr-bench-json'));
  assert.equal(report.rows.length, 4);
  assert.ok(report.rows.every((r) => r.algo_games_per_second > 0 && r.random_games_per_second > 0));
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'ttr-bench-wasm.json'), JSON.stringify(report, null, 2));
  console.log('ticket to ride wasm bench:', JSON.stringify(report));
  assert.deepEqual(errors, []);
});

test('the game fits a phone', async () => {
  const phone = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  const phoneErrors = [];
  phone.on('pageerror', (e) => phoneErrors.push(String(e)));
  await phone.goto(`${ctx.base}#/ticket-to-ride`);
  await phone.waitForSelector('#ttr-map');
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  const wide = await phone.evaluate(() => [...document.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > 392).slice(0, 5).map((e) => `${e.tagName}#${e.id}.${e.className}`));
  assert.ok(width <= 392, `page width ${width}: ${wide.join(', ')}`);
  await shot(phone, 'ticket-to-ride-phone');
  await phone.close();
  assert.deepEqual(phoneErrors, []);
});

test('city names are drawn above the routes, on a halo', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride?seed=5`);
  await page.waitForSelector('#ttr-map');
  const order = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('#ttr-map .ttr-label')];
    const below = [...document.querySelectorAll('#ttr-map .ttr-route, #ttr-map .ttr-city, #ttr-map .ttr-hit')];
    const after = (a, b) => Boolean(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);
    const s = labels[0] && getComputedStyle(labels[0]);
    return {
      labels: labels.length,
      names: labels.map((l) => l.textContent),
      below: below.length,
      allAfter: labels.every((l) => below.every((b) => after(l, b))),
      lastDrawn: document.querySelector('#ttr-map').lastElementChild.id,
      halo: s && { paintOrder: s.paintOrder, stroke: s.stroke, width: parseFloat(s.strokeWidth), events: s.pointerEvents },
    };
  });
  assert.equal(order.labels, 36);
  assert.ok(order.names.includes('Atlanta') && order.names.includes('Seattle'));
  assert.ok(order.below >= 136);
  assert.ok(order.allAfter, 'every city name comes after every route and city dot in the SVG');
  assert.equal(order.lastDrawn, 'ttr-labels');
  assert.match(order.halo.paintOrder, /^stroke/);
  assert.equal(order.halo.stroke, 'rgb(255, 255, 255)');
  assert.ok(order.halo.width >= 3, `halo ${order.halo.width}px`);
  assert.equal(order.halo.events, 'none', 'names never take a click meant for a route');
  assert.deepEqual(errors, []);
});

test('on a phone a route is claimed by tapping beside it; the map zooms in its box', async () => {
  const phone = await ctx.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const errors = [];
  phone.on('pageerror', (e) => errors.push(String(e)));
  await phone.goto(`${ctx.base}#/ticket-to-ride?seed=31`);
  await phone.waitForSelector('#ttr-keep');
  await phone.click('#ttr-keep');
  for (let i = 0; i < 40 && !(await phone.$('#ttr-claim-route')); i++) {
    const before = await snapshot(phone);
    await phone.click('#ttr-deck');
    await acted(phone, before);
  }
  assert.ok(await phone.$('#ttr-claim-route'), 'a route to claim');
  // Zoom: the map grows inside its box, the page does not.
  const width = () => phone.$eval('#ttr-map', (m) => m.getBoundingClientRect().width);
  const w0 = await width();
  await phone.click('#ttr-zoom-in');
  await phone.waitForFunction(() => document.querySelector('#ttr-zoom').textContent === '150%');
  const w1 = await width();
  assert.ok(Math.abs(w1 - 1.5 * w0) < 2, `${w0} → ${w1}`);
  assert.ok(await phone.evaluate(() => document.documentElement.scrollWidth) <= 392);
  // Every claimable route has a hit band 24 px wide on screen.
  const hits = await phone.$$eval('.ttr-hit', (ls) => ls.map((l) => [getComputedStyle(l).strokeWidth, getComputedStyle(l).vectorEffect]));
  const claimable = await phone.$$eval('#ttr-claim-route option', (os) => os.length - 1);
  assert.equal(hits.length, claimable);
  assert.ok(hits.every(([w, v]) => parseFloat(w) >= 24 && v === 'non-scaling-stroke'), JSON.stringify(hits.slice(0, 3)));
  // A point 9 px beside a claimable route (off its cars) that its band takes.
  const target = await phone.evaluate(() => {
    for (const line of document.querySelectorAll('.ttr-hit')) {
      line.scrollIntoView({ block: 'center', inline: 'center' });
      const m = line.getScreenCTM();
      const at = (x, y) => ({ x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f });
      const a = at(line.x1.baseVal.value, line.y1.baseVal.value);
      const b = at(line.x2.baseVal.value, line.y2.baseVal.value);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      const n = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
      for (const side of [1, -1]) {
        const p = { x: (a.x + b.x) / 2 + side * 9 * n.x, y: (a.y + b.y) / 2 + side * 9 * n.y };
        if (document.elementFromPoint(p.x, p.y) === line) return { route: line.dataset.route, ...p };
      }
    }
    return null;
  });
  assert.ok(target, 'a claimable route whose band takes a tap beside it');
  await phone.touchscreen.tap(target.x, target.y);
  await phone.waitForFunction((r) => document.querySelector('#ttr-claim-route')?.value === r, target.route);
  const before = await snapshot(phone);
  await phone.click('#ttr-pay-0');
  await acted(phone, before);
  await assertOwnedByYou(phone, target.route);
  await phone.click('#ttr-zoom-reset');
  await phone.waitForFunction(() => document.querySelector('#ttr-zoom').textContent === '100%');
  await shot(phone, 'ticket-to-ride-phone-claimed');
  await phone.close();
  assert.deepEqual(errors, []);
});

test('the link sets the seed: #/ticket-to-ride?seed=123 deals the game of seed 123, and the address carries the seed played', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride?seed=123`);
  await page.waitForFunction(() => /seed 123 /.test(document.querySelector('#ttr-config')?.textContent ?? ''));
  assert.equal(await page.inputValue('#ttr-seed'), '123');
  const linked = await deal(page);
  assert.match(page.url(), /#\/ticket-to-ride\?seed=123$/);
  // The same deal as seed 123 typed in by hand.
  const { page: typed } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride`);
  await typed.waitForSelector('#ttr-map');
  // Without a seed in the link the page picks one, and the address says which.
  const picked = /seed (\d+) /.exec(await typed.textContent('#ttr-config'))[1];
  await typed.waitForFunction((s) => location.hash === `#/ticket-to-ride?seed=${s}`, picked);
  await changeTo(typed, '#ttr-seed', 123);
  await typed.click('#ttr-new');
  await typed.waitForFunction(() => /seed 123 /.test(document.querySelector('#ttr-config')?.textContent ?? ''));
  assert.deepEqual(await deal(typed), linked);
  await typed.waitForFunction(() => location.hash === '#/ticket-to-ride?seed=123');
  // The other settings travel too.
  await typed.selectOption('#ttr-players', '3');
  await typed.click('#ttr-new');
  await typed.waitForFunction(() => location.hash === '#/ticket-to-ride?seed=123&players=3');
  await typed.close();
  const { page: three } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride?seed=123&players=3`);
  await three.waitForFunction(() => /3 players · you against algo · seed 123 /.test(document.querySelector('#ttr-config')?.textContent ?? ''));
  assert.equal(await three.locator('#ttr-seats tbody tr').count(), 3);
  await three.close();
  // A seed that cannot be read is named, and the seed dealt instead is said.
  const { page: bad, errors: badErrors } = await openPage(ctx.browser, `${ctx.base}#/ticket-to-ride?seed=12x`);
  await bad.waitForSelector('#ttr-error');
  const message = await bad.textContent('#ttr-error');
  const used = /seed (\d+) /.exec(await bad.textContent('#ttr-config'))[1];
  assert.match(message, /seed: "12x" is not a whole number/);
  assert.ok(message.endsWith(`This game is dealt with seed ${used} instead.`), message);
  assert.equal(await bad.inputValue('#ttr-seed'), used);
  await bad.close();
  assert.deepEqual(badErrors, []);
  assert.deepEqual(errors, []);
});
