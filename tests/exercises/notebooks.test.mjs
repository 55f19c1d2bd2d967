// Notebook export (web/notebook.js) for every exercise solution of the course
// track: run through the engine (run_exercise.mjs), exported, and checked by
// Debian's python3 with nbformat (notebook_check.py): nbformat's v4 schema
// accepts it, every code cell compiles, and the check cell, run after the
// setup cell with tracelab's own record standing in for TensorFlow, passes;
// with one tracing count off by one it fails. Programs with awkward layouts
// check that cutting into cells keeps every cell compilable.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { track } from '../../web/exercises/track.js';
import { buildNotebook } from '../../web/notebook.js';
import { programCells } from '../../web/python_cells.js';
import { root, runEvents } from './run_exercise.mjs';

const PYTHON = '/usr/bin/python3';
const hasNbformat = spawnSync(PYTHON, ['-c', 'import nbformat'], { encoding: 'utf8' }).status === 0;
const skip = !existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm')) && !process.env.TRACELAB_RUNNER
  ? 'the WASM engine is not built' : false;

function pythonCheck(cases) {
  assert.ok(hasNbformat, `${PYTHON} cannot import nbformat (.ci/setup.sh installs python3-nbformat)`);
  const r = spawnSync(PYTHON, [join(root, 'tests', 'exercises', 'notebook_check.py')],
    { input: JSON.stringify(cases), encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

// The case notebook_check.py replays: tracelab's warnings, printed text and counts.
function recordOf(name, source, events, { counts } = {}) {
  const summary = events.find((e) => e.type === 'summary');
  return {
    name,
    notebook: buildNotebook(source, events, { title: name }),
    warnings: events.filter((e) => e.type === 'warning' && (e.logger ?? 'tensorflow') === 'tensorflow').map((e) => e.text),
    printed: events.filter((e) => e.type === 'stdout' && e.phase !== 'run').map((e) => e.text).join(''),
    counts: counts ?? Object.fromEntries(summary.functions.map((f) => [f.fn, f.tracing_count])),
  };
}

test('every exercise solution exports a notebook that nbformat accepts, compiles, and whose check passes', { skip }, () => {
  const records = track.map((e) => recordOf(e.id, e.solution, runEvents(e.solution)));
  const results = pythonCheck(records);
  assert.equal(results.length, track.length);
  let checkedFunctions = 0;
  for (const [i, r] of results.entries()) {
    assert.equal(r.schema, null, `${r.name}: ${r.schema}`);
    assert.deepEqual(r.compile, [], r.name);
    assert.match(r.check, /^Tracing counts and retracing warnings are as tracelab showed: /, `${r.name}: ${r.check}`);
    assert.match(r.check, /The printed output is the same as in tracelab\.\n$/, r.name);
    const source = records[i].notebook.cells.at(-1).source.join('');
    checkedFunctions += (/^TRACING_COUNTS = \{(.*)\}$/m.exec(source)[1].match(/": \d+/g) ?? []).length;
  }
  assert.ok(checkedFunctions >= track.length / 2, `only ${checkedFunctions} functions checked over ${track.length} exercises`);
});

test('the check cell fails when TensorFlow traced differently or logged other warnings', { skip }, () => {
  const e = track.find((x) => x.id === 'meet-the-retracing-warning');
  const events = runEvents(e.solution);
  const traced = recordOf('one more trace', e.solution, events, { counts: { predict_house_values: 11 } });
  const quiet = { ...recordOf('no warnings', e.solution, events), warnings: [] };
  const [moreTraces, noWarnings] = pythonCheck([traced, quiet]);
  assert.equal(moreTraces.check, 'AssertionError: predict_house_values traced 11 times here, 10 times in tracelab');
  assert.match(noWarnings.check, /^AssertionError: TensorFlow logged 0 retracing warnings for predict_house_values here, [1-9] in tracelab$/);
});

const AWKWARD = `import tensorflow as tf

# A comment above a function goes with it.
@tf.function(
    input_signature=[tf.TensorSpec([None], tf.float32)],
)

def f(x):
    """A docstring

with a blank line and text at column 0
"""
    y = x

# a comment at column 0 inside the body
    return y

try:
    f(tf.constant([1.0]))

except ValueError:
    pass

else:
    print("ran")
values = [
    1,

2,
]
text = "a \\
b"
print(values, text)
`;

test('cutting a program into cells keeps each cell compilable and the program whole', () => {
  const cells = programCells(AWKWARD);
  assert.equal(cells.join('\n\n'), AWKWARD.trimEnd());
  assert.deepEqual(cells.map((c) => c.split('\n')[0]), ['import tensorflow as tf', '# A comment above a function goes with it.', 'try:']);
  const events = [{ type: 'summary', ok: true, functions: [{ fn: 'f', tracing_count: 1, warnings: 0 }] }];
  const [r] = pythonCheck([{ name: 'awkward', notebook: buildNotebook(AWKWARD, events), warnings: [], printed: '', counts: null }]);
  assert.equal(r.schema, null);
  assert.deepEqual(r.compile, []);
});

test('the schema check rejects a cell without its id or outputs', () => {
  const events = [{ type: 'summary', ok: true, functions: [] }];
  const broken = (edit) => {
    const notebook = buildNotebook('print(1)\n', events);
    edit(notebook.cells[1]);
    return { name: 'broken', notebook, warnings: [], printed: '', counts: null };
  };
  const results = pythonCheck([broken((cell) => delete cell.id), broken((cell) => delete cell.outputs)]);
  for (const r of results) assert.match(r.schema ?? '', /cells\[1\]/);
});
