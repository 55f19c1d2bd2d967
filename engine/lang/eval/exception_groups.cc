// BaseExceptionGroup and ExceptionGroup (PEP 654), written in Python as
// CPython's Objects/exceptions.c behaves: construction checks, message and
// exceptions, split/subgroup/derive, and what an except* statement re-raises.
#include "lang/eval/exception_groups.h"

#include "lang/eval/builtins.h"
#include "lang/syntax/parser.h"

namespace tl::lang {

namespace {

constexpr const char* kGroupSource = R"py(
def _condition(condition):
    if isinstance(condition, type) and issubclass(condition, BaseException):
        return lambda e: isinstance(e, condition)
    if isinstance(condition, tuple) and all(
            isinstance(c, type) and issubclass(c, BaseException) for c in condition):
        return lambda e: isinstance(e, condition)
    if callable(condition) and not isinstance(condition, type):
        return condition
    raise TypeError('expected a function, exception type or tuple of exception types')


def _copy_metadata(source, group):
    group.__traceback__ = source.__traceback__
    group.__cause__ = source.__cause__
    group.__context__ = source.__context__
    if hasattr(source, '__notes__'):
        group.__notes__ = source.__notes__
    return group


def _split(group, matches):
    if matches(group):
        return group, None
    matched, rest = [], []
    for e in group.exceptions:
        if isinstance(e, BaseExceptionGroup):
            m, r = _split(e, matches)
        else:
            m, r = (e, None) if matches(e) else (None, e)
        if m is not None:
            matched.append(m)
        if r is not None:
            rest.append(r)
    return (_copy_metadata(group, group.derive(matched)) if matched else None,
            _copy_metadata(group, group.derive(rest)) if rest else None)


class BaseExceptionGroup(BaseException):
    __module__ = 'builtins'

    def __new__(cls, message, exceptions, /):
        if not isinstance(message, str):
            raise TypeError(f'BaseExceptionGroup.__new__() argument 1 must be str, not {type(message).__name__}')
        if isinstance(exceptions, (set, frozenset, dict, str)) or not hasattr(exceptions, '__getitem__'):
            raise TypeError('second argument (exceptions) must be a sequence')
        excs = tuple(exceptions)
        if not excs:
            raise ValueError('second argument (exceptions) must be a non-empty sequence')
        for i, e in enumerate(excs):
            if not isinstance(e, BaseException):
                raise ValueError(f'Item {i} of second argument (exceptions) is not an exception')
        nests_base = not all(isinstance(e, Exception) for e in excs)
        if cls is BaseExceptionGroup and not nests_base:
            cls = ExceptionGroup
        elif nests_base and issubclass(cls, Exception):
            if cls is ExceptionGroup:
                raise TypeError('Cannot nest BaseExceptions in an ExceptionGroup')
            raise TypeError(f"Cannot nest BaseExceptions in '{cls.__name__}'")
        self = object.__new__(cls)
        self._group = (message, excs)
        self.args = (message, exceptions)
        return self

    def __init__(self, *args):
        BaseException.__init__(self, *args)

    @property
    def message(self):
        return self._group[0]

    @property
    def exceptions(self):
        return self._group[1]

    def __str__(self):
        n = len(self._group[1])
        return f"{self._group[0]} ({n} sub-exception{'s' if n > 1 else ''})"

    def derive(self, excs):
        return BaseExceptionGroup(self.message, excs)

    def split(self, condition):
        return _split(self, _condition(condition))

    def subgroup(self, condition):
        return _split(self, _condition(condition))[0]


class ExceptionGroup(BaseExceptionGroup, Exception):
    __module__ = 'builtins'


def _leaves(group, out):
    for e in group.exceptions:
        if isinstance(e, BaseExceptionGroup):
            _leaves(e, out)
        else:
            out.append(e)
    return out


def _reraise_star(original, raised, kept):
    """What a try with except* raises: the parts of `original` left unhandled
    or re-raised (`kept`), under the new exceptions its handlers `raised`."""
    if not isinstance(original, BaseExceptionGroup):
        return (raised + kept or [None])[0]
    kept_ids = [id(leaf) for e in kept for leaf in
                (_leaves(e, []) if isinstance(e, BaseExceptionGroup) else [e])]
    projection = _split(original, lambda e: not isinstance(e, BaseExceptionGroup) and id(e) in kept_ids)[0]
    if not raised:
        return projection
    if projection is not None:
        raised.append(projection)
    return raised[0] if len(raised) == 1 else ExceptionGroup('', raised)
)py";

}  // namespace

void installExceptionGroups(Interp& in) {
  Program program = parseProgram(kGroupSource);
  Value globals = in.newDict();
  Dict* g = globals.as<Dict>();
  g->set(in.internStr("__name__"), in.newStr("builtins"));
  in.hideFramesOf(g);
  in.runModuleBody(*program.code, g, nullptr);
  for (const char* name : {"BaseExceptionGroup", "ExceptionGroup"}) {
    Value cls = *g->findStr(in.internStr(name).as<Str>());
    cls.as<ClassObj>()->isException = true;
    adoptExceptionClass(in, cls.as<ClassObj>());
  }
  in.exceptionGroupHelpers = globals;
}

bool isExceptionGroup(Interp& in, const Value& exc) {
  return exc.is(ObjKind::Instance) && in.typeOf(exc)->isSubclassOf(in.exceptionClass("BaseExceptionGroup"));
}

Value exceptionGroupHelper(Interp& in, const char* name) {
  return *in.exceptionGroupHelpers.as<Dict>()->findStr(in.internStr(name).as<Str>());
}

}  // namespace tl::lang
