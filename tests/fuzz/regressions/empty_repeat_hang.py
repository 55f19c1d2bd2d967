# Repeating an empty list 10**18 times loops 10**18 times inside one step:
# neither the step limit nor a size check stops it (CPython returns [] at once).
print([] * 10**18)
