getattr(object(), "nope")
