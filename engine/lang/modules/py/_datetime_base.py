# datetime's calendar arithmetic and timedelta (datetime.py re-exports them).

MINYEAR = 1
MAXYEAR = 9999

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_before = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_before)
    _before += _dim
del _before, _dim

_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FULLMONTHNAMES = [None, "January", "February", "March", "April", "May", "June", "July", "August", "September",
                   "October", "November", "December"]
_DAYNAMES = [None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULLDAYNAMES = [None, "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_in_month(year, month):
    return 29 if month == 2 and _is_leap(year) else _DAYS_IN_MONTH[month]


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year)) + day


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, 146097)
    year = n400 * 400 + 1
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    return year, month, n - preceding + 1


def _check_date_fields(year, month, day):
    for name, value in (("year", year), ("month", month), ("day", day)):
        if not isinstance(value, int):
            raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f"year {year} is out of range")
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")


def _check_time_fields(hour, minute, second, microsecond):
    for name, value, top in (("hour", hour, 23), ("minute", minute, 59), ("second", second, 59),
                             ("microsecond", microsecond, 999999)):
        if not isinstance(value, int):
            raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")
        if not 0 <= value <= top:
            raise ValueError(f"{name} must be in 0..{top}")


class timedelta:
    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        total = (((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds
        us = round(total * 1000000 + milliseconds * 1000 + microseconds)
        self._days, rest = divmod(us, 86400 * 1000000)
        self._seconds, self._microseconds = divmod(rest, 1000000)
        if abs(self._days) > 999999999:
            raise OverflowError(f"days={self._days}; must have magnitude <= 999999999")

    days = property(lambda self: self._days)
    seconds = property(lambda self: self._seconds)
    microseconds = property(lambda self: self._microseconds)

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def total_seconds(self):
        return self._us() / 10**6

    def __repr__(self):
        args = []
        for name in ("days", "seconds", "microseconds"):
            value = getattr(self, name)
            if value:
                args.append(f"{name}={value}")
        return "datetime.timedelta(" + (", ".join(args) if args else "0") + ")"

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            s = ("%d day%s, " % (self._days, "s" if abs(self._days) != 1 else "")) + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._us() + other._us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._us() - other._us())
        return NotImplemented

    def __neg__(self):
        return timedelta(microseconds=-self._us())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, (int, float)):
            return timedelta(microseconds=round(self._us() * other))
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._us() / other._us()
        if isinstance(other, (int, float)):
            return timedelta(microseconds=round(self._us() / other))
        return NotImplemented

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._us() // other._us()
        if isinstance(other, int):
            return timedelta(microseconds=self._us() // other)
        return NotImplemented

    def __eq__(self, other):
        return isinstance(other, timedelta) and self._us() == other._us()

    def __lt__(self, other):
        return self._us() < other._us()

    def __le__(self, other):
        return self._us() <= other._us()

    def __gt__(self, other):
        return self._us() > other._us()

    def __ge__(self, other):
        return self._us() >= other._us()

    def __hash__(self):
        return hash(self._us())

    def __bool__(self):
        return self._us() != 0


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)

timedelta.__module__ = "datetime"


def _format(fmt, year, month, day, hour, minute, second, microsecond, weekday, yday, offset=None, zone=""):
    # As CPython's: %f, %z and %Z filled in here, the rest left to time.strftime.
    from _time_format import _strftime
    out = []
    i = 0
    while i < len(fmt):
        if fmt[i] != "%" or i + 1 == len(fmt):
            out.append(fmt[i])
            i += 1
            continue
        code = fmt[i + 1]
        i += 2
        if code == "f":
            out.append("%06d" % microsecond)
        elif code == "z":
            out.append("" if offset is None else _offset_text(offset, ""))
        elif code == "Z":
            out.append((zone or "").replace("%", "%%"))
        else:
            out.append("%" + code)
    t = (year, month, day, hour, minute, second, weekday, yday, -1)
    return _strftime("".join(out), t, "")


def _offset_text(offset, sep=":"):
    # +HH:MM, with :SS and .ffffff when the offset has them.
    sign = "-" if offset.days < 0 else "+"
    offset = -offset if offset.days < 0 else offset
    hh, rest = divmod(offset.seconds, 3600)
    mm, ss = divmod(rest, 60)
    text = "%s%02d%s%02d" % (sign, hh, sep, mm)
    if ss or offset.microseconds:
        text += "%s%02d" % (sep, ss)
        if offset.microseconds:
            text += ".%06d" % offset.microseconds
    return text
