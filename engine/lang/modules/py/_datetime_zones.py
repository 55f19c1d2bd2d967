# datetime's tzinfo, timezone and time (datetime.py re-exports them), with
# CPython's reprs and errors.
from _datetime_base import timedelta, _check_time_fields, _format, _offset_text


def _utcoffset(tz, dt, method="utcoffset"):
    # tz.utcoffset(dt) (or dst), checked as CPython checks what a tzinfo returns.
    if tz is None:
        return None
    offset = getattr(tz, method)(dt)
    if offset is None:
        return None
    if not isinstance(offset, timedelta):
        raise TypeError(f"tzinfo.{method}() must return None or timedelta, not '{type(offset).__name__}'")
    if not -timedelta(1) < offset < timedelta(1):
        raise ValueError(f"offset must be a timedelta strictly between -timedelta(hours=24) and "
                         f"timedelta(hours=24), not {offset!r}.")
    return offset


def _set_time_fields(obj, hour, minute, second, microsecond, tzinfo, fold):
    # The time-of-day fields time and datetime share, checked.
    _check_time_fields(hour, minute, second, microsecond)
    _check_tzinfo(tzinfo)
    obj._hour, obj._minute, obj._second, obj._microsecond = hour, minute, second, microsecond
    obj._tzinfo, obj._fold = tzinfo, fold


def _time_properties(cls):
    for name in ("hour", "minute", "second", "microsecond", "tzinfo", "fold"):
        setattr(cls, name, property(lambda self, attr="_" + name: getattr(self, attr)))
    return cls


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError(f"tzinfo argument must be None or of a tzinfo subclass, not type '{type(tz).__name__}'")


class tzinfo:
    """Abstract base class for time zone info objects."""
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        from datetime import datetime
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        offset = dt.utcoffset()
        if offset is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        dst = dt.dst()
        if dst is None:
            raise ValueError("fromutc: non-None dst() result required")
        delta = offset - dst
        if delta:
            dt += delta
            dst = dt.dst()
            if dst is None:
                raise ValueError("fromutc: tz.dst() gave inconsistent results; cannot convert")
        return dt + dst


_OMITTED = object()


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""
    __slots__ = ("_offset", "_name")

    def __new__(cls, offset, name=_OMITTED):
        if not isinstance(offset, timedelta):
            raise TypeError(f"timezone() argument 1 must be datetime.timedelta, not {type(offset).__name__}")
        if name is _OMITTED:
            if not offset and "utc" in cls.__dict__:
                return cls.utc
            name = None
        elif not isinstance(name, str):
            raise TypeError(f"timezone() argument 2 must be str, not {type(name).__name__}")
        if not -timedelta(1) < offset < timedelta(1):
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             f"timedelta(hours=24), not {offset!r}.")
        self = object.__new__(cls)
        self._offset, self._name = offset, name
        return self

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return "datetime.timezone.utc"
        if self._name is None:
            return f"datetime.timezone({self._offset!r})"
        return f"datetime.timezone({self._offset!r}, {self._name!r})"

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        return self._offset

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        if not self._offset:
            return "UTC"
        return "UTC" + _offset_text(self._offset)

    def dst(self, dt):
        return None

    def fromutc(self, dt):
        from datetime import datetime
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() argument must be a datetime instance or None")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return dt + self._offset

    def __getinitargs__(self):
        return (self._offset,) if self._name is None else (self._offset, self._name)


timezone.utc = timezone(timedelta(0))
timezone.min = timezone(-timedelta(hours=23, minutes=59))
timezone.max = timezone(timedelta(hours=23, minutes=59))


@_time_properties
class time:
    """A time of day: hour, minute, second, microsecond and an optional tzinfo."""

    def __init__(self, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        _set_time_fields(self, hour, minute, second, microsecond, tzinfo, fold)

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        try:
            parts = text.split(":")
            if not 2 <= len(parts) <= 3 or len(parts[0]) != 2 or len(parts[1]) != 2:
                raise ValueError
            second, _, fraction = parts[2].partition(".") if len(parts) == 3 else ("0", "", "")
            return cls(int(parts[0]), int(parts[1]), int(second), int(fraction.ljust(6, "0")[:6] or 0))
        except ValueError:
            raise ValueError(f"Invalid isoformat string: {text!r}") from None

    def utcoffset(self):
        return _utcoffset(self._tzinfo, None)

    def dst(self):
        return _utcoffset(self._tzinfo, None, "dst")

    def tzname(self):
        return None if self._tzinfo is None else self._tzinfo.tzname(None)

    def isoformat(self, timespec="auto"):
        text = "%02d:%02d:%02d" % (self._hour, self._minute, self._second)
        if self._microsecond and timespec == "auto" or timespec == "microseconds":
            text += ".%06d" % self._microsecond
        offset = self.utcoffset()
        return text if offset is None else text + _offset_text(offset)

    __str__ = isoformat

    def __repr__(self):
        fields = [self._hour, self._minute, self._second, self._microsecond]
        fields = fields if self._microsecond else fields[:3] if self._second else fields[:2]
        text = "datetime.time(" + ", ".join(str(f) for f in fields)
        if self._tzinfo is not None:
            text += f", tzinfo={self._tzinfo!r}"
        return text + ")"

    def strftime(self, fmt):
        return _format(fmt, 1900, 1, 1, self._hour, self._minute, self._second, self._microsecond, 0, 1,
                       self.utcoffset(), self.tzname())

    def __format__(self, spec):
        return self.strftime(spec) if spec else str(self)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        pick = lambda new, old: old if new is None else new
        return type(self)(pick(hour, self._hour), pick(minute, self._minute), pick(second, self._second),
                          pick(microsecond, self._microsecond), self._tzinfo if tzinfo is True else tzinfo,
                          fold=pick(fold, self._fold))

    def _key(self):
        since_midnight = timedelta(hours=self._hour, minutes=self._minute, seconds=self._second,
                                   microseconds=self._microsecond)
        return since_midnight - (self.utcoffset() or timedelta(0))

    def _compare(self, other):
        if not isinstance(other, time):
            return None
        if (self.utcoffset() is None) != (other.utcoffset() is None):
            raise TypeError("can't compare offset-naive and offset-aware times")
        return self._key(), other._key()

    def __eq__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        if (self.utcoffset() is None) != (other.utcoffset() is None):
            return False
        return self._key() == other._key()

    def __lt__(self, other):
        keys = self._compare(other)
        return NotImplemented if keys is None else keys[0] < keys[1]

    def __le__(self, other):
        keys = self._compare(other)
        return NotImplemented if keys is None else keys[0] <= keys[1]

    def __gt__(self, other):
        keys = self._compare(other)
        return NotImplemented if keys is None else keys[0] > keys[1]

    def __ge__(self, other):
        keys = self._compare(other)
        return NotImplemented if keys is None else keys[0] >= keys[1]

    def __hash__(self):
        return hash(self._key())


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)
for _cls in (tzinfo, timezone, time):
    _cls.__module__ = "datetime"
del _cls
