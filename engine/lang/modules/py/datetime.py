"""Fast implementation of the datetime type."""
# Dates, times of day, durations and fixed-offset time zones. The clock is
# time.time(); a page has no local time zone to read, so local time is UTC:
# now() and today() give what utcnow() does, astimezone() with no zone UTC.
import time as _time
from _datetime_base import MINYEAR, MAXYEAR, timedelta, _MONTHNAMES, _FULLMONTHNAMES, _DAYNAMES, _FULLDAYNAMES
from _datetime_base import _ymd2ord, _ord2ymd, _check_date_fields
from _datetime_base import _format
from _datetime_zones import tzinfo, timezone, time, _utcoffset, _check_tzinfo, _set_time_fields, _time_properties

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


@_time_properties
class datetime(date):
    def __init__(self, year, month, day, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        date.__init__(self, year, month, day)
        _set_time_fields(self, hour, minute, second, microsecond, tzinfo, fold)

    @classmethod
    def utcfromtimestamp(cls, t):
        us = round(t * 1000000)
        days, us = divmod(us, 86400 * 1000000)
        seconds, microsecond = divmod(us, 1000000)
        hh, rest = divmod(seconds, 3600)
        mm, ss = divmod(rest, 60)
        y, m, d = _ord2ymd(_ymd2ord(1970, 1, 1) + days)
        return cls(y, m, d, hh, mm, ss, microsecond)

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        # Local time is UTC here, so a naive result is the UTC one.
        _check_tzinfo(tz)
        naive = cls.utcfromtimestamp(t)
        return naive if tz is None else tz.fromutc(naive.replace(tzinfo=tz))

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def today(cls):
        return cls.now()

    @classmethod
    def combine(cls, d, t, tzinfo=True):
        if not isinstance(d, date) or not isinstance(t, time):
            raise TypeError("combine() argument 1 must be datetime.date, not " + type(d).__name__
                            if not isinstance(d, date) else
                            "combine() argument 2 must be datetime.time, not " + type(t).__name__)
        return cls(d.year, d.month, d.day, t.hour, t.minute, t.second, t.microsecond,
                   t.tzinfo if tzinfo is True else tzinfo, fold=t.fold)

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        try:
            d = date.fromisoformat(text[:10])
            rest, tz = text[11:], None
            for mark in ("Z", "+", "-"):
                if mark in rest:
                    rest, _, zone = rest.partition(mark)
                    tz = timezone.utc if mark == "Z" else _parse_offset(mark, zone)
            hh = int(rest[0:2]) if rest else 0
            mm = int(rest[3:5]) if len(rest) >= 5 else 0
            ss = int(rest[6:8]) if len(rest) >= 8 else 0
            us = int(rest[9:15].ljust(6, "0")) if len(rest) > 9 else 0
            return cls(d.year, d.month, d.day, hh, mm, ss, us, tz)
        except ValueError:
            raise ValueError(f"Invalid isoformat string: {text!r}") from None

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond, fold=self._fold)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond, self._tzinfo, fold=self._fold)

    def utcoffset(self):
        return _utcoffset(self._tzinfo, self)

    def dst(self):
        return _utcoffset(self._tzinfo, self, "dst")

    def tzname(self):
        return None if self._tzinfo is None else self._tzinfo.tzname(self)

    def timetuple(self):
        dst = self.dst()
        yday = self.toordinal() - _ymd2ord(self._year, 1, 1) + 1
        return _time.struct_time((self._year, self._month, self._day, self._hour, self._minute, self._second,
                                  self.weekday(), yday, -1 if dst is None else int(bool(dst))))

    def timestamp(self):
        days = self.toordinal() - _ymd2ord(1970, 1, 1)
        seconds = days * 86400 + self._hour * 3600 + self._minute * 60 + self._second
        offset = self.utcoffset()
        if offset is not None:
            seconds -= offset.days * 86400 + offset.seconds
        return seconds + self._microsecond / 10**6

    def astimezone(self, tz=None):
        if tz is None:
            tz = _LOCAL
        _check_tzinfo(tz)
        offset = self.utcoffset()
        if tz is self._tzinfo and offset is not None:
            return self
        utc = (self - (offset or timedelta(0))).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        pick = lambda new, old: old if new is None else new
        return type(self)(pick(year, self._year), pick(month, self._month), pick(day, self._day),
                          pick(hour, self._hour), pick(minute, self._minute), pick(second, self._second),
                          pick(microsecond, self._microsecond), self._tzinfo if tzinfo is True else tzinfo,
                          fold=pick(fold, self._fold))

    def isoformat(self, sep="T", timespec="auto"):
        s = "%04d-%02d-%02d%s" % (self._year, self._month, self._day, sep)
        return s + self.timetz().isoformat(timespec)

    def __str__(self):
        return self.isoformat(sep=" ")

    def __repr__(self):
        fields = [self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond]
        while len(fields) > 5 and fields[-1] == 0:  # hour and minute always shown
            fields.pop()
        tz = "" if self._tzinfo is None else f", tzinfo={self._tzinfo!r}"
        return "datetime.datetime(" + ", ".join(str(f) for f in fields) + tz + ")"

    def strftime(self, fmt):
        yday = self.toordinal() - _ymd2ord(self._year, 1, 1) + 1
        return _format(fmt, self._year, self._month, self._day, self._hour, self._minute, self._second,
                       self._microsecond, self.weekday(), yday, self.utcoffset(), self.tzname())

    def _key(self):
        return (self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond)

    def _utc_us(self):
        offset = self.utcoffset()
        return self._total_us() - (0 if offset is None else offset._us())

    def _compare(self, other, op):
        if not isinstance(other, datetime):
            if isinstance(other, date):
                raise TypeError(f"'{op}' not supported between instances of 'datetime.datetime' and 'datetime.date'")
            return None
        if (self.utcoffset() is None) != (other.utcoffset() is None):
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        return self._utc_us(), other._utc_us()

    def __eq__(self, other):
        if not isinstance(other, datetime):
            return NotImplemented if not isinstance(other, date) else False
        if (self.utcoffset() is None) != (other.utcoffset() is None):
            return False
        return self._utc_us() == other._utc_us()

    def __lt__(self, other):
        keys = self._compare(other, "<")
        return NotImplemented if keys is None else keys[0] < keys[1]

    def __le__(self, other):
        keys = self._compare(other, "<=")
        return NotImplemented if keys is None else keys[0] <= keys[1]

    def __gt__(self, other):
        keys = self._compare(other, ">")
        return NotImplemented if keys is None else keys[0] > keys[1]

    def __ge__(self, other):
        keys = self._compare(other, ">=")
        return NotImplemented if keys is None else keys[0] >= keys[1]

    def __hash__(self):
        return hash(self._utc_us())

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
            mine, theirs = self.utcoffset(), other.utcoffset()
            if (mine is None) != (theirs is None):
                raise TypeError("can't subtract offset-naive and offset-aware datetimes")
            if self._tzinfo is other._tzinfo:
                return timedelta(microseconds=self._total_us() - other._total_us())
            return timedelta(microseconds=self._utc_us() - other._utc_us())
        return NotImplemented


def _parse_offset(sign, text):
    hh, _, rest = text.partition(":")
    mm, _, ss = rest.partition(":")
    offset = timedelta(hours=int(hh), minutes=int(mm or 0), seconds=float(ss or 0))
    return timezone(-offset if sign == "-" else offset)


_LOCAL = timezone(timedelta(0), "UTC")
UTC = timezone.utc
date.min = date(MINYEAR, 1, 1)
date.max = date(MAXYEAR, 12, 31)
datetime.min = datetime(MINYEAR, 1, 1)
datetime.max = datetime(MAXYEAR, 12, 31, 23, 59, 59, 999999)
