print(0x1F, 0o17, 0b1010, 1_000_000, 3.14e2, .5, 5.)
print('single', "double", """triple
line""", '''also''')
print('it\'s', "say \"hi\"", 'tab\there', 'new\nline', 'back\\slash')
print('\x41\x42', '\u00e9t\u00e9', r'raw\n', R"raw\t")
print("con" "cat" 'enation')
s = ("implicit "
     "join")
print(s)
print(None, True, False, ...)
