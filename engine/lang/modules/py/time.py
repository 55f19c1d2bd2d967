"""This module provides various functions to manipulate time values."""
# Python over the native clocks (_time, modules/time_module.cc). A page has no
# local time zone to read, so local time is UTC: localtime() is gmtime(),
# timezone and altzone are 0, tzname is ('UTC', 'UTC'). Text as glibc's C locale.

from _time import time, time_ns, perf_counter, perf_counter_ns, monotonic, monotonic_ns
from _time import process_time, process_time_ns, thread_time, thread_time_ns, sleep

timezone = 0
altzone = 0
daylight = 0
tzname = ('UTC', 'UTC')

CLOCK_REALTIME = 0
CLOCK_MONOTONIC = 1
CLOCK_PROCESS_CPUTIME_ID = 2
CLOCK_THREAD_CPUTIME_ID = 3
CLOCK_MONOTONIC_RAW = 4
CLOCK_BOOTTIME = 7
CLOCK_TAI = 11

_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec', 'tm_wday', 'tm_yday', 'tm_isdst')


class struct_time(tuple):
    """The time value as returned by gmtime(), localtime(), and strptime()"""
    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0

    def __new__(cls, sequence, dict=None):
        items = tuple(sequence)
        if len(items) < 9:
            raise TypeError(f"time.struct_time() takes an at least 9-sequence ({len(items)}-sequence given)")
        if len(items) > 11:
            raise TypeError(f"time.struct_time() takes an at most 11-sequence ({len(items)}-sequence given)")
        self = tuple.__new__(cls, items[:9])
        self._zone = items[9:] + (None,) * (11 - len(items))
        return self

    def __repr__(self):
        return 'time.struct_time(' + ', '.join(f'{n}={v!r}' for n, v in zip(_FIELDS, self)) + ')'

    def __reduce__(self):
        return (struct_time, (tuple(self) + self._zone,))


def _field(i):
    return property(lambda self: self[i])


for _i, _name in enumerate(_FIELDS):
    setattr(struct_time, _name, _field(_i))
struct_time.tm_zone = property(lambda self: self._zone[0])
struct_time.tm_gmtoff = property(lambda self: self._zone[1])
struct_time.__module__ = 'time'
del _i, _name


def _days_to_civil(days):
    # The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's civil_from_days).
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    day = doy - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    return yoe + era * 400 + (month <= 2), month, day


