# The tf.function guide's error examples through its assert_raises helper
# (contextlib.contextmanager + traceback.print_exc(limit=2)): a concrete
# function called with the wrong dtype, and TensorFlow's error classes named
# as Python prints them (tensorflow.python.framework.errors_impl.X).
import traceback
import contextlib
import tensorflow as tf


@contextlib.contextmanager
def assert_raises(error_class):
  try:
    yield
  except error_class as e:
    print('Caught expected exception \n  {}:'.format(error_class))
    traceback.print_exc(limit=2)
  except Exception as e:
    raise e
  else:
    raise Exception('Expected {} to be raised but no error was raised!'.format(
        error_class))


@tf.function
def double(a):
  print("Tracing with", a)
  return a + a


print("Obtaining concrete trace")
double_strings = double.get_concrete_function(tf.constant("a"))
print("Executing traced function")
print(double_strings(tf.constant("a")))
print(double_strings(a=tf.constant("b")))

with assert_raises(tf.errors.InvalidArgumentError):
  double_strings(tf.constant(1))

print(tf.errors.InvalidArgumentError.__module__, issubclass(tf.errors.InvalidArgumentError, tf.errors.OpError))
try:
  InvalidArgumentError
except NameError as e:
  print("NameError:", e)
