// The Steps tab: a trace replayed one Python line at a time from the run's
// trace_steps events. For the three house-value predictor variants it steps
// with the keyboard, the buttons and the slider and checks, per step, the line
// marked in the editor, the nodes drawn so far and those marked as the line's
// own against the engine's events; and that `print` shows at its trace step
// only while tf.print shows at every call of the run phase.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, openPage, runAndWait, replaceCode, root, shots } from './page_helpers.mjs';

let browser;
let page;
const pageErrors = [];

before(async () => {
  browser = await launch();
  page = await openPage(browser.context, browser.baseUrl, pageErrors);
  await page.evaluate(() => localStorage.clear());
});

after(async () => {
  await browser?.close();
});

const source = (file) => readFileSync(join(root, 'web', 'variants', file), 'utf8');
const lineOf = (text, needle) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

async function runVariant(name) {
  await runAndWait(page, () => page.click(`#variants button[data-variant="${name}"]`));
  await page.click('#tab-steps');
  await page.waitForSelector('#panel-steps .stepper-select option', { state: 'attached' });
}

// What the page shows now: its position, the nodes drawn (made so far), the
// line's own nodes, the editor's marked line and the print output shown.
function shown() {
  return page.evaluate(() => {
    const panel = document.getElementById('panel-steps');
    const { view } = window.tracelab.editor;
    const mark = document.querySelector('.cm-step-line');
    return {
      position: panel.dataset.position,
      made: Number(panel.dataset.made),
      drawn: panel.querySelectorAll('.stepper-svg .gnode:not(.step-pending)').length,
      fresh: panel.querySelectorAll('.stepper-svg .gnode.step-new').length,
      pending: [...panel.querySelectorAll('.stepper-svg .gnode.step-pending')].map((g) => g.dataset.op),
      whiles: panel.querySelectorAll('.stepper-svg .gnode[data-op="While"]:not(.step-pending)').length,
      line: mark ? view.state.doc.lineAt(view.posAtDOM(mark)).number : null,
      printed: panel.querySelector('.stepper-printed pre')?.textContent ?? null,
      where: panel.querySelector('.stepper-where').textContent,
    };
  });
}

// The engine's trace_steps event the page received for the selected trace.
const selectedSteps = () => page.evaluate(() => {
  const key = document.querySelector('#panel-steps .stepper-select').value;
  return window.tracelab.page.events.find((e) => e.type === 'trace_steps' && `${e.fn}#${e.concrete}` === key);
});

// Every position from the first step to the run phase, moving with the right arrow key.
async function walk() {
  await page.focus('#panel-steps .stepper-canvas');
  await page.keyboard.press('Home');
  const seen = [await shown()];
  while (seen.at(-1).position !== 'run') {
    await page.keyboard.press('ArrowRight');
    seen.push(await shown());
    const [before, now] = seen.slice(-2);
    assert.notEqual(now.position, before.position, `the right arrow did not move on from ${before.position}: ${pageErrors}`);
  }
  return seen;
}

// Per step: the line marked, the nodes drawn and marked new match the event.
function checkAgainstEvent(seen, event) {
  let made = 0;
  event.steps.forEach((step, i) => {
    made += step.nodes.length;
    assert.equal(seen[i].position, String(i));
    assert.equal(seen[i].line, step.line, `step ${i} marks line ${step.line}`);
    assert.equal(seen[i].made, made, `step ${i}: ${made} nodes made so far`);
    assert.equal(seen[i].drawn, made, `step ${i}: the drawing shows them`);
    assert.equal(seen[i].fresh, step.nodes.length, `step ${i}: its own nodes are marked`);
    assert.match(seen[i].where, new RegExp(`^Step ${i + 1} of ${event.steps.length} · line ${step.line} `));
  });
  assert.equal(seen.length, event.steps.length + 1, 'then the run phase');
  assert.equal(seen.at(-1).line, null, 'the run phase marks no line');
}

