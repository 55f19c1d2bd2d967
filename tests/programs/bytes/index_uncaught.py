# Off-by-one on a bytes header.
header = b'\x01\x02\x03'
total = 0
for i in range(len(header) + 1):
    total += header[i]
print(total)
