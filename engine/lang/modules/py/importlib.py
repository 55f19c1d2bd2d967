"""A pure Python implementation of import."""
# import_module and reload over the builtin __import__ (modules/import_builtin.cc):
# the program runs as __main__ of no package, so a relative name resolves only
# against an explicit package argument.

import sys

__all__ = ['__import__', 'import_module', 'invalidate_caches', 'reload']


def _resolve_name(name, package, level):
    bits = package.rsplit('.', level - 1)
    if len(bits) < level:
        raise ImportError('attempted relative import beyond top-level package')
    base = bits[0]
    return f'{base}.{name}' if name else base


def _sanity_check(name, package, level):
    if not isinstance(name, str):
        raise TypeError('module name must be str, not {}'.format(type(name)))
    if level < 0:
        raise ValueError('level must be >= 0')
    if level > 0:
        if not isinstance(package, str):
            raise TypeError('__package__ not set to a string')
        elif not package:
            raise ImportError('attempted relative import with no known parent package')
    if not name and level == 0:
        raise ValueError('Empty module name')


def import_module(name, package=None):
    """Import a module."""
    level = 0
    if name.startswith('.'):
        if not package:
            raise TypeError("the 'package' argument is required to perform a "
                            f"relative import for {name!r}")
        for character in name:
            if character != '.':
                break
            level += 1
    name, package_name = name[level:], package
    _sanity_check(name, package_name, level)
    if level > 0:
        name = _resolve_name(name, package_name, level)
    __import__(name)
    return sys.modules[name]


def invalidate_caches():
    """Call the invalidate_caches() method on all meta path finders stored in
    sys.meta_path (where implemented)."""


def reload(module):
    """Reload the module and return it."""
    if not isinstance(module, type(sys)):
        raise TypeError("reload() argument must be a module")
    name = module.__name__
    if sys.modules.get(name) is not module:
        raise ImportError(f"module {name} not in sys.modules", name=name)
    # Run the module afresh and carry its new namespace into the same module
    # object, which is what reloading into an existing namespace comes to.
    del sys.modules[name]
    try:
        fresh = import_module(name)
    finally:
        sys.modules[name] = module
    vars(module).update(vars(fresh))
    return module


class _ModuleSpec:
    def __init__(self, name, origin):
        self.name = name
        self.loader = None
        self.origin = origin
        self.submodule_search_locations = None
        self.loader_state = None
        self.cached = None
        self.parent = name.rpartition('.')[0]
        self.has_location = False

    def __repr__(self):
        return f'ModuleSpec(name={self.name!r}, origin={self.origin!r})'


_ModuleSpec.__name__ = _ModuleSpec.__qualname__ = 'ModuleSpec'
_ModuleSpec.__module__ = '_frozen_importlib'


def _find_spec(name, package=None):
    """Return the spec for the specified module, or None when it cannot be found."""
    fullname = _resolve_name(name[1:].lstrip('.'), package, len(name) - len(name.lstrip('.'))) \
        if name.startswith('.') else name
    if fullname not in sys.modules:
        parent = fullname.rpartition('.')[0]
        if parent:
            __import__(parent)
        try:
            __import__(fullname)
        except ModuleNotFoundError:
            return None
    return _ModuleSpec(fullname, 'built-in')


util = type(sys)('importlib.util')
util.find_spec = _find_spec
util.resolve_name = lambda name, package: _resolve_name(
    name.lstrip('.'), package, len(name) - len(name.lstrip('.'))) if name.startswith('.') else name
sys.modules['importlib.util'] = util
