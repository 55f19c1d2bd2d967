# Expected output: the graph names TF 2.15 gives the Consts that Python
# arguments of more array functions become. Generated ops convert each input in
# the op's scope under the op_def's input name (op_def_library's
# _apply_op_helper), in the op_def's order: gen_array_ops.gather_v2
# ("GatherV2/params", "/indices", "/axis"; array_ops.gather passes axis 0 when
# none is given), pad ("Pad/paddings"), fill ("Fill/dims", "Fill/value"), split
# ("split/split_dim" before "split/value"). array_ops.one_hot opens its own
# "one_hot" scope first: given on/off values convert there unnamed ("Const",
# "Const_1"), default ones as "on_value" and "off_value", then the op adds
# "indices" and "depth". array_ops.split converts sizes with no name before
# split_v opens its scope ("Const"). Inside tf.name_scope every name gets the
# scope's prefix.
import tensorflow as tf


@tf.function
def h(x, i):
    a = tf.gather([10.0, 20.0, 30.0], [2, 0])
    b = tf.gather(x, i, axis=0)
    c = tf.pad(x, [[1, 0]])
    d = tf.one_hot([0, 2], 3)
    e = tf.one_hot(i, 3, on_value=5.0, off_value=-1.0)
    parts = tf.split(x, 3)
    sizes = tf.split(x, [1, 2])
    f = tf.fill([2], 7.0)
    with tf.name_scope("s"):
        g = tf.gather(x, [1])
        s = tf.split([1.0, 2.0], 2, name="halves")
    return a, b, c, d, e, parts[0], sizes[1], f, g, s[0]


cf = h.get_concrete_function(tf.TensorSpec([3]), tf.TensorSpec([2], tf.int32))
for op in cf.graph.get_operations():
    print(op.name, op.type, [t.name for t in op.inputs])
print([t.numpy().tolist() for t in h(tf.constant([1.0, 2.0, 3.0]), tf.constant([2, 0]))])
