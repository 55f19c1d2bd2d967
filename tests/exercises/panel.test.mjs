// The exercises panel in Debian's Chromium (playwright-core), mounted alone
// on a small page with a plain textarea as the editor: load a starter, reveal
// hints one at a time, feed it the engine's events of a real run, keep
// progress across a reload, reach every control by keyboard, predict before
// the run when the exercise asks for it. The verdicts the
// panel shows must be those checks.js gives in Node for the same events.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { track } from '../../web/exercises/track.js';
import { evaluate } from '../../web/exercises/checks.js';
import { root, runEvents } from './run_exercise.mjs';

const CHROMIUM = '/usr/bin/chromium';
const noBrowser = existsSync(CHROMIUM) ? false : `${CHROMIUM} is not installed`;
const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

const HARNESS = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>exercises</title>
<link rel="stylesheet" href="/web/style.css"><link rel="stylesheet" href="/web/panels/exercises.css"></head>
<body><label for="code">Program</label><textarea id="code"></textarea><div id="panel"></div>
<script type="module">
import { ExercisesPanel } from '/web/panels/exercises.js';
const code = document.getElementById('code');
window.runs = 0;
window.panel = new ExercisesPanel(document.getElementById('panel'), {
  getCode: () => code.value, setCode: (text) => { code.value = text; }, run: () => { window.runs += 1; },
});
</script></body></html>`;

let server;
let context;
let page;
let profile;

function serve(request, response) {
  const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  if (path === '/') return send(response, 200, 'text/html', HARNESS);
  const file = normalize(join(root, path));
  if (!file.startsWith(join(root, 'web')) || !existsSync(file)) return send(response, 404, 'text/plain', 'not found');
  return send(response, 200, TYPES[extname(file)] || 'application/octet-stream', readFileSync(file));
}

function send(response, status, type, body) {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

before(async () => {
  if (noBrowser) return;
  const { chromium } = await import('playwright-core');
  server = createServer(serve);
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  profile = mkdtempSync(join(tmpdir(), 'tracelab-exercises-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, viewport: { width: 1280, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForSelector('.ex-item');
});

after(async () => {
  await context?.close();
  await new Promise((done) => (server ? server.close(done) : done()));
  if (profile) rmSync(profile, { recursive: true, force: true });
});

const texts = (selector) => page.$$eval(selector, (nodes) => nodes.map((n) => n.textContent.trim()));

test('lists the track in order and opens an exercise with its goal and lesson', { skip: noBrowser }, async () => {
  const titles = await texts('.ex-item .ex-item-title');
  assert.deepEqual(titles, track.map((e) => e.title));
  const e = track.find((x) => x.id === 'fix-by-batching');
  await page.click(`.ex-item[data-id="${e.id}"]`);
  assert.ok((await page.textContent('.ex-title')).includes(e.title));
  assert.equal(await page.getAttribute(`.ex-item[data-id="${e.id}"]`, 'aria-current'), 'step');
  assert.ok((await page.textContent('.ex-goal')).includes(e.goal));
  assert.ok((await texts('.ex-check-text')).every((t, i) => t.includes(e.checks[i].text)));
});

test('Load starter and Show solution set the code; the learner\'s code can come back', { skip: noBrowser }, async () => {
  const e = track.find((x) => x.id === 'fix-by-batching');
  await page.fill('#code', 'my own attempt');
  await page.click('text=Show solution');
  assert.equal(await page.inputValue('#code'), e.solution);
  await page.click('text=Restore my code');
  assert.equal(await page.inputValue('#code'), 'my own attempt');
  await page.click('text=Load starter');
  assert.equal(await page.inputValue('#code'), e.starter);
  await page.click('text=Run and check');
  assert.equal(await page.evaluate(() => window.runs), 1);
});

test('hints appear one at a time', { skip: noBrowser }, async () => {
  const e = track.find((x) => x.id === 'fix-by-batching');
  assert.equal((await texts('.ex-hint-list li')).length, 0);
  for (let i = 1; i <= e.hints.length; i++) {
    await page.click('.ex-hints button');
    assert.deepEqual(await texts('.ex-hint-list li'), e.hints.slice(0, i));
    assert.equal(await page.evaluate(() => document.activeElement.textContent), e.hints[i - 1]);
  }
  assert.equal(await page.isVisible('.ex-hints button'), false);
});

async function showRun(events) {
  await page.evaluate((evs) => { window.panel.clear(); window.panel.addEvents(evs); window.panel.done({ ok: true, events: evs }); }, events);
  return page.$$eval('.ex-check', (rows) => rows.map((r) => r.classList.contains('pass')));
}

test('after a run each check shows the verdict checks.js gives for the same events', { skip: noBrowser }, async () => {
  const e = track.find((x) => x.id === 'fix-by-batching');
  const starter = runEvents(e.starter);
  assert.deepEqual(await showRun(starter), evaluate(e, starter).map((r) => r.pass));
  assert.deepEqual(await texts('.ex-detail'), evaluate(e, starter).map((r) => r.detail));
  assert.equal(await page.textContent('.ex-progress'), `0 of ${track.length} exercises done`);
  // The exercise asks for a prediction before the run: one call, one trace.
  const strip = '.ex-predict .predict-strip[data-fn="predict_house_values"]';
  await page.fill(`${strip} .predict-calls`, '1');
  await page.press(`${strip} .predict-calls`, 'Enter');
  await page.click(`${strip} button:has-text("All trace")`);
  await page.fill(`${strip} .predict-count`, '1');
  await page.press(`${strip} .predict-count`, 'Enter');
  const solution = runEvents(e.solution);
  assert.ok((await showRun(solution)).every(Boolean));
  assert.match(await page.textContent('.ex-check:has-text("you predicted") .ex-detail'), /^2 of 2 predictions right/);
  assert.match(await page.textContent('.ex-summary'), /All \d+ checks pass/);
  assert.equal(await page.textContent('.ex-progress'), `1 of ${track.length} exercises done`);
  assert.match(await page.textContent(`.ex-item[data-id="${e.id}"]`), /✓.*\(done\)/);
});

test('progress, the current exercise and revealed hints survive a reload', { skip: noBrowser }, async () => {
  const e = track.find((x) => x.id === 'fix-by-batching');
  await page.reload();
  await page.waitForSelector('.ex-item');
  assert.ok((await page.textContent('.ex-title')).includes(e.title));
  assert.equal(await page.textContent('.ex-progress'), `1 of ${track.length} exercises done`);
  assert.equal((await texts('.ex-hint-list li')).length, e.hints.length);
});

test('every control is a labelled button reachable with Tab', { skip: noBrowser }, async () => {
  const unlabelled = await page.$$eval('#panel button', (buttons) => buttons.filter((b) => !b.textContent.trim()).length);
  assert.equal(unlabelled, 0);
  const wanted = await page.$$eval('#panel button:not([disabled]):not([hidden])', (b) => b.length);
  await page.focus('#code');
  const reached = new Set();
  for (let i = 0; i < wanted + 5; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const a = document.activeElement;
      return a && a.closest('#panel') && a.tagName === 'BUTTON' ? [...document.querySelectorAll('#panel button')].indexOf(a) : null;
    });
    if (id !== null) reached.add(id);
  }
  assert.equal(reached.size, wanted);
  await page.focus(`.ex-item[data-id="${track[0].id}"]`);
  await page.keyboard.press('Enter');
  assert.ok((await page.textContent('.ex-title')).includes(track[0].title));
  assert.equal(await page.evaluate(() => document.activeElement.className), 'ex-title');
  assert.deepEqual(page.errors, []);
});
