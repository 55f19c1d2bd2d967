// What the browser tests share: Debian's Chromium driven by playwright-core
// against .ci/serve.mjs, nothing fetched from outside the local server, and
// a record of every Content-Security-Policy violation any page reports.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../.ci/serve.mjs';

export const root = process.env.TRACELAB_PAGE_ROOT || join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const shots = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'build', 'screenshots');
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

// Starts the server (on pageRoot) and a browser; returns {context, baseUrl, server, close}.
// serviceWorkers 'block' keeps the page's service worker out: page.route cannot
// see the requests a service worker answers.
export async function launch({ viewport = { width: 1280, height: 800 }, pageRoot = root, serviceWorkers = 'allow' } = {}) {
  mkdirSync(shots, { recursive: true });
  const server = await startServer(pageRoot, 0);
  const baseUrl = `http://127.0.0.1:${server.address().port}/`;
  const profile = mkdtempSync(join(tmpdir(), 'tracelab-chromium-'));
  const downloads = mkdtempSync(join(tmpdir(), 'tracelab-downloads-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    acceptDownloads: true,
    downloadsPath: downloads,
    serviceWorkers,
  });
  // Nothing may be fetched from outside the local server.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseUrl) || url.startsWith('data:') || url.startsWith('blob:')) route.continue();
    else route.abort();
  });
  const close = async () => {
    await context.close();
    await new Promise((done) => server.close(done));
    rmSync(profile, { recursive: true, force: true });
    rmSync(downloads, { recursive: true, force: true });
  };
  return { context, baseUrl, server, close };
}

// Every page of the context reports its CSP violations into `list`.
export async function watchCsp(context, list) {
  await context.exposeBinding('__tracelabCspViolation', ({ page }, v) => list.push({ url: page?.url(), ...v }));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__tracelabCspViolation({
        directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile, line: e.lineNumber,
      });
    });
  });
}

// The engine is ready, or the test fails with the page's own words (an engine
// that cannot start says so in the status bar).
export async function waitForEngine(page) {
  await page.waitForSelector('#status:is([data-state="ready"], [data-state="failed"])', { timeout: 60000 });
  const state = await page.getAttribute('#status', 'data-state');
  assert.equal(state, 'ready', `engine did not start: ${await page.innerText('#status')}`);
}

export async function openPage(context, url, pageErrors = []) {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // TRACELAB_CPU_THROTTLE=4 runs the page 4× slower, as on a busy machine:
  // a test that reads the page before it has settled fails here too.
  const throttle = Number(process.env.TRACELAB_CPU_THROTTLE || 1);
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  await page.goto(url);
  await waitForEngine(page);
  return page;
}

export async function replaceCode(page, code) {
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

export const editorCode = (page) => page.evaluate(() => window.tracelab.editor.getCode());
export const consoleText = (page) => page.locator('#console').innerText();
export const stdoutLines = (page) => page.locator('#console .line.stdout .text').allInnerTexts();

// Resolves after the next run of the page has finished.
export async function runAndWait(page, start, timeout = 60000) {
  const runs = await page.evaluate(() => Number(document.body.dataset.runs || 0));
  await start();
  await page.waitForFunction((n) => Number(document.body.dataset.runs || 0) > n, runs, { timeout, polling: 100 });
}

export async function waitForConsole(page, text, timeout = 60000) {
  await page.waitForFunction(
    (wanted) => document.getElementById('console').innerText.includes(wanted),
    text, { timeout, polling: 100 });
}

// A new page of the launched context at `viewport` (default: the context's).
export async function openSized(context, url, pageErrors, viewport) {
  const page = await openPage(context, url, pageErrors);
  if (viewport) await page.setViewportSize(viewport);
  return page;
}

// How far the element with this id scrolls sideways (0: its content fits).
export const sidewaysOverflow = (page, id) => page.evaluate((elementId) => {
  const element = document.getElementById(elementId);
  return element.scrollWidth - element.clientWidth;
}, id);

// One browser for a test file (node:test's before and after): at the end no
// page may have thrown or broken the Content-Security-Policy.
// Returns {env, pageErrors, csp}; env is set once `before` has run.
// options: launch()'s.
export function browserPerFile(before, after, options = {}) {
  const suite = { env: null, pageErrors: [], csp: [] };
  before(async () => {
    suite.env = await launch(options);
    await watchCsp(suite.env.context, suite.csp);
  });
  after(async () => {
    await suite.env?.close();
    assert.deepEqual(suite.pageErrors, []);
    assert.deepEqual(suite.csp, []);
  });
  return suite;
}

// Chooses a language in the header's switch and waits until the page shows
// it (a language's catalogs load the first time it is chosen).
export async function switchLanguage(page, lang) {
  await page.selectOption('#lang-switch', lang);
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
}
