// The course's start: look at the housing data, then train the linear model
// and read its loss curve (pandas-lite, Keras compile/fit, matplotlib-lite).
import { BUILD_AND_TRAIN, LOAD_DATA, NO_ERROR } from './programs.js';

export const modelExercises = [
  {
    id: 'look-at-the-data',
    title: 'Load the housing data and look at it',
    requires: ['pandas'],
    goal: 'Scale the label to thousands of dollars, then print the first rows and the summary statistics of every column.',
    lesson: `The course trains on California housing data: one row per city block, with
      <code>median_house_value</code> as the label. Before any model, look at the data:
      <code>head()</code> shows a few rows, <code>describe()</code> shows count, mean, std and
      quartiles per column, which is where odd scales and outliers show up. The label is in
      dollars; dividing it by 1000 keeps the numbers the model learns in a friendlier range.`,
    starter: `${LOAD_DATA}
# Scale the label to thousands of dollars, then look at the data.
print(training_df.head())
`,
    solution: `${LOAD_DATA}training_df["median_house_value"] /= 1000.0
print(training_df.head())
print(training_df.describe())
`,
    hints: [
      'A column is training_df["median_house_value"]; the /= operator divides it in place.',
      'describe() returns a DataFrame of statistics: print it like head().',
    ],
    checks: [
      NO_ERROR,
      { id: 'head-shown', kind: 'stdoutMatches', pattern: 'median_house_value',
        text: 'the first rows are printed, median_house_value among the columns' },
      { id: 'describe-shown', kind: 'stdoutMatches', pattern: '^std\\s',
        text: 'the summary statistics are printed (describe(): count, mean, std, quartiles)' },
      { id: 'all-rows', kind: 'stdoutMatches', pattern: '^count\\s+17000',
        text: 'describe() counts all 17000 rows' },
      { id: 'label-in-thousands', kind: 'stdoutMatches', pattern: '^max\\s.*\\s500\\.0\\s*$',
        text: 'the largest house value reads 500.0 (thousands of dollars)' },
    ],
    intendedFailures: ['describe-shown', 'all-rows', 'label-in-thousands'],
  },
  {
    id: 'train-linear-model',
    title: 'Build and train the linear model, read the loss curve',
    requires: ['pandas', 'keras', 'matplotlib'],
    goal: 'Train the one-neuron model on median_income for 30 epochs and plot its loss curve (RMSE per epoch).',
    lesson: `A single <code>Dense(units=1)</code> layer is the line <em>y = w·x + b</em>.
      <code>compile()</code> picks the optimizer (RMSprop, learning rate 0.01) and the loss;
      <code>fit()</code> runs 30 epochs of batches of 30 rows and returns a history with the
      root mean squared error of every epoch. Behind <code>fit()</code>, Keras wraps its train
      step in a <code>tf.function</code> (<code>train_function</code>): it is traced on the first
      batch, and every later batch runs the cached graph. The loss curve should fall steeply
      and then flatten; if it still falls at the end, more epochs would help.`,
    starter: `${BUILD_AND_TRAIN}
# Plot rmse against epochs: label the axes, then show the figure.
`,
    solution: `${BUILD_AND_TRAIN}
plt.figure()
plt.xlabel("Epoch")
plt.ylabel("Root Mean Squared Error")
plt.plot(epochs, rmse, label="Loss")
plt.legend()
plt.ylim([rmse.min() * 0.97, rmse.max()])
plt.show()
`,
    hints: [
      'plt.plot(epochs, rmse, label="Loss") draws the curve; nothing appears before plt.show().',
      'plt.ylim([rmse.min() * 0.97, rmse.max()]) zooms in on the part of the curve that moves.',
    ],
    checks: [
      NO_ERROR,
      { id: 'thirty-epochs', kind: 'stdoutMatches', pattern: '^Epoch 30/30',
        text: 'the model trained for 30 epochs (Keras printed "Epoch 30/30")' },
      { id: 'train-function-reused', kind: 'calls', fn: 'train_function', traced: false, atLeast: 29,
        text: 'fit() traced its train_function and reused the graph for later steps' },
      { id: 'loss-curve', text: 'a loss curve was shown', kind: 'plot', minSeries: 1 },
      { id: 'loss-falls', kind: 'plotDecreasing',
        text: 'the loss curve falls: the last epoch\'s RMSE is below the first\'s' },
    ],
    intendedFailures: ['loss-curve', 'loss-falls'],
  },
];
