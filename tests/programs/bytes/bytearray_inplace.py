# += and *= change a bytearray in place; other names see the change.
log = bytearray(b'start')
alias = log
log += b';step1'
log += bytearray(b';step2')
print(alias, alias is log)
pattern = bytearray(b'ab')
same = pattern
pattern *= 3
print(same, same is pattern)

frozen = b'start'
frozen_alias = frozen
frozen += b';more'
print(frozen, frozen_alias, frozen is frozen_alias)

try:
    log += 'text'
except TypeError as e:
    print('TypeError:', e)
try:
    log += 5
except TypeError as e:
    print('TypeError:', e)
print(log)
