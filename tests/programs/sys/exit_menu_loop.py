import sys

commands = ["add 3", "add 4", "show", "stop", "add 100"]
total = 0
for line in commands:
    cmd, *rest = line.split()
    if cmd == "add":
        total += int(rest[0])
    elif cmd == "show":
        print("total is", total)
    elif cmd == "stop":
        print("stopping, total", total)
        sys.exit(0 if total < 10 else 1)
