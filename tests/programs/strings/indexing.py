s = "abcdefgh"
print(s[0], s[-1], s[2:5], s[:3], s[5:], s[::2], s[::-1], s[-3:], s[1:-1:3], s[10:], s[-100:2])
print(len(s), len(""), "cd" in s, "x" not in s)
for ch in "hi!":
    print(ch, ord(ch))
print(chr(65), chr(233), chr(8364))
print("é", len("héllo"), "héllo"[1], "héllo"[::-1])
print("ab" * 3, 3 * "-", "a" + "b")
print(str(42), str(3.5), str(None), str([1, "a"]), repr("x"), repr('it\'s'), repr("say \"x\""), repr("both ' and \""))
print(repr("tab\tnew\nline\\"), repr("\x00\x7f"))
