"""itertools: functions creating iterators for efficient looping."""


class count:
    def __init__(self, start=0, step=1):
        self._n = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        n = self._n
        self._n += self._step
        return n

    def __repr__(self):
        if self._step == 1:
            return f"count({self._n!r})"
        return f"count({self._n!r}, {self._step!r})"


def _ssize(n):
    """n as CPython's C ssize_t arguments take it."""
    n = n.__index__()
    if not -2**63 <= n <= 2**63 - 1:
        raise OverflowError("Python int too large to convert to C ssize_t")
    return n


_NO_OBJECT = object()


class repeat:
    def __init__(self, object=_NO_OBJECT, times=None):
        if object is _NO_OBJECT:  # the wording of CPython's C argument parser
            raise TypeError("repeat() missing required argument 'object' (pos 1)")
        self._object = object
        self._times = None if times is None else max(_ssize(times), 0)

    def __iter__(self):
        return self

    def __next__(self):
        if self._times is None:
            return self._object
        if self._times <= 0:
            raise StopIteration
        self._times -= 1
        return self._object

    def __length_hint__(self):
        return self._times

    def __repr__(self):
        if self._times is None:
            return f"repeat({self._object!r})"
        return f"repeat({self._object!r}, {self._times})"


def cycle(iterable):
    saved = []
    for element in iterable:
        yield element
        saved.append(element)
    while saved:
        for element in saved:
            yield element


def accumulate(iterable, func=None, *, initial=None):
    it = iter(iterable)
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for element in it:
        total = total + element if func is None else func(total, element)
        yield total


class chain:
    def __init__(self, *iterables):
        self._sources = iter(iterables)
        self._active = None

    @classmethod
    def from_iterable(cls, iterables):
        c = cls()
        c._sources = iter(iterables)
        return c

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            if self._active is None:
                self._active = iter(next(self._sources))
            try:
                return next(self._active)
            except StopIteration:
                self._active = None


def compress(data, selectors):
    return (d for d, s in zip(data, selectors) if s)


def dropwhile(predicate, iterable):
    it = iter(iterable)
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x


def takewhile(predicate, iterable):
    for x in iterable:
        if predicate(x):
            yield x
        else:
            break


def filterfalse(predicate, iterable):
    if predicate is None:
        predicate = bool
    for x in iterable:
        if not predicate(x):
            yield x


def starmap(function, iterable):
    for args in iterable:
        yield function(*args)


def _islice_index(value, what):
    if value is None:
        return None
    try:
        value = value.__index__() if not isinstance(value, int) else value
    except AttributeError:
        value = -1
    if not isinstance(value, int) or not 0 <= value <= 2**63 - 1:  # 0 <= x <= sys.maxsize
        raise ValueError(what)
    return value


def islice(iterable, *args):
    if not 1 <= len(args) <= 3:
        raise TypeError(f"islice expected at most 4 arguments, got {len(args) + 1}" if args
                        else "islice expected at least 2 arguments, got 1")
    start, stop, step = (None, args[0], None) if len(args) == 1 else (tuple(args) + (None,))[:3]
    indices = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
    stop = _islice_index(stop, "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
                         if len(args) == 1 else indices)
    start = _islice_index(start, indices) or 0
    if step is None:
        step = 1
    elif not isinstance(step, int) or not 1 <= step <= 2**63 - 1:
        raise ValueError("Step for islice() must be a positive integer or None.")
    return _islice(iter(iterable), start, stop, step)


def _islice(it, start, stop, step):
    index = 0
    wanted = start
    while stop is None or wanted < stop:
        try:
            x = next(it)
        except StopIteration:
            return
        if index == wanted:
            yield x
            wanted += step
        index += 1


def pairwise(iterable):
    it = iter(iterable)
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b


class _Marker:
    pass


def zip_longest(*iterables, fillvalue=None):
    iterators = [iter(it) for it in iterables]
    if not iterators:
        return
    active = len(iterators)
    while True:
        values = []
        for i, it in enumerate(iterators):
            try:
                value = next(it)
            except StopIteration:
                active -= 1
                if not active:
                    return
                iterators[i] = repeat(fillvalue)
                value = fillvalue
            values.append(value)
        yield tuple(values)


def groupby(iterable, key=None):
    keyfunc = (lambda x: x) if key is None else key
    it = iter(iterable)
    state = {'done': False}
    try:
        current = next(it)
    except StopIteration:
        return
    current_key = keyfunc(current)

    def group(target):
        nonlocal current, current_key
        while True:
            yield current
            try:
                current = next(it)
            except StopIteration:
                state['done'] = True
                return
            current_key = keyfunc(current)
            if current_key != target:
                return

    while not state['done']:
        target = current_key
        g = group(target)
        yield target, g
        for _ in g:
            pass
        if state['done']:
            return


def tee(iterable, n=2):
    if n < 0:
        raise ValueError("n must be >= 0")
    it = iter(iterable)
    buffers = [[] for _ in range(n)]

    def gen(mine):
        while True:
            if not mine:
                try:
                    value = next(it)
                except StopIteration:
                    return
                for b in buffers:
                    b.append(value)
            yield mine.pop(0)
    return tuple(gen(b) for b in buffers)


def product(*iterables, repeat=1):
    if repeat < 0:
        raise ValueError("repeat argument cannot be negative")
    pools = [tuple(pool) for pool in iterables] * repeat
    result = [[]]
    for pool in pools:
        result = [x + [y] for x in result for y in pool]
    for prod in result:
        yield tuple(prod)


def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    r = n if r is None else r
    if r < 0:
        raise ValueError("r must be non-negative")
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


def combinations(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r < 0:
        raise ValueError("r must be non-negative")
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r < 0:
        raise ValueError("r must be non-negative")
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)
