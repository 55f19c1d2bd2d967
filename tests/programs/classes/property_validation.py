# Properties that validate, derive and cache, as a small model class uses them.
class LinearRegressor:
    def __init__(self, learning_rate=0.01, epochs=10):
        self.learning_rate = learning_rate
        self.epochs = epochs
        self._weights = None

    @property
    def learning_rate(self):
        return self._learning_rate

    @learning_rate.setter
    def learning_rate(self, value):
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise TypeError(f"learning_rate must be a number, not {type(value).__name__}")
        if value <= 0:
            raise ValueError(f"learning_rate must be positive, got {value}")
        self._learning_rate = float(value)

    @property
    def trained(self):
        return self._weights is not None

    def fit(self, xs, ys):
        w = b = 0.0
        n = len(xs)
        for _ in range(self.epochs):
            dw = sum((w * x + b - y) * x for x, y in zip(xs, ys)) * 2 / n
            db = sum((w * x + b - y) for x, y in zip(xs, ys)) * 2 / n
            w -= self.learning_rate * dw
            b -= self.learning_rate * db
        self._weights = (w, b)
        return self

    def __repr__(self):
        state = "trained" if self.trained else "untrained"
        return f"LinearRegressor(lr={self.learning_rate}, epochs={self.epochs}, {state})"


model = LinearRegressor(0.05, 200)
print(model, model.trained)
model.fit([1, 2, 3, 4], [3, 5, 7, 9])
w, b = model._weights
print(model, round(w, 3), round(b, 3))
for bad in [0, -1, "fast", True]:
    try:
        model.learning_rate = bad
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    model.trained = False
except AttributeError as e:
    print("AttributeError:", e)
print(type(LinearRegressor.learning_rate).__name__, LinearRegressor.trained.fset, model.learning_rate)
print(vars(model).keys())
