# textwrap: wrap/fill with CPython's word splitting (hyphenated words,
# em-dashes, long words), indents, max_lines and shorten, dedent and indent.
import textwrap
text = ("The state-of-the-art tracing compiler turns well-known Python functions into graphs -- "
        "and supercalifragilisticexpialidocious words still have to fit somewhere. Really? Yes.")
for width in (12, 25, 40):
    print(f"-- width {width}")
    print(textwrap.fill(text, width))
print(textwrap.wrap(text, 30, break_on_hyphens=False))
print(textwrap.wrap("abcdefghijklmnop qr", 5, break_long_words=False))
print(textwrap.fill(text, 30, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap(text, 30, max_lines=3), textwrap.wrap(text, 20, max_lines=2, placeholder=" ..."))
print(textwrap.shorten("Hello   world,  this is   long", 15), textwrap.shorten("short", 10))
print(textwrap.fill("End. Next one! Mr. Smith? ok", 60, fix_sentence_endings=True))
print(textwrap.wrap("tabs\tand\nnewlines  here", 8), textwrap.wrap("", 10), textwrap.wrap("   ", 10))
w = textwrap.TextWrapper(width=16, drop_whitespace=False)
print(w.wrap("keep  the   spaces in here"))
block = """
    def f():
        return 1

    print(f())
"""
print(repr(textwrap.dedent(block)))
print(repr(textwrap.dedent("  a\n\tb")), repr(textwrap.dedent("   \n  x\n    y")))
print(textwrap.indent("one\n\ntwo\n", "> "), end="")
print(textwrap.indent("one\n\ntwo\n", "+ ", lambda line: True), end="")
try:
    textwrap.wrap("x", 0)
except ValueError as e:
    print(e)
