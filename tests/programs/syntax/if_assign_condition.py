# "=" where a condition wants "==": CPython's hint, marked across the whole
# attempted assignment.
score = 90
if score = 100:
    print("perfect")
