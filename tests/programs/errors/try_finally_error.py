try:
    x = 1 / 0
finally:
    print("finally printed")
