# tf_rules cases for rule 9 (gradients through staged control flow:
# tf.GradientTape through tf.while_loop, tf.cond and AutoGraph's if/while/for,
# eagerly and inside tf.function), each with the TensorFlow test it follows.
# The programs are tracelab's own.
#   Eagerly, tf.while_loop is a Python loop over eager ops (while_loop.py: the
#   executing_eagerly branch) and tf.cond runs only the taken branch, so the tape
#   sees exactly the ops that ran: a variable or tensor the run never touched has
#   gradient None, and a loop that runs zero times returns its inputs themselves.
#   Inside a tf.function the loop is one While op (while_v2) and the cond one If
#   op (cond_v2) whose inputs are everything either branch or the body captures:
#   _IfGrad's _create_zeros_for_none_grads gives the untaken branch zeros where
#   the other branch has a gradient, and _WhileGrad differentiates the body with
#   unconnected_gradients="zero" (resource inputs start from zeros, see
#   _preprocess_grad), so an input of the op that the run did not use gets 0.0,
#   not None; only a tensor that reaches the op through nothing but a
#   predicate (which has no gradient) stays None.
#   AutoGraph's staged loops need every variable the loop creates, including the
#   function's return value, to be set by one iteration: a `return` inside a
#   tf.range / tensor-condition loop that runs zero times fails at run time in
#   control_flow._tf_while_stmt's Assert with InvalidArgumentError
#   "loop must iterate at least once to initialize the function return value".
from tf_rules_lib import case  # noqa: F401

R9 = "9 gradients through control flow: "
WV2 = "tensorflow/python/kernel_tests/control_flow/while_v2_test.py: "
CV2 = "tensorflow/python/kernel_tests/control_flow/cond_v2_test.py: "
CFT = "tensorflow/python/kernel_tests/control_flow/control_flow_ops_py_test.py: "
GUIDE = "tensorflow/docs site/en/guide/autodiff.ipynb: "
WL = "tensorflow/python/ops/while_loop.py: while_loop (eager branch)"
CV2SRC = "tensorflow/python/ops/cond_v2.py: _IfGrad, _create_zeros_for_none_grads"
WV2SRC = "tensorflow/python/ops/while_v2.py: _WhileGrad, _preprocess_grad, _grad_fn (unconnected_gradients=\"zero\")"
AG = "tensorflow/python/autograph/operators/control_flow.py: "
LCF = "tensorflow/python/autograph/tests/loop_control_flow_test.py: "
LOOP_RETURN = "loop must iterate at least once to initialize the function return value"

# ---------------------------------------------------------------------------------
# Eager: tf.while_loop / tf.cond called eagerly under a tape (no tf.function).
# ---------------------------------------------------------------------------------

case("grad_eager_while_power", R9 + "eager tf.while_loop multiplying by x three times: d(x**3)/dx",
     WV2 + "WhileV2Test.testGradientTape; " + WL,
     """import tensorflow as tf
x = tf.constant(2.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    _, y = tf.while_loop(lambda i, p: i < 3, lambda i, p: (i + 1, p * x),
                         [tf.constant(0), tf.constant(1.0)])
print(y.numpy())
print(tape.gradient(y, x).numpy())
""", 0, stdout=["8.0", "12.0"])

case("grad_eager_while_multiple_loop_vars", R9 + "eager tf.while_loop with two loop vars; persistent tape, gradients of each output and of both",
     WV2 + "WhileV2Test.testMultipleLoopVars",
     """import tensorflow as tf
x = tf.constant(5.0)
y = tf.constant(3.0)
with tf.GradientTape(persistent=True) as tape:
    tape.watch([x, y])
    a, b = tf.while_loop(lambda v, w: v < 45.0, lambda v, w: (v * w, v + w), [x, y])
print(a.numpy(), b.numpy())
print(tape.gradient(a, x).numpy(), tape.gradient(b, x).numpy(), tape.gradient([a, b], x).numpy())
print(tape.gradient(a, y).numpy(), tape.gradient(b, y).numpy(), tape.gradient([a, b], y).numpy())
""", 0, stdout=["120.0 23.0", "39.0 4.0 43.0", "55.0 6.0 61.0"])

