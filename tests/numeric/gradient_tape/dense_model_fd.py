# Gradients of a two-layer Dense model (x @ W + b, relu or sigmoid, MSE loss)
# through tf.GradientTape against central finite differences of the same loss,
# all in float64. Prints one "ok" line per parameter; an assert names a miss.
import math

import numpy as np
import tensorflow as tf


def data(rows, cols, scale, shift):
  return np.array([[math.sin(scale * (r * cols + c) + shift) for c in range(cols)]
                   for r in range(rows)], dtype=np.float64)


x = tf.constant(data(5, 3, 0.7, 0.1))
y = tf.constant(data(5, 1, 1.3, 0.4))
params = [tf.Variable(data(3, 4, 0.9, 0.2), name='w1'), tf.Variable(data(1, 4, 0.5, 0.3)[0], name='b1'),
          tf.Variable(data(4, 1, 1.1, 0.5), name='w2'), tf.Variable(data(1, 1, 0.6, 0.7)[0], name='b2')]


def loss_fn(activation):
  w1, b1, w2, b2 = params
  hidden = activation(tf.matmul(x, w1) + b1)
  out = tf.matmul(hidden, w2) + b2
  return tf.reduce_mean(tf.square(out - y))


def finite_difference(activation, p, i, h=1e-6):
  base = p.numpy()
  flat = base.reshape(-1)
  plus = flat.copy()
  plus[i] += h
  p.assign(plus.reshape(base.shape))
  up = loss_fn(activation).numpy()
  minus = flat.copy()
  minus[i] -= h
  p.assign(minus.reshape(base.shape))
  down = loss_fn(activation).numpy()
  p.assign(base)
  return (up - down) / (2 * h)


for name, activation in [('relu', tf.nn.relu), ('sigmoid', tf.sigmoid)]:
  with tf.GradientTape() as tape:
    loss = loss_fn(activation)
  grads = tape.gradient(loss, params)
  for p, g in zip(params, grads):
    assert g.shape == p.shape, (p.name, g.shape, p.shape)
    analytic = g.numpy().reshape(-1)
    for i in range(analytic.shape[0]):
      numeric = finite_difference(activation, p, i)
      assert abs(analytic[i] - numeric) <= 1e-6 * (1 + abs(numeric)), (name, p.name, i, analytic[i], numeric)
    print(name, p.name, 'ok')
