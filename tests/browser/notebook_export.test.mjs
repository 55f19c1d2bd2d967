// Open as notebook in the page: before a run of the program in the editor it
// says to run first; after one it downloads the notebook web/notebook.js
// builds from that run (tests/exercises/notebooks.test.mjs checks such
// notebooks with nbformat and python3).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, openPage, replaceCode, runAndWait, watchCsp } from './page_helpers.mjs';

const PROGRAM = `import tensorflow as tf

@tf.function
def double(x):
    return 2 * x

for n in range(3):
    double(n)
print(double.experimental_get_tracing_count())
`;

let browser;
let page;
const pageErrors = [];
const cspViolations = [];

before(async () => {
  browser = await launch();
  await watchCsp(browser.context, cspViolations);
  page = await openPage(browser.context, browser.baseUrl, pageErrors);
});

after(async () => {
  await browser?.close();
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(cspViolations, []);
});

test('Open as notebook asks for a run of the program in the editor first', async () => {
  await replaceCode(page, PROGRAM);
  await page.click('#notebook');
  assert.match(await page.locator('#console').innerText(), /Run the program first/);
});

test('after a run it downloads the program and a check of that run as a notebook', async () => {
  await runAndWait(page, () => page.click('#run'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#notebook')]);
  assert.equal(download.suggestedFilename(), 'tracelab_program.ipynb');
  const notebook = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(notebook.nbformat, 4);
  const sources = notebook.cells.map((cell) => cell.source.join(''));
  const program = notebook.cells.filter((cell) => cell.id.startsWith('program-')).map((cell) => cell.source.join(''));
  assert.equal(program.join('\n\n'), PROGRAM.trimEnd());
  assert.match(sources.at(-1), /^TRACING_COUNTS = \{"double": 3\}$/m);
  assert.match(sources.at(-1), /^PRINTED = "3\\n"$/m);
});
