# warnings: a UserWarning shown once per line (file:line: Category: message
# and the source line), stacklevel naming the caller, the default filters
# (DeprecationWarning shown in __main__), simplefilter and filterwarnings
# (ignore, error, always, once, a message pattern), catch_warnings(record=True)
# restoring the filters, a program's own showwarning, and bad arguments.
import warnings


def old_api():
    warnings.warn("old_api is deprecated", DeprecationWarning, stacklevel=2)


for i in range(3):
    warnings.warn("shown once for this line")
warnings.warn("another line, shown too")
old_api()
warnings.warn(RuntimeWarning("an instance carries its category"))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for i in range(2):
        warnings.warn("recorded %d" % i, FutureWarning)
    old_api()
print(len(caught), [str(w.message) for w in caught], [w.category.__name__ for w in caught])
print(caught[0].lineno, caught[0].filename, caught[-1].lineno)
print(len(warnings.filters) > 1, warnings.filters[0][0])

warnings.filterwarnings("ignore", message="noisy")
warnings.warn("noisy and ignored")
warnings.warn("Noisy too: the pattern ignores case")
warnings.warn("not noisy, shown")

warnings.simplefilter("error", UserWarning)
try:
    warnings.warn("now an exception")
except UserWarning as e:
    print("UserWarning raised:", e)
warnings.resetwarnings()

warnings.simplefilter("once")
for i in range(2):
    warnings.warn("once in the whole program")
warnings.warn("once in the whole program")


def show(message, category, filename, lineno, file=None, line=None):
    print("custom:", category.__name__, message, lineno)


warnings.showwarning = show
warnings.warn("through the program's showwarning", SyntaxWarning)
try:
    warnings.warn("bad", category=int)
except TypeError as e:
    print("TypeError", e)
try:
    warnings.simplefilter("loudly")
except AssertionError as e:
    print("AssertionError", e)
