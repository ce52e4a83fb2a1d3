// End-to-end test of the classroom (#/classroom) in headless Chromium: a real
// `gamelab classroom serve` (serving dist/ and the API on one origin, SQLite in a temporary
// folder), a teacher and three students in four browser contexts (one at phone size). They
// play a beauty contest and a prisoner's dilemma round; a student reloads mid-round and is
// back on the same screen within 2 s; the results show the class's choices beside the
// equilibrium. Run after `trunk build` and `cargo build --features classroom` (scripts/test.sh
// does both: its `cargo test --features classroom` builds target/debug/gamelab);
// GAMELAB_CLASSROOM_BIN names another binary.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { launch, shot } from './server.mjs';

const BIN = path.resolve(process.env.GAMELAB_CLASSROOM_BIN ?? 'target/debug/gamelab');
const DIST = path.resolve(process.env.DIST ?? 'dist');
let server;
let base;
let browser;

async function freePort() {
  const s = net.createServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const port = s.address().port;
  await new Promise((r) => s.close(r));
  return port;
}

/** Starts `gamelab classroom serve` with `flags` on a fresh SQLite file; its process and URL. */
async function startClassroom(flags = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamelab-classroom-e2e-'));
  const port = await freePort();
  const proc = spawn(BIN, ['classroom', 'serve', '--addr', `127.0.0.1:${port}`,
    '--database', `sqlite://${path.join(dir, 'classroom.db')}`, '--dist', DIST, ...flags], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      const r = await fetch(`${url}/api/games`);
      if (r.ok) break;
    } catch { /* not yet */ }
    assert.ok(i < 200, 'the classroom server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { proc, url };
}

before(async () => {
  assert.ok(fs.existsSync(BIN), `no ${BIN}: run cargo build --features classroom`);
  ({ proc: server, url: base } = await startClassroom());
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.kill('SIGKILL');
});

/** A person in a browser context of their own (own storage), at desktop or phone size. */
async function person(name, phone = false) {
  const context = await browser.newContext(phone
    ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
    : { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`${name}: ${e}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${name}: ${m.text()}`); });
  return { name, context, page, errors };
}

