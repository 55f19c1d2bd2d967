# Wrong calls and operations a learner makes: each error's type and CPython's text.
def attempt(code):
    try:
        exec(code, {})
    except BaseException as e:
        print(f"{type(e).__name__}: {e}")
for code in ["[1, 2].index(5)", "x = [1]; x[5] = 1", "del [1][3]", "[].pop()", "[1].pop(5)", "{}.popitem()", "d = {(1, 2): 0}; d[(2, 1)]",
             "float('1e400') * 1", "2.0 ** 10000", "int(float('inf'))", "int(float('nan'))", "10 ** 10000 * 1.0", "import math; math.exp(1000)",
             "'abc'.replace()", "'a'.join(1)", "'abc'.center()", "'abc'.startswith(1)", "list.append()", "[].append(1, 2)", "dict(1)", "dict([1])",
             "set([[]])", "tuple(5)", "enumerate()", "zip(1)", "map(len)", "sorted(1)", "reversed({})", "min()", "max(1)", "sum()",
             "x = 1; x()", "'abc'()", "[1]()", "(1)(2)", "a = 5; a.b = 1", "type('A', (), {})().x", "int.x", "None + 1", "[] + ()",
             "{} + {}", "'a' < 1", "[1] < 'a'", "-'a'", "~1.5", "1 << -1", "1 >> 'a'", "b'a' + 'b'", "'%s %s' % 1", "f = lambda: 0; f(1)",
             "def g(*, k): pass\ng()", "def g(a, /): pass\ng(a=1)", "def g(**kw): pass\ng(1)", "print(end=5)", "print(sep=1)",
             "iter([]).__next__()", "next(iter([]))", "raise ValueError", "raise 5", "raise ValueError from 5", "assert False", "assert 1 == 2, 'nope'",
             "import sys; sys.exit(3)", "exit()", "str(b'x', 'bad-enc')", "'x'.encode('bad')", "bytes('x')", "bytearray(-1)", "range(1, 2, 0)",
             "'abc'[1:2] = 'x'", "x = (1,); x += [2]", "x = [1]; x += 5", "x = 'a'; x -= 'a'", "round(1.5, 'x')", "chr(0x110000)", "ord('')",
             "int('1' * 5000)", "str(10 ** 5000)", "[0] * (10 ** 20)", "divmod('a', 1)", "hash({})", "abs()", "isinstance()", "getattr()", "len(x for x in [])"]:
    attempt(code)
