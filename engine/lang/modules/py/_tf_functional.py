"""tf.map_fn, tf.scan, tf.foldl and tf.foldr.

As TensorFlow 2.15's python/ops/map_fn.py and functional_ops.py build them:
the elements are unstacked into TensorArrays and a while_loop calls fn on
each, so eagerly fn runs once per element and inside a tf.function it is
traced once into the While node's body. The tensorflow module's __getattr__
imports this module the first time a program reads one of them
(lang/modules/tensorflow/lazy_api.cc).
"""

import tensorflow as _tf

_nest = _tf.nest


def _while(cond, body, loop_vars, n):
    """tf.while_loop over a nest of loop variables (tensors and TensorArrays)."""
    flat = _nest.flatten(loop_vars)

    def flat_cond(*values):
        return cond(*_nest.pack_sequence_as(loop_vars, list(values)))

    def flat_body(*values):
        return _nest.flatten(body(*_nest.pack_sequence_as(loop_vars, list(values))))

    out = _tf.while_loop(flat_cond, flat_body, flat, maximum_iterations=n)
    return _nest.pack_sequence_as(loop_vars, list(out))


def _check_callable(fn, message):
    if not callable(fn):
        raise TypeError(message.format(getattr(fn, "__name__", repr(fn))))


def _length(elems_flat):
    first = elems_flat[0]
    if first.shape.rank is not None and first.shape.rank < 1:
        raise ValueError("Elements in elems must be 1+ dimensional Tensors, not scalars")
    n = first.shape[0]
    return n if n is not None else _tf.shape(first)[0]


def _unstacked(elems_flat, n):
    return [_tf.TensorArray(dtype=t.dtype, size=n, dynamic_size=False, infer_shape=True).unstack(t)
            for t in elems_flat]


def _as_spec(d):
    return d if isinstance(d, _tf.TensorSpec) else _tf.TensorSpec(None, d)


def map_fn(fn, elems, dtype=None, parallel_iterations=None, back_prop=True, swap_memory=False,
           infer_shape=True, name=None, fn_output_signature=None):
    """Transforms elems by applying fn to each element unstacked on axis 0."""
    if fn_output_signature is None:
        fn_output_signature = dtype
    _check_callable(fn, "The provided function {} is not callable.fn must be callable.")
    elems_flat = _nest.flatten(elems)
    if len(elems_flat) == 0:
        raise ValueError("elems must be a Tensor or (possibly nested) sequence of Tensors. "
                         "Got {}, which does not contain any Tensors.".format(elems))
    elems_flat = [_tf.convert_to_tensor(t) for t in elems_flat]
    if fn_output_signature is None:
        result_specs = [_tf.TensorSpec(None, t.dtype) for t in elems_flat]
        result_structure = elems
    else:
        result_specs = [_as_spec(d) for d in _nest.flatten(fn_output_signature)]
        result_structure = fn_output_signature
    n = _length(elems_flat)
    elems_ta = _unstacked(elems_flat, n)
    results_ta = [_tf.TensorArray(dtype=s.dtype, size=n, dynamic_size=False, infer_shape=infer_shape,
                                  element_shape=s.shape) for s in result_specs]

    def compute(i, tas):
        value = _nest.pack_sequence_as(elems, [ta.read(i) for ta in elems_ta])
        result = fn(value)
        _nest.assert_same_structure(result_structure, result)
        return (i + 1, [ta.write(i, v) for ta, v in zip(tas, _nest.flatten(result))])

    _, results_ta = _while(lambda i, _: i < n, compute, (_tf.constant(0), results_ta), n)
    return _nest.pack_sequence_as(result_structure, [ta.stack() for ta in results_ta])


def foldl(fn, elems, initializer=None, parallel_iterations=10, back_prop=True, swap_memory=False, name=None):
    """fn(accumulator, element) over elems from first to last; the last accumulator."""
    return _fold(fn, elems, initializer, reverse=False)


def foldr(fn, elems, initializer=None, parallel_iterations=10, back_prop=True, swap_memory=False, name=None):
    """fn(accumulator, element) over elems from last to first; the last accumulator."""
    return _fold(fn, elems, initializer, reverse=True)


def _fold(fn, elems, initializer, reverse):
    _check_callable(fn, "{} is not callable. Please provide a callable function.")
    elems_flat = [_tf.convert_to_tensor(e) for e in _nest.flatten(elems)]
    n = _length(elems_flat)
    elems_ta = _nest.pack_sequence_as(elems, _unstacked(elems_flat, n))
    if initializer is None:
        a = _nest.map_structure(lambda ta: ta.read(n - 1 if reverse else 0), elems_ta)
        i = n - 2 if reverse else 1
    else:
        a = _nest.map_structure(_tf.convert_to_tensor, initializer)
        i = n - 1 if reverse else 0

    def compute(i, a):
        elem_i = _nest.map_structure(lambda ta: ta.read(i), elems_ta)
        a = fn(a, elem_i)
        return [i - 1 if reverse else i + 1, a]

    def cond(i, a):
        return i >= 0 if reverse else i < n

    _, r_a = _while(cond, compute, [_tf.convert_to_tensor(i), a], n)
    return r_a


def scan(fn, elems, initializer=None, parallel_iterations=10, back_prop=True, swap_memory=False,
         infer_shape=True, reverse=False, name=None):
    """The accumulators of fn(accumulator, element) over elems, stacked."""
    _check_callable(fn, "{} is not callable. Please provide a callable function.")
    input_is_sequence = _nest.is_nested(elems)
    state = elems if initializer is None else initializer
    output_is_sequence = _nest.is_nested(state)

    def pack(structure, is_sequence, flat):
        return _nest.pack_sequence_as(structure, flat) if is_sequence else flat[0]

    elems_flat = [_tf.convert_to_tensor(e) for e in (_nest.flatten(elems) if input_is_sequence else [elems])]
    n = _length(elems_flat)
    elems_ta = _unstacked(elems_flat, n)
    if initializer is None:
        a_flat = [ta.read(n - 1 if reverse else 0) for ta in elems_ta]
        i = 1
    else:
        a_flat = [_tf.convert_to_tensor(v) for v in (_nest.flatten(initializer) if output_is_sequence else [initializer])]
        i = 0
    accs_ta = [_tf.TensorArray(dtype=a.dtype, size=n, dynamic_size=False, infer_shape=infer_shape,
                               element_shape=a.shape if infer_shape else None) for a in a_flat]
    if initializer is None:
        accs_ta = [ta.write(n - 1 if reverse else 0, a) for ta, a in zip(accs_ta, a_flat)]

    def compute(i, a_flat, tas):
        packed_elems = pack(elems, input_is_sequence, [ta.read(i) for ta in elems_ta])
        a_out = fn(pack(state, output_is_sequence, a_flat), packed_elems)
        _nest.assert_same_structure(state, a_out)
        flat_out = _nest.flatten(a_out) if output_is_sequence else [a_out]
        tas = [ta.write(i, v) for ta, v in zip(tas, flat_out)]
        return (i - 1 if reverse else i + 1, flat_out, tas)

    initial_i = n - 1 - i if reverse else i

    def cond(i, _1, _2):
        return i >= 0 if reverse else i < n

    _, _, r_a = _while(cond, compute, (_tf.convert_to_tensor(initial_i), a_flat, accs_ta), n)
    return pack(state, output_is_sequence, [ta.stack() for ta in r_a])
