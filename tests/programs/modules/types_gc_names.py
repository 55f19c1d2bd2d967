# types' names for the interpreter's own objects (cells, code, tracebacks,
# frames) and gc's debugging flags.
import gc
import types


def make_counter():
    count = 0

    def step():
        nonlocal count
        count += 1
        return count
    return step


step = make_counter()
print(types.CellType, types.CodeType, isinstance(step.__closure__[0], types.CellType))
print(isinstance(step.__code__, types.CodeType), isinstance(make_counter, types.FunctionType))
try:
    [][0]
except IndexError as e:
    tb = e.__traceback__
    print(isinstance(tb, types.TracebackType), isinstance(tb.tb_frame, types.FrameType))
print(types.TracebackType.__name__, types.FrameType.__name__, "FrameType" in dir(types), "CellType" in dir(types))
try:
    types.NoSuchType
except AttributeError as e:
    print(e)
print(gc.DEBUG_STATS, gc.DEBUG_COLLECTABLE, gc.DEBUG_UNCOLLECTABLE, gc.DEBUG_SAVEALL, gc.DEBUG_LEAK)
print(gc.get_debug())
gc.set_debug(gc.DEBUG_SAVEALL)
print(gc.get_debug() == gc.DEBUG_SAVEALL)
gc.set_debug(0)
print(gc.get_debug())
