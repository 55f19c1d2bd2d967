"""tf.data's transformations: map, filter, batch, shuffle, repeat, take, ...

Each is a dataset over its input dataset, named as TensorFlow 2.15 names its
class (map_op.py, batch_op.py, ...). The functions of map, filter and reduce
are traced once into a graph (a tf.function with the element's TensorSpecs as
its input signature), as structured_function.py traces them: a print inside
runs once, at the call of map(); tf.print runs for every element.
"""

import tensorflow as _tf
import _tf_data_structure as _st
from _tf_data import DatasetV2, INFINITE, UNKNOWN, _UnaryDataset


def _func_name(transformation, func):
    name = transformation + "_" + getattr(func, "__name__", type(func).__name__)
    for symbol in ["<", ">", "\\", "'", " "]:
        name = name.replace(symbol, "")
    return name


class _TracedFunction:
    """func traced once for elements of input_structure (a nest of TensorSpecs)."""

    def __init__(self, func, input_structure, transformation):
        self._input_structure = input_structure

        def wrapped_fn(*args):
            nested_args = _st.pack_sequence_as(input_structure, args)
            # A tuple element is passed as separate arguments (_should_unpack).
            result = func(*nested_args) if type(nested_args) is tuple else func(nested_args)
            if isinstance(result, list):
                result = tuple(result)  # _should_pack: a returned list is a tuple of components
            return _st.normalize_element(result)

        wrapped_fn.__name__ = _func_name(transformation, func)
        specs = _st.flatten(input_structure)
        self._function = _tf.function(wrapped_fn, input_signature=specs)
        outputs = self._function.get_concrete_function().structured_outputs
        self.output_structure = _st.type_spec_of(outputs)

    def __call__(self, element):
        return self._function(*_st.flatten(element))


class _MapDataset(_UnaryDataset):
    def __init__(self, input_dataset, map_func):
        super().__init__(input_dataset)
        self._func = _TracedFunction(map_func, input_dataset.element_spec, "Dataset_map")

    @property
    def element_spec(self):
        return self._func.output_structure

    def _tl_length(self):
        return self._input_dataset._tl_length()

    def _tl_at(self, i):
        return self._func(self._input_dataset._tl_at(i))

    def _elements(self):
        for element in self._input_dataset._elements():
            yield self._func(element)


class _ParallelMapDataset(_MapDataset):
    pass


def map_dataset(input_dataset, map_func, num_parallel_calls):
    if num_parallel_calls is None:
        return _MapDataset(input_dataset, map_func)
    return _ParallelMapDataset(input_dataset, map_func)


class _FilterDataset(_UnaryDataset):
    def __init__(self, input_dataset, predicate):
        super().__init__(input_dataset)
        self._predicate = _TracedFunction(predicate, input_dataset.element_spec, "Dataset_filter")
        out = self._predicate.output_structure
        if not isinstance(out, _tf.TensorSpec) or out.dtype != _tf.bool or _st.dims(out) != []:
            raise ValueError("Invalid `predicate`. `predicate` must return a `tf.bool` scalar tensor, "
                             "but its return type is " + str(out) + ".")

    def _cardinality(self):
        return UNKNOWN

    def _elements(self):
        for element in self._input_dataset._elements():
            if bool(self._predicate(element)):
                yield element


def _batch_error(dataset, component, first, index, shape):
    outputs = len(_st.flatten(dataset.element_spec))
    return _tf.errors.InvalidArgumentError(
        None, None, "{{function_node __wrapped__IteratorGetNext_output_types_" + str(outputs)
        + "_device_/job:localhost/replica:0/task:0/device:CPU:0}} Cannot batch tensors with different shapes in "
        "component " + str(component) + ". First element had shape " + str(first) + " and element "
        + str(index) + " had shape " + str(shape) + ". [Op:IteratorGetNext] name: ")


def _batched_cardinality(n, batch_size, drop_remainder):
    if n in (INFINITE, UNKNOWN):
        return n
    return n // batch_size + (0 if n % batch_size == 0 or drop_remainder else 1)


