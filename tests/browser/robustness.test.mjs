// The page under programs that misbehave and links and text that try to:
// a flood of prints finishes and folds, Stop answers during an endless print
// loop, runaway programs end with Python's error or are stopped while nothing
// typed or uploaded is lost, a share link never overwrites the learner's own
// program, learner text is shown as text everywhere, and the page runs under
// a Content-Security-Policy that forbids inline script.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  root, shots, launch, watchCsp, openPage, replaceCode, runAndWait, waitForConsole, editorCode, stdoutLines,
  waitForEngine,
} from './page_helpers.mjs';
import { CONTENT_SECURITY_POLICY, WORKER_CONTENT_SECURITY_POLICY } from '../../.ci/serve.mjs';
import { encodeCode } from '../../web/share.js';

let env;
let routed;  // a second browser for the tests that rewrite responses with page.route
const violations = [];
const pageErrors = [];
let expectedViolations = 0;  // the inline-script probe's own

before(async () => {
  env = await launch();
  await watchCsp(env.context, violations);
});

after(async () => {
  await env?.close();
  await routed?.close();
});

const open = (url = env.baseUrl) => openPage(env.context, url, pageErrors);

// A new page whose responses a test rewrites: page.route cannot see what the
// page's service worker answers, so these pages run in a browser without it.
async function routedPage() {
  if (!routed) {
    routed = await launch({ serviceWorkers: 'block' });
    await watchCsp(routed.context, violations);
  }
  const page = await routed.context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}
const status = (page) => page.locator('#status').innerText();
const consoleStats = (page) => page.evaluate(() => window.tracelab.output.stats());

// Clicks the element and returns the download's text.
async function downloadText(page, selector) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return readFileSync(await download.path(), 'utf8');
}

// The program has printed at least n lines. (During a flood the console shows
// only its newest few hundred lines, so no particular line's text is sure to be
// on screen when a test looks.)
const printed = (page, n) => page.waitForFunction(
  (least) => window.tracelab.output.stats().lines >= least, n, { timeout: 60000, polling: 100 });

// The console has filled back up after a flood (it shows the newest lines
// first and the ones above once output pauses).
const settled = (page, shown) => page.waitForFunction(
  (n) => window.tracelab.output.stats().shown >= n, shown, { timeout: 30000, polling: 100 });

test('a flood of a million printed lines finishes, shows the last line and folds the rest', async (t) => {
  const page = await open();
  await replaceCode(page, 'for i in range(1000000):\n    print(i)\n');
  const start = Date.now();
  await runAndWait(page, () => page.click('#run'), 240000);
  t.diagnostic(`1e6 prints: run to finished in the page ${Date.now() - start} ms; ${await status(page)}`);
  assert.match(await status(page), /^Finished in/);
  await settled(page, 3000);
  const stats = await consoleStats(page);
  assert.equal(stats.lines, 1000000);
  assert.equal(stats.shown, 3000, 'the newest 3000 lines are elements');
  assert.equal(await page.locator('#console > .line').count(), 3000);
  const texts = await page.locator('#console .line.stdout .text').evaluateAll((els) => els.map((e) => e.textContent));
  assert.equal(texts[texts.length - 1], '999999');
  assert.equal(texts[0], '997000');
  assert.equal(await page.locator('#console .console-fold .fold-count').innerText(), '997,000 more lines above');
  await page.screenshot({ path: join(shots, 'console_folded.png') });

  // Folded lines come back a thousand at a time, above the visible ones.
  await page.click('#console .fold-more');
  assert.equal(await page.locator('#console .console-fold .fold-count').innerText(), '996,000 more lines above');
  assert.equal(await page.locator('#console .line.stdout .text').first().textContent(), '996000');
  assert.equal(await page.locator('#console > .line').count(), 4000);

  // The whole output saves as a text file.
  const saved = await downloadText(page, '#console .fold-save');
  const lines = saved.split('\n');
  assert.equal(lines.length, 1000001);
  assert.equal(lines[0], '0');
  assert.equal(lines[999999], '999999');
  assert.equal(lines[1000000], '');
  await page.close();
});

