// The Keras fit the benchmarks time: the course's one-feature regression
// (median_income -> median_house_value / 1000, 17,000 rows) at batch 100 with
// SGD, as a learner writes it. FIT_SETUP reads the data and builds the model.
export const FIT = { batch: 100, learningRate: 0.01 };

export const FIT_SETUP = `import pandas as pd
import tensorflow as tf

df = pd.read_csv("california_housing_train.csv")
x = df["median_income"]
y = df["median_house_value"] / 1000.0
model = tf.keras.models.Sequential()
model.add(tf.keras.layers.Dense(units=1, input_shape=(1,)))
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=${FIT.learningRate}), loss="mean_squared_error")
`;

// `epochs` calls of fit(epochs=1), each timed; prints "EPOCHS_MS [ms, ...]".
export const fitEpochsProgram = (epochs) => `import time
${FIT_SETUP}
epochs = []
for _ in range(${epochs}):
    start = time.perf_counter()
    model.fit(x, y, batch_size=${FIT.batch}, epochs=1, verbose=0)
    epochs.append((time.perf_counter() - start) * 1000)
print("EPOCHS_MS", epochs)
`;

export const epochsOf = (stdout) => JSON.parse(stdout.match(/EPOCHS_MS (\[.*\])/)[1]);