class _BatchDataset(_UnaryDataset):
    def __init__(self, input_dataset, batch_size, drop_remainder):
        super().__init__(input_dataset)
        self._batch_size = int(batch_size)
        self._drop_remainder = bool(drop_remainder)
        first = self._batch_size if self._drop_remainder else None
        self._structure = _st.map_structure(
            lambda s: _st.make_spec(None if _st.dims(s) is None else [first] + _st.dims(s), s.dtype),
            input_dataset.element_spec)

    @property
    def element_spec(self):
        return self._structure

    def _cardinality(self):
        return _batched_cardinality(self._input_dataset._cardinality(), self._batch_size, self._drop_remainder)

    def _stack(self, elements):
        columns = [_st.flatten(e) for e in elements]
        stacked = []
        for c in range(len(columns[0])):
            parts = [row[c] for row in columns]
            first = parts[0].shape.as_list()
            for i, p in enumerate(parts):
                if p.shape.as_list() != first:
                    raise _batch_error(self, c, first, i, p.shape.as_list())
            stacked.append(_tf.stack(parts))
        return _st.pack_sequence_as(elements[0], stacked)

    def _elements(self):
        batch = []
        for element in self._input_dataset._elements():
            batch.append(element)
            if len(batch) == self._batch_size:
                yield self._stack(batch)
                batch = []
        if batch and not self._drop_remainder:
            yield self._stack(batch)


class _ParallelBatchDataset(_BatchDataset):
    pass


def batch_dataset(input_dataset, batch_size, drop_remainder, num_parallel_calls):
    if num_parallel_calls is None:
        return _BatchDataset(input_dataset, batch_size, drop_remainder)
    return _ParallelBatchDataset(input_dataset, batch_size, drop_remainder)


def _pad(t, paddings, value):
    # tf.pad pads with zeros only here: a shift carries another padding value.
    if isinstance(value, (int, float)) and value == 0:
        return _tf.pad(t, paddings)
    value = _tf.cast(value, t.dtype)
    return _tf.pad(t - value, paddings) + value


def _as_shape(shape):
    # An int, a tuple or list of dims (-1 or None: the longest in the batch), a TensorShape.
    if isinstance(shape, int):
        shape = [shape]
    elif isinstance(shape, _tf.TensorShape):
        shape = shape.as_list()
    return [None if d is None or d == -1 else int(d) for d in shape]


class _PaddedBatchDataset(_BatchDataset):
    """Batches whose components are padded to a common shape first."""

    def __init__(self, input_dataset, batch_size, padded_shapes, padding_values, drop_remainder):
        super().__init__(input_dataset, batch_size, drop_remainder)
        spec = input_dataset.element_spec
        if padded_shapes is None:
            padded_shapes = _st.map_structure(_st.dims, spec)
        # One shape per component (nest.map_structure_up_to the element spec).
        self._shapes = [_as_shape(s) for s in _st.flatten_up_to(spec, padded_shapes)]
        self._padding_values = padding_values
        first = self._batch_size if self._drop_remainder else None
        self._structure = _st.pack_sequence_as(spec, [
            _st.make_spec([first] + shape, s.dtype) for s, shape in zip(_st.flatten(spec), self._shapes)])

    def _pad_value(self, index, dtype):
        if self._padding_values is None:
            return b"" if dtype == _tf.string else 0
        values = _st.flatten(self._padding_values)
        return values[index] if len(values) > 1 else values[0]

    def _stack(self, elements):
        columns = [_st.flatten(e) for e in elements]
        stacked = []
        for c in range(len(columns[0])):
            parts = [row[c] for row in columns]
            target = [max(p.shape[d] for p in parts) if n is None else n for d, n in enumerate(self._shapes[c])]
            value = self._pad_value(c, parts[0].dtype)
            padded = [_pad(p, [[0, t - n] for t, n in zip(target, p.shape.as_list())], value) for p in parts]
            stacked.append(_tf.stack(padded))
        return _st.pack_sequence_as(elements[0], stacked)


