def grade(score):
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    else:
        return "F"
for s in [95, 85, 72, 10]:
    print(s, grade(s))
x = 0
if x:
    print("truthy")
elif x == 0:
    print("zero")
if []:
    print("never")
else:
    print("empty list is falsy")
