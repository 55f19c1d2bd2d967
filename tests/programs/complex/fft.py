# A radix-2 FFT written by hand, its inverse, and a convolution through it.
import cmath


def tidy(z):
    """z to 9 decimals, with no negative zero from rounding noise."""
    return complex(round(z.real, 9) + 0.0, round(z.imag, 9) + 0.0)


def fft(xs, sign=-1):
    n = len(xs)
    if n == 1:
        return list(xs)
    even = fft(xs[0::2], sign)
    odd = fft(xs[1::2], sign)
    out = [0j] * n
    for k in range(n // 2):
        t = cmath.exp(sign * 2j * cmath.pi * k / n) * odd[k]
        out[k] = even[k] + t
        out[k + n // 2] = even[k] - t
    return out


def ifft(xs):
    return [x / len(xs) for x in fft(xs, sign=1)]


signal = [1, 2, 3, 4, 0, 0, 0, 0]
spectrum = fft(signal)
for k, c in enumerate(spectrum):
    print(k, tidy(c), round(abs(c), 6), round(cmath.phase(c), 6))
back = ifft(spectrum)
print([round(x.real, 12) for x in back], max(abs(x.imag) for x in back) < 1e-12)
kernel = [1, 1, 0, 0, 0, 0, 0, 0]
product = [a * b for a, b in zip(fft(signal), fft(kernel))]
print([round(x.real) for x in ifft(product)])
print([tidy(c) for c in fft([1j, 0, 0, 0])], [tidy(c) for c in fft([1, 1, 1, 1])])
