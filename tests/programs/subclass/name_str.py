# A str with extra methods: str's own methods give back plain strs.
class Name(str):
    def initials(self):
        return "".join(part[0] for part in self.split()).upper()

    def title_case(self):
        return Name(self.title())


n = Name("ada lovelace")
print(n, repr(n), n.initials(), n.title_case(), type(n.title_case()).__name__)
print(type(n.upper()).__name__, type(n[0:3]).__name__, type(n + "!").__name__, type(n.strip()).__name__)
print(n == "ada lovelace", "love" in n, n.startswith("ada"), len(n), n[4], n.split(), n.replace("ada", "Ada"))
print(", ".join([Name("bob"), n]), f"<{n:>15}>", f"{n!r}", "%s" % n, n * 2)
people = {n: 1815, "alan turing": 1912}
print(people["ada lovelace"], people[Name("alan turing")], sorted([Name("bob"), Name("al")]), n < "b")
print(isinstance(n, str), type(n).__name__, str(n), type(str(n)).__name__, n.upper(), n.capitalize())
for ch in Name("hi"):
    print(ch, type(ch).__name__)
n.nickname = "Ada"
print(n.nickname, vars(n))
