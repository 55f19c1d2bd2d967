# Course-style data wrangling with plain Python: parse rows, clean, aggregate, report.
raw = """longitude,latitude,median_income,median_house_value
-122.23,37.88,8.3252,452600
-122.22,37.86,8.3014,358500
-122.24,37.85,,352100
-118.25,34.05,2.5000,150000
-118.30,34.10,3.1000,
-117.16,32.72,4.0000,210000"""

header, *lines = raw.splitlines()
columns = header.split(",")
rows = []
skipped = 0
for line_number, line in enumerate(lines, start=2):
    fields = line.split(",")
    if any(f == "" for f in fields):
        skipped += 1
        print(f"line {line_number}: missing {[c for c, f in zip(columns, fields) if not f]}")
        continue
    rows.append(dict(zip(columns, map(float, fields))))
print(len(rows), "rows kept,", skipped, "skipped")
values = [r["median_house_value"] for r in rows]
incomes = [r["median_income"] for r in rows]
mean_value = sum(values) / len(values)
print(f"mean value {mean_value:,.2f}, min {min(values):,.0f}, max {max(values):,.0f}")
n = len(rows)
mx, my = sum(incomes) / n, mean_value
slope = sum((x - mx) * (y - my) for x, y in zip(incomes, values)) / sum((x - mx) ** 2 for x in incomes)
intercept = my - slope * mx
print(f"value ~ {slope:.1f} * income + {intercept:.1f}")
for r in sorted(rows, key=lambda r: r["median_income"], reverse=True):
    predicted = slope * r["median_income"] + intercept
    print(f"{r['latitude']:7.2f} {r['median_income']:7.4f} {r['median_house_value']:>10,.0f} {predicted:>12,.1f}")
by_region = {}
for r in rows:
    region = "north" if r["latitude"] > 36 else "south"
    by_region.setdefault(region, []).append(r["median_house_value"])
print({k: round(sum(v) / len(v)) for k, v in sorted(by_region.items())})
buckets = {f"{lo}-{lo + 2}": sum(lo <= x < lo + 2 for x in incomes) for lo in range(2, 10, 2)}
print(buckets, max(buckets, key=buckets.get))
