// The Calls panel explains each trace at the learner's own code: a link to
// the line of the call (and the loop around it) that marks the line in the
// editor, one sentence for a run of traces with one cause, cache hits of one
// concrete function counted in one row, and a verdict per function.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, openPage, replaceCode, runAndWait, shots, waitForConsole } from './page_helpers.mjs';

let browser;
let page;
before(async () => {
  browser = await launch();
  page = await openPage(browser.context, browser.baseUrl);
});
after(async () => browser?.close());

const PROGRAM = `import tensorflow as tf

@tf.function
def scale(x, factor):
    return x * factor

for k in range(5):
    scale(tf.constant(2.0), float(k))
for k in range(40):
    scale(tf.constant(3.0), 1.0)
`;

test('a run of traces with one cause is one sentence, with the call site a click away', async () => {
  await replaceCode(page, PROGRAM);
  await runAndWait(page, () => page.click('#run'));
  await page.click('#tab-calls');
  const rows = page.locator('#panel-calls table.calls tbody tr');
  // five traces, then one row for the 39 cache hits of the trace with factor 1.0
  // (the call with factor 1.0 after the loop hits the trace of call 2)
  assert.equal(await page.locator('#panel-calls tr.traced').count(), 5);
  const hits = await page.locator('#panel-calls tr.hit').evaluateAll((trs) => trs.map((tr) => tr.dataset.count));
  assert.deepEqual(hits, ['40']);
  assert.equal(await rows.count(), 6);
  const group = await page.locator('#panel-calls .cause-group:not([hidden])').innerText();
  assert.equal(group,
    'Calls 2–5 traced for the same cause: the Python float `factor` changed at each call (0.0 → 1.0 → … → 4.0).');
  assert.match(await rows.nth(2).locator('.same-cause').innerText(), /^Same cause as call 2: 1\.0 → 2\.0\.$/);
  const site = page.locator('#panel-calls tr.traced .site-link').first();
  assert.equal(await site.innerText(), 'Called on line 8, in the for loop on line 7');
  await site.click();
  await page.waitForSelector('.cm-line.cm-source-line');
  assert.equal(await page.locator('.cm-line.cm-source-line').innerText(), '    scale(tf.constant(2.0), float(k))');
  await page.screenshot({ path: join(shots, 'calls_explained.png') });
});

test('each function gets a verdict: bounded here, with the cost of its traces against its cache hits', async () => {
  const verdict = page.locator('#panel-calls .verdict[data-fn="scale"]');
  assert.match(await verdict.getAttribute('class'), /verdict-bounded/);
  const text = await verdict.innerText();
  assert.match(text, /5 traces in 45 calls, then 40 calls that all reused them/);
  assert.match(text, /Fix: pass `factor` as a tensor \(tf\.constant\)/);
  assert.match(text, /Tracing took .+ in all; 40 cache hits took/);
});

test('model.predict on a new model in a loop is explained in the learner\'s terms', async () => {
  await replaceCode(page, `import tensorflow as tf
import numpy as np
x = np.ones((4, 1), dtype=np.float32)
for step in range(6):
    model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])
    model.predict(x, verbose=0)
`);
  await runAndWait(page, () => page.click('#run'));
  await page.click('#tab-calls');
  const group = await page.locator('#panel-calls .cause-group:not([hidden])').innerText();
  assert.equal(group, '5 traces had the same cause: `model.predict` on a new model created on line 5 in '
    + 'each iteration of the for loop on line 4.');
  assert.equal(await page.locator('#panel-calls tr.warned').count() > 0, true, 'TensorFlow warns about it');
  await page.screenshot({ path: join(shots, 'calls_keras_new_model.png') });
});

test('a program making 10^5 calls lists them in a few rows and counts them all', async () => {
  await replaceCode(page, `import tensorflow as tf
@tf.function
def step(x):
    return x + 1.0
x = tf.constant(0.0)
for i in range(100000):
    x = step(x)
print(float(x))
`);
  await runAndWait(page, () => page.click('#run'), 240000);
  await page.click('#tab-calls');
  assert.equal(await page.locator('#panel-calls .counters td[data-counter="calls"]').innerText(), '100000');
  const rows = await page.locator('#panel-calls table.calls tbody tr').evaluateAll(
    (trs) => trs.map((tr) => [tr.className, tr.dataset.count ?? '1']));
  assert.deepEqual(rows, [['traced', '1'], ['hit', '99999']]);
  // The page answered while it worked: the console shows the program's last
  // line within moments of the run's end (its lines become elements once the
  // events handed over together have arrived, so it is waited for, briefly).
  await page.click('#tab-console');
  await waitForConsole(page, '100000.0', 5000);
});

test('past a page of rows the Calls panel waits behind a button and loses no call', async () => {
  // Two concrete functions called in turn: every call is a row of its own.
  await replaceCode(page, `import tensorflow as tf
@tf.function
def f(x):
    return x * 2.0
a, b = tf.constant(1.0), tf.constant([1.0])
for i in range(1500):
    f(a)
    f(b)
`);
  await runAndWait(page, () => page.click('#run'), 240000);
  await page.click('#tab-calls');
  const rows = page.locator('#panel-calls table.calls tbody tr');
  assert.equal(await page.locator('#panel-calls .counters td[data-counter="calls"]').innerText(), '3000');
  assert.equal(await rows.count(), 2000);
  const more = page.locator('#panel-calls .calls-more-button');
  await more.click();
  assert.equal(await rows.count(), 3000);
  assert.equal(await more.count(), 0);
  const numbers = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td').textContent));
  assert.deepEqual(numbers.slice(1998, 2002), ['1999', '2000', '2001', '2002'], 'the rows go on where the page stopped');
});
