# Escape sequences in string literals: octal, hex, unicode, and the malformed ones.
print(repr("\101\102\103"), repr("\0\01\012"), repr("\08"), repr("\400"), len("\777"))
print(repr("\x41\u00e9\U0001F600"), repr("tab\there"), repr("\q"))
print(repr(b"\101\x41\q"))
for source in [r"'\x4'", r"'\u12'", r"'\U0000004'", r"'\U00110000'", r"b'\x4g'", r"x = 'ok\x1'"]:
    try:
        exec(source)
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
print(eval("'a' \\\r 'b'"), eval("1 +\\\r\n 2"))
exec("x = 1\ry = 2\r\nprint(x + y)")
try:
    eval("1 + \x01")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
try:
    eval("1\x00")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
print(eval(b"40 + 2"), __debug__)
