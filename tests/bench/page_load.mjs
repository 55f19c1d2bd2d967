// Page weight and time to the first finished run, in Debian's Chromium.
//   node tests/bench/page_load.mjs [--loads N]
// Weight: every resource the page loads (index.html, modules, CSS, the
// engine's .mjs and .wasm, bundles), each gzip-compressed, summed.
// Time: from navigation start to the end of the first run of the starter
// program (Run clicked as soon as the engine is ready), median of N cold
// loads, each in a fresh browser context (empty cache and storage).
// A benchmark, not a test: it prints and always exits 0.
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../.ci/serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const loadsArg = process.argv.indexOf('--loads');
const LOADS = loadsArg > 0 ? Number(process.argv[loadsArg + 1]) : 5;
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function oneLoad(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const resources = [];
  page.on('response', (response) => resources.push(response));
  await page.goto(baseUrl);
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  await page.click('#run');
  await page.waitForFunction(() => performance.getEntriesByName('tracelab:first-run-done').length > 0,
    null, { timeout: 60000 });
  const marks = await page.evaluate(() => ({
    ready: performance.getEntriesByName('tracelab:engine-ready')[0].startTime,
    run: performance.getEntriesByName('tracelab:first-run-done')[0].startTime,
  }));
  // Each URL once: a second Worker (the spare a long run starts, a warm-up)
  // asks for the engine again and gets the browser's cached copy.
  const sizes = new Map();
  for (const response of resources) {
    const url = response.url().replace(baseUrl, '') || 'index.html';
    if (sizes.has(url)) continue;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(url, { url, raw: body.length, gz: gzipSync(body).length });
  }
  await context.close();
  return { marks, sizes: [...sizes.values()] };
}

function printWeight(sizes) {
  const kb = (n) => (n / 1024).toFixed(1).padStart(8);
  console.log('resource                                     raw kB   gzip kB');
  for (const s of [...sizes].sort((a, b) => b.gz - a.gz)) {
    console.log(`${s.url.slice(0, 42).padEnd(42)} ${kb(s.raw)}  ${kb(s.gz)}`);
  }
  const total = sizes.reduce((sum, s) => sum + s.gz, 0);
  console.log(`page weight: ${sizes.length} resources, ${(total / 1024).toFixed(1)} kB gzip (aim < 1024 kB)`);
}

async function main() {
  const server = await startServer(root, 0);
  const baseUrl = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
  try {
    const runs = [];
    for (let i = 0; i < LOADS; i++) runs.push(await oneLoad(browser, baseUrl));
    printWeight(runs[0].sizes);
    const ready = runs.map((r) => r.marks.ready);
    const first = runs.map((r) => r.marks.run);
    const spread = (xs) => `median ${median(xs).toFixed(0)} ms over ${LOADS} cold loads ` +
      `[${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}]`;
    console.log(`engine ready:   ${spread(ready)}`);
    console.log(`first run done: ${spread(first)} (aim < 1500 ms)`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.log(`page_load benchmark did not finish: ${error.message}`);
}).finally(() => { process.exitCode = 0; });
