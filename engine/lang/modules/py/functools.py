"""functools: higher-order functions and operations on callable objects."""


def reduce(function, iterable, *initial):
    if len(initial) > 1:
        raise TypeError(f"reduce expected at most 3 arguments, got {len(initial) + 2}")
    it = iter(iterable)
    if initial:
        value = initial[0]
    else:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    for element in it:
        value = function(value, element)
    return value


def cmp_to_key(mycmp):
    """A key function for sorted() and min() from an old-style comparison
    function (negative, zero or positive)."""
    class K:
        __slots__ = ['obj']

        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

        __hash__ = None
    return K


class partial:
    def __init__(self, func, /, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial):
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, /, *args, **keywords):
        return self.func(*self.args, *args, **{**self.keywords, **keywords})

    def __repr__(self):
        parts = [repr(self.func)]
        parts.extend(repr(a) for a in self.args)
        parts.extend(f"{k}={v!r}" for k, v in self.keywords.items())
        return f"functools.partial({', '.join(parts)})"


def get_cache_token():
    """The current ABC cache token (abc.get_cache_token)."""
    from abc import get_cache_token as token
    return token()


class partialmethod:
    """Method descriptor with partial application of the given arguments
    and keywords."""

    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        if isinstance(func, partialmethod):
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func = func
            self.args = args
            self.keywords = keywords

    def __repr__(self):
        parts = [repr(self.func)]
        parts.extend(repr(a) for a in self.args)
        parts.extend(f"{k}={v!r}" for k, v in self.keywords.items())
        return f"functools.partialmethod({', '.join(parts)})"

    def _make_unbound_method(self):
        def _method(cls_or_self, /, *args, **keywords):
            return self.func(cls_or_self, *self.args, *args, **{**self.keywords, **keywords})
        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method._partialmethod = self
        return _method

    def __get__(self, obj, cls=None):
        # Binding as the descriptor protocol would: the engine's functions have no __get__ to call.
        func = self.func
        if isinstance(func, staticmethod):
            return partial(func.__func__, *self.args, **self.keywords)
        if isinstance(func, classmethod):
            return partial(func.__func__, cls if cls is not None else type(obj), *self.args, **self.keywords)
        get = getattr(func, "__get__", None)
        if get is not None and not isinstance(func, partial):
            bound = get(obj, cls)
            if bound is not func:
                return partial(bound, *self.args, **self.keywords)
        if obj is None:
            return self._make_unbound_method()
        if callable(func) and get is None:
            return partial(func, obj, *self.args, **self.keywords)
        return partial(self._make_unbound_method(), obj)

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)


def recursive_repr(fillvalue='...'):
    """Decorator to make a repr function return fillvalue for a recursive call."""

    def decorating_function(user_function):
        running = set()

        def wrapper(self):
            key = id(self)
            if key in running:
                return fillvalue
            running.add(key)
            try:
                result = user_function(self)
            finally:
                running.discard(key)
            return result

        for name in ('__module__', '__doc__', '__name__', '__qualname__', '__annotations__'):
            try:
                setattr(wrapper, name, getattr(user_function, name))
            except AttributeError:
                pass
        return wrapper

    return decorating_function


WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__', '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            continue
        setattr(wrapper, attr, value)
    for attr in updated:
        getattr(wrapper, attr).update(getattr(wrapped, attr, {}))
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


