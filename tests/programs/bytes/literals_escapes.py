# Bytes literals: prefixes, escapes and raw forms.
plain = b'hello'
upper_prefix = B"world"
raw = rb'\d+\.\d'
raw_other_order = Br'\n'
print(plain, upper_prefix, raw, raw_other_order)
print(len(raw), len(raw_other_order))

escapes = b'tab\there\nnew\\back\'q\"d'
print(escapes)
print(list(b'\x00\x7f\x80\xff'))
print(b'\101\102\103', b'\0', b'\7', b'\777'[0])
print(b'\q and \u1234 stay as written')
print(len(b'\u1234'))
print(b'line one\
 continued')
