// The Graph view tells the looped predictor's story, in Debian's Chromium:
// it opens with labels at a readable size (scrolling instead of shrinking),
// every Const shows its value (the rows of `rooms` baked in), the three
// copies of the unrolled loop body are coloured and numbered per iteration
// with a count above the drawing, a full-size view takes the window, an
// opened While body keeps the readable size, and a button leads to the
// Compare tab. Screenshots at 1280×800 and 390×844, light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { shots, browserPerFile, openSized, runAndWait } from './page_helpers.mjs';

const MIN_TEXT_PX = 10;  // web/panels/graph.js
const suite = browserPerFile(before, after);
const { pageErrors } = suite;

async function variantGraph(variant, viewport, theme = 'light') {
  const page = await openSized(suite.env.context, suite.env.baseUrl, pageErrors, viewport);
  await page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);
  await runAndWait(page, () => page.click(`#variants button[data-variant="${variant}"]`));
  await page.click('#tab-graph');
  await page.waitForSelector('#panel-graph .gnode');
  return page;
}

// The rendered height of the smallest label font in the drawing, in CSS px.
const smallestText = (page) => page.evaluate(() => {
  const svg = document.querySelector('#panel-graph .graph-svg');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const sizes = [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
  return Math.min(...sizes);
});

test('the looped graph: readable labels, Const values, three coloured copies of line 18', async () => {
  const page = await variantGraph('looped');
  assert.ok(await smallestText(page) >= MIN_TEXT_PX - 0.01, `smallest label ${await smallestText(page)} px`);
  // rooms[0:3]: each row is a Const in the graph, shown with its value.
  const values = await page.locator('#panel-graph .gnode[data-op="Const"] .value').allTextContents();
  for (const row of ['= [1960]', '= [3400]', '= [3677]']) assert.ok(values.includes(row), values.join(' | '));
  // The loop body is in the graph three times, one iteration per colour and number.
  const loop = page.locator('#panel-graph .graph-loop');
  assert.equal(await loop.count(), 1);
  assert.equal(await loop.getAttribute('data-copies'), '3');
  assert.match(await loop.innerText(), /^3 copies of line 18: a Python loop unrolled while tracing/);
  for (const k of [1, 2, 3]) {
    const copy = page.locator(`#panel-graph .gnode[data-iteration="${k}"][data-op="MatMul"]`);
    assert.equal(await copy.count(), 1);
    assert.equal(await copy.locator('.iter-badge').textContent(), `#${k}`);
  }
  const fills = await page.locator('#panel-graph .gnode[data-op="MatMul"] .box').evaluateAll(
    (boxes) => boxes.map((b) => getComputedStyle(b).fill));
  assert.equal(new Set(fills).size, 3, fills.join(' '));
  await page.screenshot({ path: join(shots, 'graph_story_looped.png') });

  // The full-size view has the window; Escape gives the panel back.
  await page.click('#panel-graph .graph-full-toggle');
  const box = await page.locator('#panel-graph').boundingBox();
  assert.deepEqual([box.x, box.y, box.width, box.height], [0, 0, 1280, 800]);
  assert.ok(await smallestText(page) >= MIN_TEXT_PX - 0.01);
  await page.screenshot({ path: join(shots, 'graph_story_full.png') });
  await page.keyboard.press('Escape');
  assert.equal(await page.getAttribute('#panel-graph .graph-full-toggle', 'aria-pressed'), 'false');
  assert.ok((await page.locator('#panel-graph').boundingBox()).width < 1280);

  // Ten traces of one function: the way to compare two of them.
  await page.click('#panel-graph .graph-compare');
  await page.waitForSelector('#panel-compare .compare-headline');
  assert.equal(await page.getAttribute('#tab-compare', 'aria-selected'), 'true');
  assert.equal(await page.inputValue('#panel-compare .compare-fn'), 'predict_house_values');
  await page.close();
});

test('zoom goes past the fitted size, and Fit comes back to a readable one', async () => {
  const page = await variantGraph('looped', { width: 390, height: 844 }, 'dark');
  assert.ok(await smallestText(page) >= MIN_TEXT_PX - 0.01);
  // At 390 px the drawing is wider than the canvas: it scrolls rather than shrinks.
  assert.ok(await page.evaluate(() => {
    const c = document.querySelector('#panel-graph .graph-canvas');
    return c.scrollWidth > c.clientWidth;
  }));
  await page.screenshot({ path: join(shots, 'graph_story_looped_390_dark.png') });
  await page.click('#panel-graph .graph-zoom button[data-zoom="out"]');
  await page.click('#panel-graph .graph-zoom button[data-zoom="out"]');
  assert.ok(await smallestText(page) < MIN_TEXT_PX);
  await page.click('#panel-graph .graph-zoom button[data-zoom="fit"]');
  assert.ok(await smallestText(page) >= MIN_TEXT_PX - 0.01);
  await page.close();
});

test('an opened While body is laid out at a readable size; the batched graph has one copy', async () => {
  const page = await variantGraph('while', null, 'dark');
  await page.click('#panel-graph .expander');
  await page.waitForSelector('#panel-graph .gnode[data-depth="1"][data-op="MatMul"]');
  assert.ok(await smallestText(page) >= MIN_TEXT_PX - 0.01, `smallest label ${await smallestText(page)} px`);
  assert.equal(await page.locator('#panel-graph .graph-loop').count(), 0);
  // Consts inside the body show their values too: the 1 of i + 1.
  const bodyValues = await page.locator('#panel-graph .gnode[data-depth="1"][data-op="Const"] .value').allTextContents();
  assert.ok(bodyValues.includes('= [1]'), bodyValues.join(' | '));
  await page.screenshot({ path: join(shots, 'graph_story_while_dark.png') });
  await page.close();

  const batched = await variantGraph('batched', { width: 390, height: 844 });
  assert.equal(await batched.locator('#panel-graph .graph-loop').count(), 0);
  assert.equal(await batched.locator('#panel-graph .gnode[data-op="MatMul"]').count(), 1);
  assert.equal(await batched.locator('#panel-graph .gnode.iter').count(), 0);
  // One trace only: nothing to compare.
  assert.equal(await batched.isVisible('#panel-graph .graph-compare'), false);
  await batched.screenshot({ path: join(shots, 'graph_story_batched_390.png') });
  await batched.close();
});
