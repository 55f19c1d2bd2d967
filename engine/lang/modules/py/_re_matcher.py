"""The re module's matcher: a parsed pattern compiled to a flat list of
instructions, and the backtracking machine that runs them.

The machine keeps its choice points in a list rather than on the call stack,
so a long string or a pathological pattern costs time (counted by the step
limit), never native stack. Only atomic groups and lookarounds run a nested
machine, so the nesting depth is bounded by the pattern's own nesting.
"""

from _re_chars import (_AnyButNewline, _AnyChar, _CategoryTest, _is_word, _Literal, _LiteralIgnoreCase,
                       _SetTest)
from _re_parser import _MAXREPEAT

# Instructions are tuples whose first item is one of these codes.
_LIT, _TEST, _REPEAT, _POSSESSIVE, _SPLIT, _JUMP, _SAVE, _AT, _MARK, _PROGRESS, _SUB, _REF, _COND, _SUCCEED = range(14)
# Nested runs: what a _SUB instruction asks of its sub-program.
_ATOMIC, _AHEAD, _NOT_AHEAD, _BEHIND, _NOT_BEHIND = range(5)


def _char_test(node):
    """The single-character test of a 'lit', 'any' or 'set' node, else None."""
    kind = node[0]
    if kind == 'lit':
        return _LiteralIgnoreCase(node[1], node[2]) if node[2] else _Literal(node[1])
    if kind == 'any':
        return _AnyChar() if node[1] else _AnyButNewline()
    if kind == 'set':
        charset = node[1]
        if len(charset.cats) == 1 and not charset.chars and not charset.ranges and not charset.negate:
            return _CategoryTest(charset.cats[0], charset.ascii_only)
        return _SetTest(charset)
    return None


class _Compiler:
    def __init__(self, groups):
        self.prog = []
        self.groups = groups
        self.registers = 0

    def register(self):
        """A loop's slot for where its iteration started, after the group slots."""
        self.registers += 1
        return 2 * self.groups + self.registers - 1

    def sequence(self, items):
        for node in items:
            self.node(node)

    def node(self, node):
        kind = node[0]
        prog = self.prog
        if kind == 'lit' and not node[2]:
            prog.append((_LIT, node[1]))
        elif kind in ('lit', 'any', 'set'):
            prog.append((_TEST, _char_test(node)))
        elif kind == 'at':
            prog.append((_AT, node[1], node[2]))
        elif kind == 'group':
            if node[1] is None:
                self.sequence(node[2])
            else:
                prog.append((_SAVE, 2 * node[1], 0))
                self.sequence(node[2])
                prog.append((_SAVE, 2 * node[1] + 1, node[1]))
        elif kind == 'alt':
            self.alternation(node[1])
        elif kind == 'rep':
            self.repeat(node)
        elif kind == 'ref':
            prog.append((_REF, node[1], node[2]))
        elif kind == 'atomic':
            self.nested(_ATOMIC, 0, node[1])
        elif kind == 'look':
            if node[2] is None:
                self.nested(_AHEAD if node[1] else _NOT_AHEAD, 0, node[3])
            else:
                self.nested(_BEHIND if node[1] else _NOT_BEHIND, node[2], node[3])
        else:
            self.conditional(node)

    def alternation(self, branches):
        jumps = []
        for branch in branches[:-1]:
            split = len(self.prog)
            self.prog.append(None)
            self.sequence(branch)
            jumps.append(len(self.prog))
            self.prog.append(None)
            self.prog[split] = (_SPLIT, split + 1, len(self.prog))
        self.sequence(branches[-1])
        for jump in jumps:
            self.prog[jump] = (_JUMP, len(self.prog))

    def nested(self, kind, width, body):
        """A sub-program run by a nested machine; the instruction jumps past it."""
        at = len(self.prog)
        self.prog.append(None)
        self.sequence(body)
        self.prog.append((_SUCCEED,))
        self.prog[at] = (_SUB, kind, at + 1, width, len(self.prog))

    def conditional(self, node):
        at = len(self.prog)
        self.prog.append(None)
        self.sequence(node[2])
        jump = len(self.prog)
        self.prog.append(None)
        self.prog[at] = (_COND, node[1], len(self.prog))
        self.sequence(node[3])
        self.prog[jump] = (_JUMP, len(self.prog))

    def repeat(self, node):
        low, high, mode, body = node[1], node[2], node[3], node[4]
        test = _char_test(body[0]) if len(body) == 1 else None
        if test is not None:
            if mode == 'possessive':
                self.prog.append((_POSSESSIVE, test, low, high))
            else:
                self.prog.append((_REPEAT, test, low, high, mode == 'greedy'))
            return
        if mode == 'possessive':
            self.nested(_ATOMIC, 0, [('rep', low, high, 'greedy', body)])
            return
        greedy = mode == 'greedy'
        for _ in range(low):
            self.sequence(body)
        if high == _MAXREPEAT:
            self.loop(body, greedy)
            return
        splits = []
        for _ in range(high - low):
            splits.append(len(self.prog))
            self.prog.append(None)
            self.sequence(body)
        end = len(self.prog)
        for split in splits:
            self.prog[split] = (_SPLIT, split + 1, end) if greedy else (_SPLIT, end, split + 1)

    def loop(self, body, greedy):
        """body* : an iteration that matched nothing ends the loop, as in CPython."""
        register = self.register()
        split = len(self.prog)
        self.prog.append(None)
        self.prog.append((_MARK, register))
        self.sequence(body)
        progress = len(self.prog)
        self.prog.append(None)
        self.prog.append((_JUMP, split))
        end = len(self.prog)
        self.prog[progress] = (_PROGRESS, register, end)
        self.prog[split] = (_SPLIT, split + 1, end) if greedy else (_SPLIT, end, split + 1)


