# A module's __dir__ is where "Did you mean" looks for the nearest name.
import types

m = types.ModuleType("m")
m.__dir__ = lambda: ["colour", "shade"]
m.colour = 1
print(dir(m))
m.colr
