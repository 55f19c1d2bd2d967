// An error raised while AutoGraph runs a tf.function's body reaches the caller
// as TensorFlow re-raises it (func_graph.py autograph_handler; autograph/impl/api.py
// converted_call, _ErrorMetadata.create_exception; autograph/pyct/error_utils.py
// ErrorMetadataBase.get_message): a new exception whose message is "in user code:",
// the program's frames from the function down to the raise (each marked "  *"), and
// "<Type>: <message>" indented. Its class is the original's for TensorFlow's errors,
// the listed built-ins and classes whose __init__ is Exception's; KeyError becomes
// error_utils.MultilineMessageKeyError; any other class becomes StagingError.
// Without AutoGraph, or run eagerly, the error is unchanged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runProgram } from './run_case.mjs';

const HEAD = 'import tensorflow as tf\n';

// The CLI names the program by the path it was given (as python3 does), the
// native runner by its base name: frames are compared by base name.
function stdoutOf(body) {
  const r = runProgram(HEAD + body);
  assert.equal(r.error, null, r.error && r.error.traceback);
  return r.stdout.map(baseNames);
}

function baseNames(text) {
  return text.replace(/File "[^"]*\/main\.py"/g, 'File "main.py"');
}

test('a ValueError raised in the body: same class, "in user code:" and the raising line', () => {
  const out = stdoutOf(`@tf.function
def f(x):
    if x.shape[0] != 2:
        raise ValueError("need two values")
    return x
try:
    f(tf.constant([1.0, 2.0, 3.0]))
except ValueError as e:
    print(type(e).__name__)
    print(e)
`);
  assert.deepEqual(out, ['ValueError', 'in user code:', '', '    File "main.py", line 5, in f  *',
    '        raise ValueError("need two values")', '', '    ValueError: need two values', '']);
});

test('an error in a helper lists the function first, then the helper', () => {
  const out = stdoutOf(`def check(x):
    raise TypeError("bad " + str(x.dtype.name))
@tf.function
def f(x):
    check(x)
    return x
try:
    f(tf.constant(1))
except TypeError as e:
    print(repr(str(e)))
`);
  assert.deepEqual(out, [String.raw`'in user code:\n\n    File "main.py", line 6, in f  *\n        check(x)\n` +
    String.raw`    File "main.py", line 3, in check  *\n        raise TypeError("bad " + str(x.dtype.name))\n\n` +
    String.raw`    TypeError: bad int32\n'`]);
});

test('classes without a string constructor become StagingError; KeyError keeps its name', () => {
  const out = stdoutOf(`class BadInput(Exception):
    pass
class Custom(ValueError):
    def __init__(self, what):
        super().__init__("custom " + what)
@tf.function
def f(kind):
    if kind == 0:
        return [1, 2][5]
    if kind == 1:
        raise BadInput("no")
    if kind == 2:
        raise Custom("x")
    return {"a": 1}["b"]
for kind in range(4):
    try:
        f(kind)
    except Exception as e:
        print(type(e).__name__, isinstance(e, IndexError), isinstance(e, KeyError), str(e).splitlines()[-1])
`);
  assert.deepEqual(out, ['StagingError False False     IndexError: list index out of range',
    'BadInput False False     BadInput: no', 'StagingError False False     Custom: custom x',
    "KeyError False True     KeyError: 'b'"]);
});

test('a tf.function traced inside another: the outer frame, then the inner ones, one message', () => {
  const out = stdoutOf(`@tf.function
def inner(x):
    return tf.reshape(x, [4])
@tf.function
def outer(x):
    return inner(x) * 2
try:
    outer(tf.constant([1, 2, 3]))
except ValueError as e:
    lines = str(e).splitlines()
    print(lines[:6])
    print(lines[7].startswith("    ValueError: Cannot reshape a tensor with 3 elements to shape [4]"))
`);
  assert.deepEqual(out, [`['in user code:', '', '    File "main.py", line 7, in outer  *', '        return inner(x) * 2', ` +
    `'    File "main.py", line 4, in inner  *', '        return tf.reshape(x, [4])']`, 'True']);
});

test('errors caught in the body, without AutoGraph or run eagerly are not rewritten', () => {
  const out = stdoutOf(`@tf.function
def caught(x):
    try:
        raise ValueError("inside")
    except ValueError as e:
        print("caught:", e)
    return x
caught(tf.constant(1))
@tf.function(autograph=False)
def plain(x):
    raise ValueError("plain")
def eager(x):
    raise ValueError("eager")
eager = tf.function(eager)
for fn in (plain, eager):
    tf.config.run_functions_eagerly(fn is eager)
    try:
        fn(tf.constant(1))
    except ValueError as e:
        print(e)
`);
  assert.deepEqual(out, ['caught: inside', 'plain', 'eager']);
});

test('checks of a staged loop or if are reported at the loop or the if', () => {
  const out = stdoutOf(`@tf.function
def grow(n):
    s = tf.constant([1])
    while n > 0:
        s = tf.concat([s, [1]], 0)
        n -= 1
    return s
@tf.function
def pick(x):
    if x > 0:
        y = tf.constant(1)
    else:
        y = tf.constant(1.0)
    return y
for fn in (grow, pick):
    try:
        fn(tf.constant(2))
    except (ValueError, TypeError) as e:
        print(str(e).splitlines()[2:6])
`);
  assert.deepEqual(out, [
    `['    File "main.py", line 5, in grow  *', '        while n > 0:', '', "    ValueError: 's' has shape (1,) before the loop, ` +
      `but shape (2,) after one iteration. Use tf.autograph.experimental.set_loop_options to set shape invariants."]`,
    `['    File "main.py", line 11, in pick  *', '        if x > 0:', '', "    TypeError: 'y' has dtype int32 in the main branch, ` +
      `but dtype float32 in the else branch"]`]);
});

test('the singleton-variable ValueError of a second trace comes through AutoGraph too', () => {
  const r = runProgram(HEAD + `@tf.function
def f(x):
    v = tf.Variable(1.0)
    return v + x
f(tf.constant(1.0))
`);
  assert.equal(r.error.kind, 'ValueError');
  const message = baseNames(r.error.message);
  assert.ok(message.startsWith('in user code:\n\n    File "main.py", line 4, in f  *\n        v = tf.Variable(1.0)\n\n' +
    '    ValueError: tf.function only supports singleton tf.Variables created on the first call.'), message);
});
