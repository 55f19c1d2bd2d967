// Output crosses from the WASM engine into JS in batches (a crossing costs as
// much as a print): a print flood arrives in few callbacks, complete and in
// order, and a line printed just before a long computation is handed over
// while the computation runs, not held until the next line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeEngine } from '../../web/node_engine.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = existsSync(join(root, 'web', 'dist', 'tracelab_engine.wasm'));

// Every callback's stdout text, in order.
function stdoutBatches(engine, source) {
  const session = new engine.Session({});
  const batches = [];
  try {
    const ok = session.run(source, 'main.py', (lines) => {
      let text = '';
      for (const json of lines.split('\n')) {
        const event = JSON.parse(json);
        if (event.type === 'stdout') text += event.text;
      }
      batches.push(text);
    });
    assert.equal(ok, true);
  } finally {
    session.delete();
  }
  return batches;
}

test('a flood of prints arrives complete, in order, in batches', { skip: !built && 'engine not built' }, async () => {
  const engine = await loadNodeEngine();
  const batches = stdoutBatches(engine, 'for i in range(20000):\n    print(i)\n');
  const expected = Array.from({ length: 20000 }, (_, i) => `${i}\n`).join('');
  assert.equal(batches.join(''), expected);
  assert.ok(batches.length <= 20000 / 16, `${batches.length} callbacks for 20000 lines`);
});

test('a line printed before a long computation is handed over during it', { skip: !built && 'engine not built' }, async () => {
  const engine = await loadNodeEngine();
  // 'b' follows 'a' at once, so it waits in the batch; the loop (millions of
  // steps, far longer than the batch's 20 ms) must pass it on.
  const source = "print('a')\nprint('b')\ns = 0\nfor i in range(2000000):\n    s += i\nprint('after', s)\n";
  const batches = stdoutBatches(engine, source).filter((text) => text !== '');
  const withB = batches.findIndex((text) => text.includes('b\n'));
  const withAfter = batches.findIndex((text) => text.includes('after'));
  assert.ok(withB >= 0 && withAfter > withB, `batches: ${JSON.stringify(batches)}`);
});
