# datetime's time zones: timezone (utc, offsets, names), tzinfo subclasses,
# aware datetimes' arithmetic, comparison, astimezone, isoformat and strftime
# %z/%Z; the time class; strftime's directives through time.strftime.
from datetime import datetime, date, time, timedelta, timezone, tzinfo, UTC
import datetime as dt

print(repr(timezone.utc), timezone.utc, UTC is timezone.utc, timezone(timedelta(0)) is timezone.utc)
east = timezone(timedelta(hours=5, minutes=30))
west = timezone(timedelta(hours=-8), "PST")
print(repr(east), east, repr(west), west, timezone(timedelta(hours=-5, seconds=30)))
print(repr(timezone(timedelta(0), "UTC")), timezone.min, timezone.max, east == timezone(timedelta(minutes=330)))
print(east.utcoffset(None), west.tzname(None), west.dst(None), hash(east) == hash(timezone(timedelta(hours=5.5))))
for args in [(timedelta(days=1),), (5,), (timedelta(0), 5), (timedelta(hours=-24),)]:
    try:
        timezone(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

a = datetime(2024, 3, 10, 12, 30, tzinfo=timezone.utc)
print(repr(a), a, a.isoformat(), a.utcoffset(), a.tzname(), a.dst())
b = a.astimezone(east)
print(repr(b), b, b.isoformat(timespec="microseconds"), b == a, b - a, hash(a) == hash(b))
c = a.astimezone(west)
print(c, c.strftime("%Y-%m-%d %H:%M %z %Z"), a.strftime("[%z] [%Z]"), datetime(2024, 1, 1).strftime("[%z][%Z]"))
print(c - b, b.replace(tzinfo=None), a.timestamp(), c.timestamp(), datetime(2024, 3, 10, 12, 30).timestamp())
print(repr(datetime.fromtimestamp(0, timezone.utc)), datetime.fromtimestamp(3600, east))
print(datetime(2024, 1, 1, tzinfo=east) < datetime(2024, 1, 1, tzinfo=west), a.astimezone())
naive = datetime(2024, 3, 10, 12, 30)
print(naive == a, naive.astimezone(east), naive.replace(tzinfo=UTC) == a)
for op in [lambda: naive - a, lambda: naive < a]:
    try:
        op()
    except TypeError as e:
        print(e)
print(datetime.fromisoformat("2024-05-06T07:08:09+02:00"), repr(datetime.fromisoformat("2024-05-06T07:08:09Z")))
print(datetime.now(timezone.utc).tzinfo, datetime.now(east).utcoffset())


class Fixed(tzinfo):
    def __init__(self, hours, name):
        self.offset, self.name = timedelta(hours=hours), name

    def utcoffset(self, d):
        return self.offset

    def tzname(self, d):
        return self.name

    def dst(self, d):
        return timedelta(0)


tokyo = Fixed(9, "JST")
t = datetime(2000, 1, 1, 9, tzinfo=tokyo)
print(t, t.tzname(), t.astimezone(timezone.utc), t.astimezone(west).strftime("%H:%M %Z %z"), t - a.replace(year=2000))
try:
    tzinfo().utcoffset(None)
except NotImplementedError as e:
    print(e)
try:
    datetime(2024, 1, 1, tzinfo=5)
except TypeError as e:
    print(e)

noon = time(12, 0)
print(repr(noon), noon, repr(time(1, 2, 3)), repr(time(1, 2, 3, 4)), time(), time.min, time.max)
tz_time = time(8, 15, 30, tzinfo=east)
print(repr(tz_time), tz_time, tz_time.utcoffset(), tz_time.tzname(), tz_time.isoformat())
print(noon.strftime("%H:%M:%S %p %f"), f"{noon:%I %p}", noon.replace(minute=45), time.fromisoformat("07:08:09.5"))
print(noon < time(13), noon == time(12), time(12, tzinfo=UTC) == time(17, 30, tzinfo=east), hash(noon) == hash(time(12)))
print(datetime.combine(date(2024, 2, 29), time(6, 7, tzinfo=west)), a.time(), repr(a.timetz()))
for bad in [(24,), (1, 60), (1, 2, 3, 10**6)]:
    try:
        time(*bad)
    except ValueError as e:
        print(e)
d = datetime(5, 1, 1, 3, 4, 5)
print(d.strftime("%Y|%c|%x|%X|%e|%G-%V|%U|%W|%u|%D"), date(2024, 12, 30).strftime("%G %V %a"))
print(datetime(2024, 3, 10, 12, 30, 45).timetuple())
print(sorted(n for n in dir(dt) if not n.startswith("_") and n not in ("datetime_CAPI", "sys")))
