source = """
def greet(name):
    return "Hello, " + name + "!"

def square(n):
    return n * n

counter = 3
"""
namespace = {}
exec(source, namespace)
print(namespace["greet"]("Ada"))
print(namespace["square"](7))
print(namespace["counter"])
print(sorted(k for k in namespace if k != "__builtins__"))
print("__builtins__" in namespace)
greet = namespace["greet"]
print(greet.__name__)
