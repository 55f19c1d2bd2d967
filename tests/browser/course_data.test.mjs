// The course's data in the page (web/shipped_data.js, web/shipped_files.js):
// the first load does not fetch it; the course program
// (../shared/reference/mlcc_linear_regression.py), run unmodified, fetches
// it once with its progress in the status bar and prints what CPython and
// pandas printed for it (tests/course/real_data_part.out, recorded by
// tests/course/record.py); a program reading the course's URL reads the same
// numbers without fetching again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, openPage, replaceCode, root, runAndWait, shots, watchCsp } from './page_helpers.mjs';
import { SHIPPED_FILES } from '../../web/shipped_data.js';

const [housing] = SHIPPED_FILES;
const course = readFileSync(join(root, '..', 'shared', 'reference', 'mlcc_linear_regression.py'), 'utf8');
const pandasPrinted = readFileSync(join(root, 'tests', 'course', 'real_data_part.out'), 'utf8');

let browser;
let page;
const dataRequests = [];
const pageErrors = [];
const cspViolations = [];

before(async () => {
  browser = await launch();
  await watchCsp(browser.context, cspViolations);
  // The page's own requests (the service worker's fetches on its behalf are not counted twice).
  browser.context.on('request', (request) => {
    if (request.url().includes(housing.asset) && !request.serviceWorker()) dataRequests.push(request.url());
  });
  page = await openPage(browser.context, browser.baseUrl, pageErrors);
});

after(async () => {
  await browser?.close();
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(cspViolations, []);
});

const printed = () => page.evaluate(() => window.tracelab.page.events
  .filter((e) => e.type === 'stdout').map((e) => e.text).join(''));

// Every text the status bar shows while `action` runs.
async function statusTexts(action) {
  await page.evaluate(() => {
    window.statusSeen = [];
    new MutationObserver(() => window.statusSeen.push(document.getElementById('status').textContent))
      .observe(document.getElementById('status'), { childList: true, characterData: true, subtree: true });
  });
  await action();
  return page.evaluate(() => window.statusSeen);
}

test('the first load does not fetch the data file', async () => {
  await page.waitForLoadState('networkidle');
  assert.deepEqual(dataRequests, []);
});

test('the course program reads the shipped data, showing its progress, and prints what pandas printed', async () => {
  await replaceCode(page, course);
  const seen = await statusTexts(() => runAndWait(page, () => page.click('#run'), 300000));
  const kb = Math.round(readFileSync(join(root, 'web', housing.asset)).length / 1024);
  assert.ok(seen.some((text) => text === `Loading ${housing.name}… ${kb} of ${kb} kB`), seen.join(' | '));
  assert.equal(dataRequests.length, 1);
  const out = await printed();
  assert.equal(out.slice(0, pandasPrinted.length), pandasPrinted);
  const console = await page.locator('#console').innerText();
  assert.match(console, /Loaded california_housing_train\.csv, the course's data as shipped with tracelab \(1\.7 MB\)/);
  assert.doesNotMatch(console, /SYNTHETIC/);
  await page.screenshot({ path: join(shots, 'course_data.png') });
});

test('the course URL reads the same numbers, without fetching again', async () => {
  const code = course.replace('pd.read_csv("california_housing_train.csv")', `pd.read_csv("${housing.urls[0]}")`)
    .split('\ndef build_model')[0];
  assert.ok(code.includes(housing.urls[0]));
  await replaceCode(page, code);
  await runAndWait(page, () => page.click('#run'));
  assert.equal(await printed(), pandasPrinted);
  assert.equal(dataRequests.length, 1);
});
