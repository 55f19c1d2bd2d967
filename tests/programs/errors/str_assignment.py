s = "abc"
s[0] = "z"
