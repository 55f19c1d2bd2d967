// A tiny static file server for the playground and the browser tests.
//   node .ci/serve.mjs [ROOT] [PORT]   (PORT 0 picks a free port)
// Prints "serving http://127.0.0.1:PORT/" once listening. Loopback only.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.py': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.gz': 'application/gzip',
};

// No inline script: the page's own modules, its Worker and WebAssembly
// ('wasm-unsafe-eval' lets Chromium compile the engine) from this origin
// only. Styles: the page's style sheets, and the <style> element CodeMirror
// writes its own rules into (hence 'unsafe-inline' for style elements); no
// style attributes (the page sets styles through the CSSOM only). index.html
// carries the same policy in a <meta> tag for other static servers
// (frame-ancestors works only in the header).
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "style-src-attr 'none'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

// The engine Worker's own policy (a Worker takes the policy its script comes
// with): Embind, the engine's JavaScript glue, builds its call wrappers with
// new Function, so the Worker also allows 'unsafe-eval'. It runs only the
// engine and the page's own modules; learner programs are Python the engine
// interprets, never JavaScript.
export const WORKER_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "script-src 'self' 'wasm-unsafe-eval'", "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'");
const WORKER_SCRIPT = '/web/engine_worker.js';

function fileFor(root, url) {
  let path;
  try {
    path = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
  const full = normalize(join(root, path));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const info = statSync(full);
    if (info.isDirectory()) return fileFor(root, join(path, 'index.html'));
    return info.isFile() ? full : null;
  } catch {
    return null;
  }
}

export function startServer(root, port = 0, host = '127.0.0.1') {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? fileFor(base, req.url) : null;
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found\n');
      return;
    }
    const type = TYPES[extname(file).toLowerCase()] || 'application/octet-stream';
    // Every load asks again (no-cache), and an unchanged file (same size and
    // modification time) is answered 304: the browser then keeps its cached
    // response, and with it the engine's compiled code, which it stores
    // beside a cached .wasm response and reuses only for that same response.
    const info = statSync(file);
    const etag = `"${info.size.toString(36)}-${Math.round(info.mtimeMs * 1000).toString(36)}"`;
    const unchanged = req.headers['if-none-match'] === etag;
    // Cross-origin isolation gives the engine's timers (performance.now in
    // the Worker) 5 µs resolution instead of 100 µs; every resource is
    // same-origin, so nothing else changes.
    res.writeHead(unchanged ? 304 : 200, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      'ETag': etag,
      ...(unchanged ? {} : { 'Content-Length': info.size }),
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Content-Security-Policy': file === resolve(base, `.${WORKER_SCRIPT}`) ? WORKER_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD' || unchanged) res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] || '.';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8000);
  startServer(root, port).then(
    (server) => console.log(`serving http://127.0.0.1:${server.address().port}/`),
    (error) => {
      console.error(`cannot serve on port ${port}: ${error.message}`);
      process.exit(1);
    },
  );
}
