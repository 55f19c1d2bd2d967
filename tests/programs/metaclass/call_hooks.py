# The metaclass's __call__ wraps instance creation: counting, validating arguments, caching by key.
class Tracked(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls.instances = 0

    def __call__(cls, *args, **kwargs):
        obj = super().__call__(*args, **kwargs)
        cls.instances += 1
        print(f"made {cls.__name__}#{cls.instances} with {args} {kwargs}")
        return obj


class Point(metaclass=Tracked):
    def __init__(self, x, y=0):
        self.x, self.y = x, y


class Point3(Point):
    def __init__(self, x, y=0, z=0):
        super().__init__(x, y)
        self.z = z


p = Point(1, y=2)
q = Point3(1, 2, 3)
r = Point3(4)
print(Point.instances, Point3.instances, (p.x, p.y), (q.x, q.y, q.z), r.z)
try:
    Point()
except TypeError as e:
    print(type(e).__name__, e)
print(Point.instances)


class Interned(type):
    def __call__(cls, key):
        cache = cls.__dict__.get("_cache")
        if cache is None:
            cache = cls._cache = {}
        if key not in cache:
            cache[key] = super().__call__(key)
        return cache[key]


class Token(metaclass=Interned):
    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return f"Token({self.text!r})"


a, b, c = Token("relu"), Token("tanh"), Token("relu")
print(a, b, c, a is c, a is b, sorted(Token._cache))


class NoInstances(type):
    def __call__(cls, *args):
        raise TypeError(f"{cls.__name__} is a namespace, not a class to instantiate")


class Paths(metaclass=NoInstances):
    DATA = "/data"

    @staticmethod
    def join(*parts):
        return "/".join(parts)


print(Paths.DATA, Paths.join(Paths.DATA, "train.csv"))
try:
    Paths()
except TypeError as e:
    print(type(e).__name__, e)
