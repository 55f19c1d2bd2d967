# A list repeated past vector::max_size: std::length_error escapes the interpreter
# (CPython raises MemoryError).
print(len([1, 2] * 2**62))
