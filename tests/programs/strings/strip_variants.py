s = "--==hello==--"
print(s.strip("-"), s.strip("-="), s.lstrip("-"), s.rstrip("=-"))
