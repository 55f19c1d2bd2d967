# Fill characters beyond ASCII (box drawing, stars, emoji) and the order of
# format-spec errors for ints.
print(f"{'t':\u2500^9}|{42:★>6}|{3.5:é<8}|{'x':😀^5}")
print(format("title", "═^20"))
for width in (4, 8):
    print(f"┌{'':─^{width}}┐")
for spec in [".2s", "q", "c", ".1c"]:
    try:
        print(format(65, spec))
    except ValueError as e:
        print(e)
try:
    format(True, "q")
except ValueError as e:
    print(e)
