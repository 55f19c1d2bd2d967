# sys's descriptions of the interpreter and its small functions: hash_info,
# int_info, flags' fields, float_repr_style, maxunicode, encodings, intern,
# getsizeof for the built-in objects of fixed layout, the int digit limit.
import sys

print(tuple(sys.hash_info), sys.hash_info.width, sys.hash_info.algorithm, sys.hash_info.inf)
print(tuple(sys.int_info), sys.int_info.bits_per_digit, sys.int_info.default_max_str_digits)
print(sys.flags.debug, sys.flags.optimize, sys.flags.dev_mode, sys.flags.int_max_str_digits, len(sys.flags))
print(sys.float_repr_style, sys.maxunicode, chr(sys.maxunicode) == "\U0010ffff", sys.hash_info.modulus == 2**61 - 1)
print(sys.getdefaultencoding(), sys.getfilesystemencoding(), sys.get_int_max_str_digits())
s = sys.intern("hello world")
print(s, s is sys.intern("hello world"), type(sys.path).__name__, isinstance(sys.getrefcount(object()), int))
try:
    sys.intern(5)
except TypeError as e:
    print(e)
for obj in [0, 1, -1, 2**30, 2**60, 2**100, True, 1.5, None, 1j, "", "a", "abc", "é", "€uro", "😀", b"", b"ab",
            (), (1, 2), [], [1, 2, 3], {}, set(), frozenset({1}), range(5)]:
    print(repr(obj), sys.getsizeof(obj))
print(sys.getsizeof(object()))
