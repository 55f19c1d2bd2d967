class MyError(Exception):
    pass

def go():
    raise MyError("custom failure")

go()
