def boom():
    raise RuntimeError("boom")

result = 1 + boom()
