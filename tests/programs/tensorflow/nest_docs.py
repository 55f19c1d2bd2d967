# Expected output: the docstring examples of tf.nest.flatten, pack_sequence_as,
# map_structure and assert_same_structure (nest_util.py, TF 2.15), their errors
# as nest_util.py and util.cc's AssertSameStructureHelper word them (dict keys
# are sorted with Python's ordering, so 9 comes before 10; a range nests and
# packs as a list; None is an atom), and map_structure over tensors inside a
# tf.function, which traces once per structure.
import tensorflow as tf
import collections
d = {"key3": "value3", "key1": "value1", "key2": "value2"}
print(tf.nest.flatten(d))
print(tf.nest.flatten(((1.0, 2.0), (3.0, 4.0, 5.0), 6.0)))
print(tf.nest.flatten({"key3": {"c": (1.0, 2.0), "a": (3.0)}, "key1": {"m": "val1", "g": "val2"}}))
print(tf.nest.flatten(None), tf.nest.flatten(5), tf.nest.flatten({9: 'a', 10: 'b'}))
print(tf.nest.pack_sequence_as({"key3": "", "key1": "", "key2": ""}, ["value1", "value2", "value3"]))
print(tf.nest.pack_sequence_as((('a','b'), ('c','d','e'), 'f'), [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]))
print(tf.nest.pack_sequence_as({"key3": {"c": ('alpha', 'beta'), "a": ('gamma')}, "key1": {"e": "val1", "d": "val2"}}, ['val2', 'val1', 3.0, 1.0, 2.0]))
print(tf.nest.map_structure(lambda p: p * 2, {"hello": 24, "world": 76}))
print(tf.nest.map_structure(lambda p1, p2: p1 + p2, {"hello": 24, "world": 76}, {"hello": 36, "world": 14}))
print(tf.nest.map_structure(lambda p: p * 2, [24, 76, "ab"]))
print(tf.nest.map_structure(lambda x, y: x + y, 3, 4))
print(tf.nest.map_structure(lambda x: x + 1, ()))
s1 = (((1, 2), 3), 4, (5, 6)); s1_list = [[[1, 2], 3], 4, [5, 6]]
print(tf.nest.map_structure(lambda x, y: None, s1, s1_list, check_types=False))
P = collections.namedtuple("P", "x y")
print(tf.nest.map_structure(lambda v: v * 10, P(1, (2, 3))))
print(tf.nest.is_nested([1]), tf.nest.is_nested("ab"), tf.nest.is_nested({1}), tf.nest.is_nested(range(2)))
tf.nest.assert_same_structure({"a": 1, "b": 2, "c": 3}, {"c": 6, "b": 5, "a": 4})
tf.nest.assert_same_structure(s1, s1_list, check_types=False)
for bad in [lambda: tf.nest.map_structure(lambda x, y: None, s1, s1_list),
            lambda: tf.nest.assert_same_structure([0, 1], [0, [1]]),
            lambda: tf.nest.pack_sequence_as([1, 2], [1]),
            lambda: tf.nest.pack_sequence_as([1, 2], 5),
            lambda: tf.nest.pack_sequence_as(1, [1, 2]),
            lambda: tf.nest.flatten({1: 1, "a": 2}),
            lambda: tf.nest.map_structure(3, [1]),
            lambda: tf.nest.map_structure(abs),
            lambda: tf.nest.map_structure(abs, [1], foo=1, bar=2)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(tf.nest.map_structure(lambda t: t * 2, {"x": tf.constant([1.0])}))


@tf.function
def scale(batch):
    print("tracing", tf.nest.map_structure(lambda t: t.shape, batch))
    return tf.nest.map_structure(lambda t: t * 2.0, batch)


print(scale({"b": tf.constant([1.0]), "a": (tf.constant(2.0), tf.constant([3.0, 4.0]))}))
print(scale({"b": tf.constant([5.0]), "a": (tf.constant(6.0), tf.constant([7.0, 8.0]))})["a"][1])
print(tf.nest.flatten(range(3)), tf.nest.pack_sequence_as(range(2), ["x", "y"]))


@tf.function
def doubled(d):
    return {k: v * 2 for k, v in d.items()}, tf.nest.flatten(d)


print(doubled({9: tf.constant(1.0), 10: tf.constant(5.0)}))
