# Ops made inside tf.name_scope carry the scope in their names, as the graph
# view shows them: a scope entered again in one graph is made unique (dense_1),
# `name=` names an op within the scope, and the passes keep the names
# (a folded Const is named after the node it replaces).
import tensorflow as tf


@tf.function
def two_layers(x):
    with tf.name_scope("dense"):
        h = tf.nn.relu(x * 2.0 + 1.0)
    with tf.name_scope("dense"):
        scale = tf.constant(3.0) * tf.constant(0.5)
        y = tf.add(h * scale, 1.0, name="out")
    return y


print(two_layers(tf.constant([1.0, -2.0])).numpy())
