# range takes ints of any size (CPython's rangeobject.c): lengths, items,
# slices, membership, equality, hashing and iteration past 64 bits; len() of a
# range longer than 2**63 - 1 is an OverflowError, its items are still there.
def attempt(label, thunk):
    try:
        print(label, '->', repr(thunk()))
    except Exception as e:
        print(label, '->', type(e).__name__ + ':', e)

huge = range(2**64)
attempt('huge', lambda: huge)
attempt('len(huge)', lambda: len(huge))
attempt('huge[2**63]', lambda: huge[2**63])
attempt('huge[-1]', lambda: huge[-1])
attempt('huge[2**64]', lambda: huge[2**64])
attempt('huge[-2**64 - 1]', lambda: huge[-2**64 - 1])
attempt('huge[::2]', lambda: huge[::2])
attempt('huge[::-1]', lambda: huge[::-1])
attempt('huge[2**62:2**63:2**10]', lambda: huge[2**62:2**63:2**10])
attempt('huge[:5]', lambda: huge[:5])
attempt('huge[::0]', lambda: huge[::0])
attempt('huge.start, huge.stop, huge.step', lambda: (huge.start, huge.stop, huge.step))
attempt('2**63 in huge', lambda: 2**63 in huge)
attempt('2**64 in huge', lambda: 2**64 in huge)
attempt('-1 in huge', lambda: -1 in huge)
attempt('huge.index(2**63 + 7)', lambda: huge.index(2**63 + 7))
attempt('huge.count(2**64 - 1)', lambda: huge.count(2**64 - 1))
attempt('huge.index(-1)', lambda: huge.index(-1))
attempt('bool(huge)', lambda: bool(huge))
attempt('huge == range(0, 2**64, 1)', lambda: huge == range(0, 2**64, 1))
attempt('hash equal', lambda: hash(huge) == hash(range(0, 2**64, 1)))
attempt('dict key', lambda: {huge: 'found'}[range(0, 2**64)])

above = range(2**64, 2**64 + 6)
attempt('list(above)', lambda: list(above))
attempt('len(above)', lambda: len(above))
attempt('list(reversed(above))', lambda: list(reversed(above)))
attempt('list(above[1::2])', lambda: list(above[1::2]))
attempt('type(iter(above)).__name__', lambda: type(iter(above)).__name__)
attempt('type(iter(range(3))).__name__', lambda: type(iter(range(3))).__name__)
attempt('empty above', lambda: (range(2**64, 2**64), bool(range(2**64, 2**64)), len(range(2**64, 2**64))))
total = 0
for i in range(2**70, 2**70 + 4):
    total += i - 2**70
print('for over big ints', total)

down = range(0, -2**65, -2**62)
attempt('list(down)', lambda: list(down))
attempt('down[-1]', lambda: down[-1])
attempt('-2**63 in down', lambda: -2**63 in down)
attempt('range(0, 10**30, 10**29)', lambda: (len(range(0, 10**30, 10**29)), list(range(0, 10**30, 10**29))[-1]))

# Ranges that fit 64 bits but whose arithmetic does not.
edge = range(-2**63, 2**63 - 1, 2**62)
attempt('list(edge)', lambda: list(edge))
attempt('list(reversed(edge))', lambda: list(reversed(edge)))
attempt('edge[3]', lambda: edge[3])
attempt('2**62 in edge', lambda: 2**62 in edge)
attempt('len(range(-2**63, 2**63 - 1))', lambda: len(range(-2**63, 2**63 - 1)))
attempt('range(-2**63, 2**63)[-1]', lambda: range(-2**63, 2**63)[-1])
near = 0
for i in range(2**63 - 3, 2**63 - 1):
    near += 1
print('loop to the 64-bit edge', near)
attempt('list(range(0, -2**63, -2**62))', lambda: list(range(0, -2**63, -2**62)))
attempt('list(reversed(range(0, -2**63 - 1, -2**63)))', lambda: list(reversed(range(0, -2**63 - 1, -2**63))))

# Indexes and bounds of any size on small ranges and other sequences.
attempt('range(10)[2**100]', lambda: range(10)[2**100])
attempt('range(10)[-2**100]', lambda: range(10)[-2**100])
attempt('range(10)[3:2**100]', lambda: range(10)[3:2**100])
attempt('range(3)[:2**100:-1]', lambda: range(3)[:2**100:-1])
attempt('range(10)[True]', lambda: range(10)[True])
attempt('range(10)[2.0]', lambda: range(10)[2.0])
attempt("range(10)['a']", lambda: range(10)['a'])
attempt("range(10)[1:'a']", lambda: range(10)[1:'a'])
attempt('range(1.5)', lambda: range(1.5))
attempt('range(2**64, 0, 0)', lambda: range(2**64, 0, 0))
attempt('[1, 2, 3][1:2**100]', lambda: [1, 2, 3][1:2**100])
attempt('[1, 2, 3][-2**100:2]', lambda: [1, 2, 3][-2**100:2])
attempt("'abcdef'[2**80:-2**80:-2]", lambda: 'abcdef'[2**80:-2**80:-2])
attempt('(1, 2, 3)[::2**70]', lambda: (1, 2, 3)[::2**70])


class Seven:
    def __index__(self):
        return 7


attempt('range(Seven())', lambda: range(Seven()))
attempt('range(10)[Seven()]', lambda: range(10)[Seven()])
attempt('[0, 1, 2, 3, 4, 5, 6, 7, 8][Seven():]', lambda: [0, 1, 2, 3, 4, 5, 6, 7, 8][Seven():])
attempt('range(2**64)[Seven()]', lambda: range(2**64)[Seven()])
