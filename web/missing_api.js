// A TensorFlow name tracelab does not have: Python raises AttributeError on
// module 'tensorflow…' as TensorFlow would for a name it lacks, and the page
// says in tracelab's own words that this may be tracelab's limit.
// Pure: the console panel and Node tests share it.

// The submodules of tracelab's `tf`, as dir(tf) lists them
// (tests/node/missing_api.test.mjs checks the list against the engine).
export const TF_MODULES = ['tf.autodiff', 'tf.autograph', 'tf.config', 'tf.data', 'tf.dtypes', 'tf.errors', 'tf.keras',
  'tf.linalg', 'tf.math', 'tf.nest', 'tf.nn', 'tf.random'];

const MISSING = /^module '(tensorflow(?:\.[\w.]+)?)' has no attribute '(\w+)'/;

// The `tf.…` name an error event says tracelab's tensorflow lacks, or null.
export function missingTfName(event) {
  if (event?.kind !== 'AttributeError') return null;
  const m = MISSING.exec(event.message || '');
  return m ? `${m[1].replace(/^tensorflow/, 'tf')}.${m[2]}` : null;
}
