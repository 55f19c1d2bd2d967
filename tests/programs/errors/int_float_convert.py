x = float("1.5")
y = int(x)
z = int("1.5")
