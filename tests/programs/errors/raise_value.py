raise ValueError("bad value")