def _at(kind, ascii_only, s, pos, end):
    if kind == '^' or kind == '\\A':
        return pos == 0
    if kind == '$':
        return pos == end or (pos == end - 1 and s[pos] == '\n')
    if kind == '\\Z':
        return pos == end
    if kind == '^m':
        return pos == 0 or s[pos - 1] == '\n'
    if kind == '$m':
        return pos == end or s[pos] == '\n'
    if end == 0:
        return False
    before = pos > 0 and _is_word(s[pos - 1], ascii_only)
    after = pos < end and _is_word(s[pos], ascii_only)
    return (before != after) == (kind == '\\b')


def _same_text(s, pos, end, text, lower):
    stop = pos + len(text)
    if stop > end:
        return False
    if s[pos:stop] == text:
        return True
    if lower is None:
        return False
    for i in range(len(text)):
        if lower(s[pos + i]) != lower(text[i]):
            return False
    return True


def _run_nested(prog, op, s, pos, end, caps, stack):
    """A _SUB instruction: the position to go on from, or -1 to backtrack."""
    kind = op[1]
    start = pos - op[3]
    if start < 0:
        return pos if kind == _NOT_BEHIND else -1
    inner = list(caps)
    found = _run(prog, op[2], s, start, end, inner, None)
    if kind == _NOT_AHEAD or kind == _NOT_BEHIND:
        return pos if found < 0 else -1
    if found < 0:
        return -1
    for slot in range(len(caps)):
        if inner[slot] != caps[slot]:
            stack.append((1, slot, caps[slot]))
            caps[slot] = inner[slot]
    return found if kind == _ATOMIC else pos


def _run_single(op, s, pos, end, top):
    """_run for a program that is one greedy single-character repeat (\\d+, [a-z]*, ...)."""
    limit = end if op[3] >= end - pos else pos + op[3]
    stop = op[1].scan(s, pos, limit)
    if stop - pos < op[2] or (top[0] and stop != end) or stop == top[1]:
        return -1
    return stop


