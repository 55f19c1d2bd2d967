// The looped and the batched predictor's graphs side by side in the Compare
// tab, in Debian's Chromium: each drawn as the Graph view draws it, at a
// readable text size, with a caption counting nodes, Consts holding the
// call's Python values, traces and unrolled copies — the looped graph's three copies of the model with the rows baked
// in as Const values, the batched graph's one MatMul on a (None, 1)
// placeholder. Two columns at 1280×800, stacked at 390×844; light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { shots, browserPerFile, openSized, runAndWait, sidewaysOverflow } from './page_helpers.mjs';

const MIN_TEXT_PX = 10;  // web/panels/graph_layout.js
const suite = browserPerFile(before, after);
const { pageErrors } = suite;

// The looped variant run, then the batched one. The Compare tab is open for
// the second run, or (with a viewport) opened after it.
async function bothRun(viewport, theme) {
  const page = await openSized(suite.env.context, suite.env.baseUrl, pageErrors, viewport);
  await page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);
  await runAndWait(page, () => page.click('#variants button[data-variant="looped"]'));
  await page.click('#tab-compare');
  // One variant run: the place says what to run for the pair.
  assert.match(await page.innerText('#compare .compare-graphs'), /Run the Looped and the Batched variants/);
  // On a phone the batched run happens in another tab: the pair is drawn when Compare opens again.
  if (viewport) await page.click('#tab-console');
  await runAndWait(page, () => page.click('#variants button[data-variant="batched"]'));
  if (viewport) await page.click('#tab-compare');
  await page.waitForSelector('#compare .graph-pair-side[data-side="batched"] .gnode');
  return page;
}

// Each side's smallest label as rendered, in CSS px.
const smallestText = (page) => page.locator('#compare .graph-pair-side .graph-svg').evaluateAll((svgs) => svgs.map((svg) => {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
}));

for (const [size, viewport, theme] of [
  ['1280', null, 'light'], ['1280', null, 'dark'],
  ['390', { width: 390, height: 844 }, 'light'], ['390', { width: 390, height: 844 }, 'dark'],
]) {
  test(`the looped and batched graphs side by side (${size}, ${theme})`, async () => {
    const page = await bothRun(viewport, theme);
    const looped = page.locator('#compare .graph-pair-side[data-side="looped"]');
    const batched = page.locator('#compare .graph-pair-side[data-side="batched"]');
    // The looped graph: three copies of the model, the rows baked in as Consts.
    assert.equal(await looped.locator('.gnode[data-op="MatMul"]').count(), 3);
    const values = await looped.locator('.gnode[data-op="Const"] .value').allTextContents();
    for (const row of ['= [1960]', '= [3400]', '= [3677]']) assert.ok(values.includes(row), values.join(' | '));
    const loopedNodes = await looped.locator('.gnode').count();
    assert.match(await looped.locator('figcaption').textContent(),
      new RegExp(`^Looped ${loopedNodes} nodes · 3 Consts hold Python values of the call · 10 traces · 3 copies of line 18$`));
    // Those three are the rows of the first call, marked as the call's Python values; the axis Consts (= [0]) are not.
    assert.deepEqual((await looped.locator('.gnode[data-python] .value').allTextContents()).sort(), ['= [1960]', '= [3400]', '= [3677]']);
    // The batched graph: one MatMul on a placeholder of any number of rows.
    assert.equal(await batched.locator('.gnode[data-op="MatMul"]').count(), 1);
    assert.equal(await batched.locator('.gnode.iter').count(), 0);
    assert.ok((await batched.locator('.gnode[data-op="Placeholder"] .sub').allTextContents()).some((s) => s.startsWith('(None, 1)')));
    const batchedNodes = await batched.locator('.gnode').count();
    assert.ok(batchedNodes < loopedNodes, `${batchedNodes} against ${loopedNodes}`);
    assert.equal(await batched.locator('figcaption').textContent(),
      `Batched ${batchedNodes} nodes · no Python values baked in · 1 trace · no unrolled copies`);
    assert.equal(await batched.locator('.gnode[data-python]').count(), 0);
    for (const px of await smallestText(page)) assert.ok(px >= MIN_TEXT_PX - 0.01, `smallest label ${px} px`);
    // Two columns where there is room, one above the other on a phone; nothing sticks out.
    assert.equal(await page.isVisible('#compare .compare-graphs-note'), true);
    const [a, b] = [await looped.boundingBox(), await batched.boundingBox()];
    if (viewport) assert.ok(b.y >= a.y + a.height - 1 && Math.abs(a.x - b.x) < 1, JSON.stringify([a, b]));
    else assert.ok(Math.abs(a.y - b.y) < 1 && b.x >= a.x + a.width, JSON.stringify([a, b]));
    assert.equal(await sidewaysOverflow(page, 'panel-compare'), 0);
    const width = viewport?.width ?? 1280;
    assert.ok(a.x >= 0 && b.x + b.width <= width, JSON.stringify([a, b]));
    await page.locator('#compare .compare-graphs').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `graph_pair_${size}_${theme}.png`) });
    await page.close();
  });
}