// Another static server sends no isolation headers: no shared memory, so no
// backpressure; the page still takes a flood in slices.
test('without cross-origin isolation a flood still finishes and Stop still answers', async () => {
  const page = await routedPage();
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    delete headers['cross-origin-opener-policy'];
    delete headers['cross-origin-embedder-policy'];
    await route.fulfill({ response, headers });
  });
  await page.goto(routed.baseUrl);
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  assert.equal(await page.evaluate(() => crossOriginIsolated), false);
  await replaceCode(page, 'for i in range(200000):\n    print(i)\n');
  await runAndWait(page, () => page.click('#run'), 120000);
  await settled(page, 3000);
  assert.equal((await consoleStats(page)).lines, 200000);
  assert.equal(await page.locator('#console .line.stdout .text').last().textContent(), '199999');
  await replaceCode(page, 'i = 0\nwhile True:\n    print(i)\n    i += 1\n');
  await page.click('#run');
  await printed(page, 1000);
  await spareLoaded(page);
  const latency = await stopLatency(page);
  assert.ok(latency.inPage < 1000, `Stop took ${latency.inPage} ms`);
  await page.close();
});

test('output beyond 16 MB is let go from its oldest end, and the console and the saved file say so', async () => {
  const page = await open();
  await replaceCode(page, 'line = "x" * 1000\nfor i in range(20000):\n    print(i, line)\n');
  await runAndWait(page, () => page.click('#run'), 120000);
  await settled(page, 3000);
  const stats = await consoleStats(page);
  assert.equal(stats.lines, 20000);
  assert.ok(stats.firstKept > 3000 && stats.firstKept < 20000 - 3000, JSON.stringify(stats));
  assert.ok(stats.kept <= 16 << 20, JSON.stringify(stats));
  assert.match(await page.locator('#console .fold-kept').innerText(),
    new RegExp(`the first ${stats.firstKept.toLocaleString('en-US')} lines are no longer kept`));
  const saved = await downloadText(page, '#console .fold-save');
  const lines = saved.split('\n');
  assert.match(lines[0], /^\[tracelab: the first [\d,]+ lines of this output were not kept/);
  assert.ok(lines[1].startsWith(`${stats.firstKept} xxx`), lines[1].slice(0, 20));
  assert.ok(lines[lines.length - 2].startsWith('19999 xxx'));
  await page.close();
});

test('a very long line shows its start and a note; the saved output has all of it', async () => {
  const page = await open();
  await replaceCode(page, 'print("y" * 300000)\nprint("after")\n');
  await runAndWait(page, () => page.click('#run'));
  const first = page.locator('#console .line.stdout').first();
  assert.equal((await first.locator('.text').textContent()).length, 100000);
  assert.match(await first.locator('.line-cut').textContent(), /rest of this long line is in the saved output/);
  assert.equal(await page.locator('#console .line.stdout .text').last().textContent(), 'after');
  const text = await page.evaluate(() => window.tracelab.output.text());
  assert.equal(text, `${'y'.repeat(300000)}\nafter\n`);
  await page.close();
});

// Stop is measured in the page, from the click event's time stamp to the
// status bar saying Ready: the time a learner waits.
async function stopLatency(page) {
  await page.evaluate(() => {
    const seen = {};
    window.__stopTiming = seen;
    document.getElementById('stop').addEventListener('click', (e) => { seen.click = e.timeStamp; }, { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (seen.click !== undefined && document.getElementById('status').dataset.state === 'ready') {
        seen.ready = performance.now();
        observer.disconnect();
      }
    }).observe(document.getElementById('status'), { attributes: true, attributeFilter: ['data-state'] });
  });
  const start = Date.now();
  await page.click('#stop');
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 30000 });
  const outside = Date.now() - start;
  const { click, ready } = await page.evaluate(() => window.__stopTiming);
  return { inPage: ready - click, outside };
}

// The spare engine a long run starts is loaded before Stop is pressed (on a
// busy machine that can take a few seconds: setup time, not Stop's).
const spareLoaded = (page) => page.waitForFunction(() => window.tracelab.engine.spare?.ready === true,
  null, { timeout: 60000, polling: 100 });

