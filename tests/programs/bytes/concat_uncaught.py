# Mixing text and bytes: the classic Python 3 mistake.
greeting = 'Hello, '.encode()
name = 'Ada'
print(greeting)
message = greeting + name
