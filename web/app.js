// The page shell: wires the editor, the engine Worker and the panels.
// Panels read events; only engine_worker.js touches the engine itself.
import { createEditor } from './editor.js';
import { ConsolePanel } from './panels/console.js';
import { EngineClient } from './engine_client.js';
import { codeFromHash, hashForCode } from './share.js';

const CODE_KEY = 'tracelab.code';
const THEME_KEY = 'tracelab.theme';

const STARTER = `import tensorflow as tf

@tf.function
def square(x):
    print("Tracing square with", x)  # runs only while tracing
    return x * x

print(square(tf.constant(2.0)))
print(square(tf.constant(3.0)))  # same signature: no new trace
`;

// The page has a Stop button, so it lifts the step limit that keeps headless
// runs from looping forever; recursion and memory limits stay as they are.
const PAGE_LIMITS = { maxSteps: 1e15 };

const $ = (id) => document.getElementById(id);

function storedCode() {
  try {
    return localStorage.getItem(CODE_KEY);
  } catch {
    return null;  // storage can be disabled; the page still works
  }
}

function storeCode(text) {
  try {
    localStorage.setItem(CODE_KEY, text);
  } catch {
    /* private mode or quota: keeping the code is best effort */
  }
}

function initialCode() {
  const shared = codeFromHash(location.hash);
  if (shared !== null) {
    storeCode(shared);
    return shared;
  }
  return storedCode() ?? STARTER;
}

function setupTheme() {
  const button = $('theme-toggle');
  const apply = (theme) => {
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
    const dark = theme ? theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
    button.setAttribute('aria-pressed', String(dark));
  };
  let saved = null;
  try { saved = localStorage.getItem(THEME_KEY); } catch { /* default theme */ }
  apply(saved);
  button.addEventListener('click', () => {
    const dark = button.getAttribute('aria-pressed') === 'true';
    const next = dark ? 'light' : 'dark';
    try { localStorage.setItem(THEME_KEY, next); } catch { /* not kept */ }
    apply(next);
  });
}

function setStatus(state, text) {
  const status = $('status');
  status.dataset.state = state;
  status.textContent = text;
  const running = state === 'running';
  $('stop').disabled = !running;
  document.body.classList.toggle('is-running', running);
}

function main() {
  setupTheme();
  let editor;
  const output = new ConsolePanel($('console'), {
    onErrorClick: (line) => editor.highlightLine(line),
  });
  const engine = new EngineClient({
    onEvents: (events) => output.addEvents(events),
    onDone: ({ ok, error }) => {
      if (error) output.note(`The engine stopped: ${error}`, 'error');
      setStatus('ready', ok ? 'Finished' : 'Finished with an error');
    },
    onStatus: (state, text) => {
      if (state === 'failed') output.note(text, 'error');
      setStatus(state, text);
    },
  });
  const run = () => {
    // run() first: it flushes what a still-running program printed, then the
    // console starts empty for this run.
    engine.run(editor.getCode(), { limits: PAGE_LIMITS });
    output.clear();
    editor.clearHighlight();
  };
  editor = createEditor($('editor'), {
    doc: initialCode(),
    onRun: run,
    onChange: storeCode,
    label: 'Python program',
  });
  $('run').addEventListener('click', run);
  $('stop').addEventListener('click', () => {
    if (engine.stop()) output.note('Stopped.');
  });
  $('share').addEventListener('click', () => share(editor.getCode()));
  $('clear').addEventListener('click', () => output.clear());
  window.tracelab = { editor, engine, output };  // for the browser tests and the curious
}

async function share(code) {
  history.replaceState(null, '', hashForCode(code));
  let copied = false;
  try {
    await navigator.clipboard.writeText(location.href);
    copied = true;
  } catch {
    /* clipboard needs permission; the address bar has the link anyway */
  }
  $('share-status').textContent = copied ? 'Link copied' : 'Link is in the address bar';
}

main();
