# A function's __code__ (its name, argument counts, local and cell names and
# first line), __closure__ cells and their contents, and __defaults__ /
# __kwdefaults__, read and replaced.
import functools


def area(width, height=2, *extra, scale, unit="m", **options):
    total = width * height
    for factor in extra:
        total *= factor
    return total * scale


code = area.__code__
print(code.co_name, code.co_qualname)
print(code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount)
print(code.co_varnames, code.co_nlocals)
print(code.co_firstlineno, code.co_flags & 0x0C, code.co_cellvars, code.co_freevars)
print(area.__defaults__, area.__kwdefaults__)


def split(head, /, tail):
    return head, tail


print(split.__code__.co_posonlyargcount, split.__code__.co_argcount, split.__code__.co_varnames)


def make_counter(start, step):
    count = start
    label = "counter"

    def advance():
        nonlocal count
        count += step
        return label, count

    return advance


tick = make_counter(10, 5)
tick()
print(make_counter.__code__.co_cellvars, make_counter.__code__.co_varnames)
print(tick.__code__.co_freevars, tick.__code__.co_qualname)
print([cell.cell_contents for cell in tick.__closure__])
print(len(tick.__closure__), area.__closure__)


@functools.lru_cache
def cached(n):
    return n


print(cached.__wrapped__.__code__.co_firstlineno - code.co_firstlineno)
print((lambda a, *b: a).__code__.co_name, (lambda a, *b: a).__code__.co_varnames)


def gen(n):
    yield n


print(bool(gen.__code__.co_flags & 0x20), bool(area.__code__.co_flags & 0x20))
print(area.__code__ == area.__code__, area.__code__ == split.__code__)


def greet(name, greeting="Hello", *, punctuation="!"):
    return f"{greeting}, {name}{punctuation}"


greet.__defaults__ = ("Hi",)
greet.__kwdefaults__ = {"punctuation": "?"}
print(greet("Ada"), greet.__defaults__, greet.__kwdefaults__)
greet.__defaults__ = None
try:
    greet("Ada")
except TypeError as error:
    print(error)


def outer():
    def inner():
        return later

    try:
        inner.__closure__[0].cell_contents
    except ValueError as error:
        print(type(error).__name__, error)
    later = 1
    return inner.__closure__[0].cell_contents


print(outer())
