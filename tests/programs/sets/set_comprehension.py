print({n % 5 for n in range(20)}, {c for c in "hello" if c != "l"} == {"h", "e", "o"})
