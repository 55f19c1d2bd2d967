import sys

def main():
    total = 0
    for n in range(1, 5):
        total += n
        print("running total", total)
    return 0

print("starting")
sys.exit(main())
print("never printed")
