# Expected output: the TensorFlow guide "Introduction to modules, layers, and
# models" (tensorflow/docs site/en/guide/intro_to_modules.ipynb: SimpleModule,
# Dense, SequentialModule, FlexibleDenseModule and a tf.function __call__), with
# the guide's printed variables; tf.Module's variables, trainable_variables and
# submodules in the order tensorflow/python/module/module.py (TF 2.15) walks
# them: a module's attributes by name, then its submodules. Values drawn by
# tf.random.normal are shown by shape only, and the guide's second call of the
# tf.function model passes a batch of two rows instead of a rank-3 input (a
# batched matmul, which tracelab's tf.matmul does not do).
import tensorflow as tf


class SimpleModule(tf.Module):
  def __init__(self, name=None):
    super().__init__(name=name)
    self.a_variable = tf.Variable(5.0, name="train_me")
    self.non_trainable_variable = tf.Variable(5.0, trainable=False, name="do_not_train_me")
  def __call__(self, x):
    return self.a_variable * x + self.non_trainable_variable

simple_module = SimpleModule(name="simple")
print(simple_module(tf.constant(5.0)))
print("trainable variables:", simple_module.trainable_variables)
print("all variables:", simple_module.variables)
print("non-trainable variables:", simple_module.non_trainable_variables)
print(simple_module.name, simple_module.name_scope.name, simple_module.submodules)


class Dense(tf.Module):
  def __init__(self, in_features, out_features, name=None):
    super().__init__(name=name)
    self.w = tf.Variable(
      tf.random.normal([in_features, out_features]), name='w')
    self.b = tf.Variable(tf.zeros([out_features]), name='b')
  def __call__(self, x):
    y = tf.matmul(x, self.w) + self.b
    return tf.nn.relu(y)


class SequentialModule(tf.Module):
  def __init__(self, name=None):
    super().__init__(name=name)

    self.dense_1 = Dense(in_features=3, out_features=3)
    self.dense_2 = Dense(in_features=3, out_features=2)

  def __call__(self, x):
    x = self.dense_1(x)
    return self.dense_2(x)

my_model = SequentialModule(name="the_model")
result = my_model(tf.constant([[2.0, 2.0, 2.0]]))
print("Model results:", result.shape, result.dtype, bool(tf.reduce_all(result >= 0.0)))
print("Submodules:", [(m.name, m.name_scope.name) for m in my_model.submodules])
print(my_model.submodules == (my_model.dense_1, my_model.dense_2))
for var in my_model.variables:
  if var.name == "b:0":
    print(var, "\n")
  else:
    print(var.name, var.shape, var.trainable, "\n")


class FlexibleDenseModule(tf.Module):
  # Note: No need for `in_features`
  def __init__(self, out_features, name=None):
    super().__init__(name=name)
    self.is_built = False
    self.out_features = out_features

  def __call__(self, x):
    # Create variables on first call.
    if not self.is_built:
      self.w = tf.Variable(
        tf.random.normal([x.shape[-1], self.out_features]), name='w')
      self.b = tf.Variable(tf.zeros([self.out_features]), name='b')
      self.is_built = True

    y = tf.matmul(x, self.w) + self.b
    return tf.nn.relu(y)


class MySequentialModule(tf.Module):
  def __init__(self, name=None):
    super().__init__(name=name)

    self.dense_1 = FlexibleDenseModule(out_features=3)
    self.dense_2 = FlexibleDenseModule(out_features=2)

  def __call__(self, x):
    x = self.dense_1(x)
    return self.dense_2(x)

my_model = MySequentialModule(name="the_model")
print("Before the first call:", my_model.variables, len(my_model.submodules))
print("Model results:", my_model(tf.constant([[2.0, 2.0, 2.0]])).shape)
print("After it:", [(v.name, v.shape.as_list()) for v in my_model.trainable_variables])


class MySequentialModule(tf.Module):
  def __init__(self, name=None):
    super().__init__(name=name)

    self.dense_1 = Dense(in_features=3, out_features=3)
    self.dense_2 = Dense(in_features=3, out_features=2)

  @tf.function
  def __call__(self, x):
    x = self.dense_1(x)
    return self.dense_2(x)

# You have made a model with a graph!
my_model = MySequentialModule(name="the_model")
print(my_model([[2.0, 2.0, 2.0]]).shape)
print(my_model([[2.0, 2.0, 2.0], [2.0, 2.0, 2.0]]).shape)
print(my_model.__call__.experimental_get_tracing_count())
new_model = MySequentialModule()
print(new_model.name, new_model([[2.0, 2.0, 2.0]]).shape, new_model.__call__.experimental_get_tracing_count())
print(isinstance(new_model, tf.Module), isinstance(new_model, SequentialModule))
