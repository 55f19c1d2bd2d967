# A %-format precision beyond int: percentFormat overflows (UBSan).
print('%.9999999999f' % 1.5)
