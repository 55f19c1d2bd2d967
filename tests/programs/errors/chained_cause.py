def load():
    try:
        return int("x")
    except ValueError as e:
        raise RuntimeError("load failed") from e

load()
