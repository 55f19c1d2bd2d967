#!/usr/bin/env node
// tracelab's command line: run a program with the same WASM engine the page uses.
//
//   node web/cli.mjs run FILE.py [--json] [--explain] [--plots DIR] [--filename NAME]
//
// Output mirrors `python3 FILE.py` running TensorFlow: program output on stdout,
// the traceback of an uncaught error on stderr, warnings on stderr as TensorFlow
// logs them. --json prints every event as one JSON line on stdout instead.
// Exit status: 1 after an uncaught error, 2 for a usage error, 0 otherwise.
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { plotToSvg } from './plot_svg.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const enginePath = join(here, 'dist', 'tracelab_engine.mjs');
const wasmPath = join(here, 'dist', 'tracelab_engine.wasm');

const USAGE = 'usage: node web/cli.mjs run FILE.py [--json] [--explain] [--plots DIR] [--filename NAME]';
// Data files beside the program are copied into the engine's file system;
// the caps keep a stray large directory from being read whole.
const MAX_FILE_BYTES = 32 << 20;
const MAX_TOTAL_BYTES = 128 << 20;
const MAX_DEPTH = 2;

function parseArgs(argv) {
  const args = { command: argv[0], file: null, json: false, explain: false, plots: null, filename: null };
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--explain') args.explain = true;
    else if (a === '--plots') args.plots = argv[++i];
    else if (a.startsWith('--plots=')) args.plots = a.slice('--plots='.length);
    else if (a === '--filename') args.filename = argv[++i];
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else if (args.file === null) args.file = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  if (args.command !== 'run' || !args.file) throw new Error('expected: run FILE.py');
  if (args.plots === undefined) throw new Error('--plots needs a directory');
  if (args.filename === undefined) throw new Error('--filename needs a name');
  return args;
}

// Regular files under `dir` (the program's folder), as absolute paths.
function dataFiles(dir, depth = 0, budget = { bytes: MAX_TOTAL_BYTES }) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === 'node_modules' || name === '__pycache__') continue;
    const path = join(dir, name);
    const info = statSync(path);
    if (info.isDirectory() && depth < MAX_DEPTH) out.push(...dataFiles(path, depth + 1, budget));
    if (!info.isFile() || info.size > MAX_FILE_BYTES || info.size > budget.bytes) continue;
    budget.bytes -= info.size;
    out.push(path);
  }
  return out;
}

async function loadEngine() {
  const { default: createTracelabEngine } = await import(pathToFileURL(enginePath).href);
  return createTracelabEngine({ wasmBinary: readFileSync(wasmPath) });
}

function explainText(event) {
  const lines = [`[trace] ${event.fn} call ${event.call}: ${event.signature ?? ''}`.trimEnd()];
  if (event.reason) lines.push(`        reason: ${event.reason}`);
  if (event.hint) lines.push(`        hint: ${event.hint}`);
  return lines.join('\n') + '\n';
}

// TensorFlow's warnings as its logger prints them; tracelab's own notes plainly.
function warningLine(event) {
  const logger = event.logger ?? 'tensorflow';
  return logger === 'tensorflow' ? `WARNING:tensorflow:${event.text}\n` : `Note: ${event.text}\n`;
}

function makePrinter(args, plots) {
  if (args.json) {
    return (event) => {
      if (event.type === 'plot') plots.push(event);
      process.stdout.write(JSON.stringify(event) + '\n');
    };
  }
  return (event) => {
    switch (event.type) {
      case 'stdout': process.stdout.write(event.text); break;
      case 'warning': process.stderr.write(warningLine(event)); break;
      case 'error': process.stderr.write(event.traceback || `${event.kind}: ${event.message}\n`); break;
      case 'trace': if (args.explain) process.stderr.write(explainText(event)); break;
      case 'plot': plots.push(event); break;
      default: break;
    }
  };
}

// figure_N.svg for the N-th show()n figure, in order: the figure numbers
// themselves repeat once show() has closed a figure (as in matplotlib).
function savePlots(dir, plots) {
  mkdirSync(dir, { recursive: true });
  plots.forEach((plot, i) => {
    writeFileSync(join(dir, `figure_${i + 1}.svg`), plotToSvg(plot));
  });
}

async function main(argv) {
  let args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  const file = resolve(args.file);
  let source;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`python3: can't open file '${file}': [Errno 2] No such file or directory\n`);
    return 2;
  }
  const engine = await loadEngine();
  const session = new engine.Session({});
  const programDir = dirname(file);
  for (const path of dataFiles(programDir)) session.writeFile(path, readFileSync(path));
  session.setWorkingDirectory(programDir);
  const plots = [];
  const print = makePrinter(args, plots);
  let ok;
  try {
    // Tracebacks name the file as python3 does (its absolute path) unless told.
    ok = session.run(source, args.filename ?? file,
      (lines) => { for (const json of lines.split('\n')) print(JSON.parse(json)); });
  } finally {
    session.delete();
  }
  if (args.plots) savePlots(args.plots, plots);
  return ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error) => {
    process.stderr.write(`tracelab: ${error.stack || error}\n`);
    process.exitCode = 3;
  },
);
