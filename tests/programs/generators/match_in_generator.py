def events(items):
    for item in items:
        match item:
            case ("say", text):
                yield f"said {text}"
                yield "again"
            case ("count", n):
                for i in range(n):
                    yield i
            case _:
                yield "unknown"
print(list(events([("say", "hi"), ("count", 3), 42])))
