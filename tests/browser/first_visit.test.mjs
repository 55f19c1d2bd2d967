// The page as a first-time learner meets it, in Debian's Chromium: the first
// visit opens on the looped house predictor with a prompt, the glossary
// explains the words from the keyboard in both languages, the predictor
// switch keeps an edited program, an open exercise keeps its checks beside
// the Calls tab and its hint lands on the row it means, a reload reopens
// both, and the layout holds (no page growth after an error, one row of
// tabs at 1280 px, nothing wider than a 390 px phone). Screenshots of the
// first screen and of an exercise beside its Calls rows go to
// build/screenshots/ at 1280×800 and 390×844, light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, watchCsp, openPage, replaceCode, editorCode, runAndWait, waitForConsole, shots, root, switchLanguage }
  from './page_helpers.mjs';
import { track } from '../../web/exercises/track.js';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LOOPED = readFileSync(join(root, 'web', 'variants', '1_looped_python_list.py'), 'utf8');
const FN = 'predict_house_values';

let browser;
let page;
const pageErrors = [];
const cspViolations = [];

before(async () => {
  browser = await launch({ viewport: WIDE });
  await watchCsp(browser.context, cspViolations);
  await browser.context.addInitScript(() => {
    window.insideScroller = (e) => {
      for (let a = e.parentElement; a; a = a.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX) && a !== document.documentElement) return true;
      }
      return false;
    };
  });
  page = await openPage(browser.context, browser.baseUrl, pageErrors);
});

after(async () => {
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(cspViolations, []);
  await browser?.close();
});

// `name`_<width>_<theme>.png; on a phone, scrolled to `phoneAt` (the page is one long column there).
async function screenshots(name, phoneAt = null) {
  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    if (phoneAt && viewport === PHONE) await page.locator(phoneAt).evaluate((e) => e.scrollIntoView({ block: 'end' }));
    for (const theme of ['light', 'dark']) {
      await setTheme(theme);
      await page.screenshot({ path: join(shots, `${name}_${viewport.width}_${theme}.png`) });
    }
  }
  await setTheme('light');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(WIDE);
}

// The theme, chosen as a learner would: with the header's toggle.
async function setTheme(theme) {
  if (await page.getAttribute('#theme-toggle', 'data-next') === theme) await page.click('#theme-toggle');
}

const selectedTab = () => page.getAttribute('[role="tab"][aria-selected="true"]', 'id');
const run = () => runAndWait(page, () => page.click('#run'));

// How far the page reaches beyond the viewport: [sideways, downwards].
const pageOverflow = () => page.evaluate(() => {
  const doc = document.scrollingElement;
  return [doc.scrollWidth - innerWidth, doc.scrollHeight - innerHeight];
});

// Controls whose right edge is past the viewport, outside anything that scrolls sideways (the
// tab strip, a wide table).
const cutOff = () => page.evaluate(() => [...document.querySelectorAll('button, select, summary, label, p, h1, h2, h3')]
  .filter((e) => e.getClientRects().length && !insideScroller(e))
  .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
  .map((e) => `${e.tagName} ${e.id || e.className}: ${e.textContent.trim().slice(0, 30)}`));

test('a first visit opens on the looped predictor with a prompt to run it and open Calls', async () => {
  await page.waitForFunction((code) => window.tracelab.editor.getCode() === code, LOOPED);
  assert.equal(await page.isVisible('#welcome'), true);
  assert.match(await page.innerText('#welcome'), /Run it, then open Calls/);
  for (const way of ['#welcome-exercises', '#variants button[data-variant="batched"]', '#glossary summary']) {
    assert.equal(await page.isVisible(way), true, way);
  }
  assert.deepEqual(await cutOff(), []);
  await screenshots('first_visit');
  await page.setViewportSize(PHONE);
  assert.deepEqual(await cutOff(), []);
  assert.ok((await pageOverflow())[0] <= 0, 'the first screen is no wider than a phone');
  await page.setViewportSize(WIDE);
  await runAndWait(page, () => page.click('#welcome-run'));
  await page.click('#welcome-calls');
  assert.equal(await selectedTab(), 'tab-calls');
  assert.equal(await page.locator(`#panel-calls tr.traced[data-fn="${FN}"]`).count(), 10);
  await page.click('#welcome-dismiss');
  assert.equal(await page.isVisible('#welcome'), false);
});

