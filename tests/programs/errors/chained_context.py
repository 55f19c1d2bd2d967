try:
    {}["k"]
except KeyError:
    raise ValueError("while handling")
