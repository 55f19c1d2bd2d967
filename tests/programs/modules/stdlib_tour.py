# A tour of the standard modules a course uses first.
import math, string, json, re, statistics, datetime, time, copy, heapq, bisect, textwrap, fractions, decimal, enum, typing, operator, random
print(math.floor(-2.5), math.ceil(2.1), math.gcd(12, 18), math.lcm(4, 6), math.isclose(0.1 + 0.2, 0.3), math.comb(5, 2), math.perm(5, 2), math.prod([1, 2, 3]), math.dist((0, 0), (3, 4)), math.hypot(3, 4), math.inf, math.nan, math.e, math.tau)
print(math.log(8, 2), math.log10(1000), math.log2(1024), math.exp(1), math.sqrt(2), math.isqrt(17), math.factorial(10), math.trunc(-3.7), math.copysign(1, -0.0), math.fsum([0.1] * 10), math.degrees(math.pi), math.radians(180))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.factorial(2.5)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(json.dumps({"b": [1, 2.5, None, True], "a": "é"}), json.dumps({"x": 1}, indent=2, sort_keys=True), json.loads('{"a": [1, 2, {"b": null}]}'), json.dumps("é", ensure_ascii=False))
try:
    json.loads("{bad}")
except json.JSONDecodeError as e:
    print(e)
print(re.findall(r"\d+", "a1b22c333"), re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@host"), re.split(r"[,;]\s*", "a, b;c"), re.match(r"(?P<y>\d{4})-(\d\d)", "2024-05").groupdict())
m = re.search(r"(\w+) (\w+)", "hello big world")
print(m.group(0), m.group(1, 2), m.span(), m.start(2), re.fullmatch(r"\w+", "abc!") is None, re.compile(r"a+", re.I).findall("aAb"))
print(statistics.mean([1, 2, 3, 4]), statistics.median([3, 1, 2]), statistics.mode([1, 1, 2]), round(statistics.stdev([1, 2, 3, 4]), 4), statistics.variance([1, 2, 3]))
d = datetime.date(2024, 2, 29)
print(d, d + datetime.timedelta(days=1), d.strftime("%d/%m/%Y %A %B"), d.weekday(), d.isoformat(), datetime.datetime(2024, 1, 1, 12, 30).isoformat(), datetime.timedelta(hours=25, minutes=3))
print(repr(d), repr(datetime.timedelta(days=-1, seconds=5)), datetime.date.fromisoformat("2023-12-25").toordinal(), (datetime.date(2024, 3, 1) - d).days)
print(fractions.Fraction(3, 4) + fractions.Fraction(1, 4), fractions.Fraction("0.125"), fractions.Fraction(1, 3) * 3, decimal.Decimal("0.1") + decimal.Decimal("0.2"), decimal.Decimal(1) / decimal.Decimal(7))
class Color(enum.Enum):
    RED = 1
    GREEN = 2
print(Color.RED, repr(Color.GREEN), Color(1), Color["GREEN"], list(Color), Color.RED.name, Color.RED.value, Color.RED is Color(1))
print(textwrap.fill("The quick brown fox jumps over the lazy dog " * 2, width=30), textwrap.shorten("Hello world, how are you", 15), textwrap.dedent("  a\n  b"))
h = [5, 1, 3]
heapq.heapify(h)
heapq.heappush(h, 0)
print(h, heapq.heappop(h), heapq.nlargest(2, [1, 5, 3]), heapq.nsmallest(2, [4, 2, 8]), bisect.bisect_left([1, 2, 4], 3), bisect.insort(h, 2) or h)
print(string.ascii_letters[:5], string.digits, string.punctuation[:5], string.capwords("hello world"), string.Template("$x!").substitute(x=1))
print(copy.deepcopy([[1], [2]]), operator.itemgetter(1)([5, 6]), operator.attrgetter("real")(3), sorted([(1, "b"), (0, "a")], key=operator.itemgetter(1)))
print(typing.List[int], typing.Optional[str], typing.Dict[str, int], typing.Union[int, str], list[int], dict[str, list[int]], int | None)
