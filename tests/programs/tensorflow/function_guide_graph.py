# Expected output: the TensorFlow guide "Better performance with tf.function",
# section "Obtaining graphs" (tensorflow/docs site/en/guide/function.ipynb): the
# nodes of a concrete function's graph as its GraphDef lists them, each with
# its inputs (a node's first output named by the node alone), the returned
# tensor's Identity last.
import tensorflow as tf


@tf.function
def double(a):
  print("Tracing with", a)
  return a + a


double_strings = double.get_concrete_function(tf.TensorSpec(shape=None, dtype=tf.string))
graph = double_strings.graph
for node in graph.as_graph_def().node:
  print(f'{node.input} -> {node.name}')
print([node.op for node in graph.as_graph_def().node])
