# A frame built from a dict such as Keras' history.history, and the
# reductions a loss-curve plot uses.
import pandas as pd

history = {
    "loss": [52000.25, 31000.5, 20500.125, 15000.0625, 12345.5],
    "root_mean_squared_error": [228.0356, 176.0696, 143.1787, 122.4748, 111.1103],
}
epochs = list(range(5))
hist = pd.DataFrame(history)
print(hist)
rmse = hist["root_mean_squared_error"]
print(rmse)
print(rmse.min() * 0.97, rmse.max())
print(hist.shape, list(hist.columns), epochs)
print(hist["loss"].tail(2))
for e, r in zip(epochs, rmse):
    print(e, round(r, 2))
