# A try with neither except nor finally at the end of the file: CPython
# names the last line, with no caret.
try:
    print("never")
