// The knobs, in Debian's Chromium: each flips one thing in the program in
// the editor (web/source_knobs.js), reruns it, and the trace count beside
// them follows; a knob without its pattern is disabled and says why; the
// rewrite is the editor's own edit, so Ctrl+Z takes it back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  shots, browserPerFile, openSized, runAndWait, replaceCode, editorCode,
} from './page_helpers.mjs';

const suite = browserPerFile(before, after);
const { pageErrors } = suite;

const printed = (page) => page.locator('#console .line.stdout .text').allTextContents();
const knob = (id) => `#knobs .knob[data-knob="${id}"] input`;
const traces = (page) => page.getAttribute('#knobs .knob-traces', 'data-traces').then(Number);
const flip = (page, id) => runAndWait(page, () => page.click(knob(id)));

test('the batched predictor: input_signature, reduce_retracing and the tensor argument', async () => {
  const page = await openSized(suite.env.context, suite.env.baseUrl, pageErrors);
  await runAndWait(page, () => page.click('#variants button[data-variant="batched"]'));
  assert.equal(await traces(page), 1);
  assert.equal(await page.isChecked(knob('input_signature')), true);
  assert.equal(await page.isDisabled(knob('tf_range')), true);
  assert.match(await page.getAttribute('#knobs .knob[data-knob="tf_range"]', 'title'), /No for loop over range\(\)/);
  const original = await editorCode(page);

  // Without input_signature, windows of 3, 2 and 1 rows are three shapes.
  await flip(page, 'input_signature');
  assert.match(await editorCode(page), /^@tf\.function\ndef predict_house_values/m);
  assert.equal(await traces(page), 3);
  assert.equal(await page.isChecked(knob('input_signature')), false);
  // reduce_retracing: the second shape retraces once with a None dimension, which serves the rest.
  await flip(page, 'reduce_retracing');
  assert.match(await editorCode(page), /^@tf\.function\(reduce_retracing=True\)$/m);
  assert.equal(await traces(page), 2);
  await page.screenshot({ path: join(shots, 'knobs_batched.png') });
  await flip(page, 'reduce_retracing');
  await flip(page, 'input_signature');
  assert.equal(await editorCode(page), original);  // the spec taken away came back
  assert.equal(await traces(page), 1);
  // A Python list through the input_signature is converted to the tensor it specifies.
  await flip(page, 'tensor_argument');
  assert.match(await editorCode(page), /^ {4}predict_house_values\(rooms\[i:i \+ 3\]\)$/m);
  assert.equal(await traces(page), 1);

  // The rewrite is an edit in the editor: undo takes it back.
  await page.click('.cm-content');
  await page.keyboard.press('Control+z');
  assert.equal(await editorCode(page), original);
  assert.equal(await page.isChecked(knob('tensor_argument')), true);
  await page.close();
});

const LOOP = [
  'import tensorflow as tf',
  '',
  '',
  '@tf.function',
  'def total(n):',
  '    s = tf.constant(0)',
  '    for i in range(n):',
  '        s += i',
  '    print("traced")',
  '    return s',
  '',
  '',
  'for n in [3, 4, 5, 6]:',
  '    total(n)',
  '',
].join('\n');

test('a loop in a tf.function: tf.range, a tensor argument and tf.print', async () => {
  const page = await openSized(suite.env.context, suite.env.baseUrl, pageErrors, { width: 390, height: 844 });
  await page.evaluate(() => { document.documentElement.dataset.theme = 'dark'; });
  await replaceCode(page, LOOP);
  await runAndWait(page, () => page.click('#run'));
  // Each Python int is a new signature, and range(n) is unrolled: n copies of the add.
  assert.equal(await traces(page), 4);
  assert.deepEqual(await printed(page), ['traced', 'traced', 'traced', 'traced']);
  await page.click('#tab-graph');
  await page.waitForSelector('#panel-graph .gnode');
  assert.equal(await page.locator('#panel-graph .gnode[data-depth="0"][data-op="While"]').count(), 0);

  await flip(page, 'tf_range');
  assert.match(await editorCode(page), /for i in tf\.range\(n\):/);
  assert.equal(await traces(page), 4);  // n is still a Python value
  await page.waitForSelector('#panel-graph .gnode[data-op="While"]');
  assert.equal(await page.locator('#panel-graph .gnode[data-depth="0"][data-op="While"]').count(), 1);

  await flip(page, 'tensor_argument');
  assert.match(await editorCode(page), /^ {4}total\(tf\.constant\(n\)\)$/m);
  assert.equal(await traces(page), 1);
  await page.click('#tab-console');
  assert.deepEqual(await printed(page), ['traced']);  // Python print runs while tracing only

  await flip(page, 'tf_print');
  assert.match(await editorCode(page), /^ {4}tf\.print\("traced"\)$/m);
  assert.equal(await traces(page), 1);
  assert.deepEqual(await printed(page), ['traced', 'traced', 'traced', 'traced']);  // tf.print: every call
  await page.screenshot({ path: join(shots, 'knobs_loop_390_dark.png') });
  await page.close();
});
