// Programs and checks the exercises of the track share: the house-value
// predictor's model and rows (as ../shared/reference/house_predictor/ writes
// them), the course's data loading and training code, and the error check.

export const HOUSES = `import tensorflow as tf

tf.random.set_seed(7)
model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(1,))])
rooms = [[1960.0], [3400.0], [3677.0], [2202.0], [2403.0],
         [1500.0], [2600.0], [900.0], [4100.0], [3000.0]]
`;

export const LOOPED_PREDICTOR = `${HOUSES}

@tf.function
def predict_house_values(values):
    predictions = []
    for x in values:
        pred = model(tf.expand_dims(x, axis=0))
        predictions.append(pred)
    return tf.concat(predictions, axis=0)
`;

export const LOAD_DATA = `import pandas as pd

pd.options.display.max_rows = 10
pd.options.display.float_format = "{:.1f}".format

training_df = pd.read_csv("california_housing_train.csv")
`;

export const BUILD_AND_TRAIN = `${LOAD_DATA}training_df["median_house_value"] /= 1000.0

import tensorflow as tf
from matplotlib import pyplot as plt


def build_model(my_learning_rate):
    model = tf.keras.models.Sequential()
    model.add(tf.keras.layers.Dense(units=1, input_shape=(1,)))
    model.compile(optimizer=tf.keras.optimizers.RMSprop(learning_rate=my_learning_rate),
                  loss="mean_squared_error",
                  metrics=[tf.keras.metrics.RootMeanSquaredError()])
    return model


def train_model(model, df, feature, label, epochs, batch_size):
    history = model.fit(x=df[feature], y=df[label],
                        batch_size=batch_size, epochs=epochs)
    hist = pd.DataFrame(history.history)
    return history.epoch, hist["root_mean_squared_error"]


my_model = build_model(0.01)
epochs, rmse = train_model(my_model, training_df, "median_income", "median_house_value",
                           30, 30)
`;

export const NO_ERROR = { id: 'no-error', text: 'the program runs without an error', kind: 'noError' };

