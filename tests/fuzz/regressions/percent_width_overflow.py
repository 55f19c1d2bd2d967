# %-formatting with a width beyond int: percentFormat's width parser overflows (UBSan).
print('%99999999999d' % 1)
