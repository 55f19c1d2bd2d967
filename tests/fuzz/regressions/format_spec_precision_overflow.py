# A format-spec precision beyond int: format.cc's spec parser overflows (UBSan).
print(f'{1.5:.99999999999f}')
