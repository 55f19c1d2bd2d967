"""datetime: dates, times of day and durations (naive: no time zones but
UTC). The clock is time.time(); a page has no local time zone to read, so
now() and today() give UTC as utcnow() does."""
import time as _time

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


def _format(fmt, year, month, day, hour, minute, second, microsecond, weekday, yday):
    out = []
    i = 0
    while i < len(fmt):
        ch = fmt[i]
        if ch != "%" or i + 1 == len(fmt):
            out.append(ch)
            i += 1
            continue
        code = fmt[i + 1]
        i += 2
        if code == "Y":
            out.append("%d" % year if year >= 1000 else "%04d" % year)
        elif code == "y":
            out.append("%02d" % (year % 100))
        elif code == "m":
            out.append("%02d" % month)
        elif code == "d":
            out.append("%02d" % day)
        elif code == "H":
            out.append("%02d" % hour)
        elif code == "I":
            out.append("%02d" % (hour % 12 or 12))
        elif code == "p":
            out.append("AM" if hour < 12 else "PM")
        elif code == "M":
            out.append("%02d" % minute)
        elif code == "S":
            out.append("%02d" % second)
        elif code == "f":
            out.append("%06d" % microsecond)
        elif code == "b":
            out.append(_MONTHNAMES[month])
        elif code == "B":
            out.append(_FULLMONTHNAMES[month])
        elif code == "a":
            out.append(_DAYNAMES[weekday + 1])
        elif code == "A":
            out.append(_FULLDAYNAMES[weekday + 1])
        elif code == "w":
            out.append(str((weekday + 1) % 7))
        elif code == "j":
            out.append("%03d" % yday)
        elif code in "zZ":
            out.append("")
        elif code == "%":
            out.append("%")
        else:
            out.append("%" + code)
    return "".join(out)


