# Abstract properties, class methods and static methods; a subclass that overrides only some stays abstract.
from abc import ABC, abstractmethod


class Model(ABC):
    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def build(cls, config):
        ...

    @staticmethod
    @abstractmethod
    def version():
        ...

    def summary(self):
        return f"{self.name} v{self.version()}"


class Named(Model):
    @property
    def name(self):
        return "named"


class Complete(Named):
    @classmethod
    def build(cls, config):
        obj = cls()
        obj.config = config
        return obj

    @staticmethod
    def version():
        return 2


print(sorted(Model.__abstractmethods__), sorted(Named.__abstractmethods__), Complete.__abstractmethods__)
for cls in (Model, Named):
    try:
        cls()
    except TypeError as e:
        print(type(e).__name__, e)
m = Complete.build({"layers": 3})
print(m.summary(), m.config, isinstance(m, Model))
print(Model.__dict__["name"].__isabstractmethod__, Complete.__dict__["build"].__isabstractmethod__)
print(getattr(Named.name, "__isabstractmethod__", False), Model.version.__isabstractmethod__)


class Base(ABC):
    @abstractmethod
    def run(self):
        return "base run"


class Child(Base):
    def run(self):
        return "child, then " + super().run()


print(Child().run())


class Later(ABC):
    pass


print(Later.__abstractmethods__, type(Later()).__name__)