test("the theme toggle's label says what a click will do", async () => {
  assert.equal(await page.innerText('#theme-toggle'), 'Use dark theme');
  await page.click('#theme-toggle');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await page.innerText('#theme-toggle'), 'Use light theme');
  await page.click('#theme-toggle');
  assert.equal(await page.innerText('#theme-toggle'), 'Use dark theme');
});

test('the glossary explains each term from the keyboard, in English and Chinese', async () => {
  await page.focus('#glossary summary');
  await page.keyboard.press('Enter');
  assert.equal(await page.isVisible('.glossary-box'), true);
  const terms = await page.locator('.glossary-box dt').allInnerTexts();
  assert.deepEqual(terms, ['trace', 'graph', 'input signature', 'concrete function', 'cache hit', 'retracing']);
  for (const text of await page.locator('.glossary-box dd').allInnerTexts()) assert.ok(text.length > 40, text);
  await page.screenshot({ path: join(shots, 'glossary_1280_light.png') });
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('.glossary-box'), false);
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'SUMMARY');
  await switchLanguage(page, 'zh-CN');
  await page.click('#glossary summary');
  const zh = (await page.locator('.glossary-box dt').allInnerTexts()).join(' ');
  for (const word of ['跟踪', '计算图', '输入签名', '具体函数', '缓存命中', '重新跟踪']) assert.ok(zh.includes(word), word);
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'en');
});

test('the predictor switch keeps an edited program, which can come back', async () => {
  const mine = 'print("my own program")\n';
  await replaceCode(page, mine);
  await runAndWait(page, () => page.click('#variants button[data-variant="batched"]'));
  assert.match(await editorCode(page), /input_signature/);
  assert.equal(await page.getAttribute('#link-bar', 'data-kind'), 'aside');
  assert.equal(await page.isVisible('#link-bar'), true);
  await page.click('#link-bar button:text-is("Switch back")');
  assert.equal(await editorCode(page), mine);
  // The batched program was not edited: nothing is kept of it.
  assert.equal(await page.isVisible('#link-bar'), false);
  // A shipped program the learner did not edit is replaced without a note.
  await runAndWait(page, () => page.click('#variants button[data-variant="looped"]'));
  assert.equal(await page.isVisible('#link-bar'), true, 'my program is kept again');
  await page.click('#link-bar button:text-is("Discard it")');
  await runAndWait(page, () => page.click('#variants button[data-variant="while"]'));
  assert.equal(await page.isVisible('#link-bar'), false);
});

