# AutoGraph's break and continue in loops that tf.function stages (while on a tensor,
# for over a tensor or tf.range): the functions of TensorFlow's
# autograph/tests/loop_control_flow_test.py, which asserts each converted function
# matches the same function run eagerly (reference_test_base.assertFunctionMatchesEager).
# Expected output: these functions run by CPython on Python ints (RANGE = range), the
# values the converted functions must match.
import tensorflow as tf

RANGE = tf.range


def break_in_single_while(x):
    s = 0
    while x > 0:
        x -= 1
        if x % 2 > 0:
            break
        s += x
    return s


def continue_in_single_while(x):
    s = 0
    while x > 0:
        x -= 1
        if x % 2 > 0:
            continue
        s += x
    return s


def break_in_single_for(l):
    s = 0
    for c in l:
        if c % 2 > 0:
            break
        s += c
    return s


def continue_in_inner_for(m):
    s = 0
    for l in m:
        for c in l:
            if c % 2 > 0:
                continue
            s += c
    return s


def break_in_inner_for(m):
    s = 0
    for l in m:
        for c in l:
            if c % 2 > 0:
                break
            s += c
    return s


def break_in_inner_while(x, y):
    s = 0
    while x > 0:
        x -= 1
        while y > 0:
            y -= 1
            if ((x + y) % 2) == 0:
                break
            s += x + y
    return s


def break_followed_by_cond_in_single_while(x):
    while x > 0:
        if x == 2:
            break
        if x > 0:
            x -= 1
    return x


def break_in_range(n):
    total = 0
    for i in RANGE(n):
        if i * i > 20:
            break
        total += i
    return total


tf_break_in_single_while = tf.function(break_in_single_while)
tf_continue_in_single_while = tf.function(continue_in_single_while)
tf_break_in_single_for = tf.function(break_in_single_for)
tf_continue_in_inner_for = tf.function(continue_in_inner_for)
tf_break_in_inner_for = tf.function(break_in_inner_for)
tf_break_in_inner_while = tf.function(break_in_inner_while)
tf_break_followed_by_cond_in_single_while = tf.function(break_followed_by_cond_in_single_while)
tf_break_in_range = tf.function(break_in_range)

print('break_in_single_while', tf_break_in_single_while(tf.constant(0, dtype=tf.int32)).numpy())
print('break_in_single_while', tf_break_in_single_while(tf.constant(1, dtype=tf.int32)).numpy())
print('break_in_single_while', tf_break_in_single_while(tf.constant(2, dtype=tf.int32)).numpy())
print('break_in_single_while', tf_break_in_single_while(tf.constant(3, dtype=tf.int32)).numpy())
print('break_in_single_while', tf_break_in_single_while(tf.constant(4, dtype=tf.int32)).numpy())
print('continue_in_single_while', tf_continue_in_single_while(tf.constant(0, dtype=tf.int32)).numpy())
print('continue_in_single_while', tf_continue_in_single_while(tf.constant(1, dtype=tf.int32)).numpy())
print('continue_in_single_while', tf_continue_in_single_while(tf.constant(2, dtype=tf.int32)).numpy())
print('continue_in_single_while', tf_continue_in_single_while(tf.constant(3, dtype=tf.int32)).numpy())
print('continue_in_single_while', tf_continue_in_single_while(tf.constant(4, dtype=tf.int32)).numpy())
print('break_in_single_for', tf_break_in_single_for(tf.constant([2, 4, 5, 6], dtype=tf.int32)).numpy())
print('break_in_single_for', tf_break_in_single_for(tf.constant([1, 2, 3, 4], dtype=tf.int32)).numpy())
print('break_in_single_for', tf_break_in_single_for(tf.constant([2, 4, 6, 8], dtype=tf.int32)).numpy())
print('continue_in_inner_for', tf_continue_in_inner_for(tf.constant([[1, 2], [3, 4]], dtype=tf.int32)).numpy())
print('break_in_inner_for', tf_break_in_inner_for(tf.constant([[1, 2], [3, 4]], dtype=tf.int32)).numpy())
print('continue_in_inner_for', tf_continue_in_inner_for(tf.constant([[2, 4, 3], [6, 1, 8]], dtype=tf.int32)).numpy())
print('break_in_inner_for', tf_break_in_inner_for(tf.constant([[2, 4, 3], [6, 1, 8]], dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(0, dtype=tf.int32), tf.constant(0, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(0, dtype=tf.int32), tf.constant(1, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(0, dtype=tf.int32), tf.constant(2, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(0, dtype=tf.int32), tf.constant(3, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(1, dtype=tf.int32), tf.constant(0, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(1, dtype=tf.int32), tf.constant(1, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(1, dtype=tf.int32), tf.constant(2, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(1, dtype=tf.int32), tf.constant(3, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(2, dtype=tf.int32), tf.constant(0, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(2, dtype=tf.int32), tf.constant(1, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(2, dtype=tf.int32), tf.constant(2, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(2, dtype=tf.int32), tf.constant(3, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(3, dtype=tf.int32), tf.constant(0, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(3, dtype=tf.int32), tf.constant(1, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(3, dtype=tf.int32), tf.constant(2, dtype=tf.int32)).numpy())
print('break_in_inner_while', tf_break_in_inner_while(tf.constant(3, dtype=tf.int32), tf.constant(3, dtype=tf.int32)).numpy())
print('break_followed_by_cond_in_single_while', tf_break_followed_by_cond_in_single_while(tf.constant(0, dtype=tf.int32)).numpy())
print('break_followed_by_cond_in_single_while', tf_break_followed_by_cond_in_single_while(tf.constant(1, dtype=tf.int32)).numpy())
print('break_followed_by_cond_in_single_while', tf_break_followed_by_cond_in_single_while(tf.constant(2, dtype=tf.int32)).numpy())
print('break_followed_by_cond_in_single_while', tf_break_followed_by_cond_in_single_while(tf.constant(3, dtype=tf.int32)).numpy())
print('break_followed_by_cond_in_single_while', tf_break_followed_by_cond_in_single_while(tf.constant(4, dtype=tf.int32)).numpy())
print('break_in_range', tf_break_in_range(tf.constant(3, dtype=tf.int32)).numpy())
print('break_in_range', tf_break_in_range(tf.constant(10, dtype=tf.int32)).numpy())
