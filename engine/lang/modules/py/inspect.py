"""inspect: the kinds of objects (isfunction, isclass, ...), getmembers,
getdoc/cleandoc, and signatures of Python functions (signature, Signature,
Parameter, BoundArguments) read from __code__, __defaults__, __kwdefaults__
and __annotations__ as CPython does. Built-in functions have no signature
here (CPython reads theirs from their docstrings), nor is source text kept
(getsource)."""

import collections as _collections
import enum
import types as _types

__all__ = ['Parameter', 'Signature', 'BoundArguments', 'signature', 'isfunction', 'isclass', 'ismethod',
           'ismodule', 'isbuiltin', 'isroutine', 'isgenerator', 'isgeneratorfunction', 'isabstract',
           'getmembers', 'getdoc', 'cleandoc', 'getfullargspec', 'FullArgSpec']

CO_VARARGS = 0x4
CO_VARKEYWORDS = 0x8
CO_GENERATOR = 0x20
CO_COROUTINE = 0x80


# ---- kinds of objects ----------------------------------------------------------

def ismodule(object):
    return isinstance(object, _types.ModuleType)


def isclass(object):
    return isinstance(object, type)


def ismethod(object):
    return isinstance(object, _types.MethodType)


def isfunction(object):
    return isinstance(object, _types.FunctionType)


def isbuiltin(object):
    return isinstance(object, _types.BuiltinFunctionType)


def isroutine(object):
    return isbuiltin(object) or isfunction(object) or ismethod(object)


def _has_code_flag(f, flag):
    while ismethod(f):
        f = f.__func__
    return isfunction(f) and bool(f.__code__.co_flags & flag)


def isgeneratorfunction(object):
    return _has_code_flag(object, CO_GENERATOR)


def iscoroutinefunction(object):
    return _has_code_flag(object, CO_COROUTINE)


def isgenerator(object):
    return isinstance(object, _types.GeneratorType)


def isabstract(object):
    return isinstance(object, type) and bool(getattr(object, '__abstractmethods__', False))


def getmembers(object, predicate=None):
    results = []
    for key in dir(object):
        try:
            value = getattr(object, key)
        except AttributeError:
            continue
        if not predicate or predicate(value):
            results.append((key, value))
    results.sort(key=lambda pair: pair[0])
    return results


def cleandoc(doc):
    lines = doc.expandtabs().split('\n')
    margin = None
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = indent if margin is None else min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin is not None:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return '\n'.join(lines)


def getdoc(object):
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


# ---- signatures ----------------------------------------------------------------

class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _void:
    """A private marker - used in Parameter & Signature."""


