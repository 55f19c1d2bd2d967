// Exercise hints link to what they talk about, in Debian's Chromium: a hint
// about the graph opens the Graph view on the node (a Mul, a While, the
// Consts holding the call's Python values, or the copies of the unrolled
// loop) it means, marked and focused; a hint about printed output
// opens the Console on the line, marked and focused. (Hints about the Calls
// tab: first_visit.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { shots, browserPerFile, openSized, runAndWait } from './page_helpers.mjs';

const suite = browserPerFile(before, after);
const { pageErrors } = suite;

// A fresh page (of `viewport` size, in `theme`) with exercise `id` open, its starter run, and its first `hints` hints shown.
async function exerciseWithHints(id, hints, viewport = null, theme = 'light') {
  const page = await openSized(suite.env.context, suite.env.baseUrl, pageErrors, viewport);
  await page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);
  await page.click('#tab-exercises');
  await page.click(`#panel-exercises .ex-item[data-id="${id}"]`);
  await page.click('#panel-exercises .ex-actions button:text-is("Load starter")');
  await runAndWait(page, () => page.click('#panel-exercises .ex-actions button:text-is("Run and check")'));
  // Hints shown stay shown for the browser's next page (they are saved): show only the ones missing.
  const shown = page.locator('#panel-exercises .ex-hint-list li');
  while (await shown.count() < hints) await page.click('#panel-exercises .ex-hints button:not(.ex-look)');
  return page;
}

const selectedTab = (page) => page.getAttribute('[role="tab"][aria-selected="true"]', 'id');
const focusedInfo = (page) => page.evaluate(() => {
  const f = document.activeElement;
  return { op: f.dataset.op, loop: f.dataset.loop, text: f.classList.contains('looked-at') ? f.textContent : null };
});

// The Console link of the open exercise: the Console tab opens with the line marked and focused; its text.
async function printedLineLookedAt(page) {
  await page.click('#panel-exercises .ex-look:text-is("Show the printed line in the Console")');
  await page.waitForSelector('#console .line.stdout.looked-at:focus');
  assert.equal(await selectedTab(page), 'tab-console');
  return (await focusedInfo(page)).text;
}

test('a hint about the unrolled loop marks its copies in the Graph; one about a print marks the line', async () => {
  const page = await exerciseWithHints('fix-by-batching', 3);
  const looks = page.locator('#panel-exercises .ex-look');
  assert.deepEqual(await looks.allTextContents(),
    ['Show the unrolled copies in the Graph', 'Show the printed line in the Console']);
  await looks.nth(0).click();
  await page.waitForSelector('#panel-graph .gnode.selected');
  assert.equal(await selectedTab(page), 'tab-graph');
  // The starter's first trace, rooms[0:3]: three copies of the model, every node of them marked and nothing else.
  const loop = await page.locator('#panel-graph .gnode[data-loop="0"]').count();
  assert.ok(loop >= 3, `${loop} nodes in the copies`);
  assert.equal(await page.locator('#panel-graph .gnode.selected').count(), loop);
  assert.equal(await page.locator('#panel-graph .gnode.selected:not([data-loop="0"])').count(), 0);
  assert.equal(await page.locator('#panel-graph .gnode.selected[data-op="MatMul"]').count(), 3);
  assert.equal(await page.getAttribute('#panel-graph .graph-loop.looked-at', 'data-copies'), '3');
  assert.equal((await focusedInfo(page)).loop, '0');
  await page.screenshot({ path: join(shots, 'hint_link_copies.png') });

  // The solution prints predictions.shape: the hint's link lands on that line.
  await page.click('#tab-exercises');
  await page.click('#panel-exercises .ex-actions button:text-is("Show solution")');
  await runAndWait(page, () => page.click('#panel-exercises .ex-actions button:text-is("Run and check")'));
  assert.match(await printedLineLookedAt(page), /\(10, 1\)$/);
  await page.close();
});

test('a hint about a node marks it in the Graph', async () => {
  const page = await exerciseWithHints('training-flag', 1);
  await page.click('#panel-exercises .ex-look:text-is("Show the Mul node in the Graph")');
  await page.waitForSelector('#panel-graph .gnode.selected:focus');
  assert.equal(await selectedTab(page), 'tab-graph');
  // forward's first trace (training=True) holds the x * 0.5 of its branch: one Mul.
  assert.match(await page.innerText('#panel-graph .graph-info'), /^forward #1/);
  assert.equal(await page.locator('#panel-graph .gnode.selected').count(), 1);
  assert.equal((await focusedInfo(page)).op, 'Mul');
  await page.close();
});

test('a hint about what the trace printed marks the printed line', async () => {
  const page = await exerciseWithHints('static-vs-dynamic-shape', 1);
  assert.match(await printedLineLookedAt(page), /static shape while tracing: \(None, 1\)$/);
  await page.close();
});

for (const [size, viewport, theme] of [['1280', null, 'light'], ['390', { width: 390, height: 844 }, 'dark']]) {
  test(`a hint about the baked-in Python values marks the Consts holding them (${size}, ${theme})`, async () => {
    const page = await exerciseWithHints('meet-the-retracing-warning', 3, viewport, theme);
    const looks = page.locator('#panel-exercises .ex-look');
    assert.deepEqual(await looks.allTextContents(),
      ['Show the first retrace in Calls', 'Show the Consts holding your Python values in the Graph']);
    await looks.nth(1).click();
    await page.waitForSelector('#panel-graph .gnode.selected:focus');
    assert.equal(await selectedTab(page), 'tab-graph');
    // The starter's first call, rooms[0:3]: the three rooms values, and not the int32 axis Consts (= [0]).
    const selected = page.locator('#panel-graph .gnode.selected');
    assert.deepEqual((await selected.locator('.value').allTextContents()).sort(), ['= [1960]', '= [3400]', '= [3677]']);
    assert.equal(await selected.count(), 3);
    assert.ok(await page.locator('#panel-graph .gnode[data-op="Const"]:not(.selected)').count() >= 3);
    const focused = await page.evaluate(() => ({ op: document.activeElement.dataset.op, label: document.activeElement.getAttribute('aria-label') }));
    assert.equal(focused.op, 'Const');
    assert.match(focused.label, /a Python value of the call baked into the graph/);
    await page.screenshot({ path: join(shots, `hint_link_python_consts_${size}_${theme}.png`) });
    await page.close();
  });
}

test('a hint about tf.while_loop marks the one While node of the solution', async () => {
  const page = await exerciseWithHints('while-loop-tensorarray', 2);
  await page.click('#panel-exercises .ex-actions button:text-is("Show solution")');
  await runAndWait(page, () => page.click('#panel-exercises .ex-actions button:text-is("Run and check")'));
  await page.click('#panel-exercises .ex-look:text-is("Show the While node in the Graph")');
  await page.waitForSelector('#panel-graph .gnode.selected:focus');
  assert.equal(await selectedTab(page), 'tab-graph');
  assert.equal(await page.locator('#panel-graph .gnode.selected').count(), 1);
  assert.match((await focusedInfo(page)).op, /^(Stateless)?While$/);
  await page.screenshot({ path: join(shots, 'hint_link_while.png') });
  await page.close();
});
