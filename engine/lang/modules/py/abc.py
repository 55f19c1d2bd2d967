"""abc: abstract base classes. ABCMeta records the abstract methods a class
still lacks in __abstractmethods__ (object.__new__ refuses to instantiate it
while any remain) and the classes registered as virtual subclasses, which
isinstance() and issubclass() then accept, as CPython's _py_abc does without
its caches."""

__all__ = ['ABC', 'ABCMeta', 'abstractmethod', 'abstractclassmethod', 'abstractstaticmethod',
           'abstractproperty', 'get_cache_token', 'update_abstractmethods']


def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj


def _is_abstract(value):
    return getattr(value, '__isabstractmethod__', False)


class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        abstracts = {key for key, value in namespace.items() if _is_abstract(value)}
        for base in bases:
            for key in getattr(base, '__abstractmethods__', ()):
                if _is_abstract(getattr(cls, key, None)):
                    abstracts.add(key)
        cls.__abstractmethods__ = frozenset(abstracts)
        cls._abc_registry = []
        cls._abc_subclasses = []
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_subclasses.append(cls)
        return cls

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if cls in subclass.__mro__:
            return True
        hook = getattr(cls, '__subclasshook__', None)
        if hook is not None:
            ok = hook(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        for registered in cls._abc_registry:
            if issubclass(subclass, registered):
                return True
        for derived in cls._abc_subclasses:
            if issubclass(subclass, derived):
                return True
        return False


class ABC(metaclass=ABCMeta):
    __slots__ = ()


# The deprecated abstract decorators. CPython's are subclasses of classmethod,
# staticmethod and property, which the engine's built-in descriptors do not
# allow: these return the built-in descriptor marked abstract instead.
def abstractclassmethod(callable):
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    if fget is not None:
        fget.__isabstractmethod__ = True
    return property(fget, fset, fdel, doc)


_abc_invalidation_counter = 0


def get_cache_token():
    # Registration changes no cache here, so the token never moves.
    return _abc_invalidation_counter


def update_abstractmethods(cls):
    """Recalculate the set of abstract methods of an abstract class."""
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    abstracts = set()
    for scls in cls.__bases__:
        for name in getattr(scls, '__abstractmethods__', ()):
            if _is_abstract(getattr(cls, name, None)):
                abstracts.add(name)
    for name, value in cls.__dict__.items():
        if _is_abstract(value):
            abstracts.add(name)
    cls.__abstractmethods__ = frozenset(abstracts)
    return cls
