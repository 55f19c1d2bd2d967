"""tf.data: Dataset, its sources and its iterators.

TensorFlow 2.15's tensorflow/python/data/ops/dataset_ops.py and
iterator_ops.py over what tracelab has: a dataset here is a Python object
that makes its elements (eager tensors) when iterated, where TensorFlow
builds a dataset op graph and runs it in C++. The transformations live in
_tf_data_ops.py. The tensorflow module's __getattr__ imports this module the
first time a program reads tf.data (lang/modules/tensorflow/lazy_api.cc).
"""

import tensorflow as _tf
import _tf_data_structure as _st

INFINITE = -1
UNKNOWN = -2
AUTOTUNE = -1


class DatasetV2:
    """A finite or infinite sequence of elements, each a nest of tensors."""

    __module__ = "tensorflow.python.data.ops.dataset_ops"

    def _elements(self):
        raise NotImplementedError("Dataset._elements")

    def _cardinality(self):
        return UNKNOWN

    def __repr__(self):
        return "<" + type(self).__name__ + " element_spec=" + str(self.element_spec) + ">"

    def __iter__(self):
        return OwnedIterator(self)

    def __bool__(self):
        return True

    def __len__(self):
        if not _tf.executing_eagerly():
            raise TypeError("`tf.data.Dataset` only supports `len` in eager mode. "
                            "Use `tf.data.Dataset.cardinality()` instead.")
        length = self._cardinality()
        if length == INFINITE:
            raise TypeError("The dataset is infinite.")
        if length == UNKNOWN:
            raise TypeError("The dataset length is unknown.")
        return length

    def _tl_staged_for(self):
        """A `for` over this dataset in a tf.function (autograph's for_stmt): the
        indices to loop over in one graph loop and the element at an index; None
        when the elements do not stack (Python then iterates them)."""
        length = self._tl_length()
        if length is not None:
            return _tf.range(length), self._tl_at
        columns = self._stacked()
        if columns is None:
            return None
        specs = _st.flatten(self.element_spec)
        first = columns[0][0]
        n = first.shape[0]

        def element_at(i):
            return _st.pack_sequence_as(self.element_spec, [
                _component_at(stacked, sizes, spec, i) for (stacked, sizes), spec in zip(columns, specs)])

        return _tf.range(_tf.shape(first)[0] if n is None else n), element_at

    def _tl_length(self):
        # The number of elements (an int, or an int32 tensor in a graph) when the
        # element at an index can be built in a graph (_tl_at); None otherwise.
        return None

    def _tl_at(self, i):
        raise NotImplementedError("Dataset._tl_at")

    def _stacked(self):
        # Each component of all the elements stacked (padded where the element
        # spec has unknown dims) with the elements' own shapes; None: they do not stack.
        if self._cardinality() < 0:
            return None
        rows = [_st.flatten(e) for e in self._elements()]
        if not rows:
            return None
        columns = []
        for c, spec in enumerate(_st.flatten(self.element_spec)):
            column = _stack_column([row[c] for row in rows], _st.dims(spec))
            if column is None:
                return None
            columns.append(column)
        return columns

    def _tl_fit_arrays(self):
        """Keras-lite's fit(dataset): the (x, y) batches joined, and the batch size."""
        xs, ys = [], []
        for element in self._elements():
            if not isinstance(element, tuple) or len(element) != 2 or element[0].shape.rank == 0:
                raise ValueError("fit() takes a dataset of (x, y) batches here; its elements are "
                                 + str(self.element_spec))
            xs.append(element[0])
            ys.append(element[1])
        sizes = [x.shape[0] for x in xs]
        if not sizes or any(n != sizes[0] for n in sizes[:-1]) or sizes[-1] > sizes[0]:
            raise ValueError("fit() takes a dataset of batches of one size (the last may be smaller) here")
        return _tf.concat(xs, 0), _tf.concat(ys, 0), sizes[0]

    def cardinality(self):
        return _tf.constant(self._cardinality(), dtype=_tf.int64)

    def as_numpy_iterator(self):
        if not _tf.executing_eagerly():
            raise RuntimeError("`tf.data.Dataset.as_numpy_iterator()` is only supported in eager mode.")
        return NumpyIterator(self)

    # Sources --------------------------------------------------------------

    @staticmethod
    def from_tensor_slices(tensors, name=None):
        return _TensorSliceDataset(tensors)

    @staticmethod
    def from_tensors(tensors, name=None):
        return _TensorDataset(tensors)

    @staticmethod
    def from_generator(generator, output_types=None, output_shapes=None, args=None, output_signature=None,
                       name=None):
        import _tf_data_combine
        return _tf_data_combine.from_generator(generator, output_types, output_shapes, args, output_signature)

    @staticmethod
    def range(*args, **kwargs):
        return _RangeDataset(*args, **kwargs)

    @staticmethod
    def zip(*args, datasets=None, name=None):
        if datasets is not None and args:
            raise TypeError("Both `*args` and `datasets` cannot be set.")
        if datasets is None:
            if not args:
                raise TypeError("Must pass at least one dataset to `zip`.")
            datasets = args[0] if len(args) == 1 else args
        import _tf_data_ops
        return _tf_data_ops._ZipDataset(datasets)

    # Transformations: _tf_data_ops.py, imported on first use (it imports this module).

    def map(self, map_func, num_parallel_calls=None, deterministic=None, name=None):
        import _tf_data_ops
        return _tf_data_ops.map_dataset(self, map_func, num_parallel_calls)

    def filter(self, predicate, name=None):
        import _tf_data_ops
        return _tf_data_ops._FilterDataset(self, predicate)

    def batch(self, batch_size, drop_remainder=False, num_parallel_calls=None, deterministic=None, name=None):
        import _tf_data_ops
        return _tf_data_ops.batch_dataset(self, batch_size, drop_remainder, num_parallel_calls)

    def padded_batch(self, batch_size, padded_shapes=None, padding_values=None, drop_remainder=False, name=None):
        import _tf_data_ops
        return _tf_data_ops._PaddedBatchDataset(self, batch_size, padded_shapes, padding_values, drop_remainder)

    def unbatch(self, name=None):
        import _tf_data_ops
        return _tf_data_ops._UnbatchDataset(self)

    def shuffle(self, buffer_size, seed=None, reshuffle_each_iteration=None, name=None):
        import _tf_data_ops
        return _tf_data_ops._ShuffleDataset(self, buffer_size, seed, reshuffle_each_iteration)

    def repeat(self, count=None, name=None):
        import _tf_data_ops
        return _tf_data_ops._RepeatDataset(self, count)

    def take(self, count, name=None):
        import _tf_data_ops
        return _tf_data_ops._TakeDataset(self, count)

    def skip(self, count, name=None):
        import _tf_data_ops
        return _tf_data_ops._SkipDataset(self, count)

    def enumerate(self, start=0, name=None):
        # As TensorFlow: a zip of a range of int64 counters with this dataset.
        counters = _RangeDataset(start, 2**63 - 1, output_type=_tf.int64)
        return DatasetV2.zip((counters, self))

    def concatenate(self, dataset, name=None):
        import _tf_data_ops
        return _tf_data_ops._ConcatenateDataset(self, dataset)

    def cache(self, filename="", name=None):
        import _tf_data_ops
        return _tf_data_ops.CacheDataset(self)

    def prefetch(self, buffer_size, name=None):
        import _tf_data_ops
        return _tf_data_ops._PrefetchDataset(self)

    def reduce(self, initial_state, reduce_func, name=None):
        import _tf_data_ops
        return _tf_data_ops.reduce_dataset(self, initial_state, reduce_func)


