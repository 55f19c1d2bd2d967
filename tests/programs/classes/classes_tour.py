class Animal:
    sound = "..."
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} says {self.sound}"
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"
    def __str__(self):
        return self.name
    def __eq__(self, other):
        return isinstance(other, Animal) and self.name == other.name
class Dog(Animal):
    sound = "woof"
    def speak(self):
        return super().speak() + "!"
d = Dog("Rex")
print(d, repr(d), d.speak(), [d], str(d), f"{d}", f"{d!r}", d == Dog("Rex"), d != Dog("Max"))
print(Dog.__mro__, Dog.__bases__, Dog.__name__, Dog.__qualname__, Dog.__module__, isinstance(d, Animal))
print(hash(d) if Animal.__hash__ else "unhashable", Animal.__hash__)
try:
    {d}
except TypeError as e:
    print(e)
class V:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)
    def __mul__(self, k):
        return V(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return V(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self):
        return bool(self.x or self.y)
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __iter__(self):
        yield self.x
        yield self.y
    def __contains__(self, v):
        return v in (self.x, self.y)
    def __lt__(self, o):
        return abs(self) < abs(o)
    def __repr__(self):
        return f"V({self.x}, {self.y})"
    def __call__(self, s):
        return V(self.x * s, self.y)
    def __format__(self, spec):
        return f"<{self.x:{spec}}, {self.y:{spec}}>"
v = V(3, 4)
print(v + v, 2 * v, v * 2, -v, abs(v), bool(V(0, 0)), len(v), v[1], list(v), 3 in v, sorted([V(5, 5), v]), v(2), f"{v:.1f}")
print(max(V(1, 1), V(0, 3)), min([V(2, 2), V(1, 0)]), *v)
try:
    v - v
except TypeError as e:
    print(e)
try:
    v @ v
except TypeError as e:
    print(e)
try:
    V(1, 2) > 5
except Exception as e:
    print(type(e).__name__, e)
try:
    Animal()
except TypeError as e:
    print(e)
try:
    Animal("a", "b")
except TypeError as e:
    print(e)
try:
    Animal.speak()
except TypeError as e:
    print(e)
class WithClassMethods:
    count = 0
    @classmethod
    def make(cls):
        cls.count += 1
        return cls()
    @staticmethod
    def helper(x):
        return x * 2
WithClassMethods.make(); WithClassMethods().make()
print(WithClassMethods.count, WithClassMethods.helper(4), WithClassMethods().helper(5))
print(WithClassMethods.make, WithClassMethods.helper.__name__)
class A:
    def __getattr__(self, name):
        return f"virtual {name}"
print(A().anything, getattr(A(), "x", 1))
class B:
    def __init__(self):
        self.__secret = 1
b = B()
print(type(v).__dict__["__add__"].__qualname__, type(v.__add__).__name__)
print(callable(v), callable(5), isinstance(5, (str, int)), issubclass(bool, int), type(type), type(None))
class Base:
    def __init_subclass__(cls, **kw):
        print("sub", cls.__name__)
class Child(Base):
    pass
print(object.__repr__(Child()).startswith("<__main__.Child object at 0x"), str(Child)[:20])
print(Dog.speak is Dog.__dict__["speak"], Dog("a").speak.__self__, Dog.speak.__qualname__)
