# len() of a range spanning all of int64: Range::length overflows (UBSan;
# CPython: OverflowError).
print(len(range(-9223372036854775807 - 1, 9223372036854775807)))
