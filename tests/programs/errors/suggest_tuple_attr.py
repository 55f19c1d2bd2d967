point = (3, 4)
print(point.count(3))
print(point.indx(4))
