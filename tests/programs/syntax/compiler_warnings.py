# The compiler's SyntaxWarnings: valid code that is almost certainly a mistake.
x = 1000
name = "model"
if x is 1000:
    print("is with an int literal")
if name is not "model":
    print("never")
print(x is None, x is not True, x is ..., (x is -1), name is (), x is (1, 2))
print(x is 1 or x is 1, name is "a" if x else name is "b")
points = [(1, 2), (3, 4)]
try:
    points = [(1, 2) (3, 4)]
except TypeError as e:
    print("TypeError:", e)
try:
    values = [[1, 2] [0, 1]]
except TypeError as e:
    print("TypeError:", e)
try:
    "abc"["a"]
except TypeError as e:
    print("TypeError:", e)
try:
    print(None[0])
except TypeError as e:
    print("TypeError:", e)
try:
    {1, 2}[0]
except TypeError as e:
    print("TypeError:", e)
try:
    f"{x}"()
except TypeError as e:
    print("TypeError:", e)
try:
    assert (x < 0, "x must be negative")
    print("assert passed: a tuple is always true")
except AssertionError:
    print("never")


def check(value):
    return value is "ab"


print(check("".join(["a", "b"])), (lambda v: v is b"x")(b"y"), [v for v in [1] if v is 1j])
print(eval("points is (1, 2)"), "abc"[1], [1, 2][True], (1, 2)[x - 999])
exec("print(x is 'spam')")