test('Stop answers within a second during an endless print loop, and the next run works', async (t) => {
  const page = await open();
  const code = 'i = 0\nwhile True:\n    print(i)\n    i += 1\n';
  await replaceCode(page, code);
  await page.click('#run');
  await printed(page, 1000);
  await spareLoaded(page);
  await page.waitForTimeout(1000);  // the flood is in full swing
  const shownBefore = await consoleStats(page);
  assert.ok(shownBefore.lines > 1000, JSON.stringify(shownBefore));
  const latency = await stopLatency(page);
  t.diagnostic(`Stop during a print flood: ${latency.inPage.toFixed(0)} ms in the page (${latency.outside} ms seen from the test)`);
  assert.ok(latency.inPage < 1000, `Stop took ${latency.inPage} ms`);
  assert.match(await page.locator('#console').innerText(), /Stopped\./);
  assert.equal(await editorCode(page), code, 'the program is still in the editor');
  await replaceCode(page, 'print("after the flood")\n');
  await runAndWait(page, () => page.click('#run'));
  assert.deepEqual(await stdoutLines(page), ['after the flood']);
  await page.close();
});

// ---- runaway programs ----

// Each ends with Python's (or TensorFlow's) error, or Stop ends it within a
// second; either way the page answers, the next run works, and the program
// typed and the file uploaded are still there. (The flood of a million
// prints is the first test above.) `kind`: the error CPython or TensorFlow
// raises, as its traceback's last line names it; `within`: how soon it must (ms).
const RUNAWAY = [
  { name: 'an endless loop', code: 'while True:\n    pass\n', stop: true },
  // The engine raises MemoryError once its 2 GB are used up, about 40 s on a
  // 2-core machine: Stop ends it sooner.
  { name: 'an ever-growing list', code: 'grow = []\nwhile True:\n    grow.append(len(grow))\n', stop: true },
  { name: 'a list of a billion items', code: 'big = [0] * 10**9\n', kind: 'MemoryError', within: 5000 },
  { name: 'a string of ten billion characters', code: "big = 'a' * 10**10\n", kind: 'MemoryError', within: 5000 },
  { name: 'a tensor of 10^10 floats', code: 'import tensorflow as tf\nbig = tf.zeros([100000, 100000])\n',
    kind: 'tensorflow.python.framework.errors_impl.ResourceExhaustedError' },
];

const runs = (page) => page.evaluate(() => Number(document.body.dataset.runs || 0));

