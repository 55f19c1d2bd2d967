# The unicodedata module over the data recorded from CPython 3.11 (Unicode
# 14.0.0; tests/tools/record_unicodedata.py): properties, numeric values and
# decompositions from _ucd_db (each table parsed on its first use), names from
# the _unicodenames module (modules/unicode_names.cc, which also serves \N{...}).
# Normalization follows UAX #15: full decomposition, canonical ordering by
# combining class, then canonical composition for NFC and NFKC.
import _ucd_db
import _unicodenames
from bisect import bisect_right

unidata_version = _ucd_db.VERSION

_HANGUL_FIRST, _HANGUL_COUNT = 0xAC00, 11172
_L_FIRST, _V_FIRST, _T_FIRST = 0x1100, 0x1161, 0x11A7
_V_COUNT, _T_COUNT = 21, 28
_tables = {}


def _char(fn, c, numbered=False):
    if not isinstance(c, str) or len(c) != 1:
        where = " argument 1" if numbered else " argument"
        raise TypeError(f"{fn}(){where} must be a unicode character, not {type(c).__name__}")
    return ord(c)


def _runs():
    t = _tables.get("runs")
    if t is None:
        kinds = []
        for k in _ucd_db.KINDS.split():
            cat, bidi, comb, eaw, mirrored = k.split(",")
            kinds.append((cat, bidi, int(comb), eaw, int(mirrored)))
        starts, which = [], []
        for run in _ucd_db.RUNS.split():
            first, kind = run.split(":")
            starts.append(int(first, 16))
            which.append(kinds[int(kind)])
        t = _tables["runs"] = (starts, which)
    return t


def _props(cp):
    starts, which = _runs()
    return which[bisect_right(starts, cp) - 1]


def _numbers():
    t = _tables.get("numeric")
    if t is None:
        t = _tables["numeric"] = {}
        for line in _ucd_db.NUMERIC.split():
            cp, dec, dig, num = line.split(":")
            t[int(cp, 16)] = (int(dec) if dec else None, int(dig) if dig else None, float(num))
    return t


def _decompositions():
    t = _tables.get("decomposition")
    if t is None:
        t = _tables["decomposition"] = {}
        for line in _ucd_db.DECOMPOSITION.split("\n"):
            cp, d = line.split(":")
            t[int(cp, 16)] = d
    return t


def category(chr):
    return _props(_char("category", chr))[0]


def bidirectional(chr):
    return _props(_char("bidirectional", chr))[1]


def combining(chr):
    return _props(_char("combining", chr))[2]


def east_asian_width(chr):
    return _props(_char("east_asian_width", chr))[3]


def mirrored(chr):
    return _props(_char("mirrored", chr))[4]


def decomposition(chr):
    return _decompositions().get(_char("decomposition", chr), "")


_NO_DEFAULT = object()


def _numeric_value(fn, index, message, chr, default):
    entry = _numbers().get(_char(fn, chr, True))
    value = entry[index] if entry else None
    if value is None:
        if default is _NO_DEFAULT:
            raise ValueError(message)
        return default
    return value


def decimal(chr, default=_NO_DEFAULT):
    return _numeric_value("decimal", 0, "not a decimal", chr, default)


def digit(chr, default=_NO_DEFAULT):
    return _numeric_value("digit", 1, "not a digit", chr, default)


def numeric(chr, default=_NO_DEFAULT):
    return _numeric_value("numeric", 2, "not a numeric character", chr, default)


def name(chr, default=_NO_DEFAULT):
    found = _unicodenames.name(_char("name", chr, True))
    if found is None:
        if default is _NO_DEFAULT:
            raise ValueError("no such name")
        return default
    return found