class date:
    def __init__(self, year, month, day):
        _check_date_fields(year, month, day)
        self._year, self._month, self._day = year, month, day

    year = property(lambda self: self._year)
    month = property(lambda self: self._month)
    day = property(lambda self: self._day)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d = _ord2ymd(_ymd2ord(1970, 1, 1) + int(t // 86400))
        return cls(y, m, d)

    @classmethod
    def fromordinal(cls, n):
        return cls(*_ord2ymd(n))

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        try:
            return cls(int(text[0:4]), int(text[5:7]), int(text[8:10]))
        except ValueError:
            raise ValueError(f"Invalid isoformat string: {text!r}") from None

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.weekday() + 1

    def replace(self, year=None, month=None, day=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month,
                          self._day if day is None else day)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    __str__ = isoformat

    def __repr__(self):
        return "datetime.date(%d, %d, %d)" % (self._year, self._month, self._day)

    def strftime(self, fmt):
        yday = self.toordinal() - _ymd2ord(self._year, 1, 1) + 1
        return _format(fmt, self._year, self._month, self._day, 0, 0, 0, 0, self.weekday(), yday)

    def __format__(self, spec):
        return self.strftime(spec) if spec else str(self)

    def _key(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        return type(other) is type(self) and self._key() == other._key()

    def __lt__(self, other):
        return self._key() < other._key()

    def __le__(self, other):
        return self._key() <= other._key()

    def __gt__(self, other):
        return self._key() > other._key()

    def __ge__(self, other):
        return self._key() >= other._key()

    def __hash__(self):
        return hash(self._key())

    def __add__(self, other):
        if isinstance(other, timedelta):
            return type(self).fromordinal(self.toordinal() + other.days)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + -other
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(days=self.toordinal() - other.toordinal())
        return NotImplemented


class datetime(date):
    def __init__(self, year, month, day, hour=0, minute=0, second=0, microsecond=0, tzinfo=None):
        date.__init__(self, year, month, day)
        _check_time_fields(hour, minute, second, microsecond)
        self._hour, self._minute, self._second, self._microsecond = hour, minute, second, microsecond
        self._tzinfo = tzinfo

    hour = property(lambda self: self._hour)
    minute = property(lambda self: self._minute)
    second = property(lambda self: self._second)
    microsecond = property(lambda self: self._microsecond)
    tzinfo = property(lambda self: self._tzinfo)

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        us = round(t * 1000000)
        days, us = divmod(us, 86400 * 1000000)
        seconds, microsecond = divmod(us, 1000000)
        hh, rest = divmod(seconds, 3600)
        mm, ss = divmod(rest, 60)
        y, m, d = _ord2ymd(_ymd2ord(1970, 1, 1) + days)
        return cls(y, m, d, hh, mm, ss, microsecond, tz)

    utcfromtimestamp = fromtimestamp

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def today(cls):
        return cls.now()

    @classmethod
    def combine(cls, d, t=None):
        return cls(d.year, d.month, d.day)

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        try:
            d = date.fromisoformat(text[:10])
            rest = text[11:]
            hh = int(rest[0:2]) if rest else 0
            mm = int(rest[3:5]) if len(rest) >= 5 else 0
            ss = int(rest[6:8]) if len(rest) >= 8 else 0
            us = int(rest[9:15].ljust(6, "0")) if len(rest) > 9 else 0
            return cls(d.year, d.month, d.day, hh, mm, ss, us)
        except ValueError:
            raise ValueError(f"Invalid isoformat string: {text!r}") from None

    def date(self):
        return date(self._year, self._month, self._day)

    def timestamp(self):
        days = self.toordinal() - _ymd2ord(1970, 1, 1)
        return days * 86400 + self._hour * 3600 + self._minute * 60 + self._second + self._microsecond / 10**6

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None):
        pick = lambda new, old: old if new is None else new
        return type(self)(pick(year, self._year), pick(month, self._month), pick(day, self._day),
                          pick(hour, self._hour), pick(minute, self._minute), pick(second, self._second),
                          pick(microsecond, self._microsecond), self._tzinfo)

    def isoformat(self, sep="T", timespec="auto"):
        s = "%04d-%02d-%02d%s%02d:%02d:%02d" % (self._year, self._month, self._day, sep, self._hour, self._minute,
                                                 self._second)
        if self._microsecond and timespec == "auto" or timespec == "microseconds":
            s += ".%06d" % self._microsecond
        return s

    def __str__(self):
        return self.isoformat(sep=" ")

    def __repr__(self):
        fields = [self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond]
        while len(fields) > 5 and fields[-1] == 0:  # hour and minute always shown
            fields.pop()
        return "datetime.datetime(" + ", ".join(str(f) for f in fields) + ")"

    def strftime(self, fmt):
        yday = self.toordinal() - _ymd2ord(self._year, 1, 1) + 1
        return _format(fmt, self._year, self._month, self._day, self._hour, self._minute, self._second,
                       self._microsecond, self.weekday(), yday)

    def _key(self):
        return (self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond)

    def _total_us(self):
        seconds = self.toordinal() * 86400 + self._hour * 3600 + self._minute * 60 + self._second
        return seconds * 1000000 + self._microsecond

    def __add__(self, other):
        if isinstance(other, timedelta):
            days, us = divmod(self._total_us() + other._us(), 86400 * 1000000)
            if not 1 <= days <= _ymd2ord(MAXYEAR, 12, 31):
                raise OverflowError("date value out of range")
            seconds, microsecond = divmod(us, 1000000)
            hh, rest = divmod(seconds, 3600)
            return type(self)(*_ord2ymd(days), hh, rest // 60, rest % 60, microsecond, self._tzinfo)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + -other
        if isinstance(other, datetime):
            days = self.toordinal() - other.toordinal()
            secs = (self._hour - other._hour) * 3600 + (self._minute - other._minute) * 60 + self._second - other._second
            return timedelta(days, secs, self._microsecond - other._microsecond)
        return NotImplemented


date.min = date(MINYEAR, 1, 1)
date.max = date(MAXYEAR, 12, 31)
datetime.min = datetime(MINYEAR, 1, 1)
datetime.max = datetime(MAXYEAR, 12, 31, 23, 59, 59, 999999)
