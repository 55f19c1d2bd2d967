# Expected output: tf.Module as tensorflow/python/module/module.py (TF 2.15)
# defines it, with its docstrings' examples: the name from the class name
# (camel_to_snake) or checked (valid_identifier, ValueError's text), the name
# scope ("name/", nested when made inside another module's scope; TF's
# ops.name_scope_v2 run eagerly, tf.get_current_name_scope), with_name_scope
# (tf_decorator.make_decorator keeps the method's name, qualname and doc), and
# _flatten's walk behind variables, trainable_variables,
# non_trainable_variables and submodules: attributes sorted by name (or by
# attribute_traversal_key), lists, tuples and dicts entered (dicts by sorted
# key, as nest does), each object once unless with_path, submodules after the
# module's own attributes, _TF_MODULE_IGNORED_PROPERTIES skipped, cycles cut.
import tensorflow as tf
from tensorflow import Module

print(Module is tf.Module, "Module" in dir(tf), hasattr(tf, "Modul"))
try:
    tf.Modul
except AttributeError as e:
    print("AttributeError:", e)
print(tf.Module)
m = tf.Module()
print(m.name, m.name_scope.name, type(m.name_scope))
print(m.variables, m.trainable_variables, m.non_trainable_variables, m.submodules)
print(repr(m).startswith("<tensorflow.python.module.module.Module object at 0x"))

for cls_name in ["MLP", "MyModule", "HTTPServer", "ResNet50V2", "Conv2D", "ABCdef", "getHTTPResponseCode"]:
    print(cls_name, type(cls_name, (tf.Module,), {})().name)
print(repr(tf.Module(name="a\n").name), tf.Module(name="_private2").name)
for bad in ["my module", "1abc", "", "a-b", "é"]:
    try:
        tf.Module(name=bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    tf.Module(name=5)
except TypeError as e:
    print("TypeError:", e)

outer = tf.Module(name="outer")
print(repr(tf.get_current_name_scope()))
with outer.name_scope as scope:
    print(scope, tf.get_current_name_scope())
    inner = tf.Module(name="inner")
    with inner.name_scope as inner_scope:
        print(inner_scope, tf.get_current_name_scope())
    print(tf.get_current_name_scope())
print(repr(tf.get_current_name_scope()), inner.name, inner.name_scope.name)


class Scoped(tf.Module):
    @tf.Module.with_name_scope
    def __call__(self, x):
        """Scales x in the module's name scope."""
        print("in", tf.get_current_name_scope())
        return x * 2.0


s = Scoped(name="scaler")
print(s(tf.constant(3.0)).numpy(), repr(tf.get_current_name_scope()))
print(Scoped.__call__.__name__, Scoped.__call__.__qualname__, Scoped.__call__.__doc__)
print(Scoped.__call__.__wrapped__.__name__)


class Leaf(tf.Module):
    def __init__(self, name=None):
        super().__init__(name=name)
        self.v = tf.Variable(1.0, name="leaf_v")


class Tree(tf.Module):
    def __init__(self):
        super().__init__()
        self.zeta = tf.Variable(0.0, name="zeta")
        self.alpha = [tf.Variable(1.0, name="alpha0"), (tf.Variable(2.0, name="alpha1"), self.zeta)]
        self.mid = {"y": Leaf(name="left"), "x": tf.Variable(3.0, trainable=False, name="mid_x")}
        self.again = self.zeta
        self.beta = Leaf(name="right")


def is_variable(x):
    return isinstance(x, tf.Variable)


t = Tree()
print(t.name, repr(t).startswith("<__main__.Tree object at 0x"))
print([v.name for v in t.variables])
print([v.name for v in t.trainable_variables])
print([v.name for v in t.non_trainable_variables])
print([sub.name for sub in t.submodules])
for path, v in t._flatten(predicate=is_variable, with_path=True):
    print(path, v.name)
print([v.name for v in t._flatten(recursive=False, predicate=is_variable)])
print([v.name for v in t._flatten(predicate=is_variable, attribute_traversal_key=lambda key: key[::-1])])
print(type(t._flatten()).__name__)


class Cached(tf.Module):
    _TF_MODULE_IGNORED_PROPERTIES = tf.Module._TF_MODULE_IGNORED_PROPERTIES | {"cache"}

    def __init__(self):
        super().__init__()
        self.cache = tf.Variable(0.0, name="cache")
        self.weight = tf.Variable(1.0, name="weight")


print([v.name for v in Cached().variables])
print(sorted(tf.Module._TF_MODULE_IGNORED_PROPERTIES))

a = tf.Module(name="a")
b = tf.Module(name="b")
c = tf.Module(name="c")
a.b = b
b.c = c
print(list(a.submodules) == [b, c], list(b.submodules) == [c], list(c.submodules) == [])
c.a = a
print([sub.name for sub in a.submodules], [sub.name for sub in c.submodules])
print([path for path, _ in a._flatten(predicate=lambda x: isinstance(x, tf.Module), with_path=True)])


class Table(dict):
    pass


class Bad(tf.Module):
    def __init__(self):
        super().__init__()
        self.table = Table({1: "one", "two": 2})


try:
    Bad().variables
except ValueError as e:
    print("ValueError:", e)
    print("caused by", type(e.__cause__).__name__)
