# Reading a file's bytes as UTF-8 when they are really Latin-1.
raw = 'Zürich'.encode('latin-1')
print(raw, len(raw))
city = raw.decode()
print(city)
