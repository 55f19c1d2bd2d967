# weakref.WeakMethod: a weak reference to a bound method that lives as long as
# its object and function, where a plain ref to a bound method dies at once.
import weakref

class Button:
    def __init__(self, label):
        self.label = label
    def click(self):
        return f"{self.label} clicked"

b = Button("OK")
plain = weakref.ref(b.click)
print("plain ref to a bound method:", plain())
wm = weakref.WeakMethod(b.click, lambda r: print("callback, dead now:", r() is None))
print(type(wm()).__name__, wm()(), wm() == b.click, wm().__self__ is b)
wm2 = weakref.WeakMethod(b.click)
print(wm == wm2, wm != wm2, hash(wm) == hash(wm2), wm == weakref.WeakMethod(Button("x").click))
other = Button("Cancel")
print(wm == weakref.WeakMethod(other.click))
del b
print("after del:", wm(), wm == wm2, wm == wm)
try:
    weakref.WeakMethod(len)
except TypeError as e:
    print(e)
try:
    weakref.WeakMethod(lambda: 1)
except TypeError as e:
    print(e)

# An observer list that does not keep its observers alive.
class Signal:
    def __init__(self):
        self._slots = []
    def connect(self, method):
        self._slots.append(weakref.WeakMethod(method))
    def emit(self):
        results = [m()() for m in self._slots if m() is not None]
        self._slots = [m for m in self._slots if m() is not None]
        return results
s = Signal()
x, y = Button("x"), Button("y")
s.connect(x.click)
s.connect(y.click)
print(s.emit())
del x
print(s.emit(), len(s._slots))
