library = """
def parse_age(text):
    age = int(text)
    if age < 0:
        raise ValueError("age must be positive")
    return age
"""
ns = {}
exec(library, ns)
parse_age = ns["parse_age"]
print(parse_age("42"))
for text in ["7", "-3"]:
    print(parse_age(text))
