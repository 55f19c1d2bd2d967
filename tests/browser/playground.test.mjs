// The playground page in Debian's Chromium, driven by playwright-core:
// a learner types a program, runs it, stops an endless loop, reloads, shares.
// Expected console text is what python3 prints for the same programs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../.ci/serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shots = join(root, 'build', 'screenshots');
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

let server;
let context;
let profile;
let baseUrl;
const pageErrors = [];

before(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startServer(root, 0);
  baseUrl = `http://127.0.0.1:${server.address().port}/`;
  profile = mkdtempSync(join(tmpdir(), 'tracelab-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  // Nothing may be fetched from outside the local server.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseUrl) || url.startsWith('data:')) route.continue();
    else route.abort();
  });
});

after(async () => {
  await context?.close();
  await new Promise((done) => (server ? server.close(done) : done()));
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function openPage(url = baseUrl) {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(url);
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 30000 });
  return page;
}

async function replaceCode(page, code) {
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

const consoleText = (page) => page.locator('#console').innerText();

async function waitForConsole(page, text) {
  await page.waitForFunction(
    (wanted) => document.getElementById('console').innerText.includes(wanted),
    text, { timeout: 30000 });
}

test('a typed program runs and its output appears in the console', async () => {
  const page = await openPage();
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('print("hello from tracelab")');
  await page.click('#run');
  await waitForConsole(page, 'hello from tracelab');
  const line = page.locator('#console .line.stdout').first();
  assert.equal(await line.getAttribute('data-phase'), 'eager');
  assert.match(await line.innerText(), /hello from tracelab/);
  await page.screenshot({ path: join(shots, 'run_output.png') });
  await page.close();
});

test('Ctrl+Enter runs the program from the editor', async () => {
  const page = await openPage();
  await replaceCode(page, 'print("run by keyboard")\n');
  await page.keyboard.press('Control+Enter');
  await waitForConsole(page, 'run by keyboard');
  await page.close();
});

test('Stop ends an endless loop and the next run works', async () => {
  const page = await openPage();
  await replaceCode(page, 'print("looping")\nwhile True:\n    pass\n');
  await page.click('#run');
  await waitForConsole(page, 'looping');
  await page.waitForSelector('#status[data-state="running"]');
  assert.equal(await page.isEnabled('#stop'), true);
  await page.screenshot({ path: join(shots, 'running_loop.png') });
  await page.click('#stop');
  await waitForConsole(page, 'Stopped.');
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 30000 });
  await replaceCode(page, 'print("after stop")\n');
  await page.click('#run');
  await waitForConsole(page, 'after stop');
  assert.equal((await consoleText(page)).includes('looping'), false, 'console cleared for the new run');
  await page.screenshot({ path: join(shots, 'after_stop.png') });
  await page.close();
});

test('the code is kept across a reload', async () => {
  const page = await openPage();
  await replaceCode(page, 'print("kept")\n# a comment that must survive\n');
  const before = await page.evaluate(() => window.tracelab.editor.getCode());
  await page.reload();
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 30000 });
  const afterReload = await page.evaluate(() => window.tracelab.editor.getCode());
  assert.equal(afterReload, before);
  assert.match(afterReload, /a comment that must survive/);
  await page.close();
});

test('an error shows its traceback and clicking it marks the line', async () => {
  const page = await openPage();
  await replaceCode(page, 'print("before")\nundefined_name\n');
  await page.click('#run');
  await page.waitForSelector('#console .line.error');
  const text = await page.locator('#console .line.error').innerText();
  assert.match(text, /^Traceback \(most recent call last\):/);
  assert.match(text, /NameError/);
  await page.click('#console .line.error');
  await page.waitForSelector('.cm-error-line');
  const marked = await page.locator('.cm-line.cm-error-line').innerText();
  assert.equal(marked, 'undefined_name');
  await page.screenshot({ path: join(shots, 'error.png') });
  await page.close();
});

test('a shared link opens the same program', async () => {
  const page = await openPage();
  const code = 'print("shared: π ≈ 3.14")\n';
  await replaceCode(page, code);
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#code='));
  const url = page.url();
  await page.close();
  await context.clearCookies();
  const other = await openPage(baseUrl);
  await other.evaluate(() => localStorage.clear());
  await other.goto(url);
  await other.waitForSelector('#status[data-state="ready"]', { timeout: 30000 });
  assert.equal(await other.evaluate(() => window.tracelab.editor.getCode()), code);
  await other.close();
});

test('the theme toggle switches to dark and the page fits a narrow screen', async () => {
  const page = await openPage();
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.click('#theme-toggle');
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  assert.ok(theme === 'dark' || theme === 'light');
  const afterToggle = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.notEqual(afterToggle, before);
  await page.screenshot({ path: join(shots, `theme_${theme}.png`) });
  await page.click('#theme-toggle');
  await page.setViewportSize({ width: 380, height: 720 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `page is ${overflow}px wider than a narrow screen`);
  await page.screenshot({ path: join(shots, 'narrow.png') });
  await page.close();
});

// TensorFlow's documented behaviour: a Python print inside a tf.function runs
// only while tracing, once per new signature; five distinct Python ints trace
// five times and log the frequent-retracing warning once.
test('trace-time prints are marked as tracing and warnings are styled', async () => {
  const page = await openPage();
  await replaceCode(page, [
    'import tensorflow as tf',
    '',
    '@tf.function',
    'def f(x):',
    '    print("tracing f")',
    '    return x',
    '',
    'for i in range(5):',
    '    f(i)',
    'print("done")',
    '',
  ].join('\n'));
  await page.click('#run');
  await waitForConsole(page, 'done');
  const lines = page.locator('#console .line.stdout');
  const phases = await lines.evaluateAll((els) => els.map((e) => [e.dataset.phase, e.lastChild.textContent]));
  assert.deepEqual(phases, [...Array(5).fill(['trace', 'tracing f']), ['eager', 'done']]);
  const warnings = await page.locator('#console .line.warning').allInnerTexts();
  assert.equal(warnings.length, 1);
  assert.ok(warnings[0].startsWith('WARNING:tensorflow:5 out of the last 5 calls to <function f at 0x'), warnings[0]);
  await page.screenshot({ path: join(shots, 'trace_phases.png') });
  await page.close();
});

test('the page raised no uncaught errors', () => {
  assert.deepEqual(pageErrors, []);
});