class _UnaryDataset(DatasetV2):
    """A dataset over one input; by default with the input's elements and count."""

    def __init__(self, input_dataset):
        self._input_dataset = input_dataset

    @property
    def element_spec(self):
        return self._input_dataset.element_spec

    def _cardinality(self):
        return self._input_dataset._cardinality()

    def _elements(self):
        return self._input_dataset._elements()


class _TensorSliceDataset(DatasetV2):
    """The slices of tensors along their first dimension."""

    def __init__(self, element):
        element = _st.normalize_element(element)
        flat = _st.flatten(element)
        self._tensors = element
        self._length = None
        for t in flat:
            if t.shape.rank == 0:
                raise ValueError("Unbatching a tensor is only supported for rank >= 1")
            n = t.shape[0]
            if self._length is not None and n != self._length:
                raise ValueError("Dimensions " + str(self._length) + " and " + str(n) + " are not compatible")
            self._length = n
        self._structure = _st.map_structure(lambda t: _tf.TensorSpec(shape=t.shape[1:], dtype=t.dtype), element)

    @property
    def element_spec(self):
        return self._structure

    def _cardinality(self):
        return UNKNOWN if self._length is None else self._length

    def _tl_length(self):
        return _tf.shape(_st.flatten(self._tensors)[0])[0] if self._length is None else self._length

    def _tl_at(self, i):
        return _st.map_structure(lambda t: _tf.gather(t, i), self._tensors)

    def cardinality(self):
        if self._length is None:  # sliced from a tensor of unknown length, in a graph
            return _tf.cast(self._tl_length(), _tf.int64)
        return super().cardinality()

    def _elements(self):
        for i in range(self._length):
            yield _st.map_structure(lambda t: t[i], self._tensors)


