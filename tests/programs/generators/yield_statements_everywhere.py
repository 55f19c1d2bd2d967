# A yield statement (and `x = yield v`) suspends from every kind of block and
# resumes where it stopped: if/elif/else, while and its else, for and its
# else, with (the exit runs once, when the block really ends), match cases,
# try bodies, handlers, else and finally clauses; send() and throw() reach the
# right yield; close() runs what is pending.
class Ctx:
    def __init__(self, name, log):
        self.name, self.log = name, log

    def __enter__(self):
        self.log.append('enter ' + self.name)
        return self

    def __exit__(self, kind, value, tb):
        self.log.append('exit ' + self.name + ' ' + (kind.__name__ if kind else 'clean'))
        return kind is KeyError


def everywhere(log):
    x = 0
    if x == 0:
        got = yield 'if'
        log.append(('if got', got))
    elif x == 1:
        yield 'elif'
    else:
        yield 'else'
    n = 0
    while n < 2:
        got = yield ('while', n)
        log.append(('while got', got))
        n += 1
    else:
        yield 'while-else'
    for i in range(2):
        yield ('for', i)
    else:
        yield 'for-else'
    with Ctx('a', log):
        yield 'with'
        with Ctx('b', log):
            yield 'nested with'
    match (1, 2):
        case (1, y):
            yield ('match', y)
        case _:
            yield 'no'
    try:
        yield 'try'
        raise ValueError('v')
    except ValueError as e:
        yield ('except', str(e))
    else:
        yield 'not reached'
    finally:
        yield 'finally'
    try:
        yield 'try2'
    except KeyError:
        yield 'not reached'
    else:
        yield 'else'
    return 'done'


log = []
g = everywhere(log)
print(next(g))
print(g.send('sent-if'))
print(g.send('sent-while-0'))
print(g.send('sent-while-1'))
for value in g:
    print(value)
print(log)

# throw() at a suspended yield in a with block: the with's exit sees it.
def thrown_into(log):
    with Ctx('t', log):
        try:
            yield 1
        except ZeroDivisionError as e:
            log.append('caught ' + str(e))
            yield 2
        yield 3


log = []
g = thrown_into(log)
print(next(g), g.throw(ZeroDivisionError('zero')), next(g))
print(g.throw(KeyError('k')) if False else 'skip')
try:
    g.throw(KeyError('k'))
except StopIteration:
    print('stopped: the with swallowed KeyError')
print(log)

# close() runs the finally clauses and with exits pending at the yield.
def closing(log):
    try:
        with Ctx('c', log):
            for i in range(10):
                yield i
    finally:
        log.append('finally ran')


log = []
g = closing(log)
print(next(g), next(g))
g.close()
print(log, next(g, 'exhausted'))

# A yield inside an expression and an annotated assignment still work.
def mixed():
    total: int = yield 'start'
    total += (yield 'a') + (yield 'b')
    print('total', total)
    yield [(yield 'c'), 'list']


g = mixed()
print(next(g), g.send(1), g.send(2), g.send(3), g.send('x'))

# Yields nested in a yield's operand give back what was sent, in order.
def nested(log):
    x = yield (yield (yield 'deep'))
    log.append(x)
    y = [(yield 1), (yield (yield 2))]
    log.append(y)


log = []
g = nested(log)
print(next(g), g.send('s1'), g.send('s2'), g.send('s3'), g.send('s4'), g.send('s5'))
print(next(g, 'end'), log)

# Many items: a generator feeding sum, a list and a for loop.
def count(n):
    i = 0
    while i < n:
        yield i
        i += 1


print(sum(count(200000)), len(list(count(100000))))
acc = 0
for v in count(100000):
    acc ^= v
print(acc)
