# time's calendar functions at fixed instants (local time is UTC), strftime and
# strptime directives, struct_time, and the clocks' kinds and information.
import time

t = time.gmtime(1700000000)
print(t)
print(t.tm_year, t.tm_yday, t.tm_wday, t.tm_zone, t.tm_gmtoff, t[0], t[-1], len(t), tuple(t)[:3])
print(time.gmtime(0), time.gmtime(-86400.5)[:6], time.gmtime(951782400)[:8])
print(time.localtime(1700000000) == t, time.localtime(1700000000).tm_zone, time.strftime("%Z", time.localtime(5)), time.mktime(t), time.mktime((2024, 13, 1, 0, 0, 0, 0, 0, 0)))
print(time.asctime(t), "|", time.ctime(0), "|", time.asctime((2024, 3, 5, 7, 8, 9, 1, 65, 0)))
print(time.strftime("%Y-%m-%d %H:%M:%S %a %A %b %B %j %p %I %y %w %u %%", t))
print(time.strftime("%c|%x|%X|%D|%F|%T|%R|%e|%C|%U|%W|%V|%G|%z|%Z|%s", t))
for day in [(2021, 1, 1), (2020, 12, 31), (2024, 12, 30), (2027, 1, 3)]:
    s = time.mktime(day + (0, 0, 0, 0, 0, 0))
    print(time.strftime("%G %g %V %U %W %j %a", time.gmtime(s)))
p = time.strptime("2023-11-14 22:13:20", "%Y-%m-%d %H:%M:%S")
print(p, p.tm_zone)
print(time.strptime("5 March 99 3:04 pm", "%d %B %y %I:%M %p")[:9])
print(time.strptime("Tue Nov 14 22:13:20 2023")[:9], time.strptime("12", "%j")[:8])
print(time.strptime("1999 +0130", "%Y %z").tm_gmtoff, time.strptime("2000 UTC", "%Y %Z")[8])
for args in [("2023-13-01", "%Y-%m-%d"), ("2023-01-01x", "%Y-%m-%d"), ("2023", "%Q"), ("2023", "%Y %"),
             ("2023-02-30", "%Y-%m-%d"), (2023, "%Y")]:
    try:
        time.strptime(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
st = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0))
print(st, st.tm_zone, isinstance(st, tuple), time.struct_time.n_fields)
for bad in [(1, 2), "abc", list(range(12))]:
    try:
        time.struct_time(bad)
    except TypeError as e:
        print(e)
for bad in [(2020, 0, 1, 25, 0, 0, 0, 1, 0), (2020, 1, 1, 0, 61, 0, 0, 1, 0)]:
    try:
        time.strftime("%H", bad)
    except ValueError as e:
        print(e)
try:
    time.mktime(5)
except TypeError as e:
    print(e)
print(time.timezone, time.altzone, time.daylight, time.tzname, time.tzset())
for name in ["time", "monotonic", "perf_counter", "process_time", "thread_time"]:
    info = time.get_clock_info(name)
    print(name, info.adjustable, info.implementation, info.monotonic, info.resolution)
try:
    time.get_clock_info("sundial")
except ValueError as e:
    print(e)
for f in [time.time_ns, time.monotonic_ns, time.perf_counter_ns, time.process_time_ns, time.thread_time_ns]:
    print(f.__name__, type(f()).__name__)
for f in [time.process_time, time.thread_time]:
    print(f.__name__, type(f()).__name__, f() >= 0)
print(type(time.clock_gettime(time.CLOCK_REALTIME)).__name__, type(time.clock_gettime_ns(time.CLOCK_MONOTONIC)).__name__,
      time.clock_getres(time.CLOCK_MONOTONIC), time.CLOCK_REALTIME, time.CLOCK_MONOTONIC)
try:
    time.clock_gettime(99)
except OSError as e:
    print(e)
a, b = time.monotonic_ns(), time.monotonic_ns()
print(b >= a, abs(time.time_ns() / 1e9 - time.time()) < 5)