class _UnbatchDataset(_UnaryDataset):
    def __init__(self, input_dataset):
        super().__init__(input_dataset)
        for s in _st.flatten(input_dataset.element_spec):
            if _st.dims(s) == []:
                raise ValueError("Cannot unbatch an input with scalar components.")
        self._structure = _st.map_structure(
            lambda s: _st.make_spec(None if _st.dims(s) is None else _st.dims(s)[1:], s.dtype),
            input_dataset.element_spec)

    @property
    def element_spec(self):
        return self._structure

    def _cardinality(self):
        return UNKNOWN

    def _elements(self):
        for element in self._input_dataset._elements():
            n = _st.flatten(element)[0].shape[0]
            for i in range(n):
                yield _st.map_structure(lambda t: t[i], element)


class _RepeatDataset(_UnaryDataset):
    def __init__(self, input_dataset, count):
        super().__init__(input_dataset)
        self._count = -1 if count is None else int(count)

    def _tl_length(self):
        n = self._input_dataset._tl_length()
        return None if n is None or self._count < 0 else n * self._count

    def _tl_at(self, i):
        return self._input_dataset._tl_at(i % self._input_dataset._tl_length())

    def _cardinality(self):
        n = self._input_dataset._cardinality()
        if self._count < 0:
            return 0 if n == 0 else INFINITE
        if self._count == 0:
            return 0
        return n if n in (INFINITE, UNKNOWN) else n * self._count

    def _elements(self):
        epoch = 0
        while self._count < 0 or epoch < self._count:
            empty = True
            for element in self._input_dataset._elements():
                empty = False
                yield element
            if empty:
                return
            epoch += 1


class _TakeDataset(_UnaryDataset):
    def __init__(self, input_dataset, count):
        super().__init__(input_dataset)
        self._count = int(count)

    def _tl_length(self):
        n = self._input_dataset._tl_length()
        return n if n is None or self._count < 0 else _minimum([n, self._count])

    def _tl_at(self, i):
        return self._input_dataset._tl_at(i)

    def _cardinality(self):
        n = self._input_dataset._cardinality()
        if n == UNKNOWN:
            return UNKNOWN
        if n == INFINITE:
            return self._count
        return n if self._count < 0 else min(n, self._count)

    def _elements(self):
        if self._count == 0:
            return
        taken = 0
        for element in self._input_dataset._elements():
            yield element
            taken += 1
            if taken == self._count:
                return


class _SkipDataset(_UnaryDataset):
    def __init__(self, input_dataset, count):
        super().__init__(input_dataset)
        self._count = int(count)

    def _tl_length(self):
        n = self._input_dataset._tl_length()
        if n is None or self._count < 0:
            return None
        return max(0, n - self._count) if isinstance(n, int) else _tf.maximum(0, n - self._count)

    def _tl_at(self, i):
        return self._input_dataset._tl_at(i + self._count)

    def _cardinality(self):
        n = self._input_dataset._cardinality()
        if n in (INFINITE, UNKNOWN):
            return n
        return 0 if self._count < 0 else max(0, n - self._count)

    def _elements(self):
        skipped = 0
        for element in self._input_dataset._elements():
            if self._count < 0 or skipped < self._count:
                skipped += 1
                continue
            yield element


class _PassThroughDataset(_UnaryDataset):
    """The input's elements unchanged, so also the input's element at an index."""

    def _tl_length(self):
        return self._input_dataset._tl_length()

    def _tl_at(self, i):
        return self._input_dataset._tl_at(i)


class CacheDataset(_PassThroughDataset):
    """Keeps the elements of the first complete pass and replays them."""

    def __init__(self, input_dataset):
        super().__init__(input_dataset)
        self._cache = None

    def _elements(self):
        if self._cache is not None:
            yield from self._cache
            return
        seen = []
        for element in self._input_dataset._elements():
            seen.append(element)
            yield element
        self._cache = seen


class _PrefetchDataset(_PassThroughDataset):
    # Elements are made when asked for: there is nothing to overlap here.
    pass


def _minimum(lengths):
    # The least of ints and int32 tensors (a tensor when any is one).
    ints = [n for n in lengths if isinstance(n, int)]
    least = min(ints + [2**31 - 1])
    for t in lengths:
        if not isinstance(t, int):
            least = _tf.minimum(t, least)
    return least


from _tf_data_combine import _ZipDataset, _ConcatenateDataset, _ShuffleDataset, reduce_dataset  # noqa: E402,F401
