"""tf.data's zip, concatenate, shuffle and reduce (zip_op.py, concatenate_op.py,
shuffle_op.py and DatasetV2.reduce in TensorFlow 2.15)."""

import tensorflow as _tf
import _tf_data_structure as _st
from _tf_data import DatasetV2, INFINITE, UNKNOWN, _UnaryDataset


class _ZipDataset(DatasetV2):
    """Elements of several datasets side by side, as long as the shortest."""

    def __init__(self, datasets):
        for ds in _st.flatten(datasets):
            if not isinstance(ds, DatasetV2):
                if isinstance(ds, list):
                    raise TypeError("Invalid `datasets`. `datasets` is expected to be a (nested) structure of "
                                    "`tf.data.Dataset` objects. Python `list` is not supported and you should use "
                                    "`tuple` instead.")
                raise TypeError("Invalid `datasets`. `datasets` is expected to be a (nested) structure of "
                                "`tf.data.Dataset` objects but encountered object of type " + str(type(ds)) + ".")
        self._datasets = datasets
        self._structure = _st.map_structure(lambda ds: ds.element_spec, datasets)

    @property
    def element_spec(self):
        return self._structure

    def _cardinality(self):
        result = INFINITE
        for ds in _st.flatten(self._datasets):
            n = ds._cardinality()
            if n == UNKNOWN:
                return UNKNOWN
            if n != INFINITE:
                result = n if result == INFINITE else min(result, n)
        return result

    def _tl_length(self):
        from _tf_data_ops import _minimum
        lengths = [ds._tl_length() for ds in _st.flatten(self._datasets)]
        return None if any(n is None for n in lengths) else _minimum(lengths)

    def _tl_at(self, i):
        return _st.map_structure(lambda ds: ds._tl_at(i), self._datasets)

    def _elements(self):
        flat = _st.flatten(self._datasets)
        iterators = [ds._elements() for ds in flat]
        while True:
            parts = []
            for it in iterators:
                try:
                    parts.append(next(it))
                except StopIteration:
                    return
            yield _st.pack_sequence_as(self._datasets, parts)


class _ConcatenateDataset(DatasetV2):
    """The elements of one dataset, then those of another."""

    def __init__(self, input_dataset, dataset_to_concatenate):
        self._input_datasets = [input_dataset, dataset_to_concatenate]

        def common_supertype(a, b):
            result = _st.common_spec(a, b)
            if result is None:
                raise TypeError("No common supertype of " + str(a) + " and " + str(b) + ".")
            return result

        try:
            self._structure = _st.map_structure(common_supertype, input_dataset.element_spec,
                                                dataset_to_concatenate.element_spec)
        except (TypeError, ValueError) as e:
            raise TypeError("Incompatible dataset elements:\n  " + str(input_dataset.element_spec) + " vs.   "
                            + str(dataset_to_concatenate.element_spec)) from e

    @property
    def element_spec(self):
        return self._structure

    def _cardinality(self):
        a, b = (ds._cardinality() for ds in self._input_datasets)
        if INFINITE in (a, b):
            return INFINITE
        if UNKNOWN in (a, b):
            return UNKNOWN
        return a + b

    def _elements(self):
        for ds in self._input_datasets:
            yield from ds._elements()


_MASK = (1 << 64) - 1
_unseeded = [0x9E3779B97F4A7C15]


class _Rng:
    """splitmix64: the orders cannot be TensorFlow's (its Philox stream), only as random."""

    def __init__(self, seed):
        self._state = seed & _MASK

    def below(self, n):
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return (z ^ (z >> 31)) % n


def _fresh_seed():
    import time
    _unseeded[0] = (_unseeded[0] * 6364136223846793005 + time.perf_counter_ns()) & _MASK
    return _unseeded[0]


class _ShuffleDataset(_UnaryDataset):
    """A buffer of buffer_size elements, from which a random one leaves each step."""

    def __init__(self, input_dataset, buffer_size, seed, reshuffle_each_iteration):
        super().__init__(input_dataset)
        self._buffer_size = int(buffer_size)
        self._seed = _fresh_seed() if seed is None else int(seed)
        self._reshuffle = True if reshuffle_each_iteration is None else bool(reshuffle_each_iteration)
        self._epoch = 0

    def _elements(self):
        rng = _Rng(self._seed * 1000003 + (self._epoch if self._reshuffle else 0))
        self._epoch += 1
        buffer = []
        source = self._input_dataset._elements()
        for element in source:
            buffer.append(element)
            if len(buffer) == self._buffer_size:
                break
        for element in source:
            i = rng.below(len(buffer))
            yield buffer[i]
            buffer[i] = element
        while buffer:
            i = rng.below(len(buffer))
            buffer[i], buffer[-1] = buffer[-1], buffer[i]
            yield buffer.pop()


def _state_specs(state):
    return _st.type_spec_of(state)


def reduce_dataset(dataset, initial_state, reduce_func):
    """dataset.reduce: reduce_func traced for (state, element), relaxed until its state's spec holds."""
    from _tf_data_ops import _TracedFunction
    state = _st.normalize_element(initial_state)
    state_spec = _state_specs(state)
    while True:
        func = _TracedFunction(reduce_func, (state_spec, dataset.element_spec), "Dataset_reduce")
        out = func.output_structure
        try:
            relaxed = _st.map_structure(_st.common_spec, state_spec, out)
        except ValueError:
            raise TypeError("The element classes for the new state must match the initial state. Expected "
                            + str(state_spec) + "; got " + str(out) + ".") from None
        if any(r is None for r in _st.flatten(relaxed)):
            raise TypeError("The element types for the new state must match the initial state. Expected "
                            + str(state_spec) + "; got " + str(out) + ".")
        if str(relaxed) == str(state_spec):
            break
        state_spec = relaxed
    for element in dataset._elements():
        state = func((state, element))
    return state


class _FlatMapDataset(DatasetV2):
    """Dataset.from_generator: TensorFlow builds it as a flat_map, hence its name."""

    def __init__(self, generator, output_signature, args):
        self._generator = generator
        self._structure = output_signature
        self._args = args

    @property
    def element_spec(self):
        return self._structure

    def _elements(self):
        for value in self._generator(*self._args):
            parts = _st.flatten_up_to(self._structure, value)
            specs = _st.flatten(self._structure)
            yield _st.pack_sequence_as(self._structure,
                                       [_tf.constant(v, dtype=s.dtype) for v, s in zip(parts, specs)])


def from_generator(generator, output_types=None, output_shapes=None, args=None, output_signature=None):
    if not callable(generator):
        raise TypeError("`generator` must be a Python callable.")
    if output_signature is not None:
        if output_types is not None:
            raise TypeError("The `output_types` argument can not be used together with the `output_signature` "
                            "argument.")
        if output_shapes is not None:
            raise TypeError("The `output_shapes` argument can not be used together with the `output_signature` "
                            "argument.")
    elif output_types is None:
        raise TypeError("To specify the output signature you need to provide either the `output_signature` "
                        "argument or the `output_types` argument.")
    else:
        if output_shapes is None:
            output_shapes = _st.map_structure(lambda _: None, output_types)
        shapes = _st.flatten_up_to(output_types, output_shapes)
        output_signature = _st.pack_sequence_as(output_types, [
            _tf.TensorSpec(shape, dtype) for shape, dtype in zip(shapes, _st.flatten(output_types))])
    args = () if args is None else tuple(_tf.convert_to_tensor(a) for a in args)
    return _FlatMapDataset(generator, output_signature, args)
