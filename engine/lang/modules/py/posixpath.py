"""posixpath (os.path): path names split and joined as POSIX does, and the
existence and kind of a path read through posix.stat."""
import posix

sep = "/"
curdir = "."
pardir = ".."
extsep = "."
pathsep = ":"

_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000


def _check(fname, path):
    if not isinstance(path, str):
        raise TypeError(f"{fname}() argument must be str, bytes, or os.PathLike object, not '{type(path).__name__}'")


def isabs(s):
    _check("isabs", s)
    return s.startswith("/")


def join(a, *p):
    _check("join", a)
    path = a
    for b in p:
        _check("join", b)
        if b.startswith("/"):
            path = b
        elif not path or path.endswith("/"):
            path += b
        else:
            path += "/" + b
    return path


def split(p):
    _check("split", p)
    i = p.rfind("/") + 1
    head, tail = p[:i], p[i:]
    if head and head != "/" * len(head):
        head = head.rstrip("/")
    return head, tail


def splitext(p):
    _check("splitext", p)
    sep_index = p.rfind("/")
    dot_index = p.rfind(".")
    if dot_index > sep_index:
        filename_index = sep_index + 1
        while filename_index < dot_index:
            if p[filename_index] != ".":
                return p[:dot_index], p[dot_index:]
            filename_index += 1
    return p, ""


def basename(p):
    _check("basename", p)
    return p[p.rfind("/") + 1:]


def dirname(p):
    _check("dirname", p)
    return split(p)[0]


def normpath(path):
    _check("normpath", path)
    if path == "":
        return "."
    initial_slashes = 2 if path.startswith("//") and not path.startswith("///") else 1 if path.startswith("/") else 0
    new_comps = []
    for comp in path.split("/"):
        if comp in ("", "."):
            continue
        if comp != ".." or (not initial_slashes and not new_comps) or (new_comps and new_comps[-1] == ".."):
            new_comps.append(comp)
        elif new_comps:
            new_comps.pop()
    path = "/".join(new_comps)
    if initial_slashes:
        path = "/" * initial_slashes + path
    return path or "."


def abspath(path):
    _check("abspath", path)
    if not isabs(path):
        path = join(posix.getcwd(), path)
    return normpath(path)


def expanduser(path):
    _check("expanduser", path)
    return path


def exists(path):
    try:
        posix.stat(path)
    except (OSError, ValueError):
        return False
    return True


def _mode(path):
    try:
        return posix.stat(path).st_mode & _S_IFMT
    except (OSError, ValueError):
        return None


def isdir(s):
    return _mode(s) == _S_IFDIR


def isfile(path):
    return _mode(path) == _S_IFREG


def getsize(filename):
    return posix.stat(filename).st_size
