# The cmath module: constants, roots, exponentials and logarithms. Results of
# C's transcendental functions show 12 significant digits (C libraries differ
# in the last bit); square roots of real numbers are exact.
import cmath


def show(*values):
    print(*[format(v, ".12g") for v in values])


print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
print(type(cmath.infj).__name__, cmath.isinf(cmath.infj), cmath.isnan(cmath.nanj))
print(cmath.sqrt(-1), cmath.sqrt(-4), cmath.sqrt(True), cmath.sqrt(2), cmath.sqrt(-2.25), cmath.sqrt(0), cmath.sqrt(-0.0))
show(cmath.sqrt(1j), cmath.sqrt(3 + 4j), cmath.sqrt(-3 - 4j), cmath.sqrt(complex(0.0, -0.0)))
show(cmath.exp(1j * cmath.pi), cmath.exp(0), cmath.exp(1 + 1j), cmath.exp(-700 + 3j))
show(cmath.log(-1), cmath.log(8, 2), cmath.log(1j), cmath.log(10, 10), cmath.log(-2, -2), cmath.log(0, 2))
show(cmath.log10(100j), cmath.log10(-1000), cmath.log(2.718281828459045), cmath.log(1e-320))
show(cmath.phase(-1), cmath.phase(complex(-1, -0.0)), cmath.phase(1j), cmath.phase(0), cmath.phase(-1 - 1j))
show(*cmath.polar(1j), *cmath.polar(-2), *cmath.polar(3 + 4j), *cmath.polar(complex(1e308, 1e308)))
show(cmath.rect(2, cmath.pi / 2), cmath.rect(1, 0), cmath.rect(1, -0.0), cmath.rect(-1, cmath.pi))
print(cmath.isfinite(1j), cmath.isfinite(complex(1, float("inf"))), cmath.isinf(5), cmath.isnan(complex(0, float("nan"))))
show(cmath.sqrt(complex(1e-320, 1e-320)), cmath.log(complex(1e-320, 0)), cmath.log(complex(1e308, 1e308)))
show(cmath.sqrt(complex(1e308, 1e308)), cmath.sqrt(complex(-1e308, 0.0)), cmath.sqrt(complex(0.0, -0.0)))
