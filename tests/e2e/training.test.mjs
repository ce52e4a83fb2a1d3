// End-to-end test (and benchmark) of self-play training in the browser: the tic-tac-toe page's
// "A network that teaches itself" trains a network from nothing with its default settings in a
// Web Worker, drawing its curves as it learns, until it plays perfectly (no loss as X or as O
// against the perfect player); the time is written to target/e2e-artifacts/training.json.
// Each generation's games are shared among the page's workers (one per core), and the network is
// the command line's `gamelab train --game tictactoe` (one thread, the same seed): the same
// games, so the same weights but for the last bits (WebAssembly's exp and tanh round a few
// results differently from the native libm's; games in another order would differ by 1e-2).
// The network is then saved, pasted back and measured. Run after `trunk build` and
// `cargo build --release --bin gamelab`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, shot, ARTIFACTS } from './server.mjs';

const ctx = useBrowser(before, after);

test('tic-tac-toe self-play training reaches perfect play in the browser, curves drawn as it learns', async () => {
  const { page, errors } = await openPage(ctx.browser, `${ctx.base}#/tictactoe`);
  await page.waitForSelector('#training');
  // A bad field is named next to it and keeps the run from starting.
  await page.fill('#train-games', '0');
  await page.dispatchEvent('#train-games', 'change');
  assert.match(await page.textContent('#error-train-games'), /from 1 to 1000/);
  assert.equal(await page.isDisabled('#train-start'), true);
  await page.fill('#train-games', '50');
  await page.dispatchEvent('#train-games', 'change');
  assert.equal(await page.$('#error-train-games'), null);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const workers = Math.min(Math.max(cores, 1), 16);
  if (workers > 1) {
    assert.match(await page.textContent('#train-workers'), new RegExp(`shared among ${workers} Web Workers`));
  }
  // A run cancelled mid-way stops with its helpers, and a new one starts clean.
  await page.click('#train-start');
  await page.waitForSelector('#train-cancel');
  await page.waitForTimeout(1500);
  await page.click('#train-cancel');
  await page.waitForFunction(() => document.querySelector('#train-status')?.textContent === 'cancelled');
  const started = Date.now();
  await page.click('#train-start');
  // The curves grow while it runs.
  await page.waitForSelector('#train-strength', { timeout: 120000 });
  assert.match(await page.textContent('#train-summary'), /^\d+ generations?, /);
  await page.waitForSelector('#train-loss-chart svg');
  // The whole run, to its end.
  await page.waitForSelector('#train-perfect', { timeout: 300000 });
  const wall = (Date.now() - started) / 1000;
  const summary = (await page.textContent('#train-summary')).trim();
  const perfect = (await page.textContent('#train-perfect')).trim();
  const m = perfect.match(/^Perfect from generation (\d+)\.$/);
  assert.ok(m, `${perfect} — ${summary}`);
  const seconds = Number(summary.match(/in ([\d.]+) s/)[1]);
  assert.ok(seconds < 300, `the run took ${seconds} s`);
  assert.match(summary, /^40 generations, 2000 self-play games and 6000 gradient steps/);
  assert.match(await page.textContent('#train-strength'), /it plays perfectly/);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'training.json'), JSON.stringify({
    game: 'tictactoe', settings: 'defaults (40 generations × 50 games, 50 simulations, seed 1)',
    workers, perfect_from_generation: Number(m[1]), worker_seconds: seconds, wall_seconds: wall, summary,
  }, null, 2));
  console.log(`# training: ${summary} (${wall.toFixed(1)} s on the wall clock)`);
  await shot(page, 'training');

  // Saved, pasted back and measured: the same strength.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#train-save')]);
  const file = path.join(ARTIFACTS, 'tictactoe-net.json');
  await download.saveAs(file);
  const json = fs.readFileSync(file, 'utf8');
  assert.equal(JSON.parse(json).game, 'tictactoe');
  // The workers' run is the command line's, on one thread.
  const bin = process.env.GAMELAB_BIN ?? path.join('target', 'release', 'gamelab');
  const cliFile = path.join(ARTIFACTS, 'tictactoe-net-cli.json');
  execFileSync(bin, ['train', '--game', 'tictactoe', '--seed', '1', '--threads', '1', '--out', cliFile]);
  const [mine, cli] = [JSON.parse(json), JSON.parse(fs.readFileSync(cliFile, 'utf8'))];
  assert.deepEqual(mine.hidden, cli.hidden);
  assert.equal(mine.params.length, cli.params.length);
  const drift = Math.max(...mine.params.map((p, i) => Math.abs(p - cli.params[i])));
  assert.ok(drift < 1e-9, `the browser's network is ${drift} from the command line's`);
  console.log(`# training: the network is within ${drift.toExponential(1)} of gamelab train's`);
  await page.click('#training details.import > summary');
  await page.fill('#train-load-text', '{"not": "a network"}');
  await page.click('#train-load');
  assert.match(await page.textContent('#train-load-error'), /not a tic-tac-toe network/);
  await page.fill('#train-load-text', json);
  await page.click('#train-load');
  await page.waitForSelector('#train-judged', { timeout: 60000 });
  assert.match(await page.textContent('#train-judged'), /it plays perfectly/);
  assert.equal(await page.$('#train-load-error'), null);
  assert.deepEqual(errors, []);
});
