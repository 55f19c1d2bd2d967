# datetime: dates and datetimes from fields, ordinals and ISO text, their
# arithmetic with timedelta, strftime's common directives, reprs and strs,
# comparisons, weekdays, the errors of bad fields, and now() as a datetime.
from datetime import date, datetime, timedelta
import datetime as dt

d = date(2024, 2, 28)
print(d, repr(d), d + timedelta(days=2), d - date(2023, 12, 31), d.weekday(), d.isoweekday())
print(d.toordinal(), date.fromordinal(738944), date.fromisoformat("2000-02-29"), d.replace(day=1))
t = datetime(2024, 12, 31, 23, 59, 30, 250000)
print(t, repr(t), t.isoformat(), t.date(), t + timedelta(seconds=45))
print(t.strftime("%Y%m%d-%H%M%S"), t.strftime("%a %A %b %B %d %j %I%p %y %f %% %w"))
print(repr(datetime(2024, 1, 1)), repr(datetime(2024, 1, 1, 5)), str(datetime(2024, 1, 1)))
print(t - datetime(2024, 1, 1), (t - datetime(2024, 1, 1)).total_seconds())
print(datetime.fromisoformat("2021-03-04T05:06:07"), datetime.fromtimestamp(0), datetime.fromtimestamp(86400 * 365.25))
print(datetime(2024, 3, 10, 12) > datetime(2024, 3, 10, 11), date(2020, 1, 1) < date(2020, 1, 2), d == date(2024, 2, 28))
print(timedelta(days=1, hours=2, minutes=3, seconds=4.5), repr(timedelta(hours=-1)), timedelta(weeks=1) / timedelta(days=1))
print(timedelta(seconds=90) * 2, -timedelta(days=1, seconds=1), abs(timedelta(hours=-2)), timedelta(0), bool(timedelta(0)))
print(f"{d:%d/%m/%Y}", "{:%H:%M}".format(t), datetime.max, date.min)
for bad in [(2023, 2, 29), (2024, 13, 1), (0, 1, 1)]:
    try:
        date(*bad)
    except ValueError as e:
        print("ValueError", e)
try:
    datetime(2024, 1, 1, 24)
except ValueError as e:
    print("ValueError", e)
now = datetime.now()
print(type(now).__name__, isinstance(now, date), now.year >= 2024, isinstance(dt.date.today(), dt.date))
stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
print(len(stamp), stamp[8])