test('runaway programs end with Python\'s error or Stop, and nothing typed or uploaded is lost', async (t) => {
  const page = await open();
  await page.evaluate(() => localStorage.clear());
  const csv = 'rooms,value\n3,120.5\n';
  await page.setInputFiles('#csv-input', { name: 'kept.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.waitForSelector('#files-list li[data-file="kept.csv"]');
  for (const runaway of RUNAWAY) {
    await t.test(runaway.name, async (st) => {
      const code = `print("start")\n${runaway.code}print("not reached")\n`;
      await replaceCode(page, code);
      const before = await runs(page);
      const start = Date.now();
      await page.click('#run');
      await waitForConsole(page, 'start');
      const wait = runaway.stop ? 1500 : (runaway.within ?? 60000);
      const finished = await page.waitForFunction((n) => Number(document.body.dataset.runs || 0) > n, before,
        { timeout: wait, polling: 100 }).then(() => true, () => false);
      let outcome;
      if (finished) {
        outcome = (await page.locator('#console .line.error').textContent()).trimEnd().split('\n').pop();
      } else {
        await spareLoaded(page);
        const latency = await stopLatency(page);
        outcome = `still running after ${Date.now() - start - latency.outside} ms; Stop took ${latency.inPage.toFixed(0)} ms in the page`;
        assert.ok(latency.inPage < 1000, `${runaway.name}: Stop took ${latency.inPage} ms`);
        assert.match(await page.locator('#console').innerText(), /Stopped\./);
      }
      st.diagnostic(`${runaway.name}: ${outcome}`);
      assert.equal(await page.getAttribute('#status', 'data-state'), 'ready');
      assert.deepEqual(await stdoutLines(page), ['start']);
      assert.equal(await editorCode(page), code, 'the program is still in the editor');
      assert.equal(await page.evaluate(() => localStorage.getItem('tracelab.code')), code);
      assert.equal(await page.locator('#files-list li[data-file="kept.csv"]').count(), 1);
      if (runaway.kind) assert.ok(outcome === runaway.kind || outcome.startsWith(`${runaway.kind}:`), outcome);
      else assert.equal(finished, false, outcome);
    });
  }
  // The next run works and still reads the uploaded file.
  await replaceCode(page, 'import pandas as pd\nprint(pd.read_csv("kept.csv")["value"].sum())\n');
  await runAndWait(page, () => page.click('#run'));
  assert.deepEqual(await stdoutLines(page), ['120.5'], await page.locator('#console').innerText());
  await page.close();
});

// ---- deep recursion ----

// A browser Worker's own stack holds about 400 Python levels; the page runs
// deep recursion on fresh stacks (web/engine_loader.js), so the limits are
// CPython's: 990 levels work run after run, and one more than the limit is
// CPython's RecursionError (traceback recorded from python3) with its line
// marked. Every program of tests/programs/limits (recursion through repr,
// properties, __getattr__, f-strings, nested data and source) runs as python3 ran it.
const LIMITS = join(root, 'tests', 'programs', 'limits');
const golden = (name, ext) => readFileSync(join(LIMITS, `${name}.${ext}`), 'utf8');
const errorText = (page) => page.locator('#console .line.error').textContent();

test('recursion in the page reaches CPython\'s limits: 990 levels work, deeper is RecursionError', async (t) => {
  const page = await open();
  const depth990 = 'def depth(n):\n    return 0 if n == 0 else depth(n - 1) + 1\nprint(depth(990))\n';
  for (let run = 0; run < 3; run++) {
    await replaceCode(page, depth990);
    await runAndWait(page, () => page.click('#run'));
    assert.deepEqual(await stdoutLines(page), ['990'], await page.locator('#console').innerText());
    await replaceCode(page, golden('recursion_error', 'py'));
    await runAndWait(page, () => page.click('#run'));
    assert.equal((await errorText(page)).trimEnd(), golden('recursion_error', 'err').trimEnd());
    assert.equal(await page.locator('.cm-error-line').count(), 1, 'the failing line is marked');
  }
  const programs = readdirSync(LIMITS).filter((f) => f.endsWith('.py')).map((f) => f.slice(0, -3));
  for (const name of programs) {
    await t.test(name, async () => {
      await replaceCode(page, golden(name, 'py'));
      await runAndWait(page, () => page.click('#run'));
      assert.deepEqual(await stdoutLines(page), golden(name, 'out').split('\n').slice(0, -1));
      const err = existsSync(join(LIMITS, `${name}.err`)) ? golden(name, 'err').trimEnd() : null;
      assert.equal(err && (await errorText(page)).trimEnd(), err);
    });
  }
  await page.close();
});

// ---- share links ----

const linkFor = (code) => `${env.baseUrl}#code=${encodeCode(code)}`;

test('a share link opens beside the saved program and never overwrites it', async () => {
  const page = await open();
  await page.evaluate(() => localStorage.clear());
  const mine = 'print("program A, my own")\n';
  await replaceCode(page, mine);
  const shared = 'print("program B, from a link")\n';
  await page.goto(linkFor(shared));
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  assert.equal(await editorCode(page), shared);
  assert.equal(await page.getAttribute('#link-bar', 'data-kind'), 'link');
  assert.match(await page.innerText('#link-bar'), /Opened from a link/);
  await page.screenshot({ path: join(shots, 'share_bar.png') });
  assert.equal(await page.evaluate(() => localStorage.getItem('tracelab.code')), mine);

  // Edits to the link's program are kept in its own slot.
  await page.click('.cm-content');
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('print("edited")\n');
  const edited = `${shared}print("edited")\n`;
  assert.equal(await editorCode(page), edited);
  assert.equal(await page.evaluate(() => localStorage.getItem('tracelab.code')), mine);

  // The link again: its program as the learner left it.
  await page.reload();
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  assert.equal(await editorCode(page), edited);

  // The plain address: the learner's own program, and the link's still reachable.
  await page.goto(env.baseUrl);
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  assert.equal(await editorCode(page), mine);
  assert.equal(await page.getAttribute('#link-bar', 'data-kind'), 'kept');
  await page.screenshot({ path: join(shots, 'share_bar_kept.png') });
  await page.click('#link-bar button:text-is("Open it")');
  assert.equal(await editorCode(page), edited);
  assert.equal(await page.getAttribute('#link-bar', 'data-kind'), 'link');
  await page.click('#link-bar button:text-is("Back to my program")');
  assert.equal(await editorCode(page), mine);
  assert.equal(await page.evaluate(() => localStorage.getItem('tracelab.code')), mine);

  // Keeping it is the one way it replaces the learner's program.
  await page.click('#link-bar button:text-is("Open it")');
  await page.click('#link-bar button:text-is("Keep it as my program")');
  assert.equal(await page.isHidden('#link-bar'), true);
  assert.equal(await page.evaluate(() => localStorage.getItem('tracelab.code')), edited);
  await page.reload();
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  assert.equal(await editorCode(page), edited);
  assert.equal(await page.isHidden('#link-bar'), true);
  await page.close();
});

test('the learner\'s own shared link reopens their program without a bar', async () => {
  const page = await open();
  await page.evaluate(() => localStorage.clear());
  await replaceCode(page, 'print("mine to share")\n');
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#code='));
  await replaceCode(page, 'print("mine, edited after sharing")\n');
  await page.reload();
  await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
  assert.equal(await editorCode(page), 'print("mine, edited after sharing")\n');
  assert.equal(await page.isHidden('#link-bar'), true);
  await page.close();
});

test('a link whose program is not valid base64url or UTF-8 says so and opens the learner\'s program', async () => {
  const page = await open();
  await page.evaluate(() => localStorage.clear());
  const mine = 'print("still mine")\n';
  await replaceCode(page, mine);
  const badUtf8 = Buffer.from([0x70, 0xff, 0xfe, 0x28]).toString('base64url');
  for (const [fragment, reason] of [['code=%%%not*base64', /not valid base64url/], ['code=abcde', /not valid base64url/],
    [`code=${badUtf8}`, /not valid UTF-8/]]) {
    await page.goto(`${env.baseUrl}#${fragment}`);
    await page.reload();  // a fragment change alone does not reload
    await page.waitForSelector('#status[data-state="ready"]', { timeout: 60000 });
    assert.equal(await page.getAttribute('#link-bar', 'data-kind'), 'invalid', fragment);
    assert.match(await page.innerText('#link-bar'), reason);
    assert.equal(await editorCode(page), mine);
  }
  await page.screenshot({ path: join(shots, 'share_bar_invalid.png') });
  await page.click('#link-bar button:text-is("Dismiss")');
  assert.equal(await page.isHidden('#link-bar'), true);
  assert.equal(await page.evaluate(() => location.hash), '');
  // A link pasted into the open tab changes only the fragment: it opens too.
  await page.evaluate((hash) => { location.hash = hash; }, `#code=${encodeCode('print("pasted")\n')}`);
  await page.waitForSelector('#link-bar[data-kind="link"]');
  assert.equal(await editorCode(page), 'print("pasted")\n');
  assert.equal(await page.evaluate(() => localStorage.getItem('tracelab.code')), mine);
  await page.close();
});

// ---- learner text is text ----

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const CSV_NAME = '<img src=x onerror=alert(1)>.csv';

test('printed text, tracebacks, plot text, file names and exercise feedback are shown as text, never run', async () => {
  const page = await open();
  await page.evaluate(() => localStorage.clear());
  const dialogs = [];
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); dialog.dismiss(); });
  await page.setInputFiles('#csv-input', { name: CSV_NAME, mimeType: 'text/csv', buffer: Buffer.from(`a\n${SCRIPT}\n`) });
  await page.waitForSelector('#files-list li');
  assert.ok((await page.locator('#console').textContent()).includes(`Loaded ${CSV_NAME}`));
  const code = [
    'import tensorflow as tf',
    'import matplotlib.pyplot as plt',
    `IMG = '${IMG}'`,
    `SCRIPT = '${SCRIPT}'`,
    'print(IMG)',
    'import pandas as pd',
    `print(pd.read_csv('${CSV_NAME}')['a'][0])`,
    '',
    '@tf.function',
    'def f(x):',
    '    print("tracing", IMG)',
    '    tf.print("graph", SCRIPT)',
    '    return x + 1',
    '',
    'f(tf.constant(1))',
    '',
    '@tf.function',
    'def g(s):',
    '    return tf.constant(1)',
    '',
    'g(IMG)',
    'g(SCRIPT)',
    'plt.plot([1, 2], [3, 4], label=IMG)',
    'plt.title(IMG)',
    'plt.xlabel(SCRIPT)',
    'plt.suptitle(SCRIPT)',
    'plt.legend()',
    'plt.show()',
    'print(SCRIPT)',
    'raise ValueError(IMG + SCRIPT)',
    '',
  ].join('\n');
  await replaceCode(page, code);
  await runAndWait(page, () => page.click('#run'));
  const lines = await page.locator('#console .line.stdout').evaluateAll(
    (els) => els.map((e) => [e.dataset.phase, e.lastChild.textContent]));
  assert.deepEqual(lines, [['eager', IMG], ['eager', SCRIPT], ['trace', `tracing ${IMG}`], ['run', `graph ${SCRIPT}`],
    ['eager', SCRIPT]]);
  const traceback = await page.locator('#console .line.error').textContent();
  assert.ok(traceback.endsWith(`ValueError: ${IMG}${SCRIPT}\n`), traceback);
  assert.equal(await page.locator('#files-list li').evaluate((li) => li.firstChild.textContent.split(' (')[0]), CSV_NAME);

  await page.click('#tab-plots');
  await page.waitForSelector('#panel-plots .plot-figure');
  assert.equal(await page.locator('#panel-plots figcaption span').first().textContent(), `Figure 1: ${SCRIPT}`);
  const described = await page.getAttribute('#panel-plots .plot-figure', 'aria-label');
  assert.ok(described.includes(`${IMG}:`) && described.includes(`labelled ${IMG}`), described);
  const svg = await downloadText(page, '#panel-plots .plot-download');
  assert.ok(!svg.includes('<img') && !svg.includes('<script'), 'the SVG file escapes the text');
  assert.ok(svg.includes('&lt;script&gt;window.__pwned=1&lt;/script&gt;'));

  // Python values in the trace reasons, signatures and the graph picker.
  await page.click('#tab-calls');
  assert.ok((await page.locator('#panel-calls').textContent()).includes(`changed from '${IMG}' to '${SCRIPT}'`));
  await page.click('#tab-cache');
  const signatures = await page.locator('#panel-cache .cache-table td.sig').allTextContents();
  assert.ok(signatures.includes(`g(s: Literal['${IMG}'])`) && signatures.includes(`g(s: Literal['${SCRIPT}'])`), signatures.join('\n'));
  await page.click('#tab-graph');
  await page.waitForSelector('#panel-graph .gnode');
  assert.ok((await page.locator('#panel-graph').textContent()).includes(`(s: Literal['${SCRIPT}'])`));
  await page.click('#tab-exercises');
  await page.waitForSelector('#panel-exercises .ex-item[data-id="look-at-the-data"]');
  await page.click('#panel-exercises .ex-item[data-id="look-at-the-data"]');
  await runAndWait(page, () => page.click('#panel-exercises .ex-actions button:text-is("Run and check")'));
  const feedback = await page.locator('#panel-exercises .ex-checks').textContent();
  assert.ok(feedback.includes(SCRIPT), feedback);

  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual(dialogs, []);
  assert.equal(await page.locator('img').count(), 0, 'no element was made from the text');
  assert.equal(await page.locator('script:not([src])').count(), 0);
  await page.screenshot({ path: join(shots, 'text_not_markup.png') });
  await page.close();
});

