# A str that compares and hashes without regard to case, so sets and dict
# keys treat "Apple" and "APPLE" as one.
class CIStr(str):
    def __eq__(self, other):
        return isinstance(other, str) and self.lower() == other.lower()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self.lower())


tags = {CIStr("Python"), CIStr("PYTHON"), CIStr("rust")}
print(len(tags), sorted(tags))
scores = {CIStr("Alice"): 10}
scores[CIStr("ALICE")] = 11
print(scores, scores[CIStr("alice")], CIStr("alice") in scores)
print(CIStr("Hello") == "HELLO", "HELLO" == CIStr("Hello"), CIStr("a") != "A", CIStr("a") != "b")
print(CIStr("x") in ["X", "y"], ["X", "y"].index(CIStr("x")), CIStr("Yes").upper(), type(CIStr("Yes").upper()).__name__)
try:
    hash(CIStr)
    print("class hashable")
except TypeError as e:
    print(type(e).__name__, e)
