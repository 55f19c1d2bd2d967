#!/usr/bin/env node
// tracelab's command line: run a program with the same WASM engine the page uses.
//
//   node web/cli.mjs run FILE.py [--json] [--explain] [--dump-graphs] [--plots DIR] [--filename NAME] [--max-seconds N]
//
// Output mirrors `python3 FILE.py` running TensorFlow: program output on stdout,
// the traceback of an uncaught error on stderr, warnings on stderr as TensorFlow
// logs them. --json prints every event as one JSON line on stdout instead.
// --max-seconds ends a program that runs longer (ExecutionLimitError), as the
// step limit ends one that runs too many steps. --dump-graphs prints, on
// stdout where the trace happened, each traced graph as traced and after each
// optimization pass (tests/graphs/ records them).
// Exit status: SystemExit's status, 1 after an uncaught error, 2 for a usage
// error, 0 otherwise.
//
// The program runs in a worker thread with a large stack (node_engine.mjs), so
// recursion as deep as CPython allows ends in Python's RecursionError; the
// main thread only writes what the worker sends, in order.
import { readFileSync, readdirSync, realpathSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { EVENT } from './events.js';
import { siteWords, verdictWords } from './trace_words.js';
import { plotToSvg } from './plot_svg.mjs';
import { engineWorker, loadNodeEngine } from './node_engine.mjs';

const USAGE = 'usage: node web/cli.mjs run FILE.py [--json] [--explain] [--dump-graphs] [--plots DIR] [--filename NAME] [--max-seconds N]';
// Data files beside the program are copied into the engine's file system;
// the caps keep a stray large directory from being read whole.
const MAX_FILE_BYTES = 32 << 20;
const MAX_TOTAL_BYTES = 128 << 20;
const MAX_DEPTH = 2;

function parseArgs(argv) {
  const args = { command: argv[0], file: null, json: false, explain: false, dumpGraphs: false, plots: null, filename: null, maxSeconds: null };
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--explain') args.explain = true;
    else if (a === '--dump-graphs') args.dumpGraphs = true;
    else if (a === '--plots') args.plots = argv[++i];
    else if (a.startsWith('--plots=')) args.plots = a.slice('--plots='.length);
    else if (a === '--filename') args.filename = argv[++i];
    else if (a === '--max-seconds' || a.startsWith('--max-seconds=')) {
      const text = a === '--max-seconds' ? argv[++i] : a.slice('--max-seconds='.length);
      args.maxSeconds = Number(text);
      if (!(args.maxSeconds > 0)) throw new Error(`--max-seconds needs a positive number of seconds, not ${text}`);
    }
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else if (args.file === null) args.file = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  if (args.command !== 'run' || !args.file) throw new Error('expected: run FILE.py');
  if (args.plots === undefined) throw new Error('--plots needs a directory');
  if (args.filename === undefined) throw new Error('--filename needs a name');
  return args;
}

// Regular files under `dir` (the program's folder), as absolute paths. What
// cannot be listed or read (a dangling link, a private folder) is left out.
function dataFiles(dir, depth = 0, budget = { bytes: MAX_TOTAL_BYTES }) {
  const out = [];
  for (const name of readable(() => readdirSync(dir).sort()) ?? []) {
    if (name.startsWith('.') || name === 'node_modules' || name === '__pycache__') continue;
    const path = join(dir, name);
    const info = readable(() => statSync(path));
    if (!info) continue;
    if (info.isDirectory() && depth < MAX_DEPTH) out.push(...dataFiles(path, depth + 1, budget));
    if (!info.isFile() || info.size > MAX_FILE_BYTES || info.size > budget.bytes) continue;
    budget.bytes -= info.size;
    out.push(path);
  }
  return out;
}

function readable(read) {
  try {
    return read();
  } catch {
    return null;
  }
}

function explainText(event) {
  const lines = [`[trace] ${event.fn} call ${event.call}: ${event.signature ?? ''}`.trimEnd()];
  if (event.reason) lines.push(`        reason: ${event.reason}`);
  const site = siteWords(event.site);
  if (site) lines.push(`        called on ${site}`);
  if (event.hint) lines.push(`        hint: ${event.hint}`);
  return lines.join('\n') + '\n';
}

// After the run, each function that traced: its verdict and cost.
function verdictText(summary) {
  const lines = [];
  for (const f of summary.functions ?? []) {
    const words = verdictWords(f);
    if (words) lines.push(`[verdict] ${f.fn}: ${words}`);
  }
  return lines.length ? lines.join('\n') + '\n' : '';
}

// TensorFlow's warnings as its logger prints them; tracelab's own notes plainly.
function warningLine(event) {
  const logger = event.logger ?? 'tensorflow';
  return logger === 'tensorflow' ? `WARNING:tensorflow:${event.text}\n` : `Note: ${event.text}\n`;
}

// One printed graph of --dump-graphs, headed by its function and stage.
function graphDump(event, { stage, graph }) {
  const when = stage === 'traced' ? 'as traced' : `after ${stage}`;
  return `--- ${event.fn} (concrete function ${event.concrete}) ${when} ---\n${graph.endsWith('\n') ? graph : graph + '\n'}`;
}

function makePrinter(args, plots, write) {
  if (args.json) {
    return (event) => {
      if (event.type === EVENT.plot) plots.push(event);
      write('out', JSON.stringify(event) + '\n');
    };
  }
  return (event) => {
    switch (event.type) {
      case EVENT.stdout: write('out', event.text); break;
      case EVENT.warning: write('err', warningLine(event)); break;
      case EVENT.error: write('err', event.traceback || `${event.kind}: ${event.message}\n`); break;
      case EVENT.stderr: write('err', event.text); break;
      case EVENT.trace: if (args.explain) write('err', explainText(event)); break;
      case EVENT.summary: if (args.explain) write('err', verdictText(event)); break;
      case EVENT.plot: plots.push(event); break;
      case EVENT.graph: for (const dump of event.dumps ?? []) write('out', graphDump(event, dump)); break;
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

// Output the worker sends on: consecutive writes to one stream are merged and
// posted at most every FLUSH_MS (or when large), so a print flood costs few
// messages while output before a long computation still shows at once.
const FLUSH_MS = 20;
const FLUSH_BYTES = 1 << 16;

function makeWriter() {
  let chunks = [];
  let bytes = 0;
  let last = Date.now();
  const flush = () => {
    if (chunks.length) parentPort.postMessage({ chunks });
    chunks = [];
    bytes = 0;
    last = Date.now();
  };
  const write = (stream, text) => {
    const tail = chunks[chunks.length - 1];
    if (tail && tail.stream === stream) tail.text += text;
    else chunks.push({ stream, text });
    bytes += text.length;
    if (bytes >= FLUSH_BYTES || Date.now() - last >= FLUSH_MS) flush();
  };
  return { write, flush };
}

// The worker's part: run the program, send its output, then its exit status.
async function runInWorker({ args, file, source }) {
  const { write, flush } = makeWriter();
  try {
    return runWithEngine(await loadNodeEngine(), { args, file, source }, write);
  } finally {
    flush();
  }
}

// Runs one program in a new Session of `engine` (the data files beside it
// copied in), writing its output through write(stream, text); the exit status.
// Many programs may run one after another in one engine this way.
export function runWithEngine(engine, { args, file, source }, write) {
  const limits = {};
  if (args.maxSeconds) limits.maxSeconds = args.maxSeconds;
  if (args.dumpGraphs) limits.dumpGraphs = true;
  const session = new engine.Session(limits);
  const programDir = dirname(file);
  for (const path of dataFiles(programDir)) {
    const bytes = readable(() => readFileSync(path));
    if (bytes) session.writeFile(path, bytes);
  }
  session.setWorkingDirectory(programDir);
  const plots = [];
  const printEvent = makePrinter(args, plots, write);
  let exitStatus = null;  // a SystemExit's, when one ended the program
  const print = (event) => {
    if (event.type === EVENT.exit) exitStatus = event.code;
    printEvent(event);
  };
  let ok;
  try {
    // Tracebacks name the file as python3 does (its absolute path) unless told.
    ok = session.run(source, args.filename ?? file,
      (lines) => { for (const json of lines.split('\n')) print(JSON.parse(json)); });
  } finally {
    session.delete();
  }
  if (args.plots) savePlots(args.plots, plots);
  if (exitStatus !== null) return exitStatus;
  return ok ? 0 : 1;
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
    source = readFileSync(file);  // bytes: the engine reports non-UTF-8 source as python3 does
  } catch (error) {
    process.stderr.write(`python3: can't open file '${file}': [Errno 2] No such file or directory\n`);
    return 2;
  }
  const worker = engineWorker(new URL(import.meta.url), { cliRun: true, args, file, source });
  return new Promise((done, fail) => {
    let code = null;
    let readerGone = false;
    // A reader that stops early (`| head`) ends the run quietly, as a Unix
    // command ended by SIGPIPE does (status 128 + 13).
    process.stdout.on('error', (error) => {
      if (error.code !== 'EPIPE') return fail(error);
      code = 141;
      readerGone = true;
      worker.terminate();
    });
    worker.on('message', (message) => {
      for (const { stream, text } of message.chunks ?? []) {
        if (stream === 'err') process.stderr.write(text);
        else if (!readerGone) process.stdout.write(text);
      }
      if (message.exitCode !== undefined && !readerGone) code = message.exitCode;
    });
    worker.on('error', fail);
    worker.on('exit', () => (code === null ? fail(new Error('the engine worker stopped without a result')) : done(code)));
  });
}

function fatal(error) {
  process.stderr.write(`tracelab: ${error.stack || error}\n`);
  process.exitCode = 3;
}

// Run as a command, or as the engine worker main() starts; imported (for
// runWithEngine), it does neither.
const isCommand = isMainThread && process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isCommand) {
  main(process.argv.slice(2)).then((code) => { process.exitCode = code; }, fatal);
} else if (!isMainThread && workerData?.cliRun) {
  runInWorker(workerData).then(
    (exitCode) => parentPort.postMessage({ exitCode }),
    (error) => parentPort.postMessage({ chunks: [{ stream: 'err', text: `tracelab: ${error.stack || error}\n` }], exitCode: 3 }),
  );
}
