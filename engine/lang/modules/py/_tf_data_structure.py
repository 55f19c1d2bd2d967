"""The element structures of tf.data: nests of tensors and their TensorSpecs.

tf.data's own nest (tensorflow/python/data/util/nest.py) nests tuples,
namedtuples and dicts only: a list is one component, converted to a tensor,
as structure.normalize_element does. Dicts keep their keys' order when mapped
and flatten in sorted key order, as TensorFlow's nest does.
"""

import tensorflow as _tf


def is_nested(value):
    return isinstance(value, (tuple, dict))


def _sorted_keys(d):
    try:
        return sorted(d)
    except TypeError:
        return list(d)


def _rebuild(like, items):
    if isinstance(like, dict):
        return type(like)(items) if type(like) is not dict else dict(items)
    if type(like) is tuple:
        return tuple(items)
    return type(like)(*items)  # a namedtuple


def map_structure(fn, *structures):
    """fn over the components of structures that share one structure."""
    first = structures[0]
    for s in structures[1:]:
        if is_nested(s) != is_nested(first) or (is_nested(s) and len(s) != len(first)):
            raise ValueError("The two structures don't have the same nested structure.")
    if isinstance(first, dict):
        return _rebuild(first, [(k, map_structure(fn, *[s[k] for s in structures])) for k in first])
    if isinstance(first, tuple):
        return _rebuild(first, [map_structure(fn, *parts) for parts in zip(*structures)])
    return fn(*structures)


def flatten(structure):
    if isinstance(structure, dict):
        return [leaf for k in _sorted_keys(structure) for leaf in flatten(structure[k])]
    if isinstance(structure, tuple):
        return [leaf for part in structure for leaf in flatten(part)]
    return [structure]


def flatten_up_to(shallow, structure):
    """The parts of structure at the leaves of shallow, in flatten's order."""
    if isinstance(shallow, dict):
        return [leaf for k in _sorted_keys(shallow) for leaf in flatten_up_to(shallow[k], structure[k])]
    if isinstance(shallow, tuple):
        return [leaf for s, part in zip(shallow, structure) for leaf in flatten_up_to(s, part)]
    return [structure]


def pack_sequence_as(structure, flat):
    """The components of flat, in the places flatten(structure) gives."""
    it = iter(flat)
    return map_structure_sorted(lambda _: next(it), structure)


def map_structure_sorted(fn, structure):
    # Visits dict entries in sorted key order (flatten's order), keeps their order.
    if isinstance(structure, dict):
        done = {k: map_structure_sorted(fn, structure[k]) for k in _sorted_keys(structure)}
        return _rebuild(structure, [(k, done[k]) for k in structure])
    if isinstance(structure, tuple):
        return _rebuild(structure, [map_structure_sorted(fn, part) for part in structure])
    return fn(structure)


def _to_tensor(value):
    if isinstance(value, _tf.Tensor):
        return value
    if isinstance(value, _tf.TensorSpec):
        raise TypeError("Attempt to convert a value (" + repr(value) + ") with an unsupported type ("
                        + repr(type(value)) + ") to a Tensor.")
    if hasattr(value, "to_numpy") and not hasattr(value, "dtype"):
        value = value.to_numpy()  # a DataFrame column
    elif hasattr(value, "values") and hasattr(value, "index") and hasattr(value, "name"):
        value = value.values  # a Series: its numpy array
    return _tf.convert_to_tensor(value)


def normalize_element(element):
    """Every component of element as a tensor (structure.normalize_element)."""
    return map_structure(_to_tensor, element)


def spec_of(tensor):
    return _tf.TensorSpec(shape=tensor.shape, dtype=tensor.dtype)


def type_spec_of(element):
    return map_structure(spec_of, element)


def dims(spec):
    shape = spec.shape
    return None if shape.rank is None else shape.as_list()


def make_spec(dims_list, dtype):
    return _tf.TensorSpec(shape=dims_list, dtype=dtype)


def common_spec(a, b):
    """TensorSpec.most_specific_common_supertype: None where dims differ."""
    if a.dtype != b.dtype:
        return None
    da, db = dims(a), dims(b)
    if da is None or db is None or len(da) != len(db):
        return make_spec(None, a.dtype)
    return make_spec([x if x == y else None for x, y in zip(da, db)], a.dtype)


def spec_compatible(spec, tensor):
    d = dims(spec)
    if spec.dtype != tensor.dtype:
        return False
    if d is None:
        return True
    shape = tensor.shape.as_list()
    return len(shape) == len(d) and all(x is None or x == y for x, y in zip(d, shape))
