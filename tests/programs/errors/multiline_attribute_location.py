# An attribute read or method call written over several lines is located at
# the attribute's name, as CPython 3.11 places it (a fluent chain's failing
# step is the line shown).
import traceback


class Query:
    def where(self, condition):
        return self

    def run(self):
        raise RuntimeError("no database")


query = Query()
try:
    (query
     .where("a > 1")
     .run())
except RuntimeError:
    traceback.print_exc()
try:
    (query
        .where("b")
        .limit)
except AttributeError:
    traceback.print_exc()
rows = (query.where("c")
        .order_by(
            "name"))
