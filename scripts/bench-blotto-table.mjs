// Prints the Blotto benchmark table from our native run, HiGHS's run and (if present) the
// browser run saved by the end-to-end test.
import fs from 'node:fs';
const [oursFile, highsFile, wasmFile] = process.argv.slice(2);
const ours = JSON.parse(fs.readFileSync(oursFile, 'utf8')).rows;
const highs = fs.readFileSync(highsFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const wasm = wasmFile && fs.existsSync(wasmFile) ? JSON.parse(fs.readFileSync(wasmFile, 'utf8')).rows : [];
const fmt = (ms) => (ms == null ? '—' : ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(2)} s`);
const sweep = JSON.parse(fs.readFileSync(oursFile, 'utf8')).sweep;
const head = sweep ? ['partitions (native)', 'partitions (wasm)'] : ['partitions (native)', 'partitions (wasm)', 'our flow LP (native)', 'double oracle (native)', 'double oracle (wasm)'];
console.log(`| K | A | B | value | flow LP size (vars × rows) | HiGHS ipm (native) | ${head.join(' | ')} | HiGHS ÷ partitions (native) |`);
console.log(`|---|---|---|---|---|---:|${head.map(() => '---:').join('|')}|---:|`);
for (const [i, r] of ours.entries()) {
  const h = highs[i];
  const w = (method) => wasm.find((x) => x.fields === r.fields && x.a === r.a && x.b === r.b && (x.method ?? 'double-oracle') === method);
  const agree = Math.abs(h.objective - r.value) < 1e-6 ? '' : ` (HiGHS ${h.objective})`;
  const cells = [fmt(r.partitions_ms) + ` (${r.partitions_rounds} rounds)`, fmt(w('partitions')?.millis)];
  if (!sweep) cells.push(fmt(r.flow_lp_ms), `${fmt(r.double_oracle_ms)} (${r.double_oracle_rounds} rounds)`, fmt(w('double-oracle')?.millis));
  console.log(`| ${r.fields} | ${r.a} | ${r.b} | ${r.value_fraction ?? r.value.toFixed(6)}${agree} | ${r.flow_lp_variables} × ${r.flow_lp_constraints} | ${fmt(h.highs_ipm_ms)} | ${cells.join(' | ')} | ${(h.highs_ipm_ms / r.partitions_ms).toFixed(0)} |`);
}
