def t(v):
    try:
        r = 10 // v
    except ZeroDivisionError:
        print("div0")
        return None
    else:
        print("else", r)
        return r
    finally:
        print("finally", v)
print(t(2), t(0))