// ---- Content-Security-Policy ----

test('the server and index.html carry one Content-Security-Policy that forbids inline script', async () => {
  const response = await fetch(env.baseUrl);
  assert.equal(response.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY);
  const module = await fetch(new URL('web/app.js', env.baseUrl));
  assert.equal(module.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY);
  // The engine's Embind glue needs new Function: in its Worker only.
  const worker = await fetch(new URL('web/engine_worker.js', env.baseUrl));
  assert.equal(worker.headers.get('content-security-policy'), WORKER_CONTENT_SECURITY_POLICY);
  assert.equal(WORKER_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY.replace("'wasm-unsafe-eval'", "'wasm-unsafe-eval' 'unsafe-eval'"));
  assert.doesNotMatch(CONTENT_SECURITY_POLICY, /'unsafe-eval'/);
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
  assert.ok(meta, 'index.html has the policy');
  // frame-ancestors is ignored in a <meta> policy, so only the header has it.
  assert.equal(meta[1], CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''));
  assert.match(CONTENT_SECURITY_POLICY, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  assert.doesNotMatch(CONTENT_SECURITY_POLICY, /script-src[^;]*'unsafe-inline'/);
});

test('an inline script put into the page does not run', async () => {
  const page = await open();
  const before = violations.length;
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = "script element"';
    document.body.append(script);
    document.body.insertAdjacentHTML('beforeend', '<img id="probe" src="web/favicon.svg" onload="window.__inlineRan = \'handler\'">');
    const link = document.createElement('a');
    link.id = 'probe-link';
    link.href = 'javascript:window.__inlineRan = "url"';
    link.textContent = 'probe';
    document.body.append(link);
    link.click();
  });
  await page.waitForFunction((n) => window.__tracelabCspViolation && document.getElementById('probe').complete, before);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.__inlineRan), undefined);
  const reported = violations.slice(before).map((v) => v.directive).sort();
  // The script element, the javascript: URL and the handler, each refused by
  // both the header's policy and the <meta> one.
  assert.deepEqual(reported, ['script-src-attr', 'script-src-attr', 'script-src-elem', 'script-src-elem',
    'script-src-elem', 'script-src-elem']);
  expectedViolations += reported.length;
  await page.evaluate(() => { document.getElementById('probe').remove(); document.getElementById('probe-link').remove(); });
  // The page still runs programs.
  await replaceCode(page, 'print("still running")\n');
  await runAndWait(page, () => page.click('#run'));
  assert.deepEqual(await stdoutLines(page), ['still running']);
  await page.close();
});

