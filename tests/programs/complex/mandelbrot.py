# Mandelbrot membership drawn in text: z -> z*z + c until |z| passes 2.
def escape_time(c, limit=30):
    z = 0j
    for n in range(limit):
        z = z * z + c
        if abs(z) > 2:
            return n
    return limit


for row in range(11):
    y = 1.2 - row * 0.24
    line = ""
    for col in range(40):
        x = -2.1 + col * 0.07
        n = escape_time(complex(x, y))
        line += "#" if n == 30 else "+" if n > 8 else "." if n > 3 else " "
    print(line)
print([escape_time(c) for c in (0, -1, 1j, 1, -2, 0.25 + 0.5j, -0.75 + 0.1j)])
