while True:
pass
