# str.format with a width beyond int: format.cc's spec parser overflows (UBSan).
print('{:>9999999999}'.format(1))
