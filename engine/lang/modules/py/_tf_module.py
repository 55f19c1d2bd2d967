"""tf.Module: a named container of tf.Variables and other Modules.

TensorFlow 2.15's tensorflow/python/module/module.py over what tracelab has:
the tensorflow module's __getattr__ imports this module the first time a
program reads tf.Module (lang/modules/tensorflow/lazy_api.cc). It imports no
other Python-source module (no re, functools or inspect), so using tf.Module
fetches this one text only.
"""

import tensorflow as _tf

# ops.name_scope_v2 is tf.name_scope (lang/modules/tensorflow/name_scope_api.cc).
name_scope_v2 = _tf.name_scope


class Module:
    """Base neural network module class (tf.Module)."""

    __module__ = "tensorflow.python.module.module"

    # AutoTrackable's bookkeeping attributes, which flattening skips.
    _TF_MODULE_IGNORED_PROPERTIES = frozenset((
        "_self_unconditional_checkpoint_dependencies",
        "_self_unconditional_dependency_names"
    ))

    def __init__(self, name=None):
        if name is None:
            name = camel_to_snake(type(self).__name__)
        elif not valid_identifier(name):
            raise ValueError(
                "%r is not a valid module name. Module names must be valid Python "
                "identifiers (e.g. a valid class name)." % name)
        self._name = name
        with name_scope_v2(name) as scope_name:
            self._name_scope = name_scope_v2(scope_name)

    @property
    def name(self):
        return self._name

    @property
    def name_scope(self):
        return self._name_scope

    @property
    def variables(self):
        return tuple(self._flatten(predicate=_is_variable, expand_composites=True))

    @property
    def trainable_variables(self):
        return tuple(self._flatten(predicate=_is_trainable_variable, expand_composites=True))

    @property
    def non_trainable_variables(self):
        return tuple(self._flatten(predicate=_is_non_trainable_variable, expand_composites=True))

    @property
    def submodules(self):
        return tuple(self._flatten(predicate=_is_module))

    def _flatten(self, recursive=True, predicate=None, attribute_traversal_key=None,
                 with_path=False, expand_composites=False):
        if predicate is None:
            predicate = lambda _: True
        # tracelab has no composite tensors, so expand_composites changes nothing.
        return _flatten_module(
            self,
            recursive=recursive,
            predicate=predicate,
            attributes_to_ignore=self._TF_MODULE_IGNORED_PROPERTIES,
            attribute_traversal_key=attribute_traversal_key,
            with_path=with_path)

    @classmethod
    def with_name_scope(cls, method):
        def method_with_name_scope(self, *args, **kwargs):
            with self.name_scope:
                return method(self, *args, **kwargs)

        return _make_decorator(method, method_with_name_scope)


def _make_decorator(target, wrapper):
    # tf_decorator.make_decorator: the wrapper takes on the target's identity.
    for attr in ("__name__", "__qualname__", "__module__"):
        if hasattr(target, attr):
            setattr(wrapper, attr, getattr(target, attr))
    if hasattr(target, "__dict__"):
        for key, value in target.__dict__.items():
            if key not in wrapper.__dict__:
                wrapper.__dict__[key] = value
    if hasattr(target, "__doc__"):
        wrapper.__doc__ = target.__doc__
    wrapper.__wrapped__ = target
    wrapper.__original_wrapped__ = target
    return wrapper


def _is_variable(obj):
    return isinstance(obj, _tf.Variable)


def _is_trainable_variable(obj):
    return _is_variable(obj) and getattr(obj, "trainable", False)


def _is_non_trainable_variable(obj):
    return _is_variable(obj) and not getattr(obj, "trainable", False)


def _is_module(obj):
    return isinstance(obj, Module)


def _ascii_in(ch, ranges):
    return any(lo <= ch <= hi for lo, hi in ranges)


_LOWER_OR_DIGIT = (("a", "z"), ("0", "9"))
_IDENT_START = (("a", "z"), ("A", "Z"), ("_", "_"))
_IDENT_REST = _IDENT_START + (("0", "9"),)


