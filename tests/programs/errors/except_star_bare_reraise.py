# A lone exception caught by except* and re-raised with a bare `raise` goes
# on as the group of one it was matched as (without a traceback of its own).
try:
    raise ValueError("alone")
except* ValueError:
    print("seen")
    raise
