# Errors around enums, caught: a bad value or name, reassigning or deleting a member, a missing attribute.
from enum import Enum


class Status(Enum):
    ACTIVE = "active"
    PAUSED = "paused"


attempts = [
    ("value", lambda: Status("done")),
    ("int value", lambda: Status(5)),
    ("name", lambda: Status["DONE"]),
    ("lowercase name", lambda: Status["active"]),
    ("attribute", lambda: Status.DONE),
    ("dunder", lambda: Status.__wrapped__),
    ("reassign", lambda: setattr(Status, "ACTIVE", "on")),
    ("delete", lambda: delattr(Status, "PAUSED")),
    ("set value", lambda: setattr(Status.ACTIVE, "value", "x")),
    ("set name", lambda: setattr(Status.ACTIVE, "name", "x")),
    ("class value", lambda: Status.value),
    ("order", lambda: Status.ACTIVE < Status.PAUSED),
    ("call", lambda: Status()),
]
for label, action in attempts:
    try:
        result = action()
        print(label, "->", result)
    except (ValueError, KeyError, AttributeError, TypeError) as e:
        print(label, "->", type(e).__name__, e)

Status.extra = "allowed"
print(Status.extra, Status.ACTIVE, list(Status))
try:
    class Extended(Status):
        DONE = "done"
except TypeError as e:
    print(type(e).__name__, e)
