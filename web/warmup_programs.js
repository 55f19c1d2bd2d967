// The programs the engine Worker runs while the page is idle after loading
// (engine_worker.js), their output thrown away. V8 first runs new WebAssembly
// code in its baseline compiler and moves a function to its optimizing tier
// only after that function has run for a while, so a learner's first Run
// would otherwise be several times slower than the second. These programs
// run the paths a learner's program spends its time in: the interpreter's
// loops, calls and formatting; a tf.function traced and then called from
// cache; eager ops and GradientTape; pandas, Keras fit/predict and the plot
// events of the course program. Each is short, so a Run clicked meanwhile
// waits at most for the program under way.
export const WARMUP_PROGRAMS = [
  `
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


total = 0
words = {}
for i in range(6000):
    p = Point(i, i % 7)
    total += p.norm2() % 11
    key = f"k{i % 50}"
    words[key] = words.get(key, 0) + 1
items = sorted([(v, k) for k, v in words.items()])
text = ", ".join("%s=%d" % (k, v) for v, k in items[:5])
print(total, fib(16), text, [x * 2 for x in range(10)], {"a": 1.5})
`,
  `
import tensorflow as tf

w = tf.Variable([[2.0]])
b = tf.Variable([0.5])


@tf.function
def model(x):
    return tf.nn.relu(tf.matmul(x, w) + b)


x = tf.constant([[1.0]])
for i in range(1000):
    y = model(x)
for i in range(200):
    y = model(tf.constant([[float(i)]]))
print(y, y.numpy(), model.experimental_get_tracing_count())

v = tf.Variable(3.0)
for _ in range(100):
    with tf.GradientTape() as tape:
        loss = (v * 2.0 - 1.0) ** 2
    v.assign_sub(0.01 * tape.gradient(loss, v))
print(tf.reduce_mean(tf.random.normal([64, 8])), tf.matmul(tf.ones([32, 32]), tf.ones([32, 32]))[0, :3])
`,
  `
import pandas as pd
from matplotlib import pyplot as plt

pd.options.display.float_format = "{:.1f}".format
df = pd.read_csv("california_housing_train.csv")
df["median_house_value"] /= 1000.0
print(df.head())
print(df.describe())
sample = df.sample(n=200)
plt.scatter(sample["median_income"], sample["median_house_value"])
plt.plot([0, 10], [0, 400], c="r")
plt.show()
`,
  `
import pandas as pd
import tensorflow as tf

df = pd.read_csv("california_housing_train.csv")
model = tf.keras.models.Sequential()
model.add(tf.keras.layers.Dense(units=1, input_shape=(1,)))
model.compile(optimizer=tf.keras.optimizers.RMSprop(learning_rate=0.01),
              loss="mean_squared_error",
              metrics=[tf.keras.metrics.RootMeanSquaredError()])
history = model.fit(x=df["median_income"], y=df["median_house_value"] / 1000.0, batch_size=30, epochs=1)
hist = pd.DataFrame(history.history)
print(hist["root_mean_squared_error"].min(), model.predict_on_batch(x=df["median_income"][:10])[0][0])
`,
];
