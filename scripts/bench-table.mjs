// Prints the benchmark table of docs/labs/tictactoe.md from a native run (`gamelab bench ttt
// --json`, on stdin or as the first argument) and the wasm run saved by the end-to-end test
// (target/e2e-artifacts/bench-wasm.json).
import fs from 'node:fs';
const native = JSON.parse(fs.readFileSync(process.argv[2] ?? 0, 'utf8'));
const wasm = JSON.parse(fs.readFileSync('target/e2e-artifacts/bench-wasm.json', 'utf8'));
for (const [i, r] of native.rows.entries()) {
  const w = wasm.rows[i];
  const wms = Number(w[2]);
  console.log(`| ${r.algorithm} | ${r.nodes} | ${r.millis.toFixed(3)} | ${r.time_ratio.toFixed(4)} | ${wms.toFixed(3)} | ${Number(w[3]).toFixed(4)} | ${(wms / r.millis).toFixed(2)} |`);
}
