// The engine in two parts (.ci/split_engine.mjs): learners' first programs
// run on the part the page loads; a program that needs more loads the rest
// once, on its first call into it, and runs as the whole engine would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadNodeEngine } from '../../web/node_engine.mjs';
import { DEFERRED_WASM } from '../../web/engine_split.js';
import { PAGE_LIMITS } from '../../web/page_limits.js';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
const skip = existsSync(join(dist, 'tracelab_engine.wasm')) ? false : 'the WASM engine is not built';

// An engine that counts the loads of its deferred part and lists the
// Python-source modules whose text it asks for.
async function countingEngine() {
  const loads = { count: 0, sources: [] };
  const engine = await loadNodeEngine({
    onDeferredLoad: () => { loads.count += 1; },
    onModuleSource: (name) => { loads.sources.push(name); },
  });
  return { engine, loads };
}

function run(engine, source, limits = {}) {
  const session = new engine.Session(limits);
  const stdout = [];
  let ok;
  try {
    ok = session.run(source, 'main.py', (lines) => {
      for (const json of lines.split('\n')) {
        const event = JSON.parse(json);
        if (event.type === 'stdout') stdout.push(event.text);
      }
    });
  } finally {
    session.delete();
  }
  return { ok, stdout: stdout.join('') };
}

test('the page loads the smaller part; the rest is a file of its own', { skip }, () => {
  const primary = gzipSync(readFileSync(join(dist, 'tracelab_engine.wasm'))).length;
  const deferred = gzipSync(readFileSync(join(dist, DEFERRED_WASM))).length;
  assert.ok(deferred > 100_000, `the deferred part holds real code (${deferred} bytes gzip)`);
  assert.ok(primary < 2 * (primary + deferred) / 3, `the loaded part is under two thirds of the engine (${primary} of ${primary + deferred} bytes gzip)`);
});

test('the starter program runs as the page runs it without the deferred part', { skip }, async () => {
  const { engine, loads } = await countingEngine();
  const source = readFileSync(join(dist, '..', 'variants', '1_looped_python_list.py'), 'utf8');
  const result = run(engine, source, PAGE_LIMITS);
  assert.equal(result.ok, true);
  assert.match(result.stdout, /\d/);
  assert.equal(loads.count, 0);
});

test('a program beyond the first ones loads the deferred part once and runs as CPython does', { skip }, async () => {
  const { engine, loads } = await countingEngine();
  const source = [
    'import cmath, json',
    'print(cmath.sqrt(-4), cmath.phase(-1.0))',
    'print(json.dumps({"b": [1, 2.5, None], "a": True}, sort_keys=True))',
    'print(2 ** 100 // 3, complex(1, -2) * 1j)',
    'try:',
    '    int("x7")',
    'except ValueError as e:',
    '    print("ValueError:", e)',
  ].join('\n');
  const first = run(engine, source);
  assert.equal(first.ok, true);
  assert.equal(first.stdout, [
    '2j 3.141592653589793',
    '{"a": true, "b": [1, 2.5, null]}',
    '422550200076076467165567735125 (2+1j)',
    "ValueError: invalid literal for int() with base 10: 'x7'",
    '',
  ].join('\n'));
  assert.equal(loads.count, 1);
  const again = run(engine, source);
  assert.equal(again.stdout, first.stdout);
  assert.equal(loads.count, 1, 'the deferred part is loaded once per engine');
});

test('tf.Module is read from its own module text, once, and only by the programs that use it', { skip }, async () => {
  const { engine, loads } = await countingEngine();
  const plain = 'import tensorflow as tf\nprint(tf.constant([1.0, 2.0]) * 2.0)\n';
  assert.equal(run(engine, plain).stdout, 'tf.Tensor([2. 4.], shape=(2,), dtype=float32)\n');
  assert.deepEqual(loads.sources, [], 'import tensorflow loads no module text');
  const program = [
    'import tensorflow as tf',
    'class Scale(tf.Module):',
    '    def __init__(self):',
    '        super().__init__()',
    '        self.k = tf.Variable(3.0, name="k")',
    '    @tf.function',
    '    def __call__(self, x):',
    '        return self.k * x',
    's = Scale()',
    'print(s.name, [v.name for v in s.trainable_variables], s(tf.constant(2.0)).numpy())',
  ].join('\n');
  const first = run(engine, program);
  assert.equal(first.ok, true);
  assert.equal(first.stdout, "scale ['k:0'] 6.0\n");
  assert.deepEqual(loads.sources, ['_tf_module']);
  assert.equal(run(engine, program).stdout, first.stdout);
  assert.deepEqual(loads.sources, ['_tf_module', '_tf_module'], 'each session imports its modules afresh');
});