class _ParameterKind(enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _PARAM_DESCRIPTIONS[self]


_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD

_PARAM_DESCRIPTIONS = {
    _POSITIONAL_ONLY: 'positional-only',
    _POSITIONAL_OR_KEYWORD: 'positional or keyword',
    _VAR_POSITIONAL: 'variadic positional',
    _KEYWORD_ONLY: 'keyword-only',
    _VAR_KEYWORD: 'variadic keyword',
}


def formatannotation(annotation, base_module=None):
    if getattr(annotation, '__module__', None) == 'typing':
        return repr(annotation).replace('typing.', '')
    if isinstance(annotation, _types.GenericAlias):
        return str(annotation)
    if isinstance(annotation, type):
        if annotation.__module__ in ('builtins', base_module):
            return annotation.__qualname__
        return annotation.__module__ + '.' + annotation.__qualname__
    return repr(annotation)


class Parameter:
    __slots__ = ('_name', '_kind', '_default', '_annotation')

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f'value {kind!r} is not a valid Parameter.kind')
        if default is not _empty and self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError(f'{self._kind.description} parameters cannot have default values')
        self._default = default
        self._annotation = annotation
        if not isinstance(name, str):
            raise TypeError('name must be a str, not a {}'.format(type(name).__name__))
        if not name.isidentifier():
            raise ValueError('{!r} is not a valid parameter name'.format(name))
        self._name = name

    name = property(lambda self: self._name)
    default = property(lambda self: self._default)
    annotation = property(lambda self: self._annotation)
    kind = property(lambda self: self._kind)

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        if name is _void:
            name = self._name
        if kind is _void:
            kind = self._kind
        if annotation is _void:
            annotation = self._annotation
        if default is _void:
            default = self._default
        return type(self)(name, kind, default=default, annotation=annotation)

    def __str__(self):
        kind = self.kind
        formatted = self._name
        if self._annotation is not _empty:
            formatted = '{}: {}'.format(formatted, formatannotation(self._annotation))
        if self._default is not _empty:
            if self._annotation is not _empty:
                formatted = '{} = {}'.format(formatted, repr(self._default))
            else:
                formatted = '{}={}'.format(formatted, repr(self._default))
        if kind == _VAR_POSITIONAL:
            formatted = '*' + formatted
        elif kind == _VAR_KEYWORD:
            formatted = '**' + formatted
        return formatted

    def __repr__(self):
        return '<{} "{}">'.format(self.__class__.__name__, self)

    def __hash__(self):
        return hash((self.name, self.kind, self.annotation, self.default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and
                self._default == other._default and self._annotation == other._annotation)


class BoundArguments:
    __slots__ = ('arguments', '_signature')

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        args = []
        for param_name, param in self._signature.parameters.items():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                break
            try:
                arg = self.arguments[param_name]
            except KeyError:
                break
            if param.kind == _VAR_POSITIONAL:
                args.extend(arg)
            else:
                args.append(arg)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        kwargs_started = False
        for param_name, param in self._signature.parameters.items():
            if not kwargs_started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    kwargs_started = True
                elif param_name not in self.arguments:
                    kwargs_started = True
                    continue
            if not kwargs_started:
                continue
            try:
                arg = self.arguments[param_name]
            except KeyError:
                pass
            else:
                if param.kind == _VAR_KEYWORD:
                    kwargs.update(arg)
                else:
                    kwargs[param_name] = arg
        return kwargs

    def apply_defaults(self):
        arguments = self.arguments
        new_arguments = []
        for name, param in self._signature.parameters.items():
            try:
                new_arguments.append((name, arguments[name]))
            except KeyError:
                if param.default is not _empty:
                    val = param.default
                elif param.kind is _VAR_POSITIONAL:
                    val = ()
                elif param.kind is _VAR_KEYWORD:
                    val = {}
                else:
                    continue
                new_arguments.append((name, val))
        self.arguments = dict(new_arguments)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        args = []
        for arg, value in self.arguments.items():
            args.append('{}={!r}'.format(arg, value))
        return '<{} ({})>'.format(self.__class__.__name__, ', '.join(args))


class Signature:
    __slots__ = ('_return_annotation', '_parameters')

    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        if parameters is None:
            params = {}
        elif __validate_parameters__:
            params = {}
            top_kind = _POSITIONAL_ONLY
            seen_default = False
            for param in parameters:
                kind = param.kind
                name = param.name
                if kind < top_kind:
                    msg = ('wrong parameter order: {} parameter before {} parameter'
                           .format(top_kind.description, kind.description))
                    raise ValueError(msg)
                elif kind > top_kind:
                    top_kind = kind
                if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
                    if param.default is _empty:
                        if seen_default:
                            raise ValueError('non-default argument follows default argument')
                    else:
                        seen_default = True
                if name in params:
                    raise ValueError('duplicate parameter name: {!r}'.format(name))
                params[name] = param
        else:
            params = {param.name: param for param in parameters}
        self._parameters = _collections.OrderedDict(params)  # CPython 3.11 shows an OrderedDict
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        return _signature_from_callable(obj, follow_wrapped, cls)

    parameters = property(lambda self: self._parameters)
    return_annotation = property(lambda self: self._return_annotation)

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self.parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def __hash__(self):
        params = tuple(param for param in self.parameters.values() if param.kind != _KEYWORD_ONLY)
        kwo_params = {param.name: param for param in self.parameters.values() if param.kind == _KEYWORD_ONLY}
        return hash((params, frozenset(kwo_params.values()), self.return_annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return (self.return_annotation == other.return_annotation and
                list(self.parameters.items()) == list(other.parameters.items()))

    def _bind(self, args, kwargs, *, partial=False):
        arguments = {}
        parameters = iter(self.parameters.values())
        parameters_ex = ()
        arg_vals = iter(args)
        while True:
            try:
                arg_val = next(arg_vals)
            except StopIteration:
                try:
                    param = next(parameters)
                except StopIteration:
                    break
                else:
                    if param.kind == _VAR_POSITIONAL:
                        break
                    elif param.name in kwargs:
                        if param.kind == _POSITIONAL_ONLY:
                            msg = '{arg!r} parameter is positional only, but was passed as a keyword'
                            raise TypeError(msg.format(arg=param.name)) from None
                        parameters_ex = (param,)
                        break
                    elif param.kind == _VAR_KEYWORD or param.default is not _empty:
                        parameters_ex = (param,)
                        break
                    else:
                        if partial:
                            parameters_ex = (param,)
                            break
                        else:
                            msg = 'missing a required argument: {arg!r}'
                            raise TypeError(msg.format(arg=param.name)) from None
            else:
                try:
                    param = next(parameters)
                except StopIteration:
                    raise TypeError('too many positional arguments') from None
                else:
                    if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                        raise TypeError('too many positional arguments') from None
                    if param.kind == _VAR_POSITIONAL:
                        values = [arg_val]
                        values.extend(arg_vals)
                        arguments[param.name] = tuple(values)
                        break
                    if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                        raise TypeError('multiple values for argument {arg!r}'.format(arg=param.name)) from None
                    arguments[param.name] = arg_val

        kwargs_param = None
        for param in (*parameters_ex, *parameters):
            if param.kind == _VAR_KEYWORD:
                kwargs_param = param
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
            param_name = param.name
            try:
                arg_val = kwargs.pop(param_name)
            except KeyError:
                if (not partial and param.kind != _VAR_POSITIONAL and param.default is _empty):
                    raise TypeError('missing a required argument: {arg!r}'.format(arg=param_name)) from None
            else:
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError('{arg!r} parameter is positional only, '
                                    'but was passed as a keyword'.format(arg=param.name))
                arguments[param_name] = arg_val

        if kwargs:
            if kwargs_param is not None:
                arguments[kwargs_param.name] = kwargs
            else:
                raise TypeError('got an unexpected keyword argument {arg!r}'.format(arg=next(iter(kwargs))))

        return self._bound_arguments_cls(self, arguments)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return '<{} {}>'.format(self.__class__.__name__, self)

    def __str__(self):
        result = []
        render_pos_only_separator = False
        render_kw_only_separator = True
        for param in self.parameters.values():
            formatted = str(param)
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                render_pos_only_separator = True
            elif render_pos_only_separator:
                result.append('/')
                render_pos_only_separator = False
            if kind == _VAR_POSITIONAL:
                render_kw_only_separator = False
            elif kind == _KEYWORD_ONLY and render_kw_only_separator:
                result.append('*')
                render_kw_only_separator = False
            result.append(formatted)
        if render_pos_only_separator:
            result.append('/')
        rendered = '({})'.format(', '.join(result))
        if self.return_annotation is not _empty:
            rendered += ' -> {}'.format(formatannotation(self.return_annotation))
        return rendered


def _signature_from_function(cls, func):
    code = func.__code__
    pos_count = code.co_argcount
    arg_names = code.co_varnames
    posonly_count = code.co_posonlyargcount
    keyword_only_count = code.co_kwonlyargcount
    positional = arg_names[:pos_count]
    keyword_only = arg_names[pos_count:pos_count + keyword_only_count]
    annotations = func.__annotations__
    defaults = func.__defaults__
    kwdefaults = func.__kwdefaults__
    pos_default_count = len(defaults) if defaults else 0

    parameters = []
    non_default_count = pos_count - pos_default_count
    for i, name in enumerate(positional):
        kind = _POSITIONAL_ONLY if i < posonly_count else _POSITIONAL_OR_KEYWORD
        default = defaults[i - non_default_count] if i >= non_default_count else _empty
        parameters.append(Parameter(name, kind, default=default, annotation=annotations.get(name, _empty)))
    index = pos_count + keyword_only_count
    if code.co_flags & CO_VARARGS:
        name = arg_names[index]
        parameters.append(Parameter(name, _VAR_POSITIONAL, annotation=annotations.get(name, _empty)))
        index += 1
    for name in keyword_only:
        default = kwdefaults.get(name, _empty) if kwdefaults is not None else _empty
        parameters.append(Parameter(name, _KEYWORD_ONLY, default=default,
                                    annotation=annotations.get(name, _empty)))
    if code.co_flags & CO_VARKEYWORDS:
        name = arg_names[index]
        parameters.append(Parameter(name, _VAR_KEYWORD, annotation=annotations.get(name, _empty)))
    return cls(parameters, return_annotation=annotations.get('return', _empty), __validate_parameters__=False)


def _drop_first(sig):
    params = tuple(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError('invalid method signature')
    if params[0].kind == _VAR_POSITIONAL:
        return sig
    return sig.replace(parameters=params[1:])


def _signature_from_callable(obj, follow_wrapped, sigcls):
    if not callable(obj):
        raise TypeError('{!r} is not a callable object'.format(obj))
    if isinstance(obj, _types.MethodType):
        return _drop_first(_signature_from_callable(obj.__func__, follow_wrapped, sigcls))
    if follow_wrapped:
        while hasattr(obj, '__wrapped__') and not isinstance(obj, type):
            obj = obj.__wrapped__
    sig = getattr(obj, '__signature__', None)
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError('unexpected object {!r} in __signature__ attribute'.format(sig))
        return sig
    if isfunction(obj):
        return _signature_from_function(sigcls, obj)
    if isinstance(obj, type):
        generated = _generated_signature(obj, sigcls)
        if generated is not None:
            return generated
        for name in ('__call__',):
            meta_call = None
            for base in type(obj).__mro__[:-1]:
                if base is not type and name in base.__dict__:
                    meta_call = base.__dict__[name]
                    break
            if meta_call is not None:
                return _drop_first(_signature_from_callable(meta_call, follow_wrapped, sigcls))
        for base in obj.__mro__:
            if '__new__' in base.__dict__ and base is not object and isfunction(base.__dict__['__new__']):
                return _drop_first(_signature_from_callable(base.__dict__['__new__'], follow_wrapped, sigcls))
            if '__init__' in base.__dict__ and base is not object and isfunction(base.__dict__['__init__']):
                return _drop_first(_signature_from_callable(base.__dict__['__init__'], follow_wrapped, sigcls))
        if obj.__init__ is object.__init__ and obj.__new__ is object.__new__:
            return sigcls.from_callable(lambda: None)
        raise ValueError('no signature found for builtin type {!r}'.format(obj))
    if isbuiltin(obj):
        raise ValueError('no signature found for builtin {!r}'.format(obj))
    call = getattr(type(obj), '__call__', None)
    if call is not None and isfunction(call):
        return _drop_first(_signature_from_callable(call, follow_wrapped, sigcls))
    raise ValueError('callable {!r} is not supported by signature'.format(obj))


class _FactoryDefault:
    def __repr__(self):
        return '<factory>'


_FACTORY_DEFAULT = _FactoryDefault()


def _is_generated(method, module, name):
    return getattr(method, '__module__', None) == module and getattr(method, '__name__', None) == name


def _generated_signature(cls, sigcls):
    """The signature of the __init__ CPython's dataclasses writes for a class,
    or of the __new__ namedtuple writes, which here are shared methods that
    read the fields at call time; None for other classes."""
    if _is_generated(cls.__init__, 'dataclasses', '_init'):
        import dataclasses
        params = []
        for f in cls.__dataclass_fields__.values():
            if not f.init:
                continue
            default = f.default
            if default is dataclasses.MISSING:
                default = _empty if f.default_factory is dataclasses.MISSING else _FACTORY_DEFAULT
            kind = _KEYWORD_ONLY if f.kw_only is True else _POSITIONAL_OR_KEYWORD
            params.append(Parameter(f.name, kind, default=default, annotation=f.type))
        params.sort(key=lambda p: p.kind)
        return sigcls(params, return_annotation=None, __validate_parameters__=False)
    if _is_generated(cls.__new__, 'collections', '_nt_new'):
        defaults = cls._field_defaults
        annotations = cls.__dict__.get('__annotations__', {})
        return sigcls([Parameter(name, _POSITIONAL_OR_KEYWORD, default=defaults.get(name, _empty),
                                 annotation=annotations.get(name, _empty)) for name in cls._fields],
                      __validate_parameters__=False)
    return None


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    return Signature.from_callable(obj, follow_wrapped=follow_wrapped)


# ---- getfullargspec ------------------------------------------------------------

class FullArgSpec(tuple):
    _fields = ('args', 'varargs', 'varkw', 'defaults', 'kwonlyargs', 'kwonlydefaults', 'annotations')

    def __new__(cls, *values):
        return tuple.__new__(cls, values)

    def __getattr__(self, name):
        if name in FullArgSpec._fields:
            return self[FullArgSpec._fields.index(name)]
        raise AttributeError(name)

    def __repr__(self):
        return 'FullArgSpec(' + ', '.join(f'{n}={v!r}' for n, v in zip(self._fields, self)) + ')'


def getfullargspec(func):
    try:
        sig = _signature_from_callable(func, False, Signature)
    except Exception as ex:
        raise TypeError('unsupported callable') from ex
    args, kwonlyargs, annotations, kwdefaults = [], [], {}, {}
    varargs = varkw = None
    defaults = ()
    if sig.return_annotation is not sig.empty:
        annotations['return'] = sig.return_annotation
    for param in sig.parameters.values():
        kind, name = param.kind, param.name
        if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            args.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind is _VAR_POSITIONAL:
            varargs = name
        elif kind is _KEYWORD_ONLY:
            kwonlyargs.append(name)
            if param.default is not param.empty:
                kwdefaults[name] = param.default
        elif kind is _VAR_KEYWORD:
            varkw = name
        if param.annotation is not param.empty:
            annotations[name] = param.annotation
    return FullArgSpec(args, varargs, varkw, defaults or None, kwonlyargs, kwdefaults or None, annotations)
