// What CPython printed for a case of cases.mjs, as record.mjs recorded it in
// tests/oracle/<suite>.json. A test calls oracle(suite, name) and gets
// { program, stdout, stderr, status }; it fails (throws) when the recording is
// missing or no longer belongs to the case: another program text, arguments,
// stdin, or input file than the ones recorded, or an input file that is not
// there to compare. `given` lets a test that keeps its own copy of the program
// or of inline files say which it means: { program, files: { name: text } }.
// `dir` replaces the `{dir}` placeholder (the folder the case ran in).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { casesOf, root } from './cases.mjs';

const RECORD = 'run `node tests/oracle/record.mjs` (with Debian\'s python3-pandas installed) to record';
const loaded = new Map();
const WHAT = { program: 'program text', filename: 'file name', argv: 'python3 arguments', stdin_sha256: 'stdin', files: 'input file' };

export const sha256 = (data) => createHash('sha256').update(data).digest('hex');

export const recordingPath = (suite) => join(root, 'tests', 'oracle', `${suite}.json`);

// The case's inputs as the recording describes them: compared field by field.
export function describeCase(c) {
  const files = {};
  for (const [name, f] of Object.entries(c.files ?? {})) {
    files[name] = f.path === undefined
      ? { sha256: sha256(f.text) }
      : { source: f.label ?? relative(root, f.path), sha256: existsSync(f.path) ? sha256(readFileSync(f.path)) : null };
  }
  return {
    program: c.program,
    filename: c.filename,
    argv: c.argv.map((a) => (a === c.program && c.filename === null ? '{program}' : a)),
    stdin_sha256: c.stdin === undefined ? null : sha256(c.stdin),
    files,
  };
}

function recording(suite) {
  if (!loaded.has(suite)) {
    const path = recordingPath(suite);
    if (!existsSync(path)) throw new Error(`no recording ${relative(root, path)}: ${RECORD}`);
    loaded.set(suite, JSON.parse(readFileSync(path, 'utf8')));
  }
  return loaded.get(suite);
}

export function header(suite) {
  return recording(suite).recorded;
}

export function oracle(suite, name, { program, files, dir } = {}) {
  const c = casesOf(suite).find((x) => x.name === name);
  if (!c) throw new Error(`tests/oracle/cases.mjs has no case ${suite}/${name}`);
  const where = `tests/oracle/${suite}.json case ${name}`;
  if (program !== undefined && program !== c.program) {
    throw new Error(`the test's program for ${suite}/${name} differs from tests/oracle/cases.mjs; change both, then ${RECORD}`);
  }
  for (const [file, text] of Object.entries(files ?? {})) {
    if (c.files?.[file]?.text !== text) {
      throw new Error(`the test's ${file} for ${suite}/${name} differs from tests/oracle/cases.mjs; change both, then ${RECORD}`);
    }
  }
  const r = recording(suite).cases[name];
  if (!r) throw new Error(`no recording for ${where}: ${RECORD}`);
  const now = describeCase(c);
  for (const [file, f] of Object.entries(now.files)) {
    if (f.sha256 === null) throw new Error(`${where}: its input ${f.source} is missing (the recording was made from it)`);
  }
  // Input files are compared by name and content; `source` only says where one came from.
  const hashes = (files) => JSON.stringify(Object.entries(files ?? {}).map(([file, f]) => [file, f.sha256]));
  for (const key of Object.keys(now)) {
    const differs = key === 'files' ? hashes(now.files) !== hashes(r.files) : JSON.stringify(now[key]) !== JSON.stringify(r[key]);
    if (differs) {
      throw new Error(`${where} was recorded with another ${WHAT[key]} than tests/oracle/cases.mjs now gives: ${RECORD}`);
    }
  }
  const place = (text) => (dir === undefined ? text : text.replaceAll('{dir}', dir));
  return { program: c.program, stdout: place(r.stdout), stderr: place(r.stderr), status: r.status };
}
