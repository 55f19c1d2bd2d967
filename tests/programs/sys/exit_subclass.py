class Abort(SystemExit):
    pass

def run(steps):
    for i, step in enumerate(steps):
        if step is None:
            raise Abort(8)
        print("step", i, step)

try:
    run(["a", None])
except Abort as e:
    print("aborted with", e.code, isinstance(e, SystemExit))
run(["x", "y", None, "z"])
