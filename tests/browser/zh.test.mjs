// The page in Chinese (zh-CN), in Debian's Chromium: opened with lang=zh-CN,
// it runs the looped house-value predictor and says its panels and the
// engine's trace reasons in Chinese while TensorFlow's warning stays as
// TensorFlow logs it; the header's switch changes the language both ways
// without losing the output; the choice survives a reload and travels in a
// share link; the Steps, Predict and Compare tabs say their words in Chinese;
// and the course track's first exercises are done in Chinese.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, openPage, runAndWait, shots, stdoutLines, switchLanguage, watchCsp } from './page_helpers.mjs';

const HAN = /[\u4e00-\u9fff]/;
let browser;
let page;
const pageErrors = [];
const cspViolations = [];

before(async () => {
  browser = await launch();
  await watchCsp(browser.context, cspViolations);
  page = await openPage(browser.context, `${browser.baseUrl}?lang=zh-CN`, pageErrors);
});

after(async () => {
  await browser?.close();
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(cspViolations, []);
});

const text = (selector) => page.locator(selector).first().innerText();
const consoleText = () => page.locator('#console').innerText();

// The first traced row after the first: its reason says what changed.
const secondReason = () => page.locator('#panel-calls table.calls tr.traced .reason').nth(1).innerText();

test('lang=zh-CN opens the page in Chinese', async () => {
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal(await page.inputValue('#lang-switch'), 'zh-CN');
  assert.equal(await text('#run'), '运行');
  assert.equal(await text('#tab-calls [data-i18n]'), '调用');
  assert.equal(await text('#editor-heading'), '程序');
  assert.equal(await text('#status'), '就绪');
  assert.equal(await page.getAttribute('#tabs', 'aria-label'), '结果');
  assert.equal(await page.getAttribute('.cm-content', 'aria-label'), 'Python 程序');
  assert.equal(await text('#variants button[data-variant="looped"]'), '循环');
});

test('the looped predictor runs with Chinese panels and TensorFlow\'s warning as printed', async () => {
  await runAndWait(page, () => page.click('#variants button[data-variant="looped"]'));
  assert.match(await text('#status'), /^运行结束，用时 [\d.]+ 毫秒$/);
  const output = await consoleText();
  assert.match(output, /WARNING:tensorflow:5 out of the last 5 calls to <function predict_house_values at 0x[0-9a-f]+> triggered tf\.function retracing/);
  assert.match(await text('#console .line.warning .gloss'), /“重新跟踪”（retracing；TensorFlow 函数指南译作“回溯”）/);
  await page.click('#tab-calls');
  assert.equal(await text('#panel-calls table.calls th'), '调用');
  assert.equal(await text('#panel-calls table.calls tr.traced .badge'), '已跟踪');
  assert.match(await text('#panel-calls table.calls tr.traced .reason'), /^第一次调用 `predict_house_values`：/);
  const reason = await secondReason();
  assert.match(reason, /^`values` 是 Python 列表；它的元素 \S+ 从 .+ 变成了 .+，而 Python 值是签名的一部分$/);
  assert.match(await text('#panel-calls .warning-note'), /频繁重新跟踪的警告/);
  await page.click('#tab-cache');
  assert.match(await text('#panel-cache h3'), /^predict_house_values — \d+ 个具体函数，/);
  assert.match(await text('#compare-table tbody th'), /^跟踪$/);
  await page.click('#tab-calls');
  await page.screenshot({ path: join(shots, 'zh_calls.png') });
});

test('the switch changes the language at once and keeps the output and the panels', async () => {
  const printed = await stdoutLines(page);
  const rows = await page.locator('#panel-calls table.calls tbody tr').count();
  assert.ok(printed.length > 0);
  await switchLanguage(page, 'en');
  try {
    await inEnglish(printed, rows);
  } finally {
    await switchLanguage(page, 'zh-CN');  // the later tests read Chinese
  }
  assert.equal(await text('#tab-calls [data-i18n]'), '调用');
  assert.match(await secondReason(), /变成了/);
  assert.deepEqual(await stdoutLines(page), printed);
  assert.match(await consoleText(), /triggered tf\.function retracing/);
});

async function inEnglish(printed, rows) {
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await text('#tab-calls [data-i18n]'), 'Calls');
  assert.match(await text('#status'), /^Finished in [\d.]+ ms$/);
  assert.match(await secondReason(), /^`values` is a Python list; its element \S+ changed from .+ to .+, and Python values are part of the signature$/);
  const glosses = await page.locator('#console .line.warning .gloss').evaluateAll((gs) => gs.map((g) => g.hidden));
  assert.ok(glosses.length > 0 && glosses.every((hidden) => hidden), 'no gloss beside the warning in English');
  assert.deepEqual(await stdoutLines(page), printed);
  assert.equal(await page.locator('#panel-calls table.calls tbody tr').count(), rows);
}

