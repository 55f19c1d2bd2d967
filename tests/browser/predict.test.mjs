// Predict, then reveal, in Debian's Chromium: the learner predicts each call
// of the looped house predictor (web/variants/1_looped_python_list.py, whose
// header states 10 traces in 10 calls) before running it, and after the run
// each guess is marked right or wrong beside what the call did and the
// engine's reason; an exercise of the retracing track does not pass before a
// prediction is made. Screenshots at 1280×800 and 390×844.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, shots, launch, openSized, runAndWait, sidewaysOverflow, waitForEngine } from './page_helpers.mjs';
import { track } from '../../web/exercises/track.js';

const LOOPED = readFileSync(join(root, 'web', 'variants', '1_looped_python_list.py'), 'utf8');
const stated = Number(LOOPED.match(/traces=(\d+)/)[1]);
const FN = 'predict_house_values';
const strip = (scope) => `${scope} .predict-strip[data-fn="${FN}"]`;

let env;
const pageErrors = [];

before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// A page that starts from nothing kept: the storage an earlier test left (an
// open exercise reopens with its tab) is cleared and the page loaded again.
async function freshPage(viewport) {
  const page = await openSized(env.context, env.baseUrl, pageErrors, viewport);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForEngine(page);
  return page;
}

async function setNumber(page, selector, value) {
  await page.fill(selector, String(value));
  await page.press(selector, 'Enter');
}

const slotTexts = (page, scope) => page.locator(`${strip(scope)} .predict-slot`).allInnerTexts();

