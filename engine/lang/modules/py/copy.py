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


def _reconstruct(x, memo):
    cls = type(x)
    if not hasattr(x, '__dict__'):
        raise Error(f"un(deep)copyable object of type {cls}")
    y = cls.__new__(cls)
    if memo is not None:
        memo[id(x)] = y
    state = x.__dict__
    if memo is not None:
        state = deepcopy(state, memo)
    y.__dict__.update(state)
    return y
