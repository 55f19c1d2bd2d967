class T:
    def walk(self, n):
        return self.walk(n + 1)

T().walk(0)
