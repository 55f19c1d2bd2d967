result = {"a": None}
result["a"].strip()