case("grad_eager_while_variable_in_body", R9 + "eager tf.while_loop reading a tf.Variable in its body: the tape watches it",
     WV2 + "WhileV2Test.testGradientTapeResourceVariable (eagerly); " + CFT + "ControlFlowTest.testWhileGrad_ResourceVariable",
     """import tensorflow as tf
v = tf.Variable(3.0)
with tf.GradientTape() as tape:
    _, x = tf.while_loop(lambda i, x: i < 2, lambda i, x: (i + 1, x * v),
                         [tf.constant(0), tf.constant(2.0)])
print(x.numpy())
print(tape.gradient(x, v).numpy())
""", 0, stdout=["18.0", "12.0"])

case("grad_eager_while_zero_iterations", R9 + "eager tf.while_loop that runs zero times returns its input: d/dx = 1, the unread variable is None",
     WL + " (no iteration: the loop vars come back as given); " + WV2 + "WhileV2Test.testGradientTapeResourceVariable",
     """import tensorflow as tf
v = tf.Variable(3.0)
x = tf.constant(2.0)
for n in [2, 0]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        _, p = tf.while_loop(lambda i, p: i < n, lambda i, p: (i + 1, p * v), [tf.constant(0), x])
    gx, gv = tape.gradient(p, [x, v])
    print(p.numpy(), gx.numpy(), gv)
""", 0, stdout=["18.0 9.0 tf.Tensor(12.0, shape=(), dtype=float32)", "2.0 1.0 None"])

case("grad_eager_while_replaced_loop_var_none", R9 + "eager: a loop var the body replaces by another tensor has no gradient (None)",
     CFT + "ControlFlowTest.testWhileGrad_Const (staged it is 0.0; eagerly nothing connects c0)",
     """import tensorflow as tf
c0 = tf.constant(0.0)
c1 = tf.constant(1.0)
with tf.GradientTape() as tape:
    tape.watch(c0)
    _, y = tf.while_loop(lambda t, _: t < 1, lambda t, _: (t + 1, c1), [tf.constant(0), c0])
print(y.numpy(), tape.gradient(y, c0))
""", 0, stdout=["1.0 None"])

case("grad_eager_while_second_derivative", R9 + "nested tapes around an eager tf.while_loop: first and second derivative",
     WV2 + "WhileV2Test.testDoubleDerivative, testDoubleDerivativeEager",
     """import tensorflow as tf
x = tf.constant(2.0)
with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
        inner.watch(x)
        y = tf.while_loop(lambda v: v < 8.0, lambda v: v * v, [x])[0]
    g = inner.gradient(y, x)
print(y.numpy(), g.numpy(), outer.gradient(g, x).numpy())
""", 0, stdout=["16.0 32.0 48.0"])

case("grad_eager_nested_while", R9 + "eager nested tf.while_loop (sum of powers n**0..n**5)",
     WV2 + "WhileV2Test.testNestedWhile",
     """import tensorflow as tf
n = tf.constant(3.0)
m = tf.constant(5.0)
def body(i, total):
    _, p = tf.while_loop(lambda c, _: c > 0, lambda c, v: (c - 1.0, v * n), [i, tf.constant(1.0)])
    return i - 1.0, total + p
with tf.GradientTape() as tape:
    tape.watch(n)
    _, s = tf.while_loop(lambda i, _: i >= 0, body, [m, tf.constant(0.0)])
print(s.numpy())
print(tape.gradient(s, n).numpy())
""", 0, stdout=["364.0", "547.0"])

case("grad_eager_cond_taken_branch", R9 + "eager tf.cond: only the branch that ran is differentiated",
     CV2 + "CondV2Test.testSecondDerivative (first derivative, both predicates)",
     """import tensorflow as tf
x = tf.constant(3.0)
for flag in [True, False]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.cond(tf.constant(flag), lambda: x * x * x, lambda: x)
    print(y.numpy(), tape.gradient(y, x).numpy())
""", 0, stdout=["27.0 27.0", "3.0 1.0"])

case("grad_eager_cond_second_derivative", R9 + "nested tapes around an eager tf.cond: 3x**2 and 6x",
     CV2 + "CondV2Test.testSecondDerivative (true branch)",
     """import tensorflow as tf
x = tf.constant(3.0)
with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
        inner.watch(x)
        y = tf.cond(x > 0.0, lambda: x * x * x, lambda: x)
    g = inner.gradient(y, x)
print(g.numpy(), outer.gradient(g, x).numpy())
""", 0, stdout=["27.0 18.0"])

