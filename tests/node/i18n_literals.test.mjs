// No page text is left outside the catalogs in the files that speak through
// web/i18n/: a scan for English words in the places a string reaches the
// learner (text, titles, aria labels, status lines) and for text in
// index.html that no data-i18n attribute covers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '../../web/i18n/en.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (path) => readFileSync(join(repo, path), 'utf8');

// The page's modules that show words; each says them with t().
export const CONVERTED = [
  'web/app.js', 'web/lazy_panel.js', 'web/engine_client.js', 'web/editor.js', 'web/data_files.js',
  'web/programs.js', 'web/share.js', 'web/variants/switch.js', 'web/variants/compare.js', 'web/knobs_bar.js',
  'web/panels/console.js', 'web/panels/output_log.js', 'web/panels/dataframe_table.js', 'web/panels/timeline.js', 'web/panels/cache.js', 'web/panels/exercises.js',
  'web/panels/graph.js', 'web/panels/graph_drawing.js', 'web/panels/graph_story.js', 'web/panels/graph_passes.js',
  'web/panels/graph_pair.js', 'web/panels/performance.js', 'web/panels/plots.js', 'web/plot_svg.mjs',
  'web/exercises/checks.js', 'web/i18n/page_language.js', 'web/look.js',
  'web/panels/stepper.js', 'web/panels/stepper_graph.js', 'web/panels/predict.js', 'web/panels/prediction_strip.js',
  'web/panels/compare.js', 'web/graph_diff.js', 'web/prediction.js',
  'web/link_options.js', 'web/link_page.js', 'web/teach.js', 'web/exercises/custom.js', 'web/tabs.js',
];

// A literal with two English words in a row, in a place the learner reads.
const SHOWN = [
  /\.(textContent|title|placeholder)\s*=\s*(['`"])(?=[^'`"]*[A-Za-z]{2,}[\s,:]+[A-Za-z]{2,})/,
  /setAttribute\(\s*'(aria-label|title|alt)'\s*,\s*(['`"])(?=[^'`"]*[A-Za-z]{2,})/,
  /\bel\(\s*'[^']*'\s*,\s*'[^']*'\s*,\s*(['`])(?=[^'`]*[A-Za-z]{2,}\s+[A-Za-z]{2,})/,
  /\bcell\(\s*'[^']*'\s*,\s*(['`])(?=[^'`]*[A-Za-z]{2,}\s+[A-Za-z]{2,})/,
  /\}\s*,\s*(['`])(?=[^'`]*[A-Za-z]{2,}\s+[A-Za-z]{2,})/,
  /\.(append|note|push)\(\s*(['`])(?!<)(?=[^'`]*[A-Za-z]{2,}\s+[A-Za-z]{2,})/,  // not SVG markup
  /\bonStatus\(\s*'[a-z]+'\s*,\s*`/,
  /\b(ok|fail)\(\s*(['`])(?=[^'`]*[A-Za-z]{2,}\s+[A-Za-z]{2,})/,  // a check's detail
];

function strayLiterals(source) {
  const found = [];
  let inStarter = false;
  source.split('\n').forEach((line, i) => {
    if (/^export const STARTER = `/.test(line)) inStarter = true;  // a Python program, not page text
    if (inStarter) { if (/^`;/.test(line)) inStarter = false; return; }
    if (/\/\/ as TensorFlow prints it/.test(line)) return;  // TensorFlow's words stay as printed
    const code = line.replace(/^\s*\/\/.*$/, '').replace(/\s\/\/ .*$/, '');
    if (SHOWN.some((pattern) => pattern.test(code))) found.push(`${i + 1}: ${line.trim()}`);
  });
  return found;
}

test('converted modules show no English literal outside the catalogs', () => {
  const stray = CONVERTED.flatMap((path) => strayLiterals(read(path)).map((hit) => `${path}:${hit}`));
  assert.deepEqual(stray, []);
});

test('the scan finds the literals it is meant to find', () => {
  const samples = [
    "note.textContent = 'No figures yet: call plt.show()';",
    "button.setAttribute('aria-label', `Remove ${name}`);",
    "row.append(el('td', 'num', 'cache hit'));",
    "el('button', { type: 'button', onclick }, 'Load starter'),",
    "this.console.note('Stopped the run.');",
    "this.onStatus('failed', `The engine could not start: ${text}`);",
    "return fail(`no prediction for ${c.fn} was made`);",
  ];
  for (const sample of samples) assert.equal(strayLiterals(sample).length, 1, sample);
  assert.deepEqual(strayLiterals("row.append(el('td', 'num time', t('calls.hit')));\n// a comment with 'two words'"), []);
});

// index.html's words: every text node and labelled attribute is covered by
// data-i18n (text), data-i18n-title, data-i18n-aria-label or -content.
function uncoveredHtml(html) {
  const body = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(\w+)\b[^>]*\stranslate="no"[^>]*>[^<]*<\/\1>/g, '')
    .replace(/<(script|style|code)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<(\w+)\b[^>]*\sdata-i18n="[^"]*"[^>]*>[^<]*<\/\1>/g, '');
  const found = [];
  for (const m of body.matchAll(/>([^<]*[A-Za-z]{2,}[^<]*)</g)) found.push(`text: ${m[1].trim()}`);
  for (const tag of body.matchAll(/<[a-z]+\b[^>]*>/g)) {
    for (const [attr, key] of [['title', 'data-i18n-title'], ['aria-label', 'data-i18n-aria-label'], ['content', 'data-i18n-content']]) {
      const has = new RegExp(`\\s${attr}="[^"]*[A-Za-z]{2,}`).test(tag[0]);
      if (has && !tag[0].includes(key) && !/http-equiv|name="(viewport|color-scheme)"/.test(tag[0])) found.push(`${attr}: ${tag[0]}`);
    }
  }
  return found;
}

test('index.html has no text outside the catalogs', () => {
  assert.deepEqual(uncoveredHtml(read('index.html')), []);
  assert.equal(uncoveredHtml('<p title="Some words">Plain text</p>').length, 2);
});

test('every id index.html names has its string', () => {
  const ids = [...read('index.html').matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(ids.length > 20);
  assert.deepEqual(ids.filter((id) => !(id in en)), []);
});
