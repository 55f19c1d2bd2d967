"""copy: shallow and deep copy operations."""


class Error(Exception):
    pass


error = Error

_atomic = (type(None), int, float, complex, bool, str, type, range, type(len), type(lambda: 0))


def copy(x):
    cls = type(x)
    if cls in (list, dict, set):
        return x.copy()
    if cls in _atomic or cls in (tuple, frozenset):
        return x
    hook = getattr(cls, '__copy__', None)
    if hook is not None:
        return hook(x)
    return _reconstruct(x, None)


def deepcopy(x, memo=None):
    if memo is None:
        memo = {}
    key = id(x)
    if key in memo:
        return memo[key]
    cls = type(x)
    if cls in _atomic:
        return x
    if cls is list:
        y = []
        memo[key] = y
        y.extend(deepcopy(a, memo) for a in x)
        return y
    if cls is dict:
        y = {}
        memo[key] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
        return y
    if cls is tuple:
        items = tuple(deepcopy(a, memo) for a in x)
        if key in memo:
            return memo[key]
        y = x if all(a is b for a, b in zip(items, x)) else items
        memo[key] = y
        return y
    if cls is set:
        y = {deepcopy(a, memo) for a in x}
        memo[key] = y
        return y
    if cls is frozenset:
        return frozenset(deepcopy(a, memo) for a in x)
    hook = getattr(x, '__deepcopy__', None)
    if hook is not None:
        y = hook(memo)
        memo[key] = y
        return y
    return _reconstruct(x, memo)


_BUILTIN_BASES = (list, dict, set, tuple, str, int, float, frozenset, bytes, bytearray)


def _builtin_base(cls):
    for base in cls.__mro__:
        if base in _BUILTIN_BASES:
            return base
    return None


def _from_reduce(x, rv, memo):
    # A class's own __reduce__: (callable, args[, state[, list items[, dict items]]]).
    deep = memo is not None
    func, args, state, listitems, dictitems = (tuple(rv) + (None, None, None))[:5]
    y = func(*(deepcopy(args, memo) if deep else args))
    if deep:
        memo[id(x)] = y
    if state:
        y.__dict__.update(deepcopy(state, memo) if deep else state)
    for item in listitems or ():
        y.append(deepcopy(item, memo) if deep else item)
    for key, value in dictitems or ():
        y[deepcopy(key, memo) if deep else key] = deepcopy(value, memo) if deep else value
    return y


def _reconstruct(x, memo):
    # As copyreg's __reduce_ex__ protocol does: a new object made by __new__
    # (an immutable base's value as its argument), then the attributes, then
    # a list's items appended or a dict's items set.
    reduce = getattr(type(x), '__reduce__', None)  # the class's: an instance's __getattr__ is not asked
    if reduce is not None:
        return _from_reduce(x, reduce(x), memo)
    cls = type(x)
    base = _builtin_base(cls)
    if base is None and not hasattr(x, '__dict__'):
        raise Error(f"un(deep)copyable object of type {cls}")
    deep = memo is not None
    if base is None or base in (list, dict, set, bytearray):
        y = cls.__new__(cls)
    else:
        getnewargs = getattr(cls, '__getnewargs__', None)
        args = getnewargs(x) if getnewargs is not None else (base(x),)
        y = cls.__new__(cls, *(deepcopy(args, memo) if deep else args))
    if deep:
        memo[id(x)] = y
    if hasattr(x, '__dict__'):
        state = deepcopy(x.__dict__, memo) if deep else x.__dict__
        y.__dict__.update(state)
    if base is list:
        for item in x:
            y.append(deepcopy(item, memo) if deep else item)
    elif base is dict:
        for key, value in x.items():
            y[key] = deepcopy(value, memo) if deep else value
    elif base in (set, bytearray):
        base.__init__(y, deepcopy(base(x), memo) if deep else x)
    return y