test('looped variant: the body lines repeat and each iteration adds a copy of the model', async () => {
  const text = source('1_looped_python_list.py');
  await runVariant('looped');
  assert.equal(await page.locator('#panel-steps .stepper-select option').count(), 10, 'one entry per trace');
  const event = await selectedSteps();
  const seen = await walk();
  checkAgainstEvent(seen, event);
  const model = lineOf(text, 'pred = model(');
  const append = lineOf(text, 'predictions.append');
  const body = seen.filter((s) => s.line === model || s.line === append).map((s) => s.line);
  assert.deepEqual(body, [model, append, model, append, model, append]);
  const copies = seen.filter((s) => s.line === model);
  // Each iteration adds the same ops again; the first also captures the two variables.
  const perCopy = copies[1].fresh;
  assert.ok(perCopy > 0);
  assert.deepEqual(copies.map((s) => s.fresh), [perCopy + 2, perCopy, perCopy]);
  assert.ok(copies[0].made < copies[1].made && copies[1].made < copies[2].made, 'the graph grows per iteration');
  assert.ok(seen.every((s) => s.printed === null), 'the variant prints nothing while tracing');
  assert.match(seen.at(-1).where, /^Run phase · concrete function #1 ran 1 time;/);
  // The buttons and the slider move as the keys do.
  await page.click('#panel-steps .stepper-controls button[aria-label="Previous step"]');
  assert.equal((await shown()).position, String(event.steps.length - 1));
  await page.click('#panel-steps .stepper-controls button[aria-label="First step"]');
  assert.equal((await shown()).position, '0');
  await page.click('#panel-steps .stepper-controls button[aria-label="Next step"]');
  assert.equal((await shown()).position, '1');
  await page.click('#panel-steps .stepper-controls button[aria-label="Run phase"]');
  assert.equal((await shown()).position, 'run');
  await page.locator('#panel-steps .stepper-slider').fill('5');
  assert.equal((await shown()).line, model);
  await page.screenshot({ path: join(shots, 'stepper_looped.png') });
  // A later trace: three other rows, the same lines.
  await page.selectOption('#panel-steps .stepper-select', { index: 1 });
  checkAgainstEvent(await walk(), await selectedSteps());
});

test('while_loop variant: the body runs once and one While node appears at the while_loop line', async () => {
  const text = source('3_while_loop_tensorarray.py');
  await runVariant('while');
  assert.equal(await page.locator('#panel-steps .stepper-select option').count(), 1);
  const event = await selectedSteps();
  const seen = await walk();
  checkAgainstEvent(seen, event);
  for (const needle of ['pred = model(values', 'predictions = predictions.write', 'return i + 1']) {
    assert.equal(seen.filter((s) => s.line === lineOf(text, needle)).length, 1, `${needle} runs once`);
  }
  const loopLine = lineOf(text, 'tf.while_loop(');
  const atWhile = seen.findIndex((s) => s.whiles === 1);
  assert.ok(atWhile > 0);
  assert.equal(seen[atWhile].line, loopLine);
  assert.ok(seen.slice(atWhile).every((s) => s.whiles === 1), 'one While node from then on');
  const inBody = seen.findIndex((s) => s.line === lineOf(text, 'pred = model(values'));
  assert.ok(inBody < atWhile);
  assert.deepEqual(seen[inBody].pending, ['While'], 'the While is drawn pending while its body traces');
  await page.locator('#panel-steps .stepper-slider').fill(String(inBody));
  await page.screenshot({ path: join(shots, 'stepper_while_body.png') });
  await page.locator('#panel-steps .stepper-slider').fill(String(atWhile));
  await page.screenshot({ path: join(shots, 'stepper_while_loop.png') });
  assert.match(seen.at(-1).where, /^Run phase · concrete function #1 ran 10 times;/);
});

test('batched variant: one trace of two lines; the run phase lists every call', async () => {
  const text = source('2_batched_input_signature.py');
  await runVariant('batched');
  const event = await selectedSteps();
  const seen = await walk();
  checkAgainstEvent(seen, event);
  assert.deepEqual(seen.slice(0, -1).map((s) => s.line),
    [lineOf(text, 'def predict_house_values'), lineOf(text, 'return model(values)')]);
  await page.keyboard.press('End');
  // The traced call, then calls 2–10: the engine sends a run of cache hits as one event.
  const items = await page.locator('#panel-steps .stepper-calls li').evaluateAll((lis) => lis.map((li) => li.textContent));
  assert.equal(items.length, 2);
  assert.match(items[1], /^calls 2–10:/);
  assert.match(await page.locator('#panel-steps .stepper-where').innerText(), /ran 10 times/);
});

test('print shows at its trace step only; tf.print at each call of the run phase', async () => {
  const program = 'import tensorflow as tf\n\n@tf.function\ndef f(x):\n    y = x * 2\n    print("tracing", y)\n' +
    '    tf.print("running", y)\n    return y\n\nfor v in [1, 2, 3]:\n    f(tf.constant(v))\n';
  await replaceCode(page, program);
  await runAndWait(page, () => page.click('#run'));
  await page.click('#tab-steps');
  await page.waitForSelector('#panel-steps .stepper-select option', { state: 'attached' });
  const seen = await walk();
  checkAgainstEvent(seen, await selectedSteps());
  assert.deepEqual(seen.map((s) => s.printed), [null, null, 'tracing Tensor("mul:0", shape=(), dtype=int32)\n',
    null, null, null]);
  assert.deepEqual(await page.locator('#panel-steps .stepper-calls .run-printed').allTextContents(),
    ['running 2\n', 'running 4\n', 'running 6\n']);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.screenshot({ path: join(shots, 'stepper_print.png') });
});

test('at 390×844 the stepper stacks its graph above the values', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await runVariant('looped');
  await page.locator('#panel-steps .stepper-slider').fill('3');
  await page.locator('#panel-steps').scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  await page.screenshot({ path: join(shots, 'stepper_narrow.png'), fullPage: true });
  assert.deepEqual(pageErrors, []);
});

test('a traced row of the Calls tab opens its trace in the Steps tab', async () => {
  await replaceCode(page, `import tensorflow as tf
@tf.function
def grow(x):
    return x + 1
grow(tf.constant(1.0))
grow(tf.constant([1.0, 2.0]))
`);
  await runAndWait(page, () => page.click('#run'));
  await page.click('#tab-calls');
  const links = page.locator('#panel-calls tr.traced .step-link');
  assert.equal(await links.count(), 2);
  await links.nth(1).click();
  await page.waitForSelector('#panel-steps:not([hidden]) .stepper-select option', { state: 'attached' });
  const trace = await page.evaluate(() => window.tracelab.page.events.filter((e) => e.type === 'trace')[1]);
  assert.equal(await page.locator('#panel-steps .stepper-select').inputValue(), `grow#${trace.concrete}`);
  assert.equal(await page.getAttribute('#tab-steps', 'aria-selected'), 'true');
  assert.deepEqual(pageErrors, []);
});
