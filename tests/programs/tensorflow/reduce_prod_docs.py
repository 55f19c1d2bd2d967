# Expected output: tf.math.reduce_prod as its docstring (math_ops.py, TF 2.15)
# describes it: the product over every axis, one axis, keepdims; an empty
# product is 1; its gradient (math_grad.py _ProdGrad: the product of the other
# elements of each group, exact with a zero among them), eagerly and inside a
# tf.function.
import tensorflow as tf

x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
print(tf.math.reduce_prod(x))
print(tf.reduce_prod(x, 0))
print(tf.reduce_prod(x, 1, keepdims=True))
print(tf.reduce_prod(tf.constant([2, 5, 7])))
print(tf.reduce_prod(tf.zeros([0])))
v = tf.Variable([[2.0, 0.0, 4.0], [1.0, 3.0, 5.0]])
with tf.GradientTape() as tape:
    y = tf.reduce_prod(v, axis=1)
print(tape.gradient(y, v))


@tf.function
def total(t):
    return tf.reduce_prod(t, axis=[0, 1])


@tf.function
def prod_grad(t):
    with tf.GradientTape() as tape:
        tape.watch(t)
        y = tf.reduce_prod(t)
    return tape.gradient(y, t)


print(total(x))
print(prod_grad(tf.constant([2.0, 3.0, 4.0])))
