// Runs one Python program through the CLI (`node web/cli.mjs run FILE --json`)
// and condenses its event stream into what the tracing tests compare:
// stdout lines, retracing warnings, tracing counts and the uncaught error.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cli = join(root, 'web', 'cli.mjs');

export function runProgram(source) {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-case-'));
  const file = join(dir, 'main.py');
  writeFileSync(file, source);
  // TRACELAB_RUNNER names a native event runner (tests/tools/run_events) to use
  // instead of the WASM CLI; both print the same JSON lines.
  const runner = process.env.TRACELAB_RUNNER;
  const [command, args] = runner ? [runner, [file]] : [process.execPath, [cli, 'run', file, '--json']];
  let out;
  try {
    out = execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (e) {
    out = e.stdout || '';  // exit status 1 on an uncaught Python error
  }
  const events = out.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  return condense(events);
}

function condense(events) {
  const text = events.filter((e) => e.type === 'stdout').map((e) => e.text).join('');
  const stdout = text === '' ? [] : text.replace(/\n$/, '').split('\n');
  const warnings = events.filter((e) => e.type === 'warning' && /triggered tf\.function retracing/.test(e.text))
    .map((e) => e.text);
  const summary = events.filter((e) => e.type === 'summary').pop();
  // experimental_get_tracing_count() of every tf.function object at the end,
  // summed per Python name.
  const tracesByFunction = {};
  for (const f of summary?.functions || []) tracesByFunction[f.fn] = (tracesByFunction[f.fn] || 0) + f.tracing_count;
  const traces = Object.values(tracesByFunction).reduce((a, b) => a + b, 0);
  const error = events.find((e) => e.type === 'error') || null;
  return { events, stdout, warnings, traces, tracesByFunction, error, summary };
}

// The expectations a case states (error, stdout, warnings, traces) against a run.
export function checkCase(c, r) {
  if (c.expected_error) {
    assert.ok(r.error, `expected ${c.expected_error.type}`);
    assert.equal(r.error.kind, c.expected_error.type);
    assert.ok(r.error.message.includes(c.expected_error.message_contains), r.error.message);
    if (c.expected_error.traceback_last_line !== undefined) {
      assert.equal(r.error.traceback.replace(/\n$/, '').split('\n').pop(), c.expected_error.traceback_last_line);
    }
  } else {
    assert.equal(r.error, null, r.error && r.error.traceback);
  }
  assert.deepEqual(r.stdout, c.expected_stdout);
  assert.equal(r.warnings.length, c.expected_warnings);
  (c.expected_warning_prefixes || []).forEach((prefix, i) => assert.ok(r.warnings[i].startsWith(prefix), r.warnings[i]));
  (c.expected_warning_contains || []).forEach((text, i) => assert.ok(r.warnings[i].includes(text), r.warnings[i]));
  assert.equal(r.traces, c.expected_traces);
}

// One node:test per case of a cases file beside this one (own_cases.json,
// tf_rules.json): its expectations, and beyond TensorFlow, that every trace
// says why it happened and how to avoid it.
export function testCaseFile(name) {
  const cases = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), name), 'utf8'));
  for (const c of cases) {
    test(`${c.id} (${c.rule})`, c.todo ? { todo: c.todo } : {}, () => {
      const r = runProgram(c.program);
      checkCase(c, r);
      for (const e of r.events.filter((e) => e.type === 'trace')) {
        assert.ok(e.reason && e.hint, `trace without reason/hint: ${JSON.stringify(e)}`);
      }
    });
  }
}

// The graph a run's tf.function `fn` traced (its 'graph' event).
export function graphOf(r, fn) {
  const e = r.events.find((x) => x.type === 'graph' && x.fn === fn);
  assert.ok(e, `no graph event for ${fn}`);
  return e.graph;
}

// How many nodes of graph `g` run op `op`.
export const countOps = (g, op) => g.nodes.filter((n) => n.op === op).length;
