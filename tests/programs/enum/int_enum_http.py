# IntEnum for HTTP status codes: members compare, sort and compute as their ints; str() and format() are the int's.
from enum import IntEnum


class HTTPStatus(IntEnum):
    OK = 200
    CREATED = 201
    MOVED = 301
    NOT_FOUND = 404
    SERVER_ERROR = 500

    @property
    def is_error(self):
        return self >= 400

    @classmethod
    def family(cls, code):
        return [s for s in cls if s // 100 == code // 100]


print(HTTPStatus.OK, repr(HTTPStatus.OK), f"{HTTPStatus.NOT_FOUND}", format(HTTPStatus.OK, ">6"), str(HTTPStatus.MOVED))
print(HTTPStatus.OK == 200, 200 == HTTPStatus.OK, HTTPStatus(404), HTTPStatus.NOT_FOUND < 500, HTTPStatus.OK + 1)
print(sorted([HTTPStatus.SERVER_ERROR, HTTPStatus.OK, HTTPStatus.NOT_FOUND]), max(HTTPStatus), min(HTTPStatus))
print([s.name for s in HTTPStatus if s.is_error], HTTPStatus.family(201))
print({200: "fine", 404: "missing"}[HTTPStatus.NOT_FOUND], hash(HTTPStatus.OK) == hash(200), int(HTTPStatus.CREATED))
print(HTTPStatus.OK * 2, 1000 - HTTPStatus.SERVER_ERROR, HTTPStatus.NOT_FOUND // 100, HTTPStatus.MOVED % 100, -HTTPStatus.OK)
print(f"{HTTPStatus.CREATED:05d} {HTTPStatus.OK:x} {HTTPStatus.NOT_FOUND:,}", "%d" % HTTPStatus.OK)
print(HTTPStatus.OK.value, HTTPStatus.OK.name, type(HTTPStatus.OK.value).__name__, bool(HTTPStatus.OK))

responses = {HTTPStatus.OK: "ok", HTTPStatus.NOT_FOUND: "missing"}
print(responses[200], responses.get(HTTPStatus(404)), 500 in responses)
try:
    HTTPStatus(418)
except ValueError as e:
    print(type(e).__name__, e)


class Priority(IntEnum):
    LOW = "1"
    HIGH = 3.0


print(repr(Priority.LOW), repr(Priority.HIGH), Priority(1))
