// Brotli and gzip copies of the playground's files, made once when it is built so the server
// (scripts/serve.mjs) sends them without compressing on every first request: Trunk runs this as a
// post-build hook (Trunk.toml) on its staging folder, in release builds only.
//
//   node scripts/compress.mjs [folder]     (default: $TRUNK_STAGING_DIR)
//
// Each compressible file F gets F.br (Brotli, quality 11) and F.gz (gzip: by Zopfli where it is
// installed, else zlib's level 9) beside it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The extensions worth compressing (text and WebAssembly; not images). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.svg', '.json', '.txt', '.ftl']);

/** Whether Zopfli (Debian's `zopfli`) is installed: it writes gzip 5–6% smaller than zlib's
 * level 9, in the same format every gzip reader takes. */
const ZOPFLI = spawnSync('zopfli', ['-h']).error === undefined;

/** `bytes` compressed with `encoding` (`br` or `gzip`) at the strongest level; `thorough`
 * (the build's copies, made once) has gzip written by Zopfli where it is installed. */
export function compress(encoding, bytes, thorough = false) {
  if (encoding === 'gzip' && thorough && ZOPFLI) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamelab-zopfli-'));
    const file = path.join(dir, 'input');
    fs.writeFileSync(file, bytes);
    const out = spawnSync('zopfli', ['--i5', '-c', file], { maxBuffer: 1 << 30 });
    fs.rmSync(dir, { recursive: true, force: true });
    if (out.status === 0) return out.stdout;
  }
  if (encoding === 'br') {
    return zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return zlib.gzipSync(bytes, { level: 9 });
}

/** The suffix of a compressed copy. */
export const SUFFIX = { br: '.br', gzip: '.gz' };

/** Writes the compressed copies of every compressible file under `folder`. */
export function precompress(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const bytes = fs.readFileSync(file);
    for (const [encoding, suffix] of Object.entries(SUFFIX)) {
      fs.writeFileSync(file + suffix, compress(encoding, bytes, true));
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!folder) {
    console.error('usage: node scripts/compress.mjs <folder> (or run it as a Trunk hook)');
    process.exit(2);
  }
  if (process.argv[2] || process.env.TRUNK_PROFILE === 'release') precompress(folder);
}