test("an open exercise keeps its checks beside Calls, and a hint's link lands on its row", async () => {
  const e = track.find((x) => x.id === 'meet-the-retracing-warning');
  await page.click('#tab-exercises');
  await page.click(`#panel-exercises .ex-item[data-id="${e.id}"]`);
  await page.click('#panel-exercises .ex-actions button:text-is("Show solution")');
  await runAndWait(page, () => page.click('#panel-exercises .ex-actions button:text-is("Run and check")'));
  for (let i = 0; i < 2; i++) await page.click('#panel-exercises .ex-hints button:not(.ex-look)');
  await page.click('#panel-exercises .ex-look');
  await page.waitForSelector('#panel-calls .looked-at:focus');
  assert.equal(await selectedTab(), 'tab-calls');
  const target = await page.evaluate(() => {
    const row = document.querySelector('#panel-calls .looked-at');
    const box = row.getBoundingClientRect();
    const panel = document.getElementById('panel-calls').getBoundingClientRect();
    return { fn: row.dataset.fn, call: row.dataset.call, traced: row.classList.contains('traced'),
      focused: document.activeElement === row, inView: box.top >= panel.top && box.bottom <= panel.bottom };
  });
  assert.deepEqual(target, { fn: FN, call: '2', traced: true, focused: true, inView: true });
  // The checks stay beside the rows, one per check, with the run's verdicts.
  assert.equal(await page.isVisible('#exercise-dock'), true);
  assert.equal(await page.locator('#exercise-dock .ex-check').count(), e.checks.length);
  assert.ok((await page.locator('#exercise-dock .ex-check.pass').count()) > 0);
  // Docked below the rows, in the window with them, and the rows keep the pane's width.
  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    await page.locator('#exercise-dock').scrollIntoViewIfNeeded();
    const [calls, dock] = await Promise.all(['#panel-calls', '#exercise-dock'].map((s) => page.locator(s).boundingBox()));
    assert.ok(dock.y >= calls.y + calls.height - 1 && calls.height > 150, `${viewport.width}: the checks sit below the rows`);
    assert.equal(dock.width, calls.width);
  }
  await page.setViewportSize(WIDE);
  assert.ok((await page.locator('#exercise-dock').boundingBox()).y + 40 < WIDE.height, 'the checks are on screen at 1280×800');
  // The dock's own link lands on the row too; the screenshots show it marked.
  await page.click('#exercise-dock .ex-look');
  await page.waitForSelector('#panel-calls tr[data-call="2"].looked-at:focus');
  await screenshots('exercise_beside_calls', '#exercise-dock');
  await page.setViewportSize(PHONE);
  assert.deepEqual(await cutOff(), []);
  assert.ok((await pageOverflow())[0] <= 0, 'no sideways scrolling on a phone');
  await page.setViewportSize(WIDE);
});

test('a reload reopens the exercise and the tab beside it', async () => {
  await page.reload();
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  assert.equal(await selectedTab(), 'tab-calls');
  await page.waitForSelector('#exercise-dock:not([hidden])');
  assert.match(await page.innerText('#exercise-dock .dock-title'), /meet the retracing warning/);
  await page.click('#tab-exercises');
  assert.equal(await page.getAttribute('.ex-item[aria-current="step"]', 'data-id'), 'meet-the-retracing-warning');
  await page.click('#tab-console');
});

test('a program that crashes first gets no ✓ for what it never reached', async () => {
  await page.click('#tab-exercises');
  await page.click('#panel-exercises .ex-item[data-id="fix-by-batching"]');
  await replaceCode(page, 'import tensorflow as tf\nraise ValueError("stopped before any call")\n');
  await run();
  await page.click('#tab-console');
  const rows = page.locator('#exercise-dock .ex-check');
  assert.equal(await page.locator('#exercise-dock .ex-check.pass').count(), 0, await page.innerText('#exercise-dock'));
  assert.ok(await page.locator('#exercise-dock .ex-check.stopped').count() > 0);
  assert.match(await rows.filter({ hasText: 'at most once' }).innerText(), /not checked: the program stopped with ValueError/);
  assert.equal(await page.locator('#exercise-dock .ex-check.stopped .ex-mark').first().innerText(), '–');
  await page.click('#exercise-dock button:text-is("Close")');
  assert.equal(await page.isVisible('#exercise-dock'), false);
});

