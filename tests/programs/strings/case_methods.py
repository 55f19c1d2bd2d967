for s in ["hello", "WORLD", "Mixed Case", "123abc"]:
    print(s.upper(), s.lower(), s.title(), s.capitalize(), s.isalpha(), s.isalnum())
