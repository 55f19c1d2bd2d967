ages = {"ann": 31, "bob": 27}
for name, age in ages.items():
    print(name, age)
try:
    ages.iteritems()
except AttributeError as e:
    print(e)
print(ages.get("ann"))
ages.kyes()
