import sys

class Resource:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("open", self.name)
        return self
    def __exit__(self, kind, value, tb):
        print("close", self.name, kind.__name__ if kind else None)
        return False

def work():
    with Resource("db"):
        try:
            print("working")
            sys.exit(4)
        finally:
            print("finally runs")

try:
    work()
finally:
    print("outer finally")
print("not reached")
