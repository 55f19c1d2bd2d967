# time.strftime as glibc's C locale writes it and time.strptime as CPython's
# _strptime reads it (English names, UTC the only zone); re is imported by
# strptime alone, so that importing time or datetime stays light.
_DAYS = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')
_MONTHS = ('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
           'November', 'December')
_EXPANSIONS = {'c': '%a %b %e %H:%M:%S %Y', 'D': '%m/%d/%y', 'F': '%Y-%m-%d', 'r': '%I:%M:%S %p', 'R': '%H:%M',
               'T': '%H:%M:%S', 'x': '%m/%d/%y', 'X': '%H:%M:%S', 'h': '%b'}


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _iso_year_week(year, yday, wday):
    # The ISO 8601 year and week of a day (yday 0-based, wday 0 = Monday).
    week = (yday - wday + 10) // 7
    if week < 1:
        year -= 1
        days = 366 if _is_leap(year) else 365
        week = (yday + days - wday + 10) // 7
    elif week == 53 and yday - wday + 3 >= (366 if _is_leap(year) else 365):
        year, week = year + 1, 1
    return year, week


def _directive(code, t, zone):
    year, month, day, hour, minute, sec, wday, yday = t[:8]
    yday -= 1
    simple = {
        'a': _DAYS[wday % 7][:3], 'A': _DAYS[wday % 7], 'b': _MONTHS[max(month, 1) - 1][:3],
        'B': _MONTHS[max(month, 1) - 1], 'C': '%02d' % (year // 100), 'd': '%02d' % day, 'e': '%2d' % day,
        'H': '%02d' % hour, 'I': '%02d' % (hour % 12 or 12), 'j': '%03d' % (yday + 1), 'k': '%2d' % hour,
        'l': '%2d' % (hour % 12 or 12), 'm': '%02d' % month, 'M': '%02d' % minute, 'n': '\n',
        'p': 'AM' if hour < 12 else 'PM', 'P': 'am' if hour < 12 else 'pm', 'S': '%02d' % sec, 't': '\t',
        'u': str(wday % 7 + 1), 'w': str((wday + 1) % 7), 'y': '%02d' % (year % 100), 'Y': str(year),
        'U': '%02d' % ((yday + 7 - (wday + 1) % 7) // 7), 'W': '%02d' % ((yday + 7 - wday % 7) // 7),
        'z': '+0000', 'Z': zone, '%': '%',
    }
    if code in simple:
        return simple[code]
    if code in 'GgV':
        iso_year, week = _iso_year_week(year, yday, wday % 7)
        return {'G': str(iso_year), 'g': '%02d' % (iso_year % 100), 'V': '%02d' % week}[code]
    if code == 's':
        from time import mktime
        return str(int(mktime(t[:9])))
    if code in _EXPANSIONS:
        return _strftime(_EXPANSIONS[code], t, zone)
    return None


def _strftime(fmt, t, zone):
    out = []
    i = 0
    while i < len(fmt):
        ch = fmt[i]
        if ch != '%' or i + 1 == len(fmt):
            out.append(ch)
            i += 1
            continue
        text = _directive(fmt[i + 1], t, zone)
        out.append('%' + fmt[i + 1] if text is None else text)
        i += 2
    return ''.join(out)


def _names(names):
    return '(?P<%s>' + '|'.join(sorted((n.lower() for n in names), key=len, reverse=True)) + ')'


_PATTERNS = {
    'd': r'(?P<d>3[01]|[12]\d|0[1-9]|[1-9]| [1-9])', 'f': r'(?P<f>[0-9]{1,6})',
    'H': r'(?P<H>2[0-3]|[0-1]\d|\d)', 'I': r'(?P<I>1[0-2]|0[1-9]|[1-9])', 'G': r'(?P<G>\d\d\d\d)',
    'j': r'(?P<j>36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])',
    'm': r'(?P<m>1[0-2]|0[1-9]|[1-9])', 'M': r'(?P<M>[0-5]\d|\d)', 'S': r'(?P<S>6[0-1]|[0-5]\d|\d)',
    'U': r'(?P<U>5[0-3]|[0-4]\d|\d)', 'W': r'(?P<W>5[0-3]|[0-4]\d|\d)', 'w': r'(?P<w>[0-6])',
    'u': r'(?P<u>[1-7])', 'V': r'(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)', 'y': r'(?P<y>\d\d)', 'Y': r'(?P<Y>\d\d\d\d)',
    'z': r'(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|Z)',
    'A': _names(_DAYS) % 'A', 'a': _names(d[:3] for d in _DAYS) % 'a', 'B': _names(_MONTHS) % 'B',
    'b': _names(m[:3] for m in _MONTHS) % 'b', 'p': '(?P<p>am|pm)', 'Z': '(?P<Z>utc|gmt)', '%': '%',
}
_STRPTIME_EXPANSIONS = {'c': '%a %b %d %H:%M:%S %Y', 'x': '%m/%d/%y', 'X': '%H:%M:%S'}


def _pattern(fmt, original=None):
    import re as _re
    original = fmt if original is None else original
    fmt = _re.sub(r'([\\.^$*+?\(\){}\[\]|])', r'\\\1', fmt)
    fmt = _re.sub(r'\s+', r'\\s+', fmt)
    out, seen, i = [], set(), 0
    while i < len(fmt):
        if fmt[i] != '%':
            out.append(fmt[i])
            i += 1
            continue
        if i + 1 == len(fmt):
            raise ValueError("stray %% in format '%s'" % original)
        code = fmt[i + 1]
        if code in _STRPTIME_EXPANSIONS:
            out.append(_pattern(_STRPTIME_EXPANSIONS[code], original))
        elif code not in _PATTERNS:
            raise ValueError("'%s' is a bad directive in format '%s'" % (code, original))
        elif code in seen and code != '%':
            out.append('(?P=%s)' % code)
        else:
            seen.add(code)
            out.append(_PATTERNS[code])
        i += 2
    return ''.join(out)


def _match(data, fmt):
    import re as _re
    for index, value in enumerate((data, fmt)):
        if not isinstance(value, str):
            raise TypeError('strptime() argument {} must be str, not {}'.format(index, type(value)))
    found = _re.match(_pattern(fmt), data, _re.IGNORECASE)
    if not found:
        raise ValueError('time data %r does not match format %r' % (data, fmt))
    if len(data) != found.end():
        raise ValueError('unconverted data remains: %s' % data[found.end():])
    return {k: v for k, v in found.groupdict().items() if v is not None}


def _zone_offset(z):
    if z.upper() == 'Z':
        return 0
    z = z.replace(':', '')
    seconds = int(z[1:3]) * 3600 + int(z[3:5]) * 60 + (int(z[5:7]) if len(z) > 5 else 0)
    return -seconds if z[0] == '-' else seconds


def _strptime_fields(data, fmt):
    # The 11 fields of time.struct_time (datetime adds microseconds: the 12th).
    found = _match(data, fmt)
    year = int(found['Y']) if 'Y' in found else (int(found['y']) + (2000 if int(found['y']) <= 68 else 1900)
                                                 if 'y' in found else 1900)
    month = int(found.get('m', 1))
    for key, names in (('B', _MONTHS), ('b', [m[:3] for m in _MONTHS])):
        if key in found:
            month = [n.lower() for n in names].index(found[key].lower()) + 1
    day = int(found.get('d', 1))
    hour = int(found.get('H', 0))
    if 'I' in found:
        hour = int(found['I']) % 12 + (12 if found.get('p', 'am').lower() == 'pm' else 0)
    minute, second = int(found.get('M', 0)), int(found.get('S', 0))
    fraction = int(found['f'].ljust(6, '0')) if 'f' in found else 0
    gmtoff = _zone_offset(found['z']) if 'z' in found else None
    tz = 0 if 'Z' in found else -1
    from time import _civil_to_days
    days = _civil_to_days(year, month, day)
    if 'j' in found:
        days = _civil_to_days(year, 1, 1) + int(found['j']) - 1
    from time import _days_to_civil
    if not (1 <= day <= 31 and (day <= 28 or _days_to_civil(days)[1] == month)) and 'j' not in found:
        raise ValueError('day is out of range for month')
    year, month, day = _days_to_civil(days)
    wday = (days + 3) % 7
    yday = days - _civil_to_days(year, 1, 1) + 1
    zone = found.get('Z')
    return (year, month, day, hour, minute, second, wday, yday, tz, zone, gmtoff), fraction
