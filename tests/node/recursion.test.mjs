// Deep recursion through the WASM engine: Python's own limit (1000 frames, as
// in CPython) is reached before the host's stack, 990 levels work run after
// run in one engine instance, and on a small host stack (Node's main thread)
// recursion still ends in Python's RecursionError, never in the host's
// "Maximum call stack size exceeded". Expected outputs come from the golden
// programs recorded from python3 (tests/programs/limits/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { once } from 'node:events';
import { engineWorker, loadNodeEngine } from '../../web/node_engine.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm'));
const limits = join(root, 'tests', 'programs', 'limits');
const DEPTH_990 = 'def depth(n):\n    return 0 if n == 0 else depth(n - 1) + 1\nprint(depth(990))\n';

function runOne(engine, source) {
  const session = new engine.Session({});
  let stdout = '';
  let error = null;
  try {
    const ok = session.run(source, 'main.py', (lines) => {
      for (const json of lines.split('\n')) {
        const event = JSON.parse(json);
        if (event.type === 'stdout') stdout += event.text;
        if (event.type === 'error') error = event;
      }
    });
    return { ok, stdout, error };
  } finally {
    session.delete();
  }
}

// The programs a worker runs: each is [name, source]; replies with every result.
async function runAll(programs) {
  const engine = await loadNodeEngine();
  return programs.map(([name, source]) => ({ name, ...runOne(engine, source) }));
}

if (!isMainThread) {
  runAll(workerData.programs).then((results) => parentPort.postMessage(results));
} else {
  const inEngineWorker = async (programs) => {
    const worker = engineWorker(new URL(import.meta.url), { programs });
    const [results] = await once(worker, 'message');
    await worker.terminate();
    return results;
  };

  test('990 levels of recursion work in 50 consecutive runs of one engine, around runs that overflow', { skip: !built && 'engine not built' }, async () => {
    const programs = [];
    for (let i = 0; i < 50; i++) {
      programs.push(['depth 990', DEPTH_990]);
      if (i % 10 === 0) programs.push(['overflow', readFileSync(join(limits, 'recursion_error.py'), 'utf8')]);
    }
    const results = await inEngineWorker(programs);
    const expectedError = readFileSync(join(limits, 'recursion_error.err'), 'utf8');
    for (const r of results) {
      if (r.name === 'depth 990') {
        assert.equal(r.stdout, '990\n');
        assert.ok(r.ok);
      } else {
        assert.equal(r.ok, false);
        assert.equal(r.error.kind, 'RecursionError');
        assert.equal(r.error.traceback, expectedError);
      }
    }
  });

  test('recursion through the engine\'s own C++ ends in CPython\'s RecursionError', { skip: !built && 'engine not built' }, async () => {
    const names = ['recursion_property', 'recursion_repr', 'recursion_getattr', 'recursion_str_fstring', 'nested_list_repr'];
    const programs = names.map((n) => [n, readFileSync(join(limits, `${n}.py`), 'utf8')]);
    for (const r of await inEngineWorker(programs)) {
      assert.equal(r.stdout, readFileSync(join(limits, `${r.name}.out`), 'utf8'), r.name);
      assert.equal(r.error?.traceback, readFileSync(join(limits, `${r.name}.err`), 'utf8'), r.name);
    }
  });

  test('on a small host stack deep recursion is a RecursionError and the engine stays usable', { skip: !built && 'engine not built' }, async () => {
    // Node's main thread has under 1 MB of stack: less than 1000 Python frames may
    // fit, but whatever fits, the outcome is Python's, never the host's overflow.
    const engine = await loadNodeEngine();
    for (const depth of [990, 3000, 100000]) {
      const r = runOne(engine, `def d(n):\n    return 0 if n == 0 else d(n - 1) + 1\nprint(d(${depth}))\n`);
      if (r.ok) {
        assert.equal(r.stdout, `${depth}\n`);
      } else {
        assert.equal(r.error.kind, 'RecursionError');
        assert.match(r.error.traceback, /^Traceback \(most recent call last\):\n/);
        assert.match(r.error.traceback, /\nRecursionError: maximum recursion depth exceeded\n$/);
      }
    }
    assert.deepEqual(runOne(engine, 'print(sum(range(10)))\n').stdout, '45\n');
  });

  test('on a small host stack every program of tests/programs/limits ends as Python would, never in the host', { skip: !built && 'engine not built' }, async () => {
    // Recursion through repr, properties, __getattr__, f-strings, nested data
    // and source: fewer levels may fit than in python3, so an output may stop
    // early, but the only error is the recorded one or a RecursionError.
    const engine = await loadNodeEngine();
    for (const name of readdirSync(limits).filter((f) => f.endsWith('.py'))) {
      const r = runOne(engine, readFileSync(join(limits, name), 'utf8'));
      const recorded = join(limits, name.replace(/\.py$/, '.err'));
      if (r.ok) continue;
      const expected = existsSync(recorded) ? readFileSync(recorded, 'utf8').trimEnd().split('\n').pop().split(':')[0] : null;
      assert.ok(['RecursionError', expected].includes(r.error.kind), `${name}: ${r.error.kind}: ${r.error.message}`);
    }
  });
}
