# Comparing bytes: by content, never equal to str, ordered byte by byte.
print(b'abc' == b'abc', b'abc' != b'abd', b'abc' == 'abc')
print(b'abc' < b'abd', b'ab' < b'abc', b'b' > b'abc', b'' < b'\x00')
print(b'abc' == bytearray(b'abc'), bytearray(b'a') < b'b')
print(sorted([b'pear', b'apple', b'Zebra', b'fig']))
print(max([b'aa', b'b']), min(b'x', b'xy'))

counts = {}
for word in [b'red', b'green', b'red', b'blue', b'red']:
    counts[word] = counts.get(word, 0) + 1
print(counts)

seen = {b'one', b'two', b'one'}
print(len(seen), b'one' in seen, b'three' in seen)
print(hash(b'key') == hash(b'key'), hash(b'abc') == hash('abc'))
print({b'k': 1}.get(b'k'), {b'k': 1}.get('k'))
print({(b'a', 1): 'tuple key'}[(b'a', 1)])
try:
    b'a' < 'b'
except TypeError as e:
    print('TypeError:', e)
