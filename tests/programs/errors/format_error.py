print("{:d}".format("x"))
