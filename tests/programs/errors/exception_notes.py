# add_note: the notes print after the exception's line, in order.
def parse(text):
    try:
        return int(text)
    except ValueError as e:
        e.add_note(f"while parsing {text!r}")
        e.add_note("give digits only")
        raise


parse("4x")
