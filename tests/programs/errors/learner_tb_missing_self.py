class A:
    def f():
        return 1
A().f()