/** The teacher starts a session of `game`; returns its code. */
async function startSession(teacher, game) {
  await teacher.page.goto(`${base}/#/classroom`);
  await teacher.page.waitForSelector('#classroom-new');
  await teacher.page.selectOption('#classroom-game', game);
  await teacher.page.waitForSelector('#classroom-setting-rounds');
  if (game === 'beauty') {
    // The default p is 2/3 exactly, shown as a fraction (not rounded to 0.666667).
    assert.equal(await teacher.page.inputValue('#classroom-setting-p'), '2/3');
  }
  await teacher.page.click('#classroom-start');
  await teacher.page.waitForSelector('#classroom-big-code');
  // The teacher's token leaves the address a projector shows.
  await teacher.page.waitForFunction(() => !location.hash.includes('token='));
  const code = (await teacher.page.textContent('#classroom-big-code')).trim();
  assert.match(code, /^[2-9A-Z]{4,8}$/);
  assert.ok(await teacher.page.$('#classroom-qr svg path'), 'the QR code is drawn');
  const px = await teacher.page.$eval('#classroom-big-code', (e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(px >= 48, `the code is large enough for a projector (${px}px)`);
  return code;
}

async function joinAs(student, code, name) {
  await student.page.goto(`${base}/#/classroom?join=${code}`);
  await student.page.waitForSelector('#classroom-name');
  await student.page.fill('#classroom-name', name);
  await student.page.click('#classroom-join-button');
  await student.page.waitForSelector('#classroom-waiting');
}

async function openRound(teacher, n) {
  await teacher.page.click('#classroom-open');
  await teacher.page.waitForFunction((k) => (document.querySelector('#classroom-count')?.textContent ?? '').includes(`Round ${k} of`), n);
}

async function waitCount(teacher, text) {
  await teacher.page.waitForFunction((t) => (document.querySelector('#classroom-count')?.textContent ?? '').includes(t), text, { timeout: 15000 });
}

test('a teacher and three students play a beauty contest and a prisoner\'s dilemma', async () => {
  const teacher = await person('teacher');
  const ann = await person('ann');
  const bob = await person('bob');
  const cy = await person('cy', true);
  const everyone = [teacher, ann, bob, cy];

  // Beauty contest.
  const code = await startSession(teacher, 'beauty');
  await joinAs(ann, code, '<b>Ann</b>');
  await joinAs(bob, code, 'Bob');
  await joinAs(cy, code, 'Cy');
  await teacher.page.waitForFunction(() => document.querySelectorAll('#classroom-participants li').length === 3);
  // A name is text, never markup.
  const names = await teacher.page.textContent('#classroom-participants');
  assert.ok(names.includes('<b>Ann</b>'), names);
  assert.equal(await teacher.page.$('#classroom-participants b'), null);
  await teacher.page.waitForFunction(() => document.querySelectorAll('#classroom-participants li.connected').length === 3);
  // The teacher's page comes back after a reload, from this browser's storage.
  await teacher.page.reload();
  await teacher.page.waitForFunction(() => document.querySelectorAll('#classroom-participants li').length === 3);
  await shot(teacher.page, 'classroom-teacher-lobby');

  await openRound(teacher, 1);
  for (const [s, guess] of [[ann, '20'], [bob, '40']]) {
    await s.page.waitForSelector('#classroom-input-number');
    await s.page.fill('#classroom-input-number', guess);
    await s.page.click('#classroom-send');
    await s.page.waitForSelector('#classroom-decided');
  }
  // An out-of-range guess is refused next to the input, naming the range.
  await cy.page.waitForSelector('#classroom-input-number');
  assert.match(await cy.page.textContent('#classroom-prompt'), /closest to 2\/3 of the average/);
  await cy.page.fill('#classroom-input-number', '101');
  await cy.page.click('#classroom-send');
  await cy.page.waitForSelector('#error-decision\\.number');
  assert.match(await cy.page.textContent('#error-decision\\.number'), /0 to 100/);
  await shot(cy.page, 'classroom-phone-decide');
  // Cy reloads mid-round: the same participant, on the same screen, within 2 s.
  const t0 = Date.now();
  await cy.page.reload();
  await cy.page.waitForSelector('#classroom-input-number');
  const resumed = Date.now() - t0;
  assert.ok(resumed < 2000, `resumed in ${resumed} ms`);
  assert.match(await cy.page.textContent('.classroom-head'), /you are Cy/);
  await cy.page.fill('#classroom-input-number', '60');
  await cy.page.click('#classroom-send');
  await cy.page.waitForSelector('#classroom-decided');
  // Bob reloads after deciding: his decision is still his.
  await bob.page.reload();
  await bob.page.waitForSelector('#classroom-decided');
  assert.match(await bob.page.textContent('#classroom-decided'), /Your decision: 40/);

  await waitCount(teacher, '3 of 3');
  await teacher.page.click('#classroom-close');
  await teacher.page.waitForSelector('#classroom-chart svg');
  // The class beside the theory: mean 40, target 26.67, Nash 0 in the chart and the words.
  const summary = await teacher.page.textContent('#classroom-summary');
  assert.match(summary, /mean: 40/);
  assert.match(await teacher.page.textContent('#classroom-theory'), /Nash equilibrium/);
  const chartText = await teacher.page.textContent('#classroom-chart');
  assert.match(chartText, /Nash/);
  await shot(teacher.page, 'classroom-teacher-results');
  // Ann (20) is closest to 2/3 × 40: her phone says so.
  for (const [s, payoff] of [[ann, '10'], [bob, '0'], [cy, '0']]) {
    await s.page.waitForSelector('#classroom-result .classroom-mine');
    assert.match(await s.page.textContent('#classroom-result .classroom-mine'), new RegExp(`payoff is ${payoff}\\.`));
    await s.page.waitForSelector('#classroom-result #classroom-chart svg');
  }
  // A student's page never shows a classmate's name.
  assert.ok(!(await bob.page.content()).includes('Ann'));
  await shot(cy.page, 'classroom-phone-results');

  // Prisoner's dilemma: a new session, the same students.
  const pd = await startSession(teacher, 'pd');
  await joinAs(ann, pd, 'Ann');
  await joinAs(bob, pd, 'Bob');
  await joinAs(cy, pd, 'Cy');
  await teacher.page.waitForFunction(() => document.querySelectorAll('#classroom-participants li').length === 3);
  await openRound(teacher, 1);
  for (const [s, choice] of [[ann, 'Cooperate'], [bob, 'Defect'], [cy, 'Defect']]) {
    await s.page.waitForSelector('.classroom-choice');
    await s.page.getByRole('button', { name: new RegExp(choice) }).click();
    await s.page.waitForSelector('#classroom-decided');
  }
  await waitCount(teacher, '3 of 3');
  await teacher.page.click('#classroom-close');
  await teacher.page.waitForSelector('#classroom-chart svg');
  assert.match(await teacher.page.textContent('#classroom-theory'), /dominant/i);
  // Three students in pairs: a bot filled the fourth seat, and is shown as one.
  assert.match(await teacher.page.textContent('#classroom-decision-table'), /\(a bot\)/);
  await shot(teacher.page, 'classroom-teacher-pd');
  for (const s of [ann, bob, cy]) {
    await s.page.waitForSelector('#classroom-result .classroom-mine');
  }

  const errors = everyone.flatMap((p) => p.errors).filter((e) => !/WebSocket|Failed to load resource/.test(e));
  assert.deepEqual(errors, []);
  for (const p of everyone) await p.context.close();
});

test('a server with a password asks for it on the start page', async () => {
  const guarded = await startClassroom(['--admin-password', 's3cret']);
  try {
    const teacher = await person('teacher');
    await teacher.page.goto(`${guarded.url}/#/classroom`);
    await teacher.page.waitForSelector('#classroom-setting-rounds');
    assert.equal(await teacher.page.$('#classroom-password'), null, 'no field before the server asks');
    await teacher.page.click('#classroom-start');
    await teacher.page.waitForSelector('#classroom-password');
    assert.match(await teacher.page.textContent('#error-password'), /password/);
    await teacher.page.fill('#classroom-password', 'wrong');
    await teacher.page.click('#classroom-start');
    await teacher.page.waitForSelector('#error-password');
    await teacher.page.fill('#classroom-password', 's3cret');
    await teacher.page.click('#classroom-start');
    await teacher.page.waitForSelector('#classroom-big-code');
    assert.deepEqual(teacher.errors.filter((e) => !/WebSocket|Failed to load resource/.test(e)), []);
    await teacher.context.close();
  } finally {
    guarded.proc.kill('SIGKILL');
  }
});
