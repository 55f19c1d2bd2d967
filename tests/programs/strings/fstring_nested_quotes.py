d = {"k": "v"}
print(f"{d['k']} {d}")
print(f'{"dq"} {len("abc")}')
