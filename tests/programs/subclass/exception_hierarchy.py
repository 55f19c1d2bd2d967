# An application's exceptions with their own __init__: extra attributes,
# the message through super().__init__, caught by their base classes.
class AppError(Exception):
    """Base of this application's errors."""


class ValidationError(AppError, ValueError):
    def __init__(self, field, message, code=400):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.code = code


class NotFound(AppError, LookupError):
    def __init__(self, kind, key):
        super().__init__(kind, key)
        self.kind, self.key = kind, key

    def __str__(self):
        return f"{self.kind} {self.key!r} not found"


class MyError(ValueError):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code


def check(user):
    if "name" not in user:
        raise ValidationError("name", "is required")
    if user["age"] < 0:
        raise ValidationError("age", "must be positive", code=422)
    if user["name"] == "ghost":
        raise NotFound("user", user["name"])
    return "ok"


for user in [{"age": 1}, {"name": "a", "age": -1}, {"name": "ghost", "age": 3}, {"name": "bo", "age": 9}]:
    try:
        print(check(user))
    except ValidationError as e:
        print(type(e).__name__, e, e.field, e.code, e.args, isinstance(e, ValueError))
    except AppError as e:
        print(type(e).__name__, e, e.args, repr(e), isinstance(e, LookupError))

try:
    raise MyError("bad value", 42)
except ValueError as e:
    print(type(e).__name__, e, e.code, e.args, repr(e))
print(ValidationError.__mro__)
try:
    try:
        {}["k"]
    except KeyError as inner:
        raise NotFound("key", "k") from inner
except NotFound as e:
    print(e, "caused by", repr(e.__cause__))
