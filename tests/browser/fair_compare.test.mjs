// The predictor's three variants compared fairly, in Debian's Chromium: the
// comparison sits in the Compare tab, measures each variant in an engine of
// its own after a warm-up run, and separates the one-off tracing from the
// steady cost of a call, saying how many traces or calls each number covers.
// The learner's program is not touched. Screenshots at 1280×800 and 390×844.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { shots, browserPerFile, openSized, runAndWait, editorCode, switchLanguage } from './page_helpers.mjs';

const suite = browserPerFile(before, after);
const { pageErrors } = suite;

// {metric: {variant: [shown value, count covered]}} from the table.
const table = (page) => page.locator('#compare-table td[data-metric]').evaluateAll((tds) => {
  const out = {};
  for (const td of tds) {
    out[td.dataset.metric] ||= {};
    out[td.dataset.metric][td.dataset.variant] = [td.querySelector('.value').textContent, td.dataset.count ?? null];
  }
  return out;
});
const TIME = /^\d+(\.\d)? (µs|ms)$/;

async function measured(viewport, theme) {
  const page = await openSized(suite.env.context, suite.env.baseUrl, pageErrors, viewport);
  await page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);
  const program = await editorCode(page);
  await page.click('#variants .variant-measure');
  assert.equal(await page.getAttribute('#tab-compare', 'aria-selected'), 'true');
  await page.waitForSelector('#compare[data-state="measured"]', { timeout: 120000 });
  assert.equal(await editorCode(page), program);
  return page;
}

test('measured after a warm-up: tracing apart from cache hits, with what each covers', async () => {
  const page = await measured(null, 'light');
  const rows = await table(page);
  assert.deepEqual(Object.keys(rows.traces), ['looped', 'batched', 'while']);
  assert.deepEqual(Object.values(rows.traces).map(([v]) => v), ['10', '1', '1']);
  assert.deepEqual(Object.values(rows.warnings).map(([v]) => v), ['2', '0', '0']);
  // Tracing covers every trace; the first call is one call; every later call of
  // the batched and while_loop variants is a cache hit, the looped one has none.
  assert.deepEqual(Object.values(rows['trace-time']).map(([, n]) => n), ['10', '1', '1']);
  assert.deepEqual(Object.values(rows['first-call']).map(([, n]) => n), ['1', '1', '1']);
  assert.deepEqual(Object.values(rows['median-hit']).map(([, n]) => n), ['0', '9', '9']);
  assert.deepEqual(Object.values(rows['p99-hit']).map(([, n]) => n), ['0', '9', '9']);
  for (const metric of ['trace-time', 'first-call']) {
    for (const [value] of Object.values(rows[metric])) assert.match(value, TIME, metric);
  }
  assert.equal(rows['median-hit'].looped[0], '–');
  for (const v of ['batched', 'while']) {
    assert.match(rows['median-hit'][v][0], TIME);
    assert.match(rows['p99-hit'][v][0], TIME);
  }
  assert.match(await page.locator('#compare-note').innerText(), /each variant ran once to warm up, then once measured/);
  assert.match(await page.locator('#compare-table td[data-metric="trace-time"][data-variant="looped"]').innerText(), /10 traces/);
  await page.screenshot({ path: join(shots, 'fair_compare.png') });

  // A Graph button shows that variant's graph.
  await page.click('#compare-table button[aria-label*="Looped"]');
  await page.waitForSelector('#panel-graph .graph-loop');
  assert.match(await page.locator('#panel-graph .graph-loop').innerText(), /^3 copies of line 18/);
  await page.close();
});

test('on a phone the table fits; the learner\'s own runs are marked as such', async () => {
  const page = await openSized(suite.env.context, suite.env.baseUrl, pageErrors, { width: 390, height: 844 });
  await page.evaluate(() => { document.documentElement.dataset.theme = 'dark'; });
  await runAndWait(page, () => page.click('#variants button[data-variant="while"]'));
  await page.click('#tab-compare');
  assert.match(await page.locator('#compare-note').innerText(), /^From your own runs of the variants/);
  assert.deepEqual(Object.keys((await table(page)).traces), ['while']);
  await page.click('#compare-measure');
  await page.waitForSelector('#compare[data-state="measured"]', { timeout: 120000 });
  assert.equal(await page.evaluate(() => {
    const box = document.getElementById('compare');
    return box.scrollWidth - box.clientWidth;
  }), 0);
  const right = await page.locator('#compare-table table').evaluate((t) => t.getBoundingClientRect().right);
  assert.ok(right <= 390, `table ends at ${right}px`);
  await page.locator('#compare').screenshot({ path: join(shots, 'fair_compare_390_dark.png') });
  // Another language says the table again; rebuilding the Compare panel keeps it.
  await switchLanguage(page, 'zh-CN');
  assert.match(await page.locator('#compare-note').innerText(), /^在独立的引擎中测量/);
  assert.equal(await page.locator('#compare-table tbody th').first().innerText(), '跟踪');
  assert.equal(await page.locator('#panel-compare .compare-bar').count(), 1);
  await switchLanguage(page, 'en');
  assert.deepEqual(Object.values((await table(page)).traces).map(([v]) => v), ['10', '1', '1']);
  await page.screenshot({ path: join(shots, 'fair_compare_390_page_dark.png') });
  await page.close();
});
