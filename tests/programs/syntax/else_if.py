x = 5
if x > 3:
    print("big")
else if x > 1:
    print("mid")
