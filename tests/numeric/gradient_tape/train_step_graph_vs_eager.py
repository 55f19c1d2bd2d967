# A training step (tape gradients, assign_sub updates) run eagerly and inside
# tf.function from the same starting weights: the traced step must give the
# eager step's loss and weights after every step, and its gradient ops must
# become part of the traced graph (one trace for all steps).
import numpy as np
import tensorflow as tf

x = tf.constant([[0.5, -1.0], [1.5, 2.0], [-0.3, 0.8], [2.2, -0.4]])
y = tf.constant([[1.0], [0.0], [2.0], [-1.0]])
start_w = np.array([[0.3], [-0.2]], dtype=np.float32)
start_b = np.array([0.1], dtype=np.float32)


def make_step(w, b):
  def step(x, y):
    with tf.GradientTape() as tape:
      pred = tf.sigmoid(tf.matmul(x, w) + b)
      loss = tf.reduce_mean(tf.square(pred - y))
    dw, db = tape.gradient(loss, [w, b])
    w.assign_sub(0.5 * dw)
    b.assign_sub(0.5 * db)
    return loss
  return step


w_eager, b_eager = tf.Variable(start_w), tf.Variable(start_b)
w_graph, b_graph = tf.Variable(start_w), tf.Variable(start_b)
eager_step = make_step(w_eager, b_eager)
graph_step = tf.function(make_step(w_graph, b_graph))

for i in range(5):
  le = eager_step(x, y).numpy()
  lg = graph_step(x, y).numpy()
  assert abs(le - lg) <= 1e-6, (i, le, lg)
  assert np.max(np.abs(w_eager.numpy() - w_graph.numpy())) <= 1e-6, (i, w_eager.numpy(), w_graph.numpy())
  assert np.max(np.abs(b_eager.numpy() - b_graph.numpy())) <= 1e-6, (i, b_eager.numpy(), b_graph.numpy())
  print('step', i, 'ok')
print('traces', graph_step.experimental_get_tracing_count())
