print("ok")
print（1）
