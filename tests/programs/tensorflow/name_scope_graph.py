# Expected output: tf.name_scope inside a traced function, written from TF 2.15's
# ops.py: name_scope_v2 enters Graph.name_scope, which makes the name unique in
# the graph (unique_name: "outer", then "outer_1"), binds "outer/" to `as`,
# takes a name ending in "/" as that scope exactly and "" as the root, and
# checks the name against _VALID_OP_NAME_REGEX at the root and
# _VALID_SCOPE_NAME_REGEX below it (ValueError's text). Every op made inside
# gets the scope as prefix: an operator opens its own scope ("outer/inner/mul")
# and converts a Python operand in it ("mul/y"); `name=` names the op within
# the current scope, made unique ("total", "total_1"). get_current_name_scope
# reads Graph.get_name_scope; a FuncGraph starts at the root.
import tensorflow as tf


@tf.function
def f(x):
    with tf.name_scope("outer") as outer:
        print(repr(outer))
        with tf.name_scope("inner") as inner:
            y = x * 2.0
            print(repr(inner), y.name, repr(tf.get_current_name_scope()))
            print(y)
        z = tf.add(x, y, name="total")
        print(z.name, repr(tf.get_current_name_scope()))
    with tf.name_scope("outer") as again:
        w = x + z
        print(repr(again), w.name)
    with tf.name_scope("outer/") as absolute:
        u = tf.add(w, 1.0, name="total")
        print(repr(absolute), u.name, repr(tf.get_current_name_scope()))
        with tf.name_scope("") as root:
            print(repr(root), repr(tf.get_current_name_scope()))
    t = tf.add(u, u, name="total")
    t2 = tf.add(t, 3.0, name="total")
    print(t.name, t2.name, repr(tf.get_current_name_scope()))
    return t2


cf = f.get_concrete_function(tf.constant(1.0))
print([op.name for op in cf.graph.get_operations()])
print([op.name for op in cf.graph.get_operations()] == [node.name for node in cf.graph.as_graph_def().node])
print(f(tf.constant(1.0)).numpy())


@tf.function
def checked(x):
    for bad in ["_hidden", "my scope", "-a", "a/b c"]:
        try:
            with tf.name_scope(bad):
                pass
        except ValueError as e:
            print("ValueError:", e)
    with tf.name_scope("ok"):
        with tf.name_scope("_fine") as s:
            print(repr(s), tf.get_current_name_scope())
        try:
            with tf.name_scope("not fine"):
                pass
        except ValueError as e:
            print("ValueError:", e)
        print(repr(tf.get_current_name_scope()))
    return x


checked(tf.constant(0))


@tf.function
def plain(x):
    print("traced in", repr(tf.get_current_name_scope()))
    return x * 2.0


with tf.name_scope("eager_scope") as s:
    print(repr(s), repr(tf.get_current_name_scope()))
    r = plain(tf.constant(1.5))
print(r.numpy(), [op.name for op in plain.get_concrete_function(tf.constant(1.5)).graph.get_operations()])
