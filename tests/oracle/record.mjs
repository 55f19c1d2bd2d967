// Records what CPython prints for every case of tests/oracle/cases.mjs:
//   node tests/oracle/record.mjs [suite ...]      (default: every suite)
// Each case runs with Debian's /usr/bin/python3 (CPython 3.11 with
// python3-pandas and python3-numpy: `apt-get install -y python3-pandas`) in a
// fresh folder holding its program and input files, with a fixed environment;
// its stdout, stderr and exit status are written, with the program and the
// hashes of its inputs, to tests/oracle/<suite>.json. Never edit those files
// by hand; the tests read them through tests/oracle/oracle.mjs.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { casesOf, root, suiteNames } from './cases.mjs';
import { describeCase, recordingPath } from './oracle.mjs';

const PYTHON = '/usr/bin/python3';
const ENV = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', PYTHONHASHSEED: '0', PYTHONDONTWRITEBYTECODE: '1' };

function fail(message) {
  console.error(`record.mjs: ${message}`);
  process.exit(1);
}

function versions() {
  const script = 'import json, sys, numpy, pandas\n'
    + 'print(json.dumps({"python": sys.version, "numpy": numpy.__version__, "pandas": pandas.__version__}))';
  const r = spawnSync(PYTHON, ['-c', script], { encoding: 'utf8', env: ENV });
  if (r.error || r.status !== 0) {
    fail(`${PYTHON} cannot import pandas and numpy (apt-get install -y python3-pandas): ${r.error ?? r.stderr}`);
  }
  const v = JSON.parse(r.stdout);
  if (!v.python.startsWith('3.11.')) fail(`expected CPython 3.11, ${PYTHON} is ${v.python}`);
  return v;
}

function run(c) {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-oracle-'));
  try {
    for (const [name, f] of Object.entries(c.files ?? {})) {
      if (f.path === undefined) writeFileSync(join(dir, name), f.text);
      else if (existsSync(f.path)) copyFileSync(f.path, join(dir, name));
      else fail(`case ${c.name}: its input ${relative(root, f.path)} is missing`);
    }
    if (c.filename !== null) writeFileSync(join(dir, c.filename), c.program);
    const argv = c.argv.map((a) => a.replaceAll('{dir}', dir));
    const r = spawnSync(PYTHON, argv, { cwd: dir, input: c.stdin ?? '', encoding: 'utf8', env: ENV, timeout: 300000, maxBuffer: 64 << 20 });
    if (r.error) fail(`case ${c.name}: ${r.error.message}`);
    if (r.signal) fail(`case ${c.name}: python3 was killed by ${r.signal}`);
    const placed = (text) => text.replaceAll(realpathSync(dir), '{dir}').replaceAll(dir, '{dir}');
    return { stdout: placed(r.stdout), stderr: placed(r.stderr), status: r.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const wanted = process.argv.slice(2);
for (const suite of wanted) if (!suiteNames().includes(suite)) fail(`no suite ${suite} (suites: ${suiteNames().join(', ')})`);
const v = versions();
for (const suite of wanted.length ? wanted : suiteNames()) {
  const cases = {};
  for (const c of casesOf(suite)) {
    if (cases[c.name]) fail(`${suite}: two cases named ${c.name}`);
    cases[c.name] = { ...describeCase(c), ...run(c) };
  }
  const recorded = {
    by: 'node tests/oracle/record.mjs (never edit by hand)',
    interpreter: PYTHON,
    python: v.python,
    pandas: v.pandas,
    numpy: v.numpy,
    env: ENV,
  };
  writeFileSync(recordingPath(suite), JSON.stringify({ recorded, cases }, null, 2) + '\n');
  console.log(`${relative(root, recordingPath(suite))}: ${Object.keys(cases).length} cases`);
}
