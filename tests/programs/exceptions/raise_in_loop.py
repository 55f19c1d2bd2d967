errors = 0
for s in ["1", "x", "3", "", "5"]:
    try:
        int(s)
    except ValueError as e:
        errors += 1
        print(e)
print("errors:", errors)
