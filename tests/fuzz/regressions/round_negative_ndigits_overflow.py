# round() with a large negative ndigits: the power of ten overflows int64 (UBSan).
print(round(12345, -400))
