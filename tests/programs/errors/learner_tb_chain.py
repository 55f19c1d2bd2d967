try:
    {}["key"]
except KeyError as e:
    raise ValueError("lookup failed") from e
