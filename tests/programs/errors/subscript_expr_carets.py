data = {"rows": [1, 2]}
value = data["rows"][5] + 1
