def get():
    return None
print(get()[0])