def valid_identifier(name):
    # re.match(r"^[a-zA-Z_]([a-zA-Z0-9_])*$", name): `$` also matches before a
    # final newline.
    if not isinstance(name, (str, bytes)):
        raise TypeError("expected string or bytes-like object, got '%s'" % type(name).__name__)
    if isinstance(name, bytes):
        raise TypeError("cannot use a string pattern on a bytes-like object")
    if name.endswith("\n"):
        name = name[:-1]
    return (len(name) > 0 and _ascii_in(name[0], _IDENT_START)
            and all(_ascii_in(ch, _IDENT_REST) for ch in name[1:]))


def camel_to_snake(value):
    # re.sub(r"((?<=[a-z0-9])[A-Z]|(?!^)[A-Z](?=[a-z]))", r"_\1", value).lower():
    # an underscore before each capital that follows a lower-case letter or
    # digit, or (not first) comes before a lower-case letter.
    out = []
    for i, ch in enumerate(value):
        if i > 0 and "A" <= ch <= "Z":
            after_lower = _ascii_in(value[i - 1], _LOWER_OR_DIGIT)
            before_lower = i + 1 < len(value) and "a" <= value[i + 1] <= "z"
            if after_lower or before_lower:
                out.append("_")
        out.append(ch)
    return "".join(out).lower()


def _is_namedtuple(value):
    return isinstance(value, tuple) and hasattr(type(value), "_fields")


def _flatten_with_tuple_paths(value, path=()):
    # nest.flatten_with_tuple_paths: lists and tuples by index, namedtuples by
    # field, dicts by sorted key; everything else is a leaf.
    if _is_namedtuple(value):
        items = [(field, getattr(value, field)) for field in type(value)._fields]
    elif isinstance(value, (list, tuple)):
        items = list(enumerate(value))
    elif isinstance(value, dict):
        # Unsortable keys: the TypeError of sorting them, as nest's flatten lets it out.
        items = [(key, value[key]) for key in sorted(value.keys())]
    else:
        return [(path, value)]
    leaves = []
    for key, item in items:
        leaves.extend(_flatten_with_tuple_paths(item, path + (key,)))
    return leaves


def _flatten_module(module, recursive, predicate, attribute_traversal_key,
                    attributes_to_ignore, with_path, module_path=(), seen=None,
                    recursion_stack=None):
    module_id = id(module)
    if seen is None:
        seen = set([module_id])
    module_dict = vars(module)
    submodules = []
    if recursion_stack is None:
        recursion_stack = []
    # with_path=True does not dedupe, so a cycle of modules stops at a back edge.
    if module_id in recursion_stack:
        recursive = False

    for key in sorted(module_dict, key=attribute_traversal_key):
        if key in attributes_to_ignore:
            continue
        prop = module_dict[key]
        try:
            leaves = _flatten_with_tuple_paths(prop)
        except Exception as cause:
            raise ValueError("Error processing property {!r} of {!r}".format(key, prop)) from cause

        for leaf_path, leaf in leaves:
            leaf_path = (key,) + leaf_path
            if not with_path:
                leaf_id = id(leaf)
                if leaf_id in seen:
                    continue
                seen.add(leaf_id)
            if predicate(leaf):
                if with_path:
                    yield module_path + leaf_path, leaf
                else:
                    yield leaf
            if recursive and _is_module(leaf):
                # A submodule is walked after all of this module's own attributes.
                submodules.append((module_path + leaf_path, leaf))

    recursion_stack.append(module_id)
    for submodule_path, submodule in submodules:
        yield from _flatten_module(
            submodule,
            recursive=recursive,
            predicate=predicate,
            attribute_traversal_key=attribute_traversal_key,
            attributes_to_ignore=submodule._TF_MODULE_IGNORED_PROPERTIES,
            with_path=with_path,
            module_path=submodule_path,
            seen=seen,
            recursion_stack=recursion_stack)
    recursion_stack.pop()
