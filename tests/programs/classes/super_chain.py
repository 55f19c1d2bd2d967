class A:
    def hi(self):
        return "A"
class B(A):
    def hi(self):
        return "B" + super().hi()
class C(B):
    def hi(self):
        return "C" + super().hi()
print(C().hi())
