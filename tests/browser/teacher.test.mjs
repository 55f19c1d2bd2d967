// Teacher links, in Debian's Chromium: a link opens an exercise with a
// chosen tab first, the Show solution button and a tab hidden, in Chinese,
// or a predictor variant, run, with the Calls tab first;
// a malformed link opens the page with a note of what it left out; the
// teacher's dialog (?teach) lists the track with a link each, builds an
// exercise of the teacher's own whose link opens in a new page and whose
// checks pass on its solution's run; the same exercise loads from its JSON
// file; and its title, holding an <img onerror> tag, shows as literal text.
// Screenshots of the dialog at 1280×800 and 390×844.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editorCode, launch, openPage, runAndWait, shots, watchCsp } from './page_helpers.mjs';
import { track } from '../../web/exercises/track.js';

const TITLE = 'Trace once <img src=x onerror="window.__owned=1">';
const STARTER = `import tensorflow as tf

@tf.function
def double(x):
    return x * 2

print(double(tf.constant(1.0)))
print(double(tf.constant(2.0)))
`;

let browser;
const pageErrors = [];
const cspViolations = [];

before(async () => {
  browser = await launch();
  await watchCsp(browser.context, cspViolations);
});

after(async () => {
  await browser?.close();
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(cspViolations, []);
});

const text = (page, selector) => page.locator(selector).first().innerText();
const ownLink = { value: null, json: null };

test('a link opens an exercise with a chosen tab first, the solution button and a tab hidden, in Chinese', async () => {
  const page = await openPage(browser.context,
    `${browser.baseUrl}#ex=meet-the-retracing-warning&tab=predict&hide=solution,graph&lang=zh-CN`, pageErrors);
  await page.waitForSelector('#panel-predict .predict-strip');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal(await page.getAttribute('#tab-predict', 'aria-selected'), 'true');
  assert.equal(await page.isHidden('#tab-graph'), true);
  assert.equal(await page.isHidden('#link-note'), true);  // nothing was dropped
  await page.click('#tab-exercises');
  assert.equal(await page.getAttribute('#panel-exercises .ex-item[aria-current="step"]', 'data-id'), 'meet-the-retracing-warning');
  assert.equal(await text(page, '#panel-exercises .ex-title'), '3. 在循环中预测房价，认识重新跟踪警告');
  const actions = await page.locator('#panel-exercises .ex-actions button:visible').allInnerTexts();
  assert.deepEqual(actions, ['加载初始代码', '运行并检查']);
  // Arrow keys skip the hidden tab: from Calls, right goes to Steps.
  await page.click('#tab-calls');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getAttribute('#tab-steps', 'aria-selected'), 'true');
  await page.close();
});

test('a link opens a predictor variant, runs it and shows the tab it names', async () => {
  const page = await browser.context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await runAndWait(page, () => page.goto(`${browser.baseUrl}#variant=batched&tab=calls&hide=files`));
  assert.equal(await page.getAttribute('#tab-calls', 'aria-selected'), 'true');
  assert.equal(await page.getAttribute('#variants button[data-variant="batched"]', 'aria-pressed'), 'true');
  assert.match(await editorCode(page), /input_signature/);
  assert.equal(await page.isHidden('#files-bar'), true);
  assert.ok(await page.locator('#panel-calls table.calls tbody tr').count() > 0);
  await page.close();
});

test('a malformed or oversized link opens the page and says what it left out', async () => {
  const page = await openPage(browser.context,
    `${browser.baseUrl}#ex=no-such-exercise&tab=nowhere&hide=console&variant=%E0%A4&custom=@@@&lang=en`, pageErrors);
  await page.waitForSelector('#link-note:not([hidden])');
  const note = await text(page, '#link-note');
  for (const said of ['the tab “nowhere”', 'hiding the Console tab', 'the exercise “no-such-exercise”', 'it is not base64url text']) {
    assert.ok(note.includes(said), note);
  }
  assert.equal(await page.getAttribute('#tab-console', 'aria-selected'), 'true');
  await page.screenshot({ path: join(shots, 'teacher_link_note.png') });
  await page.goto(`${browser.baseUrl}#code=${'A'.repeat(30000)}`);
  await page.waitForSelector('#link-bar[data-kind="invalid"]');
  assert.match(await text(page, '#link-bar'), /22500 characters; a link carries at most 20000/);
  await page.close();
});

