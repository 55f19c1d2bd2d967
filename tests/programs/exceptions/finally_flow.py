def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
def g():
    try:
        raise ValueError("x")
    except ValueError:
        return "handled"
    finally:
        print("cleanup")
print(g())
def h():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
            print("body", i)
        finally:
            print("fin", i)
    return "done"
print(h())
def k():
    try:
        return 1
    finally:
        return 2
print(k())
def nested():
    try:
        try:
            raise KeyError("inner")
        finally:
            print("inner finally")
    except KeyError as e:
        print("outer caught", e)
nested()
