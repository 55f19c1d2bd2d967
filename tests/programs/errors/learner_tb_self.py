class Counter:
    def __init__(self):
        self.count = 0
    def inc(self):
        count += 1
Counter().inc()
