// Every program whose CPython output a test compares with, grouped by the
// test file that reads it. record.mjs runs each case once with Debian's
// /usr/bin/python3 (CPython 3.11, pandas 1.5.3, NumPy) and writes
// tests/oracle/<suite>.json; tests read those recordings through oracle.mjs
// and never run python3 themselves.
//
// A case: `program` (its text, recorded beside the output), `filename` (the
// file the program is written to in a fresh folder; null: not written),
// `argv` (python3's arguments; `{dir}` is that folder), optional `stdin`, and
// `files` copied into the folder: { name: { path } } for a file of the
// repository or of ../shared (`label`: where it comes from, if not that path),
// { name: { text } } for inline data. The folder's path in the recorded stdout
// and stderr reads `{dir}`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { track } from '../../web/exercises/track.js';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The course's real data (present in CI; $TL_HOUSING_CSV names another copy,
// as for tests/unit/data/).
export const REAL_HOUSING_CSV = process.env.TL_HOUSING_CSV
  ?? join(root, '..', 'shared', 'data', 'california_housing_train.csv');

// The engine's synthetic data set: web/dist/data/ when the `housing_data`
// target wrote it there, else written once per process by the native build's
// make_housing (the tool that target runs) into a temporary folder; null when
// neither is built.
export const SYNTHETIC_HOUSING_CSV = join(root, 'web', 'dist', 'data', 'california_housing_train.csv');
export const MAKE_HOUSING = join(root, 'build', 'native', 'make_housing');
const SYNTHETIC_LABEL = 'web/dist/data/california_housing_train.csv (build/native/make_housing)';
let synthetic;
export function syntheticHousingCsv() {
  if (synthetic !== undefined) return synthetic;
  synthetic = null;
  if (existsSync(SYNTHETIC_HOUSING_CSV)) {
    synthetic = SYNTHETIC_HOUSING_CSV;
  } else if (existsSync(MAKE_HOUSING)) {
    const dir = mkdtempSync(join(tmpdir(), 'tracelab-housing-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'california_housing_train.csv');
    const r = spawnSync(MAKE_HOUSING, [path], { encoding: 'utf8', timeout: 120000 });
    if (r.status !== 0) throw new Error(`${MAKE_HOUSING} failed: ${r.error ?? r.stderr}`);
    synthetic = path;
  }
  return synthetic;
}

const main = (name, program, extra = {}) => ({ name, program, filename: 'main.py', argv: ['main.py'], ...extra });
const inline = (name, program, extra = {}) => ({ name, program, filename: null, argv: ['-c', program], ...extra });
const housing = (path) => ({ 'california_housing_train.csv': { path } });

// ---- tests/node/cli.test.mjs: programs plain CPython runs, by absolute path.

export const PRINTS = `def greet(name):
    return "hello, " + name

for i in range(3):
    print(i, greet("tracelab"))
print([1, 2, 3], {"a": 1}, None, True, 7 / 2, 7 // 2)
`;

export const FAILS = `print("before")
def f(n):
    return missing_name + n
f(1)
print("never")
`;

const cli = [
  { name: 'prints', program: PRINTS, filename: 'prints.py', argv: ['{dir}/prints.py'] },
  { name: 'fails', program: FAILS, filename: 'fails.py', argv: ['{dir}/fails.py'] },
  { name: 'missing-file', program: null, filename: null, argv: ['{dir}/no_such_file.py'] },
];

// ---- tests/exercises/checks.test.mjs: stdout checks against CPython's output.

export const STDOUT_ROWS = 'for i in range(4):\n    print("row", i, i * i)\nprint("total:", sum(range(4)))\n';

const checks = [inline('stdout-rows', STDOUT_ROWS)];

// ---- tests/exercises/track.test.mjs: the course track under CPython.

// Parses every starter and solution (read as JSON from stdin); prints "ok".
export const PARSE_SCRIPT = 'import ast, json, sys\nfor s in json.load(sys.stdin): ast.parse(s)\nprint("ok")';
export const trackSources = () => track.flatMap((e) => [e.starter, e.solution]);

// Only the plain-Python `sales` list of a starter is run: python3 has no TensorFlow.
export const SALES_TOTALS_SCRIPT = [
  'import ast, sys',
  'tree = ast.parse(sys.stdin.read())',
  'node = next(n for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == "sales")',
  'sales = ast.literal_eval(node.value)',
  'print("totals:", [float(sum(s)) for s in sales])',
].join('\n');
export const PADDING_EXERCISE = 'pad-variable-lengths';

// Exercises without TensorFlow (the pandas ones) run under CPython with pandas,
// beside the synthetic and the real housing CSV.
export const plainPythonExercises = () => track.filter((e) => !/tensorflow|matplotlib/.test(e.starter + e.solution));
export const HOUSING_CSVS = ['real', 'synthetic'];
export const exerciseCase = (id, which, csv) => `${id}/${which}/${csv}`;
const housingFile = (csv) => (csv === 'real'
  ? { path: REAL_HOUSING_CSV }
  : { path: syntheticHousingCsv() ?? SYNTHETIC_HOUSING_CSV, label: SYNTHETIC_LABEL });

function trackCases() {
  const padding = track.find((e) => e.id === PADDING_EXERCISE);
  const cases = [
    inline('parse-all', PARSE_SCRIPT, { stdin: JSON.stringify(trackSources()) }),
    inline('padding-totals', SALES_TOTALS_SCRIPT, { stdin: padding.starter }),
  ];
  for (const e of plainPythonExercises()) {
    for (const csv of HOUSING_CSVS) {
      for (const which of ['solution', 'starter']) {
        const files = { 'california_housing_train.csv': housingFile(csv) };
        cases.push(main(exerciseCase(e.id, which, csv), e[which], { files, pandas: true }));
      }
    }
  }
  return cases;
}

// ---- tests/node/pandas_convert.test.mjs: np.asarray of Series and frames.

// The same program converting with np.asarray (run by CPython) or with
// tf.convert_to_tensor(...).numpy() (run by tracelab).
export const convertProgram = (convert) => `import numpy as np
import pandas as pd
${convert === 'tf' ? 'import tensorflow as tf\n' : ''}df = pd.DataFrame({"x": [0.5, 1.5, -2.25], "y": [1, 2, 3], "z": [True, False, True]})
for v in [df["x"], df[["x", "y"]], df["y"], df[["y"]], df["x"][1:], df["z"], df[df["y"] > 1]["x"]]:
    a = ${convert === 'tf' ? 'tf.convert_to_tensor(v).numpy()' : 'np.asarray(v)'}
    print(a, a.shape, a.dtype)
print(np.array(df["x"] * 2), np.asarray(df[["y"]]).shape)
`;

const pandasConvert = [main('asarray', convertProgram('np'), { pandas: true })];

// ---- tests/node/pandas_housing.test.mjs: the course's pandas steps on the real CSV.

export const HOUSING_STATS = `import pandas as pd
df = pd.read_csv("california_housing_train.csv")
print(df.shape)
corr = df.corr()["median_house_value"]
for c in df.columns:
    s = df[c]
    print(c, s.mean(), s.std(), s.quantile(0.25), s.quantile(0.5), s.quantile(0.75), corr[c])
print("source:", df.attrs.get("source", ""))
print("describe:", df.describe().attrs.get("source", ""))
`;

// The pandas calls of ../shared/reference/mlcc_linear_regression.py, with a
// seeded sample so that pandas' rows can be compared.
export const HOUSING_COURSE = `import pandas as pd
pd.options.display.max_rows = 10
pd.options.display.float_format = "{:.1f}".format
training_df = pd.read_csv("california_housing_train.csv")
training_df["median_house_value"] /= 1000.0
print(training_df.head())
print(training_df.describe())
training_df["rooms_per_person"] = training_df["total_rooms"] / training_df["population"]
print(training_df["rooms_per_person"].describe())
print(training_df.corr())
random_examples = training_df.sample(n=200, random_state=4)
print(random_examples["median_income"].max(), len(random_examples))
print(random_examples.head(3))
batch = training_df["median_income"][10000:10000 + 10]
print(batch)
for i in range(10):
    print("%5.0f %6.0f" % (training_df["median_income"][10000 + i], training_df["median_house_value"][10000 + i]))
hist = pd.DataFrame({"loss": [9.5, 7.25, 7.0], "root_mean_squared_error": [3.1, 2.7, 2.6]})
rmse = hist["root_mean_squared_error"]
print(hist)
print(rmse.min() * 0.97, rmse.max())
print(training_df)
`;

const pandasHousing = [
  main('stats-real', HOUSING_STATS, { files: housing(REAL_HOUSING_CSV), pandas: true }),
  main('course-real', HOUSING_COURSE, { files: housing(REAL_HOUSING_CSV), pandas: true }),
];

// ---- tests/browser/playground.test.mjs: console text and caret spans.

const playground = [
  main('uploaded-csv', [
    'import pandas as pd',
    'df = pd.read_csv("houses.csv")',
    'print(len(df), list(df.columns))',
    'print(df["value"].sum(), df["rooms"].max())',
    '',
  ].join('\n'), { files: { 'houses.csv': { text: 'rooms,value\n3,120.5\n4,181.25\n5,99.0\n' } }, pandas: true }),
  main('caret', 'x = 1\ny = x +  undefined_name\n'),
];

// Suites by name; a function when its cases are computed from the track.
const SUITES = {
  cli: () => cli,
  checks: () => checks,
  track: trackCases,
  pandas_convert: () => pandasConvert,
  pandas_housing: () => pandasHousing,
  playground: () => playground,
};

export const suiteNames = () => Object.keys(SUITES);

export function casesOf(suite) {
  if (!SUITES[suite]) throw new Error(`tests/oracle/cases.mjs has no suite ${suite}`);
  return SUITES[suite]();
}
