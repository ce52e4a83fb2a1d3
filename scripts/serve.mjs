// Serves a built playground (dist/) over HTTP with compression: Brotli or gzip, whichever the
// browser accepts (Brotli first) — the copies the release build made (scripts/compress.mjs), or
// else each file compressed once and kept in memory until it changes on disk. `trunk serve` sends files uncompressed; the app's WebAssembly is about a third of its
// size compressed, so this is what a first visit over a slow link should see.
//
//   node scripts/serve.mjs [dist] [port]     (defaults: dist, 8080; listens on 127.0.0.1)
//
// The end-to-end tests serve dist/ through the same handler (tests/e2e/server.mjs).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMPRESSIBLE, SUFFIX, compress } from './compress.mjs';

const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.png': 'image/png',
  '.ftl': 'text/plain; charset=utf-8',
};

/** The encoding to send for an Accept-Encoding header: `br`, `gzip` or none. */
export function chooseEncoding(accept = '') {
  const offered = accept.split(',').map((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name: name.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
  });
  for (const want of ['br', 'gzip']) {
    if (offered.some(({ name, q }) => name === want && q > 0)) return want;
  }
  return null;
}

/**
 * A request handler serving the files under `dist` (index.html for a folder), compressed when the
 * browser accepts it: the build's compressed copy when it is newer than the file, else a copy made
 * here and cached by path, encoding, size and modification time.
 */
export function staticHandler(dist) {
  const root = path.resolve(dist);
  const cache = new Map();
  return (req, res) => {
    let p;
    try {
      p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    if (p.endsWith('/')) p += 'index.html';
    const file = path.join(root, path.normalize(p));
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      stat = null;
    }
    if (!file.startsWith(root + path.sep) || !stat?.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    const ext = path.extname(file);
    const headers = {
      'content-type': MIME[ext] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    };
    const encoding = COMPRESSIBLE.has(ext) ? chooseEncoding(req.headers['accept-encoding']) : null;
    let body;
    if (encoding) {
      const key = `${file}\n${encoding}`;
      const stamp = `${stat.size}:${stat.mtimeMs}`;
      const built = file + SUFFIX[encoding];
      let builtStat;
      try {
        builtStat = fs.statSync(built);
      } catch {
        builtStat = null;
      }
      if (builtStat && builtStat.mtimeMs >= stat.mtimeMs) {
        body = fs.readFileSync(built);
      } else {
        let hit = cache.get(key);
        if (hit?.stamp !== stamp) {
          hit = { stamp, bytes: compress(encoding, fs.readFileSync(file)) };
          cache.set(key, hit);
        }
        body = hit.bytes;
      }
      headers['content-encoding'] = encoding;
    } else {
      body = fs.readFileSync(file);
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? 8080);
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`no ${dist}/index.html: build the playground first (trunk build --release)`);
    process.exit(1);
  }
  http.createServer(staticHandler(dist)).listen(port, '127.0.0.1', () => {
    console.log(`serving ${path.resolve(dist)} at http://127.0.0.1:${port}/ (compressed; Ctrl-C stops)`);
  });
}
