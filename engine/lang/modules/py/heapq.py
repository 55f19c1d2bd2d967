"""heapq: a binary min-heap kept in a list, laid out item for item as CPython's."""


def _check(heap):
    if not isinstance(heap, list):
        raise TypeError('heap argument must be a list')


def _sift_toward_root(heap, start, pos):
    """Move heap[pos] up past every parent (down to index start) greater than it."""
    item = heap[pos]
    while pos > start:
        parent = (pos - 1) >> 1
        if not item < heap[parent]:
            break
        heap[pos] = heap[parent]
        pos = parent
    heap[pos] = item


def _sift_toward_leaves(heap, pos):
    """Refill heap[pos]: the smaller child rises until a leaf is free, then the
    item that was at pos settles back up from there (fewer comparisons)."""
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_toward_root(heap, start, pos)


def heappush(heap, item):
    """Add item, keeping the heap invariant."""
    _check(heap)
    heap.append(item)
    _sift_toward_root(heap, 0, len(heap) - 1)


def _replace_top(heap, item):
    smallest = heap[0]
    heap[0] = item
    _sift_toward_leaves(heap, 0)
    return smallest


def _check_nonempty(heap):
    _check(heap)
    if not heap:
        raise IndexError('index out of range')


def heappop(heap):
    """Remove and return the smallest item."""
    _check_nonempty(heap)
    last = heap.pop()
    return _replace_top(heap, last) if heap else last


def heapreplace(heap, item):
    """Pop the smallest item, then push item (the heap never grows)."""
    _check_nonempty(heap)
    return _replace_top(heap, item)


def heappushpop(heap, item):
    """Push item, then pop the smallest (item itself when it is smallest)."""
    _check(heap)
    if heap and heap[0] < item:
        return _replace_top(heap, item)
    return item


def heapify(x):
    """Rearrange list x into a heap, in place, in linear time."""
    _check(x)
    for pos in reversed(range(len(x) // 2)):
        _sift_toward_leaves(x, pos)


def nsmallest(n, iterable, key=None):
    """The n smallest items: sorted(iterable, key=key)[:n]."""
    return sorted(iterable, key=key)[:max(n, 0)]


def nlargest(n, iterable, key=None):
    """The n largest items: sorted(iterable, key=key, reverse=True)[:n]."""
    return sorted(iterable, key=key, reverse=True)[:max(n, 0)]


def merge(*iterables, key=None, reverse=False):
    """Merge sorted iterables lazily into one sorted stream (ties keep the
    order of the iterables)."""
    heap = []
    for order, iterable in enumerate(iterables):
        iterator = iter(iterable)
        for value in iterator:
            heap.append(_MergeEntry(value, key, reverse, order, iterator))
            break
    heapify(heap)
    while heap:
        entry = heap[0]
        yield entry.value
        for value in entry.iterator:
            heapreplace(heap, _MergeEntry(value, key, reverse, entry.order, entry.iterator))
            break
        else:
            heappop(heap)


class _MergeEntry:
    def __init__(self, value, key, reverse, order, iterator):
        self.value = value
        self.rank = value if key is None else key(value)
        self.reverse = reverse
        self.order = order
        self.iterator = iterator

    def __lt__(self, other):
        if self.rank == other.rank:
            return self.order < other.order
        return other.rank < self.rank if self.reverse else self.rank < other.rank
