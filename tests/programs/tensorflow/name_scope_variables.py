# Expected output: tf.Variable names under tf.name_scope, written from TF 2.15's
# resource_variable_ops.py (the handle is named under ops.name_scope(name,
# "Variable"): eagerly the eager context's scope_name nests by text and is never
# made unique, a name ending in "/" is taken whole), def_function.py (a variable
# made while tracing enters the graph's scope once, then is created under
# init_scope, whose eager scope is the graph's) and module.py (a Module's
# name_scope is its absolute "name/" scope; with_name_scope enters it around a
# method, so inside a traced function the ops it makes take the module's name).
import tensorflow as tf

print(tf.name_scope, tf.name_scope("x").name)
with tf.name_scope("layer") as s:
    v = tf.Variable(1.0, name="w")
    u = tf.Variable(2.0)
    print(repr(s), v.name, u.name, tf.get_current_name_scope())
with tf.name_scope("layer") as s:
    print(repr(s), tf.Variable(3.0, name="w").name)
with tf.name_scope("a"):
    with tf.name_scope("b") as s:
        print(s, tf.Variable(0, name="c").name)
    with tf.name_scope("top/") as s:
        print(s, tf.Variable(0, name="c").name)
    with tf.name_scope("my scope") as s:
        print(repr(s), tf.Variable(0, name="c").name)
    print(tf.Variable(0, name="abs/").name, tf.get_current_name_scope())
print(tf.Variable(1.0).name, tf.Variable(1.0, name="w").name, repr(tf.get_current_name_scope()))
try:
    tf.name_scope(5)
except ValueError as e:
    print("ValueError:", e)


class Dense(tf.Module):
    def __init__(self, units, name=None):
        super().__init__(name=name)
        with self.name_scope:
            self.w = tf.Variable(tf.ones([2, units]), name="w")
            self.b = tf.Variable(tf.zeros([units]), name="b")

    @tf.Module.with_name_scope
    def __call__(self, x):
        print("in", tf.get_current_name_scope())
        return tf.matmul(x, self.w) + self.b


class Outer(tf.Module):
    def __init__(self):
        super().__init__()
        with self.name_scope:
            self.inner = Dense(2)


d = Dense(2)
print(d.name_scope.name, d.w.name, d.b.name, Dense(2, name="dense").w.name)
o = Outer()
print(o.inner.name, o.inner.name_scope.name, [x.name for x in o.trainable_variables])
print(d(tf.ones([1, 2])).numpy())


@tf.function
def apply(x):
    y1 = d(x)
    y2 = d(x)
    print(y1.name, y2.name)
    with tf.name_scope("sum"):
        return tf.add(y1, y2, name="both")


r = apply(tf.ones([1, 2]))
print(r.numpy(), [op.name for op in apply.get_concrete_function(tf.ones([1, 2])).graph.get_operations()][-2:])

created = []


@tf.function
def lazy(x):
    if not created:
        with tf.name_scope("lazy"):
            created.append(tf.Variable(2.0, name="w"))
            created.append(tf.Variable(3.0))
            print([v.name for v in created])
    return created[0] * x


with tf.name_scope("outside"):
    print(lazy(tf.constant(2.0)).numpy())