class _TensorDataset(DatasetV2):
    """One element: the tensors given."""

    def __init__(self, element):
        self._tensors = _st.normalize_element(element)
        self._structure = _st.type_spec_of(self._tensors)

    @property
    def element_spec(self):
        return self._structure

    def _cardinality(self):
        return 1

    def _tl_length(self):
        return 1

    def _tl_at(self, i):
        return self._tensors

    def _elements(self):
        yield self._tensors


class _RangeDataset(DatasetV2):
    """A range of integers, as Python's range, as tensors of dtype."""

    def __init__(self, *args, output_type=_tf.int64, name=None):
        if len(args) == 1:
            start, stop, step = 0, args[0], 1
        elif len(args) == 2:
            start, stop, step = args[0], args[1], 1
        elif len(args) == 3:
            start, stop, step = args
        else:
            raise ValueError("Invalid `args`. The length of `args` should be between 1 and 3 but was "
                             + str(len(args)) + ".")
        self._range = range(int(start), int(stop), int(step))
        self._dtype = output_type

    @property
    def element_spec(self):
        return _tf.TensorSpec(shape=(), dtype=self._dtype)

    def _cardinality(self):
        return len(self._range)

    def _tl_length(self):
        return len(self._range)

    def _tl_at(self, i):
        return _tf.cast(i, self._dtype) * self._range.step + self._range.start

    def _elements(self):
        for i in self._range:
            yield _tf.constant(i, dtype=self._dtype)


def _stack_column(parts, dims):
    """parts stacked; where dims (the spec's) are unknown, each part padded to the
    longest and its shape kept beside, so that the element at an index is sliced
    back to its size with that dim unknown, as the element spec says."""
    shapes = [p.shape.as_list() for p in parts]
    if dims is None or any(len(s) != len(dims) for s in shapes):
        return None
    if None not in dims:
        return (_tf.stack(parts), None) if all(s == shapes[0] for s in shapes) else None
    if parts[0].dtype == _tf.string and any(s != shapes[0] for s in shapes):
        return None
    target = [max(s[d] for s in shapes) for d in range(len(dims))]
    padded = [_tf.pad(p, [[0, t - n] for t, n in zip(target, s)]) if s != target else p
              for p, s in zip(parts, shapes)]
    return _tf.stack(padded), _tf.constant(shapes, dtype=_tf.int32)


def _component_at(stacked, sizes, spec, i):
    t = _tf.gather(stacked, i)
    if sizes is None:
        return t
    size = _tf.gather(sizes, i)
    return t[tuple(slice(None) if d is not None else slice(None, size[k]) for k, d in enumerate(_st.dims(spec)))]


def _end_of_sequence(dataset):
    outputs = len(_st.flatten(dataset.element_spec))
    return _tf.errors.OutOfRangeError(
        None, None, "{{function_node __wrapped__IteratorGetNext_output_types_" + str(outputs)
        + "_device_/job:localhost/replica:0/task:0/device:CPU:0}} End of sequence [Op:IteratorGetNext] name: ")


class OwnedIterator:
    """iter(dataset): next() raises StopIteration at the end, get_next() OutOfRangeError."""

    __module__ = "tensorflow.python.data.ops.iterator_ops"

    def __init__(self, dataset):
        self._dataset = dataset
        self._it = dataset._elements()

    @property
    def element_spec(self):
        return self._dataset.element_spec

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)

    def get_next(self, name=None):
        try:
            return next(self._it)
        except StopIteration:
            raise _end_of_sequence(self._dataset) from None


def _to_numpy(t):
    return t.numpy()


class NumpyIterator:
    """dataset.as_numpy_iterator(): each element's tensors as numpy values."""

    __module__ = "tensorflow.python.data.ops.dataset_ops"

    def __init__(self, dataset):
        self._it = dataset._elements()

    def __iter__(self):
        return self

    def __next__(self):
        return _st.map_structure(_to_numpy, next(self._it))


def _make_module():
    module = type(_tf)("tensorflow.data")
    module.Dataset = DatasetV2
    module.AUTOTUNE = AUTOTUNE
    module.INFINITE_CARDINALITY = INFINITE
    module.UNKNOWN_CARDINALITY = UNKNOWN
    experimental = type(_tf)("tensorflow.data.experimental")
    experimental.AUTOTUNE = AUTOTUNE
    experimental.INFINITE_CARDINALITY = INFINITE
    experimental.UNKNOWN_CARDINALITY = UNKNOWN
    experimental.cardinality = lambda dataset: dataset.cardinality()
    module.experimental = experimental
    return module


data = _make_module()
