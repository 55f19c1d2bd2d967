"""timeit: time small pieces of code (a callable, or statements as text)."""
import time

default_timer = time.perf_counter
default_number = 1000000
default_repeat = 5


class Timer:
    def __init__(self, stmt="pass", setup="pass", timer=default_timer, globals=None):
        self.timer = timer
        self._globals = {} if globals is None else globals
        self._stmt = self._callable(stmt, "stmt")
        self._setup = self._callable(setup, "setup")

    def _callable(self, code, what):
        if callable(code):
            return code
        if not isinstance(code, str):
            raise ValueError(f"{what} is neither a string nor callable")
        namespace = self._globals
        return lambda: exec(code, namespace)

    def timeit(self, number=default_number):
        self._setup()
        stmt = self._stmt
        start = self.timer()
        for _ in range(number):
            stmt()
        return self.timer() - start

    def repeat(self, repeat=default_repeat, number=default_number):
        return [self.timeit(number) for _ in range(repeat)]

    def autorange(self, callback=None):
        i = 1
        while True:
            for j in 1, 2, 5:
                number = i * j
                time_taken = self.timeit(number)
                if callback:
                    callback(number, time_taken)
                if time_taken >= 0.2:
                    return (number, time_taken)
            i *= 10


def timeit(stmt="pass", setup="pass", timer=default_timer, number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).timeit(number)


def repeat(stmt="pass", setup="pass", timer=default_timer, repeat=default_repeat, number=default_number,
           globals=None):
    return Timer(stmt, setup, timer, globals).repeat(repeat, number)
