# `raise e` of the matched part raises it anew: one exception left, so it
# is not wrapped again; the raise line comes first.
try:
    raise ExceptionGroup("batch", [ValueError(1), ValueError(2)])
except* ValueError as e:
    raise e
