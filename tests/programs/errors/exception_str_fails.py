class Broken(Exception):
    def __str__(self):
        raise ValueError("no text")


try:
    raise Broken()
except Broken as e:
    print("caught", type(e).__name__)
raise Broken()
