// A TensorFlow name tracelab lacks: the engine raises Python's AttributeError
// on the module, and web/missing_api.js names it for the page's note, with
// the list of tracelab's tf submodules, which must be the engine's own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engineEvents, noEngine } from './engine_events.mjs';
import { missingTfName, TF_MODULES } from '../../web/missing_api.js';

const errorOf = async (source) => (await engineEvents(source)).find((e) => e.type === 'error');

test('a missing tf name is found in the error the engine raises', { skip: noEngine }, async () => {
  assert.equal(missingTfName(await errorOf('import tensorflow as tf\ntf.signal.fft(tf.constant([1.0]))\n')), 'tf.signal');
  assert.equal(missingTfName(await errorOf('import tensorflow as tf\ntf.math.bessel_i0(1.0)\n')), 'tf.math.bessel_i0');
});

test('errors that are not a missing tf name give no note', { skip: noEngine }, async () => {
  assert.equal(missingTfName(await errorOf('import math\nmath.nothing_here\n')), null);
  assert.equal(missingTfName(await errorOf('x = 1\nx.nothing_here\n')), null);
  assert.equal(missingTfName(await errorOf('undefined_name\n')), null);
});

test("the note's list of tf modules is the engine's", { skip: noEngine }, async () => {
  const events = await engineEvents('import tensorflow as tf\n'
    + 'print(sorted("tf." + n for n in dir(tf) if type(getattr(tf, n)).__name__ == "module"))\n');
  const printed = events.filter((e) => e.type === 'stdout').map((e) => e.text).join('');
  assert.equal(printed.trim(), `[${TF_MODULES.map((m) => `'${m}'`).join(', ')}]`);
});
