# A str slice step of -2**63: sliceLength negates it (UBSan).
print('abc'[::-9223372036854775807 - 1])
