try:
    pass
finally print(1)
