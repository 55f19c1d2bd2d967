class Lazy:
    def __getattr__(self, name):
        return self.missing


print("start")
Lazy().anything
