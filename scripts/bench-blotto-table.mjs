// Prints the Blotto benchmark table from our native run, HiGHS's run and (if present) the
// browser run saved by the end-to-end test.
import fs from 'node:fs';
const [oursFile, highsFile, wasmFile] = process.argv.slice(2);
const ours = JSON.parse(fs.readFileSync(oursFile, 'utf8')).rows;
const highs = fs.readFileSync(highsFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const wasm = wasmFile && fs.existsSync(wasmFile) ? JSON.parse(fs.readFileSync(wasmFile, 'utf8')).rows : [];
console.log('| K | A | B | value | flow LP size (vars × rows) | HiGHS ipm (native) | our flow LP (native) | our double oracle (native) | our double oracle (wasm) | HiGHS ÷ double oracle |');
console.log('|---|---|---|---|---|---:|---:|---:|---:|---:|');
for (const [i, r] of ours.entries()) {
  const h = highs[i];
  const w = wasm.find((x) => x.fields === r.fields && x.a === r.a && x.b === r.b);
  const fmt = (ms) => (ms == null ? '—' : ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(2)} s`);
  const agree = Math.abs(h.objective - r.value) < 1e-6 ? '' : ` (HiGHS ${h.objective})`;
  console.log(`| ${r.fields} | ${r.a} | ${r.b} | ${r.value_fraction ?? r.value.toFixed(6)}${agree} | ${r.flow_lp_variables} × ${r.flow_lp_constraints} | ${fmt(h.highs_ipm_ms)} | ${fmt(r.flow_lp_ms)} | ${fmt(r.double_oracle_ms)} (${r.double_oracle_rounds} rounds) | ${fmt(w?.millis)} | ${(h.highs_ipm_ms / r.double_oracle_ms).toFixed(1)} |`);
}
