float("abc")
