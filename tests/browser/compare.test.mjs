// Two concrete functions compared, in Debian's Chromium: the looped house
// predictor (web/variants/1_looped_python_list.py) traces once per window of
// rooms; from the Cache tab its concrete functions #1 and #2 open side by
// side: signatures that differ in the Python floats, three copies of the
// loop body in each, and the rows baked in as Const values. Windows near the
// end of the list are shorter: #1 against #9 is 3 copies against 2.
// Screenshots at 1280×800 and 390×844.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { shots, launch, openSized, runAndWait, sidewaysOverflow } from './page_helpers.mjs';

let env;
const pageErrors = [];

before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

async function comparedLooped(viewport) {
  const page = await openSized(env.context, env.baseUrl, pageErrors, viewport);
  await runAndWait(page, () => page.click('#variants button[data-variant="looped"]'));
  await page.click('#tab-cache');
  await page.click('#panel-cache .cache-fn[data-fn="predict_house_values"] .cache-compare');
  await page.waitForSelector('#panel-compare .compare-headline');
  return page;
}

const repeatRows = (page) => page.locator('#panel-compare .compare-repeats li').evaluateAll(
  (items) => items.map((li) => [li.dataset.lines, li.dataset.copiesA, li.dataset.copiesB]));

test('the Cache tab opens #1 and #2 of the looped predictor side by side', async () => {
  const page = await comparedLooped();
  assert.equal(await page.getAttribute('#tab-compare', 'aria-selected'), 'true');
  assert.equal(await page.inputValue('#panel-compare .compare-fn'), 'predict_house_values');
  assert.equal(await page.inputValue('#panel-compare .compare-a'), '1');
  assert.equal(await page.inputValue('#panel-compare .compare-b'), '2');
  // rooms[0:3] against rooms[1:4]: the Python floats are the signature.
  const specs = await page.locator('#panel-compare .compare-signatures tbody td.spec').allInnerTexts();
  assert.equal(specs.length, 2);
  assert.match(specs[0], /Literal\[1960\.0\].*Literal\[3400\.0\].*Literal\[3677\.0\]/);
  assert.match(specs[1], /Literal\[3400\.0\].*Literal\[3677\.0\].*Literal\[2202\.0\]/);
  // The loop body (line 18, the model call) is in each graph three times.
  assert.deepEqual(await repeatRows(page), [['18-18', '3', '3']]);
  // Each row of the window is a Const: all three moved up by one.
  const values = await page.locator('#panel-compare .compare-constants tbody .const-value').allInnerTexts();
  assert.deepEqual(values, ['[1960]', '[3400]', '[3400]', '[3677]', '[3677]', '[2202]']);
  assert.deepEqual(await page.locator('#panel-compare .compare-constants tbody .const-node').allInnerTexts(),
    // named as TensorFlow names expand_dims' converted input
    ['ExpandDims/input (1,) float32', 'ExpandDims/input (1,) float32', 'ExpandDims_1/input (1,) float32',
      'ExpandDims_1/input (1,) float32', 'ExpandDims_2/input (1,) float32', 'ExpandDims_2/input (1,) float32']);
  const baked = await page.locator('#panel-compare .compare-constants tbody td.source').allInnerTexts();
  assert.deepEqual(baked, ['values: 1960.0 → 3400.0', 'values: 3400.0 → 3677.0', 'values: 3677.0 → 2202.0']);
  assert.match(await page.locator('#panel-compare').innerText(), /Both graphs have the same ops from the same lines/);
  await page.screenshot({ path: join(shots, 'compare_looped.png') });
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('any two concrete functions can be picked: a shorter window has fewer copies', async () => {
  const page = await comparedLooped();
  await page.selectOption('#panel-compare .compare-b', '9');  // rooms[8:11]: two rows
  assert.deepEqual(await repeatRows(page), [['18-18', '3', '2']]);
  const only = await page.locator('#panel-compare .compare-column').allInnerTexts();
  assert.match(only[0], /Only in #1 \(7 nodes\)/);
  assert.match(only[0], /MatMul × 1 \(line 18\)/);
  assert.match(only[1], /Only in #9 \(0 nodes\)/);
  await page.screenshot({ path: join(shots, 'compare_shorter_window.png') });
  await page.selectOption('#panel-compare .compare-a', '9');
  assert.match(await page.locator('#panel-compare .compare-result').innerText(), /pick two to compare/);
  // The way in: each function of the Cache tab with two or more concrete functions has the button.
  await page.click('#tab-cache');
  assert.equal(await page.locator('#panel-cache .cache-compare').count(), 1);
  await page.screenshot({ path: join(shots, 'cache_compare_button.png') });
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('the comparison fits a phone screen', async () => {
  const page = await comparedLooped({ width: 390, height: 844 });
  const overflow = await sidewaysOverflow(page, 'panel-compare');
  await page.screenshot({ path: join(shots, 'compare_narrow.png'), fullPage: true });
  assert.ok(overflow <= 0, `the panel scrolls sideways by ${overflow}px`);
  assert.deepEqual(pageErrors, []);
  await page.close();
});
