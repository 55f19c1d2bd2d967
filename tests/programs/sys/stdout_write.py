import sys

n = sys.stdout.write("hello\n")
print(n)
count = sys.stdout.write("héllo wörld\n")
print(count)
for i in range(3):
    sys.stdout.write(str(i))
    sys.stdout.write(" ")
sys.stdout.write("\n")
sys.stdout.flush()
print(sys.stdout.write(""))
try:
    sys.stdout.write(42)
except TypeError as e:
    print(e)
print(repr(sys.stdout))