test('the Predict tab finds the function, takes a prediction per call, and grades it after the run', async () => {
  const page = await freshPage();
  await page.evaluate((code) => window.tracelab.editor.setCode(code), LOOPED);
  await page.click('#tab-predict');
  await page.waitForSelector(strip('#panel-predict'));
  assert.equal(await page.locator('#panel-predict .predict-strip').count(), 1);
  assert.equal(await page.locator(`${strip('#panel-predict')} .predict-slot`).count(), 3);  // nothing known yet

  // Ten calls: the first traces and the rest hit the cache, says our learner (wrongly); and 1 trace.
  await setNumber(page, `${strip('#panel-predict')} .predict-calls`, 10);
  await page.click(`${strip('#panel-predict')} button:has-text("First traces, rest hit")`);
  await setNumber(page, `${strip('#panel-predict')} .predict-count`, 1);
  // A slot cycles ? → trace → hit → ?: two clicks take the third from hit to trace.
  const third = `${strip('#panel-predict')} .predict-slot[data-call="3"]`;
  await page.click(third);
  await page.click(third);
  assert.deepEqual(await slotTexts(page, '#panel-predict'), ['trace', 'hit', 'trace', ...Array(7).fill('hit')]);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.call), '3');  // focus stays on the slot
  await page.screenshot({ path: join(shots, 'predict_before.png') });

  await runAndWait(page, () => page.click('#run'));
  await page.waitForSelector(`${strip('#panel-predict')} .predict-verdict`);
  const marks = await page.locator(`${strip('#panel-predict')} .predict-slot`).evaluateAll(
    (slots) => slots.map((s) => (s.classList.contains('right') ? 'right' : s.classList.contains('wrong') ? 'wrong' : '')));
  // Every call traced (the header's stated count): the trace guesses are right, the hits wrong.
  assert.equal(stated, 10);
  assert.deepEqual(marks, ['right', 'wrong', 'right', ...Array(7).fill('wrong')]);
  const verdict = await page.locator(`${strip('#panel-predict')} .predict-verdict`).innerText();
  assert.match(verdict, /^2 of 11 right/);
  assert.match(verdict, /you said 1, it was 10 ✗/);
  const rows = page.locator(`${strip('#panel-predict')} .predict-outcomes tbody tr`);
  assert.equal(await rows.count(), 10);
  assert.deepEqual(await rows.locator('td.actual').allInnerTexts(), Array(10).fill('trace'));
  // Each traced call carries the engine's reason, as the Calls tab shows it.
  const reasons = await rows.locator('td.reason').allInnerTexts();
  assert.ok(reasons.every((r) => r.length > 0));
  await page.click('#tab-calls');
  // (The Calls tab writes a reason in full where a run of one cause starts, briefly after.)
  const callsWhy = await page.locator('#panel-calls table.calls tbody tr .reason:not(.same-cause)').allInnerTexts();
  assert.ok(callsWhy.length > 0);
  for (const why of callsWhy) assert.ok(reasons.includes(why), why);
  await page.click('#tab-predict');
  await page.screenshot({ path: join(shots, 'predict_graded.png') });

  // Changing a guess takes its mark away until the next run.
  await page.click(`${strip('#panel-predict')} .predict-slot[data-call="2"]`);
  assert.equal(await page.locator(`${strip('#panel-predict')} .predict-slot[data-call="2"]`).getAttribute('class'), 'predict-slot');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('the strips follow the program: a function added in the editor gets one', async () => {
  const page = await freshPage();
  const first = 'import tensorflow as tf\n\n@tf.function\ndef a(x):\n    return x\n';
  await page.evaluate((code) => window.tracelab.editor.setCode(code), first);
  await page.click('#tab-predict');
  await page.waitForSelector('#panel-predict .predict-strip[data-fn="a"]');
  assert.equal(await page.locator('#panel-predict .predict-strip').count(), 1);
  await page.evaluate((code) => window.tracelab.editor.setCode(code), `${first}\ndef b(x):\n    return x\n\nc = tf.function(b)\n`);
  await page.hover('#panel-predict .predict-intro');
  await page.waitForSelector('#panel-predict .predict-strip[data-fn="b"]');
  assert.deepEqual(await page.locator('#panel-predict .predict-fn').allInnerTexts(), ['a', 'c (b)']);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('an exercise that asks for a prediction passes only once one was made before the run', async () => {
  const e = track.find((x) => x.id === 'meet-the-retracing-warning');
  const page = await freshPage();
  await page.click('#tab-exercises');
  await page.click(`.ex-item[data-id="${e.id}"]`);
  await page.waitForSelector(strip('#panel-exercises'));
  await page.click('text=Show solution');
  await runAndWait(page, () => page.click('text=Run and check'));
  const verdict = (id) => page.locator(`.ex-check:has-text("${e.checks.find((c) => c.id === id).text}")`);
  await page.waitForSelector('.ex-check.fail');
  assert.match(await verdict('predicted').getAttribute('class'), /fail/);
  assert.match(await verdict('predicted').innerText(), /no prediction for predict_house_values was made before the run/);
  assert.equal(await page.locator('.ex-check.fail').count(), 1);  // only the prediction is missing

  // The strip is sized from that run: ten calls. Predict them all as traces, and ten traces.
  assert.equal(await page.locator(`${strip('#panel-exercises')} .predict-slot`).count(), 10);
  await page.click(`${strip('#panel-exercises')} button:has-text("All trace")`);
  await setNumber(page, `${strip('#panel-exercises')} .predict-count`, 10);
  await runAndWait(page, () => page.click('text=Run and check'));
  await page.waitForSelector('.ex-summary.all-pass');
  assert.match(await verdict('predicted').innerText(), /11 of 11 predictions right/);
  assert.equal(await page.locator(`${strip('#panel-exercises')} .predict-slot.right`).count(), 10);
  await page.locator(`${strip('#panel-exercises')}`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'predict_exercise.png') });
  // The Predict tab shows the same store: the learner's prediction is there too.
  await page.click('#tab-predict');
  await page.waitForSelector(strip('#panel-predict'));
  assert.deepEqual(await slotTexts(page, '#panel-predict'), Array(10).fill('trace'));
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('calls past the last slot are one row, and the strip fits a phone screen', async () => {
  const page = await freshPage({ width: 390, height: 844 });
  await page.evaluate((code) => window.tracelab.editor.setCode(code), LOOPED);
  await page.click('#tab-predict');
  await page.waitForSelector(strip('#panel-predict'));
  await setNumber(page, `${strip('#panel-predict')} .predict-calls`, 4);
  await page.click(`${strip('#panel-predict')} button:has-text("All trace")`);
  await setNumber(page, `${strip('#panel-predict')} .predict-count`, 10);
  await runAndWait(page, () => page.click('#run'));
  await page.waitForSelector(`${strip('#panel-predict')} .predict-verdict`);
  assert.match(await page.locator(`${strip('#panel-predict')} .predict-verdict`).innerText(), /^5 of 11 right .* 6 more calls than slots/);
  const rows = page.locator(`${strip('#panel-predict')} .predict-outcomes tbody tr`);
  assert.equal(await rows.count(), 5);
  assert.deepEqual(await rows.nth(4).locator('td').allInnerTexts().then((t) => t.slice(0, 4)), ['5–10', '(no slot)', '6 traces', '✗']);
  await page.locator('#panel-predict').scrollIntoViewIfNeeded();
  const overflow = await sidewaysOverflow(page, 'panel-predict');
  await page.screenshot({ path: join(shots, 'predict_narrow.png'), fullPage: true });
  assert.ok(overflow <= 0, `the panel scrolls sideways by ${overflow}px`);
  assert.deepEqual(pageErrors, []);
  await page.close();
});