// A run that fails below Python (a WebAssembly trap: C++ cleanup never ran)
// must not poison the next: the page says so once, drops that engine and runs
// the next program in a fresh one. The trap is injected where the Worker calls
// into the engine, as a real one would surface there.
test('a run that traps in WebAssembly is reported once and the next run gets a fresh engine', async () => {
  const page = await routedPage();
  await page.route('**/web/engine_worker.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('const ok = await runSession(',
      "if (request.source.includes('# trap below Python')) throw new WebAssembly.RuntimeError('memory access out of bounds');\n    const ok = await runSession(");
    assert.ok(body.includes('# trap below Python'), 'the Worker still calls runSession');
    await route.fulfill({ response, body });
  });
  const closed = [];
  page.on('worker', (worker) => worker.on('close', () => closed.push(worker.url())));
  await page.goto(routed.baseUrl);
  await waitForEngine(page);
  const program = 'print("before")\n# trap below Python\n';
  await replaceCode(page, program);
  await runAndWait(page, () => page.click('#run'));
  await waitForConsole(page, 'The engine failed while running this program (memory access out of bounds)');
  assert.equal(await editorCode(page), program, 'the program is kept');
  await page.waitForFunction(() => document.getElementById('status').dataset.state === 'ready', null, { timeout: 60000 });
  await page.screenshot({ path: join(shots, 'engine_trap.png') });
  assert.ok(closed.length >= 1, 'the Worker that trapped was ended');
  await replaceCode(page, 'print(sum(range(10)))\n');
  await runAndWait(page, () => page.click('#run'));
  assert.deepEqual(await stdoutLines(page), ['45']);
  await page.close();
});

test('no page reported a CSP violation or an uncaught error', () => {
  assert.equal(violations.length, expectedViolations, JSON.stringify(violations, null, 1));
  assert.deepEqual(pageErrors, []);
});
