x = 1
y = 1.5jx
