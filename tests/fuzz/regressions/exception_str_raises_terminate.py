# __str__ raising while the uncaught error is formatted: std::terminate.
class E(Exception):
    def __str__(self):
        raise E()
raise E()