def _civil_to_days(year, month, day):
    year -= month <= 2
    era = year // 400
    yoe = year - era * 400
    doy = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _seconds(secs):
    if secs is None:
        return int(time() // 1)
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError('Invalid value NaN (not a number)')
        return int(secs // 1)
    if isinstance(secs, int):
        return secs
    raise TypeError(f"'{type(secs).__name__}' object cannot be interpreted as an integer")


def gmtime(seconds=None):
    """Convert seconds since the Epoch to a time tuple expressing UTC."""
    return _broken_down(seconds, 'GMT')


def _broken_down(seconds, zone):
    secs = _seconds(seconds)
    days, rest = divmod(secs, 86400)
    year, month, day = _days_to_civil(days)
    yday = days - _civil_to_days(year, 1, 1) + 1
    return struct_time((year, month, day, rest // 3600, rest // 60 % 60, rest % 60, (days + 3) % 7, yday, 0,
                        zone, 0))


def localtime(seconds=None):
    """Convert seconds since the Epoch to a time tuple expressing local time."""
    return _broken_down(seconds, 'UTC')


def _tuple_arg(t, name):
    if not isinstance(t, tuple):
        raise TypeError('Tuple or struct_time argument required')
    if len(t) != 9:
        raise TypeError(f'{name}(): illegal time tuple argument')
    for v in t:
        if not isinstance(v, int):
            raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")
    return t


def mktime(t):
    """Convert a time tuple in local time to seconds since the Epoch."""
    year, month, day, hour, minute, sec = _tuple_arg(t, 'mktime')[:6]
    year += (month - 1) // 12
    month = (month - 1) % 12 + 1
    days = _civil_to_days(year, month, 1) + day - 1
    return float(days * 86400 + hour * 3600 + minute * 60 + sec)


_DAYS = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun')
_MONTHS = ('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec')


def _checked(t, name):
    t = _tuple_arg(t, name)
    if not 1 <= t[1] <= 12 and t[1] != 0:
        raise ValueError('month out of range')
    if not 0 <= t[2] <= 31:
        raise ValueError('day of month out of range')
    if not 0 <= t[3] <= 23:
        raise ValueError('hour out of range')
    if not 0 <= t[4] <= 59:
        raise ValueError('minute out of range')
    if not 0 <= t[5] <= 61:
        raise ValueError('seconds out of range')
    if t[6] < 0:
        raise ValueError('day of week out of range')
    if not 0 <= t[7] <= 366:
        raise ValueError('day of year out of range')
    return t


def asctime(t=None):
    """Convert a time tuple to a string, e.g. 'Sat Jun 06 16:26:11 1998'."""
    t = localtime() if t is None else _checked(t, 'asctime')
    return '%s %s%3d %.2d:%.2d:%.2d %d' % (_DAYS[t[6] % 7], _MONTHS[max(t[1], 1) - 1], t[2], t[3], t[4], t[5], t[0])


def ctime(seconds=None):
    """Convert a time in seconds since the Epoch to a string in local time."""
    return asctime(localtime(seconds))


def strftime(format, t=None):
    """Convert a time tuple to a string according to a format specification."""
    if not isinstance(format, str):
        raise TypeError(f"strftime() argument 1 must be str, not {type(format).__name__}")
    t = localtime() if t is None else _checked(t, 'strftime')
    zone = t.tm_zone if isinstance(t, struct_time) and t.tm_zone is not None else tzname[0]
    from _time_format import _strftime
    return _strftime(format, tuple(t), zone)


def strptime(string, format='%a %b %d %H:%M:%S %Y'):
    """Parse a string to a time tuple according to a format specification."""
    from _time_format import _strptime_fields
    return struct_time(_strptime_fields(string, format)[0])


def tzset():
    """Initialize, or reinitialize, the local timezone (UTC here)."""


_CLOCKS = {
    'time': (time, True, 'clock_gettime(CLOCK_REALTIME)', False),
    'monotonic': (monotonic, False, 'clock_gettime(CLOCK_MONOTONIC)', True),
    'perf_counter': (perf_counter, False, 'clock_gettime(CLOCK_MONOTONIC)', True),
    'process_time': (process_time, False, 'clock_gettime(CLOCK_PROCESS_CPUTIME_ID)', True),
    'thread_time': (thread_time, False, 'clock_gettime(CLOCK_THREAD_CPUTIME_ID)', True),
}
_CLOCK_IDS = {CLOCK_REALTIME: time, CLOCK_TAI: time, CLOCK_MONOTONIC: monotonic, CLOCK_MONOTONIC_RAW: monotonic,
              CLOCK_BOOTTIME: monotonic, CLOCK_PROCESS_CPUTIME_ID: process_time,
              CLOCK_THREAD_CPUTIME_ID: thread_time}


def get_clock_info(name):
    """Get information of the specified clock."""
    from types import SimpleNamespace
    if name not in _CLOCKS:
        raise ValueError('unknown clock')
    _, adjustable, implementation, monotonic = _CLOCKS[name]
    return SimpleNamespace(adjustable=adjustable, implementation=implementation, monotonic=monotonic,
                           resolution=1e-09)


def _clock(clk_id):
    if not isinstance(clk_id, int):
        raise TypeError(f"'{type(clk_id).__name__}' object cannot be interpreted as an integer")
    if clk_id not in _CLOCK_IDS:
        raise OSError(22, 'Invalid argument')
    return _CLOCK_IDS[clk_id]


def clock_gettime(clk_id):
    """Return the time of the specified clock clk_id."""
    return _clock(clk_id)()


def clock_gettime_ns(clk_id):
    """Return the time of the specified clock clk_id as nanoseconds (int)."""
    return int(_clock(clk_id)() * 1e9)


def clock_getres(clk_id):
    """Return the resolution (precision) of the specified clock clk_id."""
    _clock(clk_id)
    return 1e-09


def clock_settime(clk_id, time):
    """Set the time of the specified clock clk_id."""
    _clock(clk_id)
    raise PermissionError(1, 'Operation not permitted')


def clock_settime_ns(clk_id, time):
    """Set the time of the specified clock clk_id with nanoseconds."""
    clock_settime(clk_id, time)
