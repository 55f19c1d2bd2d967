def parse(text):
    return int(text)
def load(items):
    return [parse(t) for t in items]
load(["1", "2", "three"])