def _run(prog, pc, s, pos, end, caps, top):
    """Runs prog from pc at pos; returns where the match ends, or -1.

    caps holds the group slots, the last closed group and loop registers; on
    failure every change to it is undone. top is None for a nested run, else
    (must match to end, an end position that does not count).
    The stack holds (0, pc, pos) choice points, (1, slot, old) undo records,
    (2, pc, low, high, next char) greedy single-character repeats still to
    give back and (3, pc, next, limit, test) lazy ones still to extend."""
    stack = []
    while True:
        op = prog[pc]
        code = op[0]
        if code == _LIT:
            if pos < end and s[pos] == op[1]:
                pos += 1
                pc += 1
                continue
        elif code == _TEST:
            if pos < end and op[1].has(s[pos]):
                pos += 1
                pc += 1
                continue
        elif code == _REPEAT:
            low = op[2]
            limit = end if op[3] >= end - pos else pos + op[3]
            if op[4]:
                stop = op[1].scan(s, pos, limit)
                if stop - pos >= low:
                    if stop - pos > low:
                        following = prog[pc + 1]
                        stack.append((2, pc + 1, pos + low, stop - 1, following[1] if following[0] == _LIT else None))
                    pos = stop
                    pc += 1
                    continue
            else:
                first = pos + low
                if first <= limit and op[1].scan(s, pos, first) == first:
                    if first < limit:
                        stack.append((3, pc + 1, first, limit, op[1]))
                    pos = first
                    pc += 1
                    continue
        elif code == _SPLIT:
            stack.append((0, op[2], pos))
            pc = op[1]
            continue
        elif code == _JUMP:
            pc = op[1]
            continue
        elif code == _SAVE:
            slot = op[1]
            stack.append((1, slot, caps[slot]))
            caps[slot] = pos
            if op[2]:
                stack.append((1, -1, caps[-1]))
                caps[-1] = op[2]
            pc += 1
            continue
        elif code == _POSSESSIVE:
            limit = end if op[3] >= end - pos else pos + op[3]
            stop = op[1].scan(s, pos, limit)
            if stop - pos >= op[2]:
                pos = stop
                pc += 1
                continue
        elif code == _AT:
            if _at(op[1], op[2], s, pos, end):
                pc += 1
                continue
        elif code == _MARK:
            stack.append((1, op[1], caps[op[1]]))
            caps[op[1]] = pos
            pc += 1
            continue
        elif code == _PROGRESS:
            pc = op[2] if caps[op[1]] == pos else pc + 1
            continue
        elif code == _SUB:
            found = _run_nested(prog, op, s, pos, end, caps, stack)
            if found >= 0:
                pos = found
                pc = op[4]
                continue
        elif code == _REF:
            a = caps[2 * op[1]]
            b = caps[2 * op[1] + 1]
            if a is not None and b is not None and _same_text(s, pos, end, s[a:b], op[2]):
                pos += b - a
                pc += 1
                continue
        elif code == _COND:
            pc = pc + 1 if caps[2 * op[1] + 1] is not None else op[2]
            continue
        elif top is None or not ((top[0] and pos != end) or pos == top[1]):
            return pos
        # Backtrack to the newest choice, undoing what was done since.
        while True:
            if not stack:
                return -1
            entry = stack.pop()
            kind = entry[0]
            if kind == 0:
                pc = entry[1]
                pos = entry[2]
                break
            if kind == 1:
                caps[entry[1]] = entry[2]
            elif kind == 2:
                pos = entry[3]
                if entry[4] is not None:
                    pos = s.rfind(entry[4], entry[2], pos + 1)
                    if pos < 0:
                        continue
                if pos > entry[2]:
                    stack.append((2, entry[1], entry[2], pos - 1, entry[4]))
                pc = entry[1]
                break
            elif entry[4].has(s[entry[2]]):
                pos = entry[2] + 1
                if pos < entry[3]:
                    stack.append((3, entry[1], pos, entry[3], entry[4]))
                pc = entry[1]
                break
