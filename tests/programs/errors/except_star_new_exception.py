# A new exception raised while handling a lone exception with except*: it
# goes on by itself, the wrapped group as its context.
try:
    raise KeyError("key")
except* KeyError:
    raise LookupError("looked up")
