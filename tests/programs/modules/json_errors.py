# json: where decoding stops and what it says, for broken documents.
import json

docs = [
    '{"a": [1, 2, 3}',
    '{"a": 1}}',
    '[1, 2, 3]]',
    "{'single': 1}",
    '{"a": True}',
    '{"a": undefined}',
    '[.5]',
    '[+1]',
    '[1.2.3]',
    '["unterminated]',
    '{"key": "value",\n "other": }',
    '[\n  1,\n  2\n  3\n]',
    '"\\x41"',
    '"\\u00G1"',
    '{"a"\n:\n1,\n"b"\n2}',
    '   \n\n  ',
    '[1, 2, // comment\n 3]',
    '{"nested": {"deeper": [1, {"x": }]}}',
]
for doc in docs:
    try:
        json.loads(doc)
        print('ok?', doc)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e)
        print('   ', repr(e.msg), e.pos, e.lineno, e.colno, repr(doc[e.pos:e.pos + 3]))
    except ValueError as e:
        print('ValueError', e)

for value in [set(), object(), json, print, range(3)]:
    try:
        json.dumps(value)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    json.dumps({'a': [1, 2, {'b': float('inf')}]}, allow_nan=False)
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.loads(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.loads([1])
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps([1, set()], default=list), json.dumps({'k': 1, (1,): 2, 3: 4}, skipkeys=True, sort_keys=False))
