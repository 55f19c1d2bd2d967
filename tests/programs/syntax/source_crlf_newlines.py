if True:
    print("crlf")
