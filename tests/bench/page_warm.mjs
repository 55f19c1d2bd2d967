// The page's first run against its steady runs, in Debian's Chromium.
//   node tests/bench/page_warm.mjs [--loads N] [--root DIR] [--no-idle]
// For each of N cold loads (a fresh browser profile each: empty HTTP and code
// caches), and for two programs:
//   - the course program (shared/reference/mlcc_linear_regression.py, on the
//     engine's synthetic data): the engine's time for the first Run (its
//     summary's `us`) and Run-click-to-finished, against the median of three
//     later Runs;
//   - a Keras fit timed per epoch inside the program (time.perf_counter): the
//     first epoch of the first Run against the median epoch of a third Run.
// The first Run is clicked once the page is idle after loading: after the
// Worker's warm-up ends (the page's `tracelab:engine-warm` mark) or IDLE_MS
// after the engine is ready, whichever comes first (--no-idle: at once).
// --root serves another checkout (for a before/after comparison).
// A benchmark, not a test: it prints medians and always exits 0.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../.ci/serve.mjs';
import { epochsOf as parseEpochs, fitEpochsProgram } from './fit_program.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const root = resolve(option('--root', join(here, '..', '..')));
const LOADS = Number(option('--loads', 3));
const IDLE_MS = process.argv.includes('--no-idle') ? 0 : 10000;
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const COURSE = readFileSync(resolve(here, '..', '..', '..', 'shared', 'reference', 'mlcc_linear_regression.py'), 'utf8');
const FIT_EPOCHS = fitEpochsProgram(8);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// Runs `code` in the page; {engineMs (summary us), clickMs (click to finished), stdout}.
async function run(page, code) {
  return page.evaluate((source) => new Promise((done) => {
    const { page: app, editor } = window.tracelab;
    editor.setCode(source);
    const runs = Number(document.body.dataset.runs || 0);
    const start = performance.now();
    const poll = () => {
      if (Number(document.body.dataset.runs || 0) === runs) return setTimeout(poll, 5);
      const summary = app.events.find((e) => e.type === 'summary');
      const stdout = app.events.filter((e) => e.type === 'stdout').map((e) => e.text).join('');
      const error = app.events.find((e) => e.type === 'error');
      return done({ engineMs: summary.us / 1000, clickMs: performance.now() - start, stdout, error: error?.traceback });
    };
    document.getElementById('run').click();
    poll();
  }), code);
}

async function openIdle(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  const warm = await page.waitForFunction(() => performance.getEntriesByName('tracelab:engine-warm').length > 0,
    null, { timeout: Math.max(IDLE_MS, 1), polling: 20 }).then(() => true, () => false);
  const marks = await page.evaluate(() => Object.fromEntries(['tracelab:engine-ready', 'tracelab:engine-warm']
    .map((name) => [name, performance.getEntriesByName(name)[0]?.startTime])));
  return { context, page, warm: warm && IDLE_MS > 0, marks };
}

async function courseLoad(browser, baseUrl) {
  const { context, page, warm, marks } = await openIdle(browser, baseUrl);
  const first = await run(page, COURSE);
  if (first.error) throw new Error(first.error);
  const later = [];
  for (let i = 0; i < 3; i++) later.push(await run(page, COURSE));
  await context.close();
  return { warm, marks, first, steadyEngine: median(later.map((r) => r.engineMs)), steadyClick: median(later.map((r) => r.clickMs)) };
}

const epochsOf = (result) => {
  if (result.error) throw new Error(result.error);
  return parseEpochs(result.stdout);
};

async function fitLoad(browser, baseUrl) {
  const { context, page } = await openIdle(browser, baseUrl);
  const first = epochsOf(await run(page, FIT_EPOCHS));
  await run(page, FIT_EPOCHS);
  const third = epochsOf(await run(page, FIT_EPOCHS));
  await context.close();
  return { first: first[0], second: first[1], steady: median(third.slice(1)) };
}

const f = (x) => x.toFixed(0).padStart(6);
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

async function main() {
  const server = await startServer(root, 0);
  const baseUrl = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
  console.log(`page at ${root}, Chromium ${browser.version()}, ${LOADS} cold loads; ` +
    `${IDLE_MS ? `first Run after the warm-up (or ${IDLE_MS} ms)` : 'first Run as soon as ready'}; load ${load()}`);
  try {
    const course = [];
    const fit = [];
    for (let i = 0; i < LOADS; i++) {
      course.push(await courseLoad(browser, baseUrl));
      fit.push(await fitLoad(browser, baseUrl));
    }
    console.log('course program         first Run   steady   first/steady   (ms, medians over loads)');
    for (const [what, firstOf, steadyOf] of [
      ['engine time (summary)', (r) => r.first.engineMs, (r) => r.steadyEngine],
      ['Run click to finished', (r) => r.first.clickMs, (r) => r.steadyClick],
    ]) {
      const first = median(course.map(firstOf));
      const steady = median(course.map(steadyOf));
      console.log(`${what.padEnd(22)} ${f(first)}      ${f(steady)}   ${(first / steady).toFixed(2)}× (aim ≤ 1.5×)`);
    }
    const warmMs = course.filter((r) => r.warm).map((r) => r.marks['tracelab:engine-warm'] - r.marks['tracelab:engine-ready']);
    console.log(`engine ready at ${median(course.map((r) => r.marks['tracelab:engine-ready'])).toFixed(0)} ms; ` +
      (warmMs.length ? `warm ${median(warmMs).toFixed(0)} ms later (${warmMs.length}/${LOADS} loads)` : 'no warm-up mark'));
    const first = median(fit.map((r) => r.first));
    const steady = median(fit.map((r) => r.steady));
    console.log(`fit epoch (17,000 rows, batch 100): first ${first.toFixed(1)} ms, second ${median(fit.map((r) => r.second)).toFixed(1)} ms, ` +
      `steady ${steady.toFixed(1)} ms: first/steady ${(first / steady).toFixed(2)}× (aim ≤ 2×)`);
    console.log(`per load (course first/steady engine ms; fit first/steady ms): ${course.map((r, i) =>
      `${r.first.engineMs.toFixed(0)}/${r.steadyEngine.toFixed(0)}; ${fit[i].first.toFixed(1)}/${fit[i].steady.toFixed(1)}`).join(' | ')}`);
    console.log(`load average at end ${load()}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.log(`page_warm benchmark did not finish: ${error.stack || error.message}`);
}).finally(() => { process.exitCode = 0; });
