# `raise e` of an exception caught in the same frame adds the raise line to
# its traceback, above the line it first came from.
def load(text):
    try:
        return int(text)
    except ValueError as e:
        print("retrying")
        raise e


load("x")
