# Order of events when a class is made: __prepare__, the body, Meta.__new__, __set_name__, __init_subclass__, Meta.__init__.
class Describe:
    def __set_name__(self, owner, name):
        print(f"  __set_name__ {owner.__name__}.{name}")


class Meta(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print(f"__prepare__ {name} {kw}")
        return {"helper": lambda: "from prepare"}

    def __new__(mcs, name, bases, ns, **kw):
        print(f"__new__ {name} {sorted(k for k in ns if not k.startswith('__'))}")
        cls = super().__new__(mcs, name, bases, ns, **kw)
        print(f"  made {cls.__name__}")
        return cls

    def __init__(cls, name, bases, ns, **kw):
        print(f"__init__ {name} {kw}")
        super().__init__(name, bases, ns, **kw)


class Base(metaclass=Meta):
    field = Describe()

    def __init_subclass__(cls, /, tag="none", **kw):
        print(f"  __init_subclass__ {cls.__name__} tag={tag}")
        super().__init_subclass__(**kw)
        cls.tag = tag


class Child(Base, tag="child"):
    print("  body of Child sees", helper())
    other = Describe()


print(Child.tag, Child.helper(), type(Child).__name__, "helper" in Child.__dict__)
print(Child.__module__, Child.__qualname__, Child.__dict__["__module__"])


class Outer:
    class Inner(Base):
        pass


print(Outer.Inner.__qualname__, Outer.Inner.tag)
try:
    class Wrong(Base, colour="red"):
        pass
except TypeError as e:
    print(type(e).__name__, e)