test('the teacher\'s dialog lists the track with a link each, carrying the options chosen', async () => {
  const page = await openPage(browser.context, `${browser.baseUrl}?teach`, pageErrors);
  await page.waitForSelector('dialog.teach[open]');
  const rows = page.locator('.teach-track .teach-link-row');
  assert.equal(await rows.count(), track.length);
  assert.equal(await rows.first().locator('.teach-link').inputValue(), `${browser.baseUrl}#ex=${track[0].id}&tab=exercises&lang=en`);
  await page.selectOption('.teach-first-tab', 'calls');
  await page.check('.teach-hide-solution');
  await page.check('.teach-hidden input[data-tab="plots"]');
  await page.selectOption('.teach-lang', 'zh-CN');
  const link = await rows.nth(2).locator('.teach-link').inputValue();
  assert.equal(link, `${browser.baseUrl}#ex=${track[2].id}&tab=calls&hide=plots,solution&lang=zh-CN`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(shots, 'teacher_wide.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, 'teacher_narrow.png') });
  const wide = await page.$eval('dialog.teach', (d) => d.scrollWidth - d.clientWidth);
  assert.equal(wide, 0, 'the dialog does not scroll sideways on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.close();
});

test('a teacher builds an exercise; its link opens it in a new page, where its checks pass', async () => {
  const page = await openPage(browser.context, `${browser.baseUrl}?teach`, pageErrors);
  await page.waitForSelector('dialog.teach[open]');
  await page.click('.teach-make-link');
  assert.match(await text(page, '.teach-status'), /^Not yet: it has no title\.$/);
  await page.fill('.teach-own-title', TITLE);
  await page.fill('.teach-own-lesson', 'A tensor of the same dtype and shape reuses the trace.');
  await page.fill('.teach-own-starter', STARTER);
  const row = (n) => page.locator('.teach-check-row').nth(n);
  await row(0).locator('.teach-check-text').fill('the program runs without an error');
  await page.click('.teach-add-check');
  await row(1).locator('[data-param="fn"]').fill('double');
  await row(1).locator('[data-param="exactly"]').fill('1');
  await row(1).locator('.teach-check-text').fill('double traces once for two float32 scalars');
  await page.click('.teach-add-check');
  await row(2).locator('.teach-check-kind').selectOption('stdoutContains');
  await row(2).locator('[data-param="contains"]').fill('tf.Tensor(4.0');
  await row(2).locator('.teach-check-text').fill('the second call prints 4.0');
  await page.click('.teach-make-link');
  const link = await page.locator('.teach-output .teach-link').inputValue();
  assert.match(link, /#custom=[A-Za-z0-9_-]+&tab=exercises&lang=en$/);
  ownLink.value = link;
  await page.locator('.teach-own').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'teacher_own.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.teach-download')]);
  ownLink.json = readFileSync(await download.path(), 'utf8');
  assert.equal(JSON.parse(ownLink.json).title, TITLE);
  await page.close();

  const learner = await openPage(browser.context, link, pageErrors);
  await learner.waitForSelector('#panel-exercises .ex-title');
  assert.equal(await learner.getAttribute('#tab-exercises', 'aria-selected'), 'true');
  await showsTitleAsText(learner);
  await learner.click('#panel-exercises .ex-actions button:text-is("Load starter")');
  await runAndWait(learner, () => learner.click('#panel-exercises .ex-actions button:text-is("Run and check")'));
  const checks = await text(learner, '#panel-exercises .ex-checks');
  assert.equal(await text(learner, '#panel-exercises .ex-summary'), 'All 3 checks pass: exercise done.', checks);
  assert.match(checks, /double traces once for two float32 scalars/);
  await learner.screenshot({ path: join(shots, 'teacher_custom_exercise.png') });
  await learner.close();
});

// The title holds an <img onerror> tag: it shows as text, and no image exists.
async function showsTitleAsText(page) {
  assert.equal(await text(page, '#panel-exercises .ex-title'), `${track.length + 1}. ${TITLE}`);
  assert.equal(await text(page, '#panel-exercises .ex-item[aria-current="step"] .ex-item-title'), TITLE);
  assert.equal(await page.locator('#panel-exercises img').count(), 0);
  assert.equal(await page.evaluate(() => window.__owned), undefined);
}

test('the same exercise opens from its JSON file; a malformed file is refused with the reason', async () => {
  assert.ok(ownLink.json, 'the previous test wrote the file');
  const page = await openPage(browser.context, browser.baseUrl, pageErrors);
  await page.click('#tab-exercises');
  const input = '#panel-exercises .ex-tools input[type="file"]';
  await page.waitForSelector(input, { state: 'attached' });
  // The file is read asynchronously: wait for the note about this file.
  const noteAbout = async (name) => {
    const note = '#panel-exercises .ex-file-note';
    await page.waitForFunction(([sel, file]) => document.querySelector(sel)?.textContent.includes(file), [note, name]);
    return text(page, note);
  };
  await page.setInputFiles(input, { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"title": ') });
  assert.equal(await noteAbout('broken.json'), 'The page did not open broken.json: it is not JSON.');
  const huge = JSON.stringify({ ...JSON.parse(ownLink.json), lesson: 'x'.repeat(20000) });
  await page.setInputFiles(input, { name: 'huge.json', mimeType: 'application/json', buffer: Buffer.from(huge) });
  assert.match(await noteAbout('huge.json'), /^The page did not open huge\.json: it is \d+ bytes; an exercise is at most 16000\.$/);
  await page.setInputFiles(input, { name: 'exercise.json', mimeType: 'application/json', buffer: Buffer.from(ownLink.json) });
  await page.waitForSelector('#panel-exercises .ex-file-note', { state: 'hidden' });
  await showsTitleAsText(page);
  assert.equal(await page.locator('#panel-exercises .ex-checks li').count(), 3);
  await page.close();
});
