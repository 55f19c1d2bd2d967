for stop in (exit, quit):
    try:
        stop(7)
    except SystemExit as e:
        print("stopped with", e.code)
try:
    exit("see you")
except SystemExit as e:
    print(e)
exit()
print("not printed")
