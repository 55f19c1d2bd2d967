// The page offline (service_worker.js, web/offline.js): after one visit it
// reloads and runs a program, and reads the course's data, with the browser
// offline and no request reaching the server. An online page never gets a
// stale file, even before the manifest is rebuilt, and a rebuilt manifest
// (a new version) replaces the cache whole. The page is served from a copy
// of the repository's page files, so the test can change them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, openPage, replaceCode, root, runAndWait, shots, waitForEngine, watchCsp } from './page_helpers.mjs';
import { writeOfflineManifest } from '../../.ci/offline_manifest.mjs';
import { SHIPPED_FILES } from '../../web/shipped_data.js';

const site = mkdtempSync(join(tmpdir(), 'tracelab-offline-'));
let browser;
let page;
let manifest;
const served = [];  // the paths of the requests that reached the server
const pageErrors = [];
const cspViolations = [];

const TRACED = `import tensorflow as tf

@tf.function
def square(x):
    return x * x

print(square(tf.constant(3.0)).numpy(), square.experimental_get_tracing_count())
`;
const READS_DATA = `import pandas as pd
df = pd.read_csv("${SHIPPED_FILES[0].urls[0]}")
print(df.shape, df["median_house_value"].max())
`;

before(async () => {
  for (const path of ['index.html', 'service_worker.js', 'web']) cpSync(join(root, path), join(site, path), { recursive: true });
  manifest = writeOfflineManifest(site);
  browser = await launch({ pageRoot: site });
  browser.server.on('request', (request) => served.push(request.url));
  await watchCsp(browser.context, cspViolations);
  page = await openPage(browser.context, browser.baseUrl, pageErrors);
});

after(async () => {
  await browser?.close();
  rmSync(site, { recursive: true, force: true });
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(cspViolations, []);
});

const UPDATE_CHECK = ['/service_worker.js', '/web/dist/offline_manifest.js'];
const cacheNames = () => page.evaluate(() => caches.keys());

async function waitForCaches(names) {
  for (let tries = 0; tries < 300; tries++) {
    if (JSON.stringify((await cacheNames()).sort()) === JSON.stringify(names)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  assert.deepEqual((await cacheNames()).sort(), names);
}
const printed = () => page.evaluate(() => window.tracelab.page.events
  .filter((e) => e.type === 'stdout').map((e) => e.text).join(''));

async function run(code) {
  await replaceCode(page, code);
  await runAndWait(page, () => page.click('#run'));
  return printed();
}

test('after the first visit the page is controlled by the service worker and its files are cached', async () => {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  await waitForCaches([`tracelab-page-${manifest.version}`]);
  const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, `tracelab-page-${manifest.version}`);
  assert.equal(cached, manifest.page.length);
  assert.equal(await run(READS_DATA), '(17000, 9) 500001.0\n');
  await waitForCaches([`tracelab-data-${manifest.dataVersion}`, `tracelab-page-${manifest.version}`]);
});

test('offline, the page reloads, runs a program and reads the course data with no request reaching the server', async () => {
  await browser.context.setOffline(true);
  const before = served.length;
  try {
    await page.reload();
    await waitForEngine(page);
    assert.equal(await run(TRACED), '9.0 1\n');
    assert.equal(await run(READS_DATA), '(17000, 9) 500001.0\n');
    assert.doesNotMatch(await page.locator('#console').innerText(), /SYNTHETIC|Could not load/);
    await page.screenshot({ path: join(shots, 'offline.png') });
  } finally {
    await browser.context.setOffline(false);
  }
  // Only the browser's own update check of the worker and its manifest (which
  // the page's offline switch does not cover) reached the server.
  assert.deepEqual(served.slice(before).filter((path) => !UPDATE_CHECK.includes(path)), []);
});

test('online, a changed file is served at once, and a rebuilt manifest replaces the cache whole', async () => {
  const index = join(site, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('</title>', '</title><!-- changed since cached -->'));
  await page.reload();
  await waitForEngine(page);
  assert.match(await page.content(), /<!-- changed since cached -->/, 'network first: not the cached page');
  const next = writeOfflineManifest(site);
  assert.notEqual(next.version, manifest.version);
  await page.reload();
  await waitForCaches([`tracelab-data-${manifest.dataVersion}`, `tracelab-page-${next.version}`]);
});
