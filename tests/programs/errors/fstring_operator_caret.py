# A failing operator inside an f-string's braces gets ~^~ markers as anywhere.
count = 0
print(f"average: {10 / count:.2f}")