// The panels' own words, with the program's code, its names and TensorFlow's
// (ops, signatures, the drawing's node labels) left out, and every aria-label.
const UI_ENGLISH = /\b(Trace|Step|Run phase|Calls?|calls?|nodes?|lines?|traced?|hit|cache|Compare|Function|with|Signatures|Constants|Unrolled|cop(y|ies)|Parameter|Only|same|differs|right|wrong|said|made|none|Predictions?|count|before|after)\b/;
const ownWords = (selector) => page.$eval(selector, (panel) => {
  const labels = [...panel.querySelectorAll('[aria-label]')].map((n) => n.getAttribute('aria-label'));
  const copy = panel.cloneNode(true);
  const theirs = 'code, pre, select, svg, td.spec, td.param, .stepper-locals table, .const-node, .const-value, .compare-repeats .muted';
  copy.querySelectorAll(theirs).forEach((n) => n.remove());
  return [copy.textContent, ...labels].join('\n');
});

async function saysChinese(selector) {
  const words = await ownWords(selector);
  assert.match(words, HAN, selector);
  assert.doesNotMatch(words, UI_ENGLISH, words);
}

test('Steps, Predict and Compare speak Chinese', async () => {
  await page.click('#tab-steps');
  await page.waitForSelector('#panel-steps .stepper-select option', { state: 'attached' });
  await page.click('#panel-steps .stepper-controls button >> nth=2');  // the next step
  assert.match(await text('#panel-steps .stepper-where'), /^第 2 \/ \d+ 步 · predict_house_values 中的第 \d+ 行 · 目前共 \d+ 个节点$/);
  assert.equal(await page.$eval('#panel-steps .stepper-pick', (label) => label.firstChild.textContent.trim()), '跟踪');
  assert.match(await text('#panel-steps .stepper-nodes h4'), /^这一行生成的节点（\d+）$/);
  await saysChinese('#panel-steps');
  await page.screenshot({ path: join(shots, 'zh_steps.png') });
  await page.click('#panel-steps .stepper-controls button >> nth=-1');  // the run phase
  assert.match(await text('#panel-steps .stepper-where'), /^运行阶段 · 具体函数 #1 运行了 1 次；/);
  await saysChinese('#panel-steps');

  await page.click('#tab-predict');
  const strip = '#panel-predict .predict-strip[data-fn="predict_house_values"]';
  await page.waitForSelector(strip);
  for (const field of ['calls', 'count']) {
    await page.fill(`${strip} .predict-${field}`, '10');
    await page.press(`${strip} .predict-${field}`, 'Enter');
  }
  await page.click(`${strip} .predict-controls > button:text-is("全部跟踪")`);
  await runAndWait(page, () => page.click('#variants button[data-variant="looped"]'));
  assert.equal(await text(`${strip} .predict-verdict`), '11 项中对了 11 项 · 跟踪次数：你预测 10，实际是 10 ✓');
  assert.deepEqual(await page.locator(`${strip} .predict-outcomes th`).allInnerTexts(), ['调用', '你的预测', '实际', '', '跟踪的原因']);
  assert.match(await text(`${strip} .predict-outcomes td.reason`), /^第一次调用 `predict_house_values`：/);
  await saysChinese('#panel-predict');
  await page.screenshot({ path: join(shots, 'zh_predict.png') });

  await page.click('#tab-cache');
  await page.click('#panel-cache .cache-fn[data-fn="predict_house_values"] .cache-compare');
  await page.waitForSelector('#panel-compare .compare-headline');
  assert.match(await text('#panel-compare .compare-headline'), /^predict_house_values #1：\d+ 个节点 · #2：\d+ 个节点 · 其中 \d+ 个/);
  const headings = await page.locator('#panel-compare .compare-result h3').allInnerTexts();
  assert.deepEqual(headings.slice(0, 3), ['签名', '展开的副本', '值不同的常量（3）']);
  await saysChinese('#panel-compare');
  await page.screenshot({ path: join(shots, 'zh_compare.png') });
  // The switch relabels the open comparison both ways.
  await switchLanguage(page, 'en');
  assert.match(await text('#panel-compare .compare-headline'), /made by the same op on the same line in both$/);
  assert.equal(await page.inputValue('#panel-compare .compare-b'), '2');
  await switchLanguage(page, 'zh-CN');
  assert.match(await text('#panel-compare .compare-headline'), /个节点/);
  await saysChinese('#panel-compare');
});

test('the choice is kept across a reload and put in a share link', async () => {
  await page.goto(browser.baseUrl);  // no lang= now: the saved choice decides
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal(await text('#tab-exercises [data-i18n]'), '练习');
  await page.click('#share');
  await page.waitForFunction(() => document.getElementById('share-status').textContent !== '');
  assert.match(await page.evaluate(() => location.hash), /^#code=[A-Za-z0-9_-]+&lang=zh-CN$/);
  assert.match(await text('#share-status'), /链接/);
});

// The exercise's prediction before the run: `calls` calls that all trace, and
// a tracing count of `calls` (the first of the strip's fill buttons).
async function predictAllTrace(calls) {
  const strip = '#panel-exercises .ex-predict .predict-strip[data-fn="predict_house_values"]';
  for (const field of ['calls', 'count']) {
    await page.fill(`${strip} .predict-${field}`, String(calls));
    await page.press(`${strip} .predict-${field}`, 'Enter');
  }
  await page.click(`${strip} .predict-controls > button >> nth=0`);
}

test('the first exercises of the track are done in Chinese', async () => {
  await page.click('#tab-exercises');
  await page.waitForSelector('#panel-exercises .ex-item');
  const titles = await page.locator('#panel-exercises .ex-item-title').allInnerTexts();
  assert.deepEqual(titles.slice(0, 3), ['加载房价数据并查看', '构建并训练线性模型，读懂损失曲线', '在循环中预测房价，认识重新跟踪警告']);
  await page.click('#panel-exercises .ex-item[data-id="look-at-the-data"]');
  for (const id of ['look-at-the-data', 'train-linear-model', 'meet-the-retracing-warning']) {
    assert.equal(await page.getAttribute('#panel-exercises .ex-item[aria-current="step"]', 'data-id'), id);
    assert.match(await text('#panel-exercises .ex-summary'), /^运行程序来检查它（\d+ 项检查）。$/);
    await page.click('#panel-exercises .ex-actions button:text-is("显示答案")');
    if (id === 'meet-the-retracing-warning') await predictAllTrace(10);
    await runAndWait(page, () => page.click('#panel-exercises .ex-actions button:text-is("运行并检查")'), 120000);
    const checks = await text('#panel-exercises .ex-checks');
    assert.match(await text('#panel-exercises .ex-summary'), /^全部 \d+ 项检查通过：练习完成。$/, checks);
    assert.match(checks, /程序运行时没有出错/);
    assert.match(checks, HAN);
    if (id === 'look-at-the-data') await page.screenshot({ path: join(shots, 'zh_exercise.png') });
    await page.click('#panel-exercises .ex-stepper button:text-is("下一个练习 →")');
  }
  assert.match(await text('#panel-exercises .ex-progress'), /^已完成 3 \/ \d+ 个练习$/);
  // A failing check explains itself in Chinese too.
  await page.click('#panel-exercises .ex-item[data-id="meet-the-retracing-warning"]');
  await page.click('#panel-exercises .ex-actions button:text-is("加载初始代码")');
  await runAndWait(page, () => page.click('#panel-exercises .ex-actions button:text-is("运行并检查")'));
  const details = await page.locator('#panel-exercises .ex-check.fail .ex-detail').allInnerTexts();
  assert.ok(details.some((d) => /^predict_house_values 被调用了 1 次$/.test(d)), details.join('\n'));
});

// Controls and headings whose text runs out of their own box or out of the
// box that clips or scrolls them (tables excepted: they scroll sideways by design).
const overflowing = () => page.$$eval('button, select, [role="tab"], label, h3, h4, .ex-item-title, .gloss', (nodes) => nodes
  .filter((n) => n.offsetParent !== null && !n.closest('table'))
  .filter((n) => {
    let clip = n.parentElement;
    while (clip.parentElement && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
    const right = Math.min(n.parentElement.getBoundingClientRect().right, clip.getBoundingClientRect().right);
    return n.scrollWidth > n.clientWidth + 1 || n.getBoundingClientRect().right > right + 1;
  })
  .map((n) => n.id || n.textContent.trim().slice(0, 30)));

test('Chinese text stays inside its controls, wide and phone-sized', async () => {
  for (const [width, height, name] of [[1280, 800, 'zh_wide'], [390, 844, 'zh_narrow']]) {
    await page.setViewportSize({ width, height });
    for (const tab of ['exercises', 'calls', 'cache', 'console']) {
      await page.click(`#tab-${tab}`);
      await page.waitForSelector(`#panel-${tab} > *`);
      assert.deepEqual(await overflowing(), [], `${tab} tab at ${width}×${height}`);
    }
    await page.click('#tab-exercises');
    await page.screenshot({ path: join(shots, `${name}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('with no link and no saved choice the browser\'s languages decide: zh-TW reads zh-CN, en-GB English', async () => {
  for (const [languages, expected, run] of [[['zh-TW', 'en'], 'zh-CN', '运行'], [['en-GB', 'zh-CN'], 'en', 'Run']]) {
    const fresh = await browser.context.newPage();
    await fresh.addInitScript((list) => {
      Object.defineProperty(navigator, 'languages', { get: () => list });
      localStorage.removeItem('tracelab.language');
    }, languages);
    await fresh.goto(browser.baseUrl);
    await fresh.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
    assert.equal(await fresh.getAttribute('html', 'lang'), expected, languages.join());
    assert.equal(await fresh.locator('#run').innerText(), run);
    await fresh.close();
  }
});