class _lru_cache_wrapper:
    def __init__(self, user_function, maxsize, typed):
        self.__wrapped__ = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = 0
        self._misses = 0

    def _key(self, args, kwds):
        key = args
        if kwds:
            key += (_kwd_mark,)
            for item in kwds.items():
                key += item
        if self._typed:
            key += tuple(type(v) for v in args)
            if kwds:
                key += tuple(type(v) for v in kwds.values())
        elif len(key) == 1 and type(key[0]) in (int, str):
            return key[0]
        return key

    def __call__(self, *args, **kwds):
        key = self._key(args, kwds)
        cache = self._cache
        if key in cache:
            self._hits += 1
            result = cache.pop(key)
            cache[key] = result
            return result
        self._misses += 1
        result = self.__wrapped__(*args, **kwds)
        if self._maxsize != 0:
            cache[key] = result
            if self._maxsize is not None and len(cache) > self._maxsize:
                del cache[next(iter(cache))]
        return result

    def cache_info(self):
        return CacheInfo(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        self._cache.clear()
        self._hits = self._misses = 0

    def cache_parameters(self):
        return {'maxsize': self._maxsize, 'typed': self._typed}

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return partial(self, instance)

    def __repr__(self):
        return f"<functools._lru_cache_wrapper object at {hex(id(self))}>"


_kwd_mark = object()


class CacheInfo:
    _fields = ('hits', 'misses', 'maxsize', 'currsize')

    def __init__(self, hits, misses, maxsize, currsize):
        self.hits, self.misses, self.maxsize, self.currsize = hits, misses, maxsize, currsize

    def __iter__(self):
        return iter((self.hits, self.misses, self.maxsize, self.currsize))

    def __eq__(self, other):
        return tuple(self) == tuple(other)

    def __repr__(self):
        return f"CacheInfo(hits={self.hits}, misses={self.misses}, maxsize={self.maxsize}, currsize={self.currsize})"


def lru_cache(maxsize=128, typed=False):
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        user_function, maxsize = maxsize, 128
        return update_wrapper(_lru_cache_wrapper(user_function, maxsize, typed), user_function)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return update_wrapper(_lru_cache_wrapper(user_function, maxsize, typed), user_function)
    return decorating_function


def cache(user_function, /):
    return lru_cache(maxsize=None)(user_function)


def total_ordering(cls):
    roots = {op for op in ('__lt__', '__le__', '__gt__', '__ge__') if op in cls.__dict__}
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)
    derived = {
        '__lt__': {'__gt__': lambda s, o: _flip(s.__lt__(o), s, o),
                   '__le__': lambda s, o: _or_eq(s.__lt__(o), s, o),
                   '__ge__': lambda s, o: _not(s.__lt__(o))},
        '__le__': {'__ge__': lambda s, o: _flip_le(s.__le__(o), s, o),
                   '__lt__': lambda s, o: _and_ne(s.__le__(o), s, o),
                   '__gt__': lambda s, o: _not(s.__le__(o))},
        '__gt__': {'__lt__': lambda s, o: _flip(s.__gt__(o), s, o),
                   '__ge__': lambda s, o: _or_eq(s.__gt__(o), s, o),
                   '__le__': lambda s, o: _not(s.__gt__(o))},
        '__ge__': {'__le__': lambda s, o: _flip_le(s.__ge__(o), s, o),
                   '__gt__': lambda s, o: _and_ne(s.__ge__(o), s, o),
                   '__lt__': lambda s, o: _not(s.__ge__(o))},
    }[root]
    for name, method in derived.items():
        if name not in roots:
            setattr(cls, name, method)
    return cls


def _not(result):
    return result if result is NotImplemented else not result


def _or_eq(result, s, o):
    return result if result is NotImplemented else (result or s == o)


def _and_ne(result, s, o):
    return result if result is NotImplemented else (result and s != o)


def _flip(result, s, o):
    return result if result is NotImplemented else (not result and s != o)


def _flip_le(result, s, o):
    return result if result is NotImplemented else (not result or s == o)


class cached_property:
    def __init__(self, func):
        self.func = func
        self.attrname = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        self.attrname = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        cache = instance.__dict__
        if self.attrname in cache:
            return cache[self.attrname]
        value = self.func(instance)
        cache[self.attrname] = value
        return value


def _dispatch_type(annotated_func):
    """The class a function registered with plain @register is for: its first annotation."""
    annotations = getattr(annotated_func, "__annotations__", {})
    for name, cls in annotations.items():
        if name == "return":
            continue
        if not isinstance(cls, type):
            raise TypeError(f"Invalid annotation for {name!r}. {cls!r} is not a class.")
        return cls
    raise TypeError(
        f"Invalid first argument to `register()`: {annotated_func!r}. "
        "Use either `@register(some_class)` or plain `@register` on an annotated function.")


def singledispatch(func):
    """A generic function: the implementation chosen by the class of the first argument."""
    registry = {object: func}

    def dispatch(cls):
        for base in cls.__mro__:
            if base in registry:
                return registry[base]
        return func

    def register(cls, func=None):
        if func is None:
            if isinstance(cls, type):
                return lambda f: register(cls, f)
            func = cls
            cls = _dispatch_type(func)
        elif not isinstance(cls, type):
            raise TypeError(f"Invalid first argument to `register()`. {cls!r} is not a class.")
        registry[cls] = func
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f"{funcname} requires at least 1 positional argument")
        return dispatch(args[0].__class__)(*args, **kw)

    funcname = getattr(func, "__name__", "singledispatch function")
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    """singledispatch for methods: dispatches on the first argument after self or cls."""

    def __init__(self, func):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            method = self.dispatcher.dispatch(args[0].__class__)
            return method.__get__(obj, cls)(*args, **kwargs)

        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method
