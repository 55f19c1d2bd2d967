# AutoGraph's return statements in code that tf.function stages: the do_return /
# retval_ rewrite (return_statements.py) and ConditionalReturnRewriter, which moves
# the statements after an if whose branch returns into the other branch. The
# functions come from TensorFlow's autograph/tests/early_return_test.py and
# loop_control_flow_test.py, which assert each converted function matches the same
# function run eagerly (reference_test_base.assertFunctionMatchesEager). Expected
# output: these functions run by CPython on Python ints. The last part checks the
# errors TensorFlow raises when not every path returns (control_flow.py
# _verify_tf_cond_branch_vars, verify_loop_init_vars).
import tensorflow as tf


def return_with_default(x):
    if x > 0:
        return x
    return x * x


def nested_ifs(x):
    if x > 0:
        if x < 5:
            return x
        else:
            return x * x
    else:
        return x * x * x


def unreachable_return(x):
    if x > 0:
        if x < 5:
            return x
        else:
            return x * x
    else:
        return x * x * x
    return x * x * x * x


def return_with_default_after_assignments(x):
    y = x + 1
    if y > 3:
        return y * 10
    y = y - 1
    return y


def unconditional_return_in_single_while(x):
    s = 0
    while x > 0:
        x -= 1
        s += x
        return s
    return s


def effectively_unconditional_return_in_single_while(x):
    s = 0
    while x > 0:
        x -= 1
        s += x
        if x % 2 > 0:
            return s
        else:
            return -s
    return s


def unconditional_return_in_single_for(l):
    s = 0
    for c in l:
        s += c
        return s
    return s


def effectively_unconditional_return_in_single_for(l):
    s = 0
    for c in l:
        s += c
        if c % 2 > 0:
            return s
        else:
            return -s
    return s


tf_return_with_default = tf.function(return_with_default)
tf_nested_ifs = tf.function(nested_ifs)
tf_unreachable_return = tf.function(unreachable_return)
tf_return_with_default_after_assignments = tf.function(return_with_default_after_assignments)
tf_unconditional_return_in_single_while = tf.function(unconditional_return_in_single_while)
tf_effectively_unconditional_return_in_single_while = tf.function(effectively_unconditional_return_in_single_while)
tf_unconditional_return_in_single_for = tf.function(unconditional_return_in_single_for)
tf_effectively_unconditional_return_in_single_for = tf.function(effectively_unconditional_return_in_single_for)

print('return_with_default', tf_return_with_default(tf.constant(-2, dtype=tf.int32)).numpy())
print('return_with_default', tf_return_with_default(tf.constant(0, dtype=tf.int32)).numpy())
print('return_with_default', tf_return_with_default(tf.constant(3, dtype=tf.int32)).numpy())
print('nested_ifs', tf_nested_ifs(tf.constant(-1, dtype=tf.int32)).numpy())
print('nested_ifs', tf_nested_ifs(tf.constant(3, dtype=tf.int32)).numpy())
print('nested_ifs', tf_nested_ifs(tf.constant(6, dtype=tf.int32)).numpy())
print('unreachable_return', tf_unreachable_return(tf.constant(0, dtype=tf.int32)).numpy())
print('unreachable_return', tf_unreachable_return(tf.constant(3, dtype=tf.int32)).numpy())
print('unreachable_return', tf_unreachable_return(tf.constant(5, dtype=tf.int32)).numpy())
print('return_with_default_after_assignments', tf_return_with_default_after_assignments(tf.constant(1, dtype=tf.int32)).numpy())
print('return_with_default_after_assignments', tf_return_with_default_after_assignments(tf.constant(2, dtype=tf.int32)).numpy())
print('return_with_default_after_assignments', tf_return_with_default_after_assignments(tf.constant(5, dtype=tf.int32)).numpy())
print('unconditional_return_in_single_while', tf_unconditional_return_in_single_while(tf.constant(1, dtype=tf.int32)).numpy())
print('unconditional_return_in_single_while', tf_unconditional_return_in_single_while(tf.constant(2, dtype=tf.int32)).numpy())
print('unconditional_return_in_single_while', tf_unconditional_return_in_single_while(tf.constant(3, dtype=tf.int32)).numpy())
print('unconditional_return_in_single_while', tf_unconditional_return_in_single_while(tf.constant(4, dtype=tf.int32)).numpy())
print('effectively_unconditional_return_in_single_while', tf_effectively_unconditional_return_in_single_while(tf.constant(1, dtype=tf.int32)).numpy())
print('effectively_unconditional_return_in_single_while', tf_effectively_unconditional_return_in_single_while(tf.constant(2, dtype=tf.int32)).numpy())
print('effectively_unconditional_return_in_single_while', tf_effectively_unconditional_return_in_single_while(tf.constant(3, dtype=tf.int32)).numpy())
print('effectively_unconditional_return_in_single_while', tf_effectively_unconditional_return_in_single_while(tf.constant(4, dtype=tf.int32)).numpy())
print('unconditional_return_in_single_for', tf_unconditional_return_in_single_for(tf.constant([1], dtype=tf.int32)).numpy())
print('unconditional_return_in_single_for', tf_unconditional_return_in_single_for(tf.constant([1, 2], dtype=tf.int32)).numpy())
print('unconditional_return_in_single_for', tf_unconditional_return_in_single_for(tf.constant([4, 3], dtype=tf.int32)).numpy())
print('effectively_unconditional_return_in_single_for', tf_effectively_unconditional_return_in_single_for(tf.constant([1], dtype=tf.int32)).numpy())
print('effectively_unconditional_return_in_single_for', tf_effectively_unconditional_return_in_single_for(tf.constant([2, 1], dtype=tf.int32)).numpy())
print('effectively_unconditional_return_in_single_for', tf_effectively_unconditional_return_in_single_for(tf.constant([4, 3], dtype=tf.int32)).numpy())

ERRORS = {
    "return_possibly_undefined": "the else branch must also have a return statement.",
    "conditional_return_in_loop": "a return statement cannot be placed inside this TensorFlow loop",
}

def return_possibly_undefined(x):
    if x > 0:
        if x < 5:
            return x
    else:
        return x * x * x


def conditional_return_in_loop(n):
    i = 0
    while i < n:
        if i == 3:
            return i
        i += 1
    return -1


for fn in (return_possibly_undefined, conditional_return_in_loop):
    try:
        tf.function(fn)(tf.constant(4))
    except (ValueError, NotImplementedError) as e:
        print(fn.__name__, type(e).__name__)
        print(ERRORS[fn.__name__] in str(e))
