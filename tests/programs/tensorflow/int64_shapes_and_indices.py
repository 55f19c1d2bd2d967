# Shapes, multiples and slice bounds beyond int32. TensorFlow converts a Python
# list of ints to int32 when every value fits and to int64 otherwise
# (convert_to_tensor with int32 preferred), so such values reach the kernels
# whole instead of wrapping: the kernels' own errors follow (reshape_op.h,
# tile_ops.cc, the allocator's OOM), and x[2**40:] is empty as in NumPy.
# Expected output: TensorFlow 2.15's messages for these calls, an eager op's
# error inside the eager runtime's "{{function_node __wrapped__...}} ... [Op:...]
# name: ..." (the OOM line is the one the engine's memory limit words;
# TensorFlow's names its allocator).
import tensorflow as tf

x = tf.constant([1.0, 2.0, 3.0, 4.0])


def attempt(label, thunk):
    try:
        print(label, '->', thunk())
    except tf.errors.ResourceExhaustedError as e:
        print(label, '->', type(e).__name__, str(e).split(';')[0])
    except Exception as e:
        print(label, '->', type(e).__name__ + ':', e)


attempt('reshape [2**32, -1]', lambda: tf.reshape(x, [2**32, -1]))
attempt('reshape [2**31 + 2, 2]', lambda: tf.reshape(x, [2**31 + 2, 2]))
attempt('reshape [2, 2]', lambda: tf.reshape(x, [2, 2]).shape)
attempt('fill [2**40]', lambda: tf.fill([2**40], 1.0))
attempt('tile [2**40]', lambda: tf.tile(x, [2**40]))
attempt('x[2**40:]', lambda: x[2**40:])
attempt('x[-2**40:2]', lambda: x[-2**40:2])
attempt('x[1:2**33]', lambda: x[1:2**33])
attempt('x[::2**35]', lambda: x[::2**35])
attempt('x[2**40]', lambda: x[2**40])
