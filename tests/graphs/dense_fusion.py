# A dense layer's MatMul, bias and relu fuse into one _FusedMatMul; a chain of
# elementwise float ops of one shape fuses into one _FusedElementwise.
import tensorflow as tf

w = tf.constant([[1.0, -1.0], [0.5, 2.0]])
b = tf.constant([0.1, -0.2])


@tf.function
def dense(x):
    return tf.nn.relu(tf.matmul(x, w) + b)


@tf.function
def chain(x):
    return tf.sqrt(tf.exp(x) * 2.0 + 1.0) - x


print(dense(tf.constant([[1.0, 2.0]])).numpy())
print(chain(tf.constant([0.0, 1.0, 2.0])).numpy())
