// A run as a Jupyter notebook (nbformat 4.5) that runs in real TensorFlow,
// so a teacher can confirm there what tracelab showed. The cells: a note,
// a setup cell that collects what the `tensorflow` logger logs and what the
// program prints, the program cut into cells (python_cells.js), and a check
// cell. The check asserts only what TensorFlow itself guarantees: each
// module-level tf.function's tracing count (experimental_get_tracing_count)
// and how many frequent-retracing warnings TensorFlow logged for it. The
// printed output is compared and any difference shown, not asserted: random
// numbers and timings differ from run to run.
// No DOM here: the page downloads the text, the tests build it in Node.
import { EVENT } from './events.js';
import { programCells } from './python_cells.js';

const MAX_PRINTED_CHARS = 64 << 10;  // printed text kept for the comparison
const KERNEL = {
  kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' },
  language_info: { name: 'python' },
};

const SETUP = `# Set up by tracelab before the program: collect the warnings TensorFlow
# logs (its retracing warnings) and everything the program prints, for the
# check at the end.
import logging
import sys


class TracelabLog(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


class TracelabTee:
    """Writes to the notebook's stdout and keeps a copy."""

    def __init__(self, stream):
        self.tracelab_original = stream
        self.parts = []

    def write(self, text):
        self.parts.append(text)
        return self.tracelab_original.write(text)

    def __getattr__(self, name):
        return getattr(self.tracelab_original, name)


tracelab_log = TracelabLog()
logging.getLogger("tensorflow").addHandler(tracelab_log)
sys.stdout = tracelab_stdout = TracelabTee(getattr(sys.stdout, "tracelab_original", sys.stdout))`;

const CHECK = `import difflib
import re

sys.stdout = tracelab_stdout.tracelab_original
logging.getLogger("tensorflow").removeHandler(tracelab_log)


def tracelab_retracing_warnings(name):
    pattern = re.compile(r"calls to <function " + re.escape(name) + r" at 0x[0-9a-fA-F]+> triggered tf\\.function retracing")
    return sum(1 for message in tracelab_log.messages if pattern.search(message))


for name, count in TRACING_COUNTS.items():
    traced = globals()[name].experimental_get_tracing_count()
    assert traced == count, f"{name} traced {traced} times here, {count} times in tracelab"
for name, count in RETRACING_WARNINGS.items():
    logged = tracelab_retracing_warnings(name)
    assert logged == count, f"TensorFlow logged {logged} retracing warnings for {name} here, {count} in tracelab"
print("Tracing counts and retracing warnings are as tracelab showed:", TRACING_COUNTS, RETRACING_WARNINGS)

printed = "".join(tracelab_stdout.parts)
if PRINTED_IS_PREFIX:
    printed = printed[:len(PRINTED)]
if printed == PRINTED:
    print("The printed output is the same as in tracelab.")
else:
    print("The printed output differs from tracelab's (expected where it prints random numbers or timings, or calls tf.print, which TensorFlow writes to stderr):")
    print("".join(difflib.unified_diff(PRINTED.splitlines(True), printed.splitlines(True), "tracelab", "TensorFlow")))`;

// The notebook for a program and the events of its run, as a JSON-ready object.
export function buildNotebook(source, events, { title = 'A tracelab program' } = {}) {
  const summary = events.find((e) => e.type === EVENT.summary);
  const checked = checkedFunctions(source, summary);
  const cells = [
    markdown('intro', introText(title, checked, summary, events)),
    code('tracelab-setup', SETUP),
    ...programCells(source).map((text, i) => code(`program-${i + 1}`, text)),
    code('tracelab-check', checkText(checked, printedText(events))),
  ];
  return { cells, metadata: KERNEL, nbformat: 4, nbformat_minor: 5 };
}

export function notebookJson(source, events, options) {
  return `${JSON.stringify(buildNotebook(source, events, options), null, 1)}\n`;
}

// The summary's functions the notebook can name: a module-level def with a
// tf.function decorator, reported once. Others (methods, Keras's own step
// functions, functions made in a loop) are listed in the note as unchecked.
function checkedFunctions(source, summary) {
  const functions = summary?.functions ?? [];
  const counted = new Map();
  for (const f of functions) counted.set(f.fn, (counted.get(f.fn) ?? 0) + 1);
  const ok = (f) => counted.get(f.fn) === 1 && isModuleTfFunction(source, f.fn);
  return { checked: functions.filter(ok), unchecked: [...new Set(functions.filter((f) => !ok(f)).map((f) => f.fn))] };
}

// `def name(` at column 0 under decorators that include @tf.function.
function isModuleTfFunction(source, name) {
  if (!/^[A-Za-z_]\w*$/.test(name)) return false;
  const lines = source.split('\n');
  const at = lines.findIndex((line) => new RegExp(`^(async\\s+)?def\\s+${name}\\s*\\(`).test(line));
  if (at < 0) return false;
  let top = at;
  while (top > 0 && lines[top - 1].trim() !== '' && !/^[A-Za-z_]/.test(lines[top - 1])) top--;
  return lines.slice(top, at).some((line) => /^@tf\.function\b/.test(line));
}

// What the program printed; tf.print in a graph is left out (TensorFlow writes it to stderr).
function printedText(events) {
  return events.filter((e) => e.type === EVENT.stdout && e.phase !== 'run').map((e) => e.text).join('');
}

function checkText({ checked }, printed) {
  const table = (field) => `{${checked.map((f) => `${pyString(f.fn)}: ${f[field]}`).join(', ')}}`;
  return [
    '# What tracelab showed for this program, checked in TensorFlow.',
    `TRACING_COUNTS = ${table('tracing_count')}`,
    `RETRACING_WARNINGS = ${table('warnings')}`,
    `PRINTED = ${pyString(printed.slice(0, MAX_PRINTED_CHARS))}`,
    `PRINTED_IS_PREFIX = ${printed.length > MAX_PRINTED_CHARS ? 'True' : 'False'}`,
    CHECK,
  ].join('\n');
}

function introText(title, { checked, unchecked }, summary, events) {
  const error = events.find((e) => e.type === EVENT.error);
  const lines = [
    `# ${title.replace(/[\r\n]+/g, ' ')}`,
    '',
    'Exported from tracelab. Run all cells in TensorFlow 2: the first collects what TensorFlow logs and what the program prints, the last checks it against what tracelab showed.',
    '',
    `Checked: ${checked.length ? checked.map((f) => `\`${f.fn}\``).join(', ') : 'no module-level tf.function'} (tracing count and retracing warnings).`,
  ];
  if (unchecked.length) lines.push('', `Not checked (not a module-level \`@tf.function\` def): ${unchecked.map((n) => `\`${n}\``).join(', ')}.`);
  if (error) lines.push('', `In tracelab the program stopped with ${error.kind}; run the cells after it by hand.`);
  if (!summary) lines.push('', 'tracelab had not finished this run; the check has nothing to compare.');
  return lines.join('\n');
}

// A Python string literal: JSON's escapes are Python's, and the only
// difference (JSON's \u escapes for controls) is valid Python too.
const pyString = (text) => JSON.stringify(text);

const sourceLines = (text) => text.split(/(?<=\n)/);
const markdown = (id, text) => ({ cell_type: 'markdown', id, metadata: {}, source: sourceLines(text) });
const code = (id, text) => ({ cell_type: 'code', id, metadata: {}, execution_count: null, outputs: [], source: sourceLines(text) });
