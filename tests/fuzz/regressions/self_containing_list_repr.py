# A list that contains itself: repr must print [1, [...]], not recurse.
a = [1]
a.append(a)
print(a)
