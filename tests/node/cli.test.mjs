// The CLI against python3: for programs plain CPython can run, `node web/cli.mjs
// run` must print the same stdout, exit with the same status and end stderr
// with the same exception line; --json must carry the same text as events.
// What python3 printed is recorded in tests/oracle/cli.json (record.mjs there).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync, existsSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAILS, PRINTS } from '../oracle/cases.mjs';
import { oracle } from '../oracle/oracle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'cli.mjs');
const work = mkdtempSync(join(tmpdir(), 'tracelab-cli-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const engineBuilt = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm'));
const skip = engineBuilt ? false : 'web/dist/tracelab_engine.wasm is not built';

function program(name, source) {
  const path = join(work, name);
  writeFileSync(path, source);
  return path;
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: work, timeout: 120000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const tracelab = (...args) => run(process.execPath, [cli, 'run', ...args]);
// python3's recorded run of a case of tests/oracle/cases.mjs, in `work`.
const python = (name) => {
  const r = oracle('cli', name, { dir: work });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const lastLine = (text) => text.trimEnd().split('\n').pop();

test('stdout and exit status match python3 for a program that succeeds', { skip }, () => {
  const path = program('prints.py', PRINTS);
  const expected = python('prints');
  const actual = tracelab(path);
  assert.equal(actual.stdout, expected.stdout);
  assert.equal(actual.code, 0);
  assert.equal(actual.stderr, '');
});

test('an uncaught error: traceback on stderr, exit 1, output before it kept', { skip }, () => {
  const path = program('fails.py', FAILS);
  const expected = python('fails');
  const actual = tracelab(path);
  assert.equal(expected.code, 1);
  assert.equal(actual.code, 1);
  assert.equal(actual.stdout, expected.stdout);
  assert.match(actual.stderr, /^Traceback \(most recent call last\):\n/);
  assert.equal(lastLine(actual.stderr), lastLine(expected.stderr));
});

test('--json prints one event per line with the same text and error', { skip }, () => {
  const path = program('fails_json.py', FAILS);
  const expected = python('fails');
  const actual = tracelab(path, '--json');
  assert.equal(actual.code, 1);
  assert.equal(actual.stderr, '');
  const events = actual.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
  for (const event of events) assert.equal(typeof event.type, 'string');
  const text = events.filter((e) => e.type === 'stdout').map((e) => e.text).join('');
  assert.equal(text, expected.stdout);
  for (const e of events.filter((e) => e.type === 'stdout')) assert.equal(e.phase, 'eager');
  const errors = events.filter((e) => e.type === 'error');
  assert.equal(errors.length, 1);
  assert.equal(`${errors[0].kind}: ${errors[0].message}`, lastLine(expected.stderr));
  assert.equal(errors[0].line, 3);
  const summary = events.at(-1);
  assert.equal(summary.type, 'summary');
  assert.equal(summary.ok, false);
  assert.ok(Array.isArray(summary.functions));
});

test('usage errors exit 2 and print only to stderr', () => {
  const none = run(process.execPath, [cli]);
  assert.equal(none.code, 2);
  assert.equal(none.stdout, '');
  assert.match(none.stderr, /usage: node web\/cli\.mjs run FILE\.py/);
  const unknown = run(process.execPath, [cli, 'run', 'x.py', '--bogus']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /unknown option --bogus/);
});

test('a missing program file is reported like python3 does', () => {
  const missing = join(work, 'no_such_file.py');
  const expected = python('missing-file');
  const actual = tracelab(missing);
  assert.equal(actual.code, expected.code);
  assert.equal(actual.stdout, '');
  assert.equal(actual.stderr.trim(), expected.stderr.trim().replace(/^\S*python3(\.\d+)?:/, 'python3:'));
});

// TensorFlow's frequent-retracing warning (polymorphic_function_test.py,
// test_frequent_retracing_warning): five distinct Python ints trace five times
// and log one warning, which the CLI writes to stderr as TensorFlow's logger does.
const RETRACES = `import tensorflow as tf

@tf.function
def f(x):
    return x

f(1)
f(2)
f(3)
f(4)
f(5)
print(f.experimental_get_tracing_count())
`;

test('warnings go to stderr as WARNING:tensorflow: lines, output to stdout', { skip }, () => {
  const actual = tracelab(program('retraces.py', RETRACES));
  assert.equal(actual.code, 0, actual.stderr);
  assert.equal(actual.stdout, '5\n');
  const lines = actual.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, actual.stderr);
  assert.ok(lines[0].startsWith('WARNING:tensorflow:5 out of the last 5 calls to <function f at 0x'), lines[0]);
});

// The files beside a program are copied into the engine's file system; what
// cannot be read there (a dangling link, a folder the user may not list) is
// left out and the program runs.
test('a program beside a dangling link or an unreadable entry still runs and reads its data', { skip }, () => {
  const dir = mkdtempSync(join(work, 'beside-'));
  writeFileSync(join(dir, 'rooms.csv'), 'rooms\n3\n');
  symlinkSync(join(dir, 'gone.csv'), join(dir, 'dangling.csv'));
  const path = join(dir, 'reads.py');
  writeFileSync(path, "import pandas as pd\nprint(pd.read_csv('rooms.csv')['rooms'].sum())\n");
  const actual = tracelab(path);
  assert.equal(actual.stderr, '');
  assert.equal(actual.stdout, '3\n');
  assert.equal(actual.code, 0);
});

test('a reader that stops early ends the run quietly with status 141', { skip }, () => {
  const path = program('floods.py', 'i = 0\nwhile True:\n    print(i)\n    i += 1\n');
  // `head -2` closes the pipe while the program still prints (it never ends by itself).
  const result = spawnSync('bash', ['-c', `"${process.execPath}" "${cli}" run "${path}" | head -2; echo "status \${PIPESTATUS[0]}" >&2`],
    { encoding: 'utf8', cwd: work, timeout: 120000 });
  assert.equal(result.stdout, '0\n1\n');
  assert.equal(result.stderr, 'status 141\n');
});
