# %-formatting builds bytes from bytes and numbers.
print(b'%s has %d items' % (b'cart', 3))
print(b'%5s|%-5s|%.2s' % (b'ab', b'cd', b'xyz'))
print(b'%x %X %o %05d %+d %i' % (255, 255, 8, 42, 7, -3))
print(b'%.3f %e %g %%' % (3.14159, 12345.678, 0.0001))
print(b'%c%c%c' % (72, b'i', 33))
print(b'%r %a' % (b'raw', 'é'))
print(b'%b and %s' % (bytearray(b'ba'), memoryview(b'mv')))
print(b'%(name)s=%(value)d' % {b'name': b'x', b'value': 10})
print(b'%*d|%-*d|' % (4, 1, 4, 2))
print(bytearray(b'id=%03d') % 7, b'%s' % b'single')
print(b'no placeholders' % ())

def attempt(fmt, args):
    try:
        print(fmt % args)
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ':', e)

attempt(b'%s', 'text')
attempt(b'%d', 'x')
attempt(b'%s %s', (b'one',))
attempt(b'%s', (b'one', b'two'))
attempt(b'%z', 1)
attempt(b'%c', 256)
attempt(b'%c', b'ab')