case("grad_eager_cond_untaken_variable_none", R9 + "eager tf.cond: the variable of the untaken branch and the predicate's input get None",
     GUIDE + "Control flow (a different variable on each branch; dx is None)",
     """import tensorflow as tf
x = tf.constant(1.0)
v0 = tf.Variable(2.0)
v1 = tf.Variable(2.0)
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    result = tf.cond(x > 0.0, lambda: v0 * 3.0, lambda: v1 * v1)
dv0, dv1 = tape.gradient(result, [v0, v1])
print(dv0)
print(dv1)
print(tape.gradient(result, x))
""", 0, stdout=["tf.Tensor(3.0, shape=(), dtype=float32)", "None", "None"])

case("grad_eager_cond_inside_while", R9 + "eager tf.cond inside an eager tf.while_loop body",
     CFT + "ControlFlowTest.testWhileCondGrad_Simple (cond in a loop body); " + WL,
     """import tensorflow as tf
x = tf.constant(2.0)
def body(i, p):
    return i + 1, tf.cond(i % 2 == 0, lambda: p * x, lambda: p + x)
with tf.GradientTape() as tape:
    tape.watch(x)
    _, p = tf.while_loop(lambda i, p: i < 4, body, [tf.constant(0), tf.constant(1.0)])
print(p.numpy())
print(tape.gradient(p, x).numpy())
""", 0, stdout=["10.0", "9.0"])

case("grad_eager_tensor_array_stack", R9 + "eager tf.TensorArray written in a tf.while_loop and stacked: gradient of the stack",
     CV2 + "CondV2Test.testCondAndTensorArray (TensorArray as loop var); " + WV2 + "WhileV2Test.testWhileAndTensorArray",
     """import tensorflow as tf
x = tf.constant(2.0)
def body(i, p, ta):
    p = p * x
    return i + 1, p, ta.write(i, p)
with tf.GradientTape() as tape:
    tape.watch(x)
    _, _, ta = tf.while_loop(lambda i, p, ta: i < 3, body,
                             [tf.constant(0), tf.constant(1.0), tf.TensorArray(tf.float32, size=3)])
    stacked = ta.stack()
print(stacked.numpy())
print(tape.gradient(stacked, x).numpy())
""", 0, stdout=["[2. 4. 8.]", "17.0"])

case("grad_eager_persistent_two_targets", R9 + "persistent tape over an eager loop: gradients of the loop output and of a value computed from it",
     GUIDE + "Gradient tapes (persistent=True); " + WV2 + "WhileV2Test.testMultipleWhileLoops",
     """import tensorflow as tf
x = tf.constant(2.0)
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    _, y = tf.while_loop(lambda i, p: i < 3, lambda i, p: (i + 1, p * x),
                         [tf.constant(0), tf.constant(1.0)])
    z = y * y
print(tape.gradient(y, x).numpy())
print(tape.gradient(z, x).numpy())
print(tape.gradient(z, y).numpy())
""", 0, stdout=["12.0", "192.0", "16.0"])

case("grad_eager_unwatched_constant_none", R9 + "a constant the tape does not watch gets None even though the loop uses it",
     GUIDE + "Controlling what the tape watches (tape.watch of a tf.Tensor); " + WV2 + "WhileV2Test.testCaptureExternalTensorInBody",
     """import tensorflow as tf
x = tf.constant(2.0)
c = tf.constant(5.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    _, y = tf.while_loop(lambda i, p: i < 2, lambda i, p: (i + 1, p * x + c),
                         [tf.constant(0), tf.constant(1.0)])
gx, gc = tape.gradient(y, [x, c])
print(y.numpy(), gx.numpy(), gc)
""", 0, stdout=["19.0 9.0 None"])

# ---------------------------------------------------------------------------------
# Staged, tape inside the tf.function (While / If ops recorded on the tape).
# ---------------------------------------------------------------------------------

