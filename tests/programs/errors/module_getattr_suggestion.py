# The AttributeError a module's __getattr__ raises is given the name and the
# module on its way out, so its traceback offers the nearest of the module's names.
import sys

value = 1


def __getattr__(name):
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


sys.modules[__name__].valeu
