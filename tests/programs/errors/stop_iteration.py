it = iter([])
next(it)