case("grad_fn_while_loop_variable", R9 + "tape inside a tf.function around tf.while_loop reading a variable",
     WV2 + "WhileV2Test.testGradientTapeResourceVariable; " + CFT + "ControlFlowTest.testWhileGrad_EagerResourceVariable",
     """import tensorflow as tf
v = tf.Variable(3.0)
@tf.function
def f():
    with tf.GradientTape() as tape:
        _, x = tf.while_loop(lambda i, x: i < 2, lambda i, x: (i + 1, x * v),
                             [tf.constant(0), tf.constant(2.0)])
    return x, tape.gradient(x, v)
x, g = f()
print(x.numpy(), g.numpy())
v.assign(2.0)
x, g = f()
print(x.numpy(), g.numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["18.0 12.0", "8.0 8.0", "1"])

case("grad_fn_while_loop_captured_tensor", R9 + "tf.while_loop in a tf.function: d/da of a captured tensor and d/dv of the loop var (v*a**4)",
     CFT + "ControlFlowTest.testWhileGrad_Mul (grad_a 216, grad_v 81)",
     """import tensorflow as tf
@tf.function
def f(a, v):
    with tf.GradientTape() as tape:
        tape.watch([a, v])
        r = tf.while_loop(lambda x: x < 100.0, lambda x: x * a, [v])[0]
    ga, gv = tape.gradient(r, [a, v])
    return r, ga, gv
r, ga, gv = f(tf.constant(3.0), tf.constant(2.0))
print(r.numpy(), ga.numpy(), gv.numpy())
""", 1, stdout=["162.0 216.0 81.0"])

case("grad_fn_autograph_for_range_power", R9 + "AutoGraph `for i in tf.range(n)` multiplying n times: d(x**n)/dx, one trace for every n",
     WV2 + "WhileV2Test.testGradientTape; " + AG + "_tf_range_for_stmt",
     """import tensorflow as tf
@tf.function
def power_grad(x, n):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.constant(1.0)
        for i in tf.range(n):
            y = y * x
    return y, tape.gradient(y, x)
y, g = power_grad(tf.constant(2.0), tf.constant(3))
print(y.numpy(), g.numpy())
y, g = power_grad(tf.constant(3.0), tf.constant(2))
print(y.numpy(), g.numpy())
print(power_grad.experimental_get_tracing_count())
""", 1, stdout=["8.0 12.0", "9.0 6.0", "1"])

case("grad_fn_autograph_while_tensor_condition", R9 + "AutoGraph `while` on a tensor condition: staged, differentiated through the While op",
     WV2 + "WhileV2Test.testGradientTape, testDoubleDerivative; " + AG + "while_stmt, _tf_while_stmt",
     """import tensorflow as tf
@tf.function
def f(x, n):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = x
        i = tf.constant(1)
        while i < n:
            y = y * x
            i += 1
    return y, tape.gradient(y, x)
y, g = f(tf.constant(2.0), tf.constant(4))
print(y.numpy(), g.numpy())
""", 1, stdout=["16.0 32.0"])

case("grad_fn_autograph_for_zero_iterations", R9 + "staged loop that runs zero times: the captured x still gets a gradient, 0.0 (not None)",
     WV2SRC + "; " + CFT + "ControlFlowTest.testWhileGrad_BaseShape (a loop that never runs)",
     """import tensorflow as tf
@tf.function
def f(x, n):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.constant(1.0)
        for i in tf.range(n):
            y = y * x
    return y, tape.gradient(y, x)
for n in [3, 0]:
    y, g = f(tf.constant(2.0), tf.constant(n))
    print(y.numpy(), g.numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["8.0 12.0", "1.0 0.0", "1"])

case("grad_fn_while_zero_iterations_variable", R9 + "staged tf.while_loop run zero times: the loop var's gradient is 1, the variable's 0.0 (eagerly None)",
     WV2SRC + "; " + WV2 + "WhileV2Test.testGradientTapeResourceVariable",
     """import tensorflow as tf
v = tf.Variable(3.0)
@tf.function
def f(x, n):
    with tf.GradientTape() as tape:
        tape.watch(x)
        _, p = tf.while_loop(lambda i, p: i < n, lambda i, p: (i + 1, p * v), [tf.constant(0), x])
    gx, gv = tape.gradient(p, [x, v])
    return p, gx, gv
for n in [2, 0]:
    p, gx, gv = f(tf.constant(2.0), tf.constant(n))
    print(p.numpy(), gx.numpy(), gv.numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["18.0 9.0 12.0", "2.0 1.0 0.0", "1"])

case("grad_fn_while_replaced_loop_var_zero", R9 + "staged: a loop var the body replaces by another tensor gets 0.0 (the body is differentiated with unconnected zeros)",
     CFT + "ControlFlowTest.testWhileGrad_Const; " + WV2SRC,
     """import tensorflow as tf
@tf.function
def f(c0, c1):
    with tf.GradientTape() as tape:
        tape.watch(c0)
        _, y = tf.while_loop(lambda t, _: t < 1, lambda t, _: (t + 1, c1), [tf.constant(0), c0])
    return y, tape.gradient(y, c0)
y, g = f(tf.constant(0.0), tf.constant(1.0))
print(y.numpy(), g.numpy())
""", 1, stdout=["1.0 0.0"])

case("grad_fn_autograph_if_both_branches", R9 + "AutoGraph `if` on a tensor: one If op; each call differentiates the branch taken",
     CV2 + "CondV2Test.testSecondDerivative (first derivative); " + AG + "_tf_if_stmt",
     """import tensorflow as tf
@tf.function
def f(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        if x > 0.0:
            y = x * x * x
        else:
            y = -2.0 * x
    return y, tape.gradient(y, x)
for value in [3.0, -2.0]:
    y, g = f(tf.constant(value))
    print(y.numpy(), g.numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["27.0 27.0", "4.0 -2.0", "1"])

case("grad_fn_autograph_if_untaken_variable_zero", R9 + "staged `if`: the untaken branch's variable gets 0.0 (eagerly None), the predicate's input None",
     GUIDE + "Control flow (the same program inside a tf.function); " + CV2SRC + "; " + CV2
     + "CondV2Test.testGradientFromInsideFunction (untaken branch gives 0.)",
     """import tensorflow as tf
v0 = tf.Variable(2.0)
v1 = tf.Variable(2.0)
@tf.function
def f(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        if x > 0.0:
            result = v0 * 3.0
        else:
            result = v1 * v1
    dv0, dv1, dx = tape.gradient(result, [v0, v1, x])
    return dv0, dv1, dx
dv0, dv1, dx = f(tf.constant(1.0))
print(dv0.numpy())
print(dv1.numpy())
print(dx)
dv0, dv1, dx = f(tf.constant(-1.0))
print(dv0.numpy(), dv1.numpy(), dx)
""", 1, stdout=["3.0", "0.0", "None", "0.0 4.0 None"])

case("grad_fn_cond_unused_input_zero", R9 + "staged tf.cond: x used only by the untaken branch gets 0.0; when that branch runs, its gradient",
     CV2 + "CondV2Test.testGradientFromInsideFunction, testBasic; " + CV2SRC,
     """import tensorflow as tf
@tf.function
def f(x, c):
    with tf.GradientTape() as tape:
        tape.watch([x, c])
        y = tf.cond(x > 0.0, lambda: c * 2.0, lambda: x * c)
    gx, gc = tape.gradient(y, [x, c])
    return y, gx, gc
for value in [1.0, -1.0]:
    y, gx, gc = f(tf.constant(value), tf.constant(5.0))
    print(y.numpy(), gx.numpy(), gc.numpy())
""", 1, stdout=["10.0 0.0 2.0", "-5.0 5.0 -1.0"])

case("grad_fn_cond_predicate_only_none", R9 + "staged tf.cond whose branches do not use x: x reaches the If only through the predicate, None",
     GUIDE + "Control flow (the gradient with respect to x is always None); " + CV2SRC + " (the predicate has no gradient)",
     """import tensorflow as tf
@tf.function
def f(x, c):
    with tf.GradientTape() as tape:
        tape.watch([x, c])
        y = tf.cond(x > 0.0, lambda: c * 2.0, lambda: c * 3.0)
    gx, gc = tape.gradient(y, [x, c])
    return gx, gc
gx, gc = f(tf.constant(1.0), tf.constant(5.0))
print(gx)
print(gc.numpy())
""", 1, stdout=["None", "2.0"])

case("grad_fn_cond_resource_variable", R9 + "tape inside a tf.function around tf.cond on a variable",
     CV2 + "CondV2Test.testGradientTapeOfCondWithResourceVariableInFunction",
     """import tensorflow as tf
v = tf.Variable(2.0)
@tf.function
def f(pred):
    with tf.GradientTape() as tape:
        y = tf.cond(pred, lambda: v * v * v, lambda: v * 2.0)
    return tape.gradient(y, v)
print(f(tf.constant(True)).numpy())
print(f(tf.constant(False)).numpy())
""", 1, stdout=["12.0", "2.0"])

case("grad_fn_cond_second_derivative", R9 + "nested tapes inside a tf.function: second derivative through tf.cond",
     CV2 + "CondV2Test.testSecondDerivative, testIteratedGradientsCond",
     """import tensorflow as tf
@tf.function
def f(x):
    with tf.GradientTape() as outer:
        outer.watch(x)
        with tf.GradientTape() as inner:
            inner.watch(x)
            y = tf.cond(x > 0.0, lambda: x * x * x, lambda: x)
        g = inner.gradient(y, x)
    return g, outer.gradient(g, x)
g, gg = f(tf.constant(3.0))
print(g.numpy(), gg.numpy())
""", 1, stdout=["27.0 18.0"])

case("grad_fn_nested_cond_in_loop", R9 + "AutoGraph `if` on the loop index inside `for i in tf.range(4)`",
     CFT + "ControlFlowTest.testWhileCondGrad_Simple; " + AG + "_tf_range_for_stmt, _tf_if_stmt",
     """import tensorflow as tf
@tf.function
def f(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        p = tf.constant(1.0)
        for i in tf.range(4):
            if i % 2 == 0:
                p = p * x
            else:
                p = p + x
    return p, tape.gradient(p, x)
p, g = f(tf.constant(2.0))
print(p.numpy(), g.numpy())
""", 1, stdout=["10.0 9.0"])

case("grad_fn_cond_in_loop_replaced_zero", R9 + "staged tf.cond in a loop body whose other branch is a constant: 8.0, or 0.0 when the constant branch runs",
     CFT + "ControlFlowTest.testWhileCondGradMultiDevice (grad 8.0 / 0.0)",
     """import tensorflow as tf
@tf.function
def f(x, pred):
    with tf.GradientTape() as tape:
        tape.watch(x)
        _, z = tf.while_loop(lambda i, _: i < 3,
                             lambda i, y: (i + 1, tf.cond(pred, lambda: y * 2.0, lambda: 10.0)),
                             [tf.constant(0), x])
    return z, tape.gradient(z, x)
for flag in [True, False]:
    z, g = f(tf.constant(1.0), tf.constant(flag))
    print(z.numpy(), g.numpy())
""", 1, stdout=["8.0 8.0", "10.0 0.0"])

case("grad_fn_nested_resource_access", R9 + "tf.cond holding an inner tf.while_loop on a variable, inside an outer tf.while_loop",
     CFT + "ControlFlowTest.testNestedResourceAccess (r 81, grad 4)",
     """import tensorflow as tf
var = tf.Variable(3.0)
@tf.function
def f(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        def inner(y):
            return tf.while_loop(lambda j, z: j < 3, lambda j, z: (j + 1, z + var * var), [tf.constant(0), y])[1]
        r = tf.while_loop(lambda i, y: i < 2,
                          lambda i, y: (i + 1, y + tf.cond(tf.constant(True), lambda: inner(y), lambda: 0.0)),
                          [tf.constant(0), x])[1]
    gx, gv = tape.gradient(r, [x, var])
    return r, gx, gv
r, gx, gv = f(tf.constant(0.0))
print(r.numpy(), gx.numpy(), gv.numpy())
""", 1, stdout=["81.0 4.0 54.0"])

case("grad_fn_tensor_array_for_loop", R9 + "tf.TensorArray written in a staged `for` and stacked, differentiated inside the tf.function",
     CV2 + "CondV2Test.testCondAndTensorArrayInFunction; " + WV2 + "WhileV2Test.testWhileAndTensorArray",
     """import tensorflow as tf
@tf.function
def f(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        ta = tf.TensorArray(tf.float32, size=3)
        p = tf.constant(1.0)
        for i in tf.range(3):
            p = p * x
            ta = ta.write(i, p)
        stacked = ta.stack()
    return stacked, tape.gradient(stacked, x)
s, g = f(tf.constant(2.0))
print(s.numpy())
print(g.numpy())
""", 1, stdout=["[2. 4. 8.]", "17.0"])

case("grad_fn_while_second_derivative", R9 + "nested tapes inside a tf.function: second derivative through tf.while_loop",
     WV2 + "WhileV2Test.testDoubleDerivativeEager, testIteratedGradients",
     """import tensorflow as tf
@tf.function
def f(x):
    with tf.GradientTape() as outer:
        outer.watch(x)
        with tf.GradientTape() as inner:
            inner.watch(x)
            y = tf.while_loop(lambda v: v < 8.0, lambda v: v * v, [x])[0]
        g = inner.gradient(y, x)
    return y, g, outer.gradient(g, x)
y, g, gg = f(tf.constant(2.0))
print(y.numpy(), g.numpy(), gg.numpy())
""", 1, stdout=["16.0 32.0 48.0"])

case("grad_fn_multiple_loop_vars_sum", R9 + "one gradient call for two sources through a two-variable tf.while_loop in a tf.function",
     WV2 + "WhileV2Test.testMultipleLoopVars (gradx_2, grady_2)",
     """import tensorflow as tf
@tf.function
def f(x, y):
    with tf.GradientTape() as tape:
        tape.watch([x, y])
        a, b = tf.while_loop(lambda v, w: v < 45.0, lambda v, w: (v * w, v + w), [x, y])
    gx, gy = tape.gradient([a, b], [x, y])
    return a, b, gx, gy
a, b, gx, gy = f(tf.constant(5.0), tf.constant(3.0))
print(a.numpy(), b.numpy(), gx.numpy(), gy.numpy())
""", 1, stdout=["120.0 23.0 43.0 61.0"])

# ---------------------------------------------------------------------------------
# Staged, tape outside around a call of a tf.function containing control flow.
# ---------------------------------------------------------------------------------

case("grad_call_autograph_for_variable", R9 + "tape around a call: a variable read in a staged `for` body",
     CFT + "ControlFlowTest.testWhileGrad_ResourceVariable; " + WV2 + "WhileV2Test.testGradientTapeResourceVariable",
     """import tensorflow as tf
v = tf.Variable(2.0)
@tf.function
def f(n):
    y = tf.constant(1.0)
    for i in tf.range(n):
        y = y * v
    return y
with tf.GradientTape() as tape:
    y = f(tf.constant(3))
print(y.numpy(), tape.gradient(y, v).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["8.0 12.0", "1"])

case("grad_call_tf_cond_both_branches", R9 + "tape around calls of a tf.function with tf.cond: the predicate is an input, one trace",
     CV2 + "CondV2Test.testSecondDerivative (first derivative, both predicates)",
     """import tensorflow as tf
@tf.function
def f(x, pred):
    return tf.cond(pred, lambda: x * x * x, lambda: x)
x = tf.constant(3.0)
for flag in [True, False]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = f(x, tf.constant(flag))
    print(y.numpy(), tape.gradient(y, x).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["27.0 27.0", "3.0 1.0", "1"])

case("grad_call_autograph_if", R9 + "tape around calls of a tf.function with a staged `if`",
     CV2 + "CondV2Test.testBasic; " + AG + "_tf_if_stmt",
     """import tensorflow as tf
@tf.function
def f(x):
    if x > 0.0:
        y = x * x
    else:
        y = -x
    return y
for value in [3.0, -2.0]:
    x = tf.constant(value)
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = f(x)
    print(y.numpy(), tape.gradient(y, x).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["9.0 6.0", "2.0 -1.0", "1"])

case("grad_call_multiple_loop_vars_persistent", R9 + "persistent tape around one call: six gradients through the function's While op",
     WV2 + "WhileV2Test.testMultipleLoopVars",
     """import tensorflow as tf
@tf.function
def f(x, y):
    return tf.while_loop(lambda v, w: v < 45.0, lambda v, w: (v * w, v + w), [x, y])
x = tf.constant(5.0)
y = tf.constant(3.0)
with tf.GradientTape(persistent=True) as tape:
    tape.watch([x, y])
    a, b = f(x, y)
print(a.numpy(), b.numpy())
print(tape.gradient(a, x).numpy(), tape.gradient(b, x).numpy(), tape.gradient([a, b], x).numpy())
print(tape.gradient(a, y).numpy(), tape.gradient(b, y).numpy(), tape.gradient([a, b], y).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["120.0 23.0", "39.0 4.0 43.0", "55.0 6.0 61.0", "1"])

case("grad_call_nested_while", R9 + "tape around a call of a tf.function with nested tf.while_loop",
     WV2 + "WhileV2Test.testNestedWhile",
     """import tensorflow as tf
@tf.function
def sum_of_powers(n, m):
    def body(i, total):
        _, p = tf.while_loop(lambda c, _: c > 0, lambda c, v: (c - 1.0, v * n), [i, tf.constant(1.0)])
        return i - 1.0, total + p
    return tf.while_loop(lambda i, _: i >= 0, body, [m, tf.constant(0.0)])[1]
n = tf.constant(3.0)
with tf.GradientTape() as tape:
    tape.watch(n)
    s = sum_of_powers(n, tf.constant(5.0))
print(s.numpy(), tape.gradient(s, n).numpy())
""", 1, stdout=["364.0 547.0"])

case("grad_call_nested_while_cond_while", R9 + "tape around a call: tf.cond with an inner tf.while_loop inside an outer tf.while_loop",
     CFT + "ControlFlowTest.testNestedWhileCondWhileGrad",
     """import tensorflow as tf
@tf.function
def f(v):
    def inner(s):
        return tf.while_loop(lambda i, x: i < 4, lambda i, x: (i + 1, x * 2.0), [tf.constant(0), s])[1]
    def body(x):
        return tf.cond(tf.constant(True), lambda: tf.square(inner(x)), lambda: x * 2.0)
    return tf.while_loop(lambda x: x < 128.0, body, [v])[0]
v = tf.constant(1.0)
with tf.GradientTape() as tape:
    tape.watch(v)
    r = f(v)
print(r.numpy(), tape.gradient(r, v).numpy())
""", 1, stdout=["256.0 512.0"])

case("grad_call_cond_with_while_branch", R9 + "tape around calls: tf.cond whose true branch is a tf.while_loop",
     CFT + "ControlFlowTest.testCondWhile_3 (r 10 / 0, grad 1.0 / 2.0)",
     """import tensorflow as tf
@tf.function
def f(n, p):
    return tf.cond(p, lambda: tf.while_loop(lambda x: x < 10.0, lambda x: x + 1.0, [n])[0], lambda: n * 2.0)
n = tf.constant(0.0)
for flag in [True, False]:
    with tf.GradientTape() as tape:
        tape.watch(n)
        r = f(n, tf.constant(flag))
    print(r.numpy(), tape.gradient(r, n).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["10.0 1.0", "0.0 2.0", "1"])

case("grad_call_autograph_while_zero_iterations", R9 + "tape around calls of a staged `while`: zero iterations leave y = x, gradient 1",
     WV2SRC + "; " + AG + "_tf_while_stmt",
     """import tensorflow as tf
@tf.function
def f(x, n):
    y = x
    i = tf.constant(0)
    while i < n:
        y = y * x
        i += 1
    return y
x = tf.constant(2.0)
for n in [2, 0]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = f(x, tf.constant(n))
    print(y.numpy(), tape.gradient(y, x).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["8.0 12.0", "2.0 1.0", "1"])

case("grad_call_tensor_array_stack", R9 + "tape around a call returning a stacked tf.TensorArray built in a staged `for`",
     WV2 + "WhileV2Test.testWhileAndTensorArray (map_fn's TensorArray, gradient of the sum)",
     """import tensorflow as tf
@tf.function
def scaled(x, n):
    ta = tf.TensorArray(tf.float32, size=n)
    for i in tf.range(n):
        ta = ta.write(i, x * tf.cast(i + 1, tf.float32))
    return ta.stack()
x = tf.constant(2.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    s = scaled(x, tf.constant(3))
print(s.numpy())
print(tape.gradient(s, x).numpy())
""", 1, stdout=["[2. 4. 6.]", "6.0"])

# ---------------------------------------------------------------------------------
# A `return` inside a staged loop that runs zero times: TensorFlow's runtime error.
# ---------------------------------------------------------------------------------

case("grad_return_in_for_zero_iterations_error", R9 + "`return` inside `for i in tf.range(n)`: n == 0 at run time is InvalidArgumentError",
     LCF + "LoopControlFlowTest.test_single_loop_illegal_return (unconditional_return_in_single_for, []); "
     + AG + "_tf_while_stmt, _runtime_zero_iterations_errmsg",
     """import tensorflow as tf
@tf.function
def first_scaled(x, n):
    for i in tf.range(n):
        return x * 2.0
    return x
print(first_scaled(tf.constant(3.0), tf.constant(2)).numpy())
first_scaled(tf.constant(3.0), tf.constant(0))
""", 1, stdout=["6.0"], error={"type": "InvalidArgumentError", "message_contains": LOOP_RETURN})

case("grad_return_in_while_zero_iterations_error", R9 + "`return` inside a tensor-condition `while` under a tape: gradient when it runs, InvalidArgumentError when it does not",
     LCF + "LoopControlFlowTest.test_single_loop_illegal_return (unconditional_return_in_single_while, 0); "
     + AG + "_tf_while_stmt, _runtime_zero_iterations_errmsg",
     """import tensorflow as tf
@tf.function
def countdown(x, n):
    while n > 0:
        n -= 1
        return x * x
    return x
x = tf.constant(3.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = countdown(x, tf.constant(2))
print(y.numpy(), tape.gradient(y, x).numpy())
with tf.GradientTape() as tape:
    tape.watch(x)
    y = countdown(x, tf.constant(0))
print(y.numpy())
""", 1, stdout=["9.0 6.0"], error={"type": "InvalidArgumentError", "message_contains": LOOP_RETURN})
