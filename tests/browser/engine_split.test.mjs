// The engine in two parts (.ci/split_engine.mjs, web/engine_split.js): the
// page loads one, warms it up and runs the starter without fetching the
// other; a program that needs the other fetches it once, waits for it, and
// prints what CPython prints.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { browserPerFile, openPage, replaceCode, runAndWait, stdoutLines } from './page_helpers.mjs';

const DEFERRED = '/web/dist/tracelab_engine.deferred.wasm';
const TF_MODULE = '/web/dist/py/_tf_module.py';
// No service worker: it would fetch every page file, this one included.
const suite = browserPerFile(before, after, { serviceWorkers: 'block' });
const deferredRequests = [];
const tfModuleRequests = [];
let page;

async function openWatched() {
  suite.env.context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === DEFERRED) deferredRequests.push(request.url());
    if (path === TF_MODULE) tfModuleRequests.push(request.url());
  });
  page = await openPage(suite.env.context, suite.env.baseUrl, suite.pageErrors);
}

test('the warm-up and the starter program run without the deferred part', async () => {
  await openWatched();
  await page.waitForFunction(() => performance.getEntriesByName('tracelab:engine-warm').length > 0,
    null, { timeout: 120000 });
  await runAndWait(page, () => page.click('#run'));
  assert.ok((await stdoutLines(page)).length > 0);
  assert.deepEqual(deferredRequests, []);
});

test('a program that needs the deferred part fetches it once and runs', async () => {
  const program = 'import cmath\nprint(cmath.sqrt(-4), cmath.phase(-1.0))\nprint(2 ** 100 // 3)\n';
  await replaceCode(page, program);
  await runAndWait(page, () => page.click('#run'));
  assert.deepEqual(await stdoutLines(page), ['2j 3.141592653589793', '422550200076076467165567735125']);
  assert.equal(deferredRequests.length, 1);
  await runAndWait(page, () => page.click('#run'));
  assert.deepEqual(await stdoutLines(page), ['2j 3.141592653589793', '422550200076076467165567735125']);
  assert.equal(deferredRequests.length, 1, 'the same engine does not fetch it again');
});

test('a first call into the deferred part that recurses deeply runs', async () => {
  // map and max(key=) are in the deferred part; the recursion under them
  // passes several stack segments, each on a fresh stack where the browser
  // has them.
  const fresh = await openPage(suite.env.context, suite.env.baseUrl, suite.pageErrors);
  const before = deferredRequests.length;
  await replaceCode(fresh, 'def depth(n):\n    return 0 if n == 0 else depth(n - 1) + 1\n\nprint(list(map(depth, [300])), max([1, 5], key=lambda v: depth(200)))\n');
  await runAndWait(fresh, () => fresh.click('#run'));
  assert.deepEqual(await stdoutLines(fresh), ['[300] 1']);
  assert.equal(deferredRequests.length, before + 1);
});

test('tf.Module is fetched once, by the first program that reads it', async () => {
  assert.deepEqual(tfModuleRequests, [], 'the warm-up and the programs before read no tf.Module');
  const program = 'import tensorflow as tf\nclass Scale(tf.Module):\n    def __init__(self):\n'
    + '        super().__init__()\n        self.k = tf.Variable(3.0, name="k")\n'
    + 's = Scale()\nprint(s.name, [v.name for v in s.variables])\n';
  await replaceCode(page, program);
  await runAndWait(page, () => page.click('#run'));
  assert.deepEqual(await stdoutLines(page), ["scale ['k:0']"]);
  assert.equal(tfModuleRequests.length, 1);
});
