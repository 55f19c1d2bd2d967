"""warnings: warn(), the filters that decide whether a warning is shown,
raised or ignored, and catch_warnings, as CPython 3.11 behaves. A shown
warning is written to stderr as `file:line: Category: message` and its line."""
import sys
import _warnings

filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}
_registries = {}  # module name -> {(text, category, lineno) or (text, category): True}
_actions = ("error", "ignore", "always", "default", "module", "once")


class WarningMessage:
    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


def formatwarning(message, category, filename, lineno, line=None):
    s = "%s:%s: %s: %s\n" % (filename, lineno, category.__name__, message)
    if line:
        s += "  %s\n" % line.strip()
    return s


def _showwarnmsg_impl(msg):
    file = msg.file if msg.file is not None else sys.stderr
    file.write(formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line))


def showwarning(message, category, filename, lineno, file=None, line=None):
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


_showwarning_orig = showwarning


def _showwarnmsg(msg):
    if showwarning is not _showwarning_orig:  # the program put its own in place
        if not callable(showwarning):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


def _add_filter(*item, append):
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    if action not in _actions:
        raise AssertionError("invalid action: %r" % (action,))
    if not isinstance(message, str):
        raise AssertionError("message must be a string")
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise AssertionError("category must be a Warning subclass")
    if not isinstance(module, str):
        raise AssertionError("module must be a string")
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")
    _add_filter(action, message or None, category, module or None, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    if action not in _actions:
        raise AssertionError("invalid action: %r" % (action,))
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")
    _add_filter(action, None, category, None, lineno, append=append)


def resetwarnings():
    filters[:] = []
    _registries.clear()


def _action_for(text, category, module, lineno):
    for action, msg, cat, mod, ln in filters:
        if ((msg is None or _warnings._matches(msg, text, True)) and issubclass(category, cat)
                and (mod is None or _warnings._matches(mod, module, False)) and (ln == 0 or lineno == ln)):
            return action
    return defaultaction


def warn_explicit(message, category, filename, lineno, module=None, registry=None, module_globals=None,
                  source=None, line=None):
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = _registries.setdefault(module, {})
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    action = _action_for(text, category, module, lineno)
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    _showwarnmsg(WarningMessage(message, category, filename, lineno, None, line, source))


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '{:s}'".format(type(category).__name__))
    filename, lineno, module, line = _warnings._caller(stacklevel)
    warn_explicit(message, category, filename, lineno, module, None, None, source, line)


class catch_warnings:
    """Saves the filters and showwarning on entry and puts them back on exit;
    with record=True, shown warnings are appended to the list it returns."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        global filters, showwarning
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        self._filters = filters
        filters = filters[:]
        self._showwarning = showwarning
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []

            def record(message, category, filename, lineno, file=None, line=None):
                log.append(WarningMessage(message, category, filename, lineno, file, line))

            showwarning = record
            return log
        return None

    def __exit__(self, *exc_info):
        global filters, showwarning
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        filters = self._filters
        showwarning = self._showwarning
