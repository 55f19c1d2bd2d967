# Adjacent bytes literals join into one, like str literals do.
header = (b'GET /index.html HTTP/1.1\r\n'
          b'Host: example.com\r\n'
          rb'X-Raw: \n stays')
print(header)
print(len(header))

block = b"""first
second"""
print(block, block.count(b'\n'))

empty = b'' b''
print(empty, len(empty), bool(empty), bool(b'\x00'))