test('an error run does not make the page taller than the window, nor move it', async () => {
  const program = Array.from({ length: 60 }, (_, i) => `x${i} = ${i}`).join('\n') + '\nprint(x0 + undefined_name)\n';
  for (const tab of ['console', 'exercises']) {
    for (const viewport of [WIDE, { width: 1024, height: 700 }]) {
      await page.setViewportSize(viewport);
      await page.click(`#tab-${tab}`);
      await replaceCode(page, program);
      await run();
      await page.waitForSelector('#console .line.error', { state: 'attached' });
      assert.deepEqual(await pageOverflow(), [0, 0], `${tab} at ${viewport.width}×${viewport.height}`);
      assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 0);
      // The failing line (61 of 61) is brought into the editor's own view instead.
      await page.waitForFunction(() => {
        const line = document.querySelector('.cm-error-line')?.getBoundingClientRect();
        const view = document.querySelector('.cm-scroller').getBoundingClientRect();
        return line && line.top >= view.top && line.bottom <= view.bottom;
      }, null, { timeout: 5000 });
    }
  }
  // On a phone the page is one column: reading the output, the learner stays there.
  await page.setViewportSize(PHONE);
  await page.click('#tab-console');
  await replaceCode(page, program);
  const reading = await page.evaluate(() => {
    document.getElementById('panel-console').scrollIntoView({ block: 'start' });
    return document.scrollingElement.scrollTop;
  });
  assert.ok(reading > 0);
  // Run without scrolling to the button (a click would bring it into view first).
  await runAndWait(page, () => page.evaluate(() => document.getElementById('run').click()));
  await page.waitForSelector('.cm-error-line');
  assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), reading);
  await page.setViewportSize(WIDE);
  await page.click('#tab-console');
});

test('the badges count only the current run', async () => {
  await replaceCode(page, 'import matplotlib.pyplot as plt\nplt.plot([1, 2], [3, 4])\nplt.show()\n');
  await run();
  await page.waitForFunction(() => document.getElementById('badge-plots').textContent === '1');
  await replaceCode(page, 'print("no plot, no call")\n');
  await run();
  assert.equal(await page.innerText('#badge-plots'), '');
  assert.equal(await page.innerText('#badge-calls'), '');
});

test('a name tracelab lacks is said in its own words after the AttributeError', async () => {
  await replaceCode(page, 'import tensorflow as tf\nprint(tf.signal.fft(tf.constant([1.0])))\n');
  await run();
  await waitForConsole(page, "has no attribute 'signal'");
  const note = await page.innerText('#console .tracelab-note');
  assert.match(note, /^tracelab: tf\.signal is not in tracelab's TensorFlow/);
  assert.match(note, /tf\.math, tf\.nest, tf\.nn, tf\.random/);
});

test('the Performance sentence gives one ratio with one meaning', async () => {
  await runAndWait(page, () => page.click('#variants button[data-variant="while"]'));
  await page.click('#tab-performance');
  await page.waitForFunction(() => /cache hits/.test(document.querySelector('#panel-performance .perf-insight')?.textContent));
  const sentence = await page.innerText('#panel-performance .perf-insight');
  assert.match(sentence, /^A traced call of predict_house_values took [\d.]+ [mµ]?s: as long as [\d.]+ cache hits \([\d.]+ [mµ]?s each\)\./);
  assert.equal(sentence.match(/as long as/g).length, 1, sentence);
  await page.click('#tab-console');
});

for (const lang of ['en', 'zh-CN']) {
  test(`the tab bar is one row at 1280 px (${lang})`, async () => {
    await switchLanguage(page, lang);
    await page.setViewportSize(WIDE);
    await page.locator('#variants button[data-variant="looped"]').click();
    await page.waitForFunction(() => document.getElementById('badge-calls').textContent === '10');
    const strip = await page.evaluate(() => {
      const tabs = document.getElementById('tabs');
      const tops = new Set([...tabs.querySelectorAll('[role="tab"]')].map((t) => Math.round(t.getBoundingClientRect().top)));
      return { rows: tops.size, hidden: tabs.scrollWidth - tabs.clientWidth };
    });
    assert.deepEqual(strip, { rows: 1, hidden: 0 });
    await page.screenshot({ path: join(shots, `tabs_1280_${lang}.png`) });
    await page.setViewportSize(PHONE);
    assert.deepEqual(await cutOff(), []);
    assert.ok((await pageOverflow())[0] <= 0);
    await page.setViewportSize(WIDE);
    await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  });
}
