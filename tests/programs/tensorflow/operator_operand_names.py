# Expected output: the graph names TF 2.15 gives the Consts that Python operands
# of tensor operators become, from math_ops.py: binary_op_wrapper opens the name
# scope of the operator ("mul", "add", "truediv", ...) and the op converts its
# right operand there as input "y" ("mul/y"; math_ops.matmul names it "b");
# r_binary_op_wrapper converts a left Python operand as "x" ("mul_1/x");
# comparisons call the generated op, whose scope is the op's own name
# ("Greater/y", "Equal/y"); tf.constant stays "Const".
import tensorflow as tf


@tf.function
def f(x):
    a = x * 2.0
    b = 3.0 * a
    c = a / 4.0 - 1.0
    d = tf.cast(x > 0.0, tf.float32) + tf.cast(x == 1.0, tf.float32)
    e = 10.0 / (b + c + d)
    return e @ [[1.0], [2.0]] + tf.constant(5.0)


cf = f.get_concrete_function(tf.TensorSpec([1, 2], tf.float32))
for op in cf.graph.get_operations():
    print(op.name, op.type, [t.name for t in op.inputs])
print(f(tf.constant([[1.0, 2.0]])))
