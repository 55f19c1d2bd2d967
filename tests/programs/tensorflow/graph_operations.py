# Expected output: FuncGraph.get_operations() of a concrete function, written
# from TF 2.15's ops.py (Operation's repr "<tf.Operation 'name' type=Type>",
# .name, .type, .inputs, .outputs) and func_graph.py (each returned tensor
# passes through an Identity, the graph's last ops); the placeholders take the
# parameters' names, `+` on two tensors makes "add", tf.constant "Const".
import tensorflow as tf


@tf.function
def dense(x, w, b):
    scale = tf.constant(2.0)
    return tf.nn.relu(tf.matmul(x, w) + b) * scale, tf.shape(x)


cf = dense.get_concrete_function(tf.TensorSpec([None, 3]), tf.TensorSpec([3, 2]), tf.TensorSpec([2]))
operations = cf.graph.get_operations()
print(len(operations))
for op in operations:
    print(op)
    print("  ", op.name, op.type, [t.name for t in op.inputs], [(t.name, t.shape, t.dtype.name) for t in op.outputs])
print([op.type for op in operations if op.type == "Placeholder"])
print([op.name for op in operations] == [node.name for node in cf.graph.as_graph_def().node])