def lookup(name):
    if isinstance(name, (bytes, bytearray)):
        name = name.decode("latin-1")
    elif not isinstance(name, str):
        raise TypeError(f"a bytes-like object is required, not '{type(name).__name__}'")
    if len(name) > 256:
        raise KeyError("name too long")
    found = _unicodenames.lookup(name)
    if found is None:
        raise KeyError(f"undefined character name '{name}'")
    return found


def _full_decomposition(cp, compat, out):
    if _HANGUL_FIRST <= cp < _HANGUL_FIRST + _HANGUL_COUNT:
        s = cp - _HANGUL_FIRST
        out.append(_L_FIRST + s // (_V_COUNT * _T_COUNT))
        out.append(_V_FIRST + s % (_V_COUNT * _T_COUNT) // _T_COUNT)
        if s % _T_COUNT:
            out.append(_T_FIRST + s % _T_COUNT)
        return
    d = _decompositions().get(cp)
    if not d or (d[0] == "<" and not compat):
        out.append(cp)
        return
    for part in d.split():
        if part[0] != "<":
            _full_decomposition(int(part, 16), compat, out)


def _decompose(s, compat):
    out = []
    for c in s:
        _full_decomposition(ord(c), compat, out)
    # Canonical ordering: each run of non-starters sorted (stably) by combining class.
    i = 0
    while i < len(out):
        if _props(out[i])[2] == 0:
            i += 1
            continue
        j = i
        while j < len(out) and _props(out[j])[2] != 0:
            j += 1
        out[i:j] = sorted(out[i:j], key=lambda cp: _props(cp)[2])
        i = j
    return out


def _pairs():
    t = _tables.get("pairs")
    if t is None:
        t = _tables["pairs"] = {}
        excluded = set(int(h, 16) for h in _ucd_db.NOT_COMPOSED.split())
        for cp, d in _decompositions().items():
            parts = d.split()
            if len(parts) == 2 and d[0] != "<" and cp not in excluded:
                t[(int(parts[0], 16), int(parts[1], 16))] = cp
    return t


def _composite(first, second):
    if _L_FIRST <= first < _L_FIRST + 19 and _V_FIRST <= second < _V_FIRST + _V_COUNT:
        return _HANGUL_FIRST + ((first - _L_FIRST) * _V_COUNT + second - _V_FIRST) * _T_COUNT
    s = first - _HANGUL_FIRST
    if 0 <= s < _HANGUL_COUNT and s % _T_COUNT == 0 and _T_FIRST < second < _T_FIRST + _T_COUNT:
        return first + second - _T_FIRST
    return _pairs().get((first, second))


def _compose(cps):
    out, starter, last_class = [], -1, 0
    for cp in cps:
        cc = _props(cp)[2]
        # A character combines with the last starter unless a character between
        # them has class 0 or a class not below its own (it is blocked).
        if starter >= 0 and (starter == len(out) - 1 or 0 < last_class < cc):
            composite = _composite(out[starter], cp)
            if composite is not None:
                out[starter] = composite
                continue
        if cc == 0:
            starter = len(out)
        last_class = cc
        out.append(cp)
    return out


def normalize(form, unistr):
    if not isinstance(form, str):
        raise TypeError(f"normalize() argument 1 must be str, not {type(form).__name__}")
    if not isinstance(unistr, str):
        raise TypeError(f"normalize() argument 2 must be str, not {type(unistr).__name__}")
    if form not in ("NFC", "NFD", "NFKC", "NFKD"):
        raise ValueError("invalid normalization form")
    if unistr.isascii():
        return str(unistr)
    cps = _decompose(unistr, form[-2] == "K")
    if form[-1] == "C":
        cps = _compose(cps)
    return "".join(map(chr, cps))


def is_normalized(form, unistr):
    if not isinstance(form, str):
        raise TypeError(f"is_normalized() argument 1 must be str, not {type(form).__name__}")
    if not isinstance(unistr, str):
        raise TypeError(f"is_normalized() argument 2 must be str, not {type(unistr).__name__}")
    return normalize(form, unistr) == unistr
