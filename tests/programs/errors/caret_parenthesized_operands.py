# The ~~~^~~~ markers under an expression whose operands are written in
# parentheses: CPython counts the parentheses into the expression.
def ratio(parts, total):
    return (parts[0] + parts[1]) / (total - 10)


def lookup(table, key):
    return (table)[(key)]


try:
    ratio([1, 2], 10)
except ZeroDivisionError:
    import traceback

    traceback.print_exc()
try:
    lookup({"a": 1}, "b")
except KeyError:
    import traceback

    traceback.print_exc()
values = [4, 0]
print(((values[0] * 2) + 1) // (values[1]))
