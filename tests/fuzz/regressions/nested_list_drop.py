# Dropping a deeply nested list destroys it recursively: native stack overflow.
a = []
for i in range(60000):
    a = [a]
a = None
print('ok')
