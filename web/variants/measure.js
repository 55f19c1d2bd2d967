// The three variants measured fairly: in an engine Worker of their own (the
// learner's engine and panels are not touched), each variant runs once to
// warm up — V8 optimizes the engine's hot code during the first runs, so
// whichever traces first after the page loads would look slower — and then
// once more, measured, in the same order. Resolves to [{variant, events}]
// from the measured round.
import { EngineWorker } from '../engine_client.js';
import { VARIANTS, variantCode } from './variants.js';

const LIMITS = { maxSteps: 1e9, maxSeconds: 60 };

export async function measureVariants() {
  const codes = await Promise.all(VARIANTS.map((v) => variantCode(v)));
  const runs = new Map();  // run id -> {lines, done, fail}
  let ready;
  const started = new Promise((resolve, reject) => { ready = { resolve, reject }; });
  // A Worker that fails fails the measurement, whether it was starting or running.
  const fail = (text) => {
    ready.reject(new Error(text));
    for (const run of runs.values()) run.fail(new Error(text));
  };
  const worker = new EngineWorker((w, message) => {
    if (message.type === 'ready') ready.resolve();
    else if (message.type === 'fatal') fail(message.message);
    const run = runs.get(message.id);
    if (!run) return;
    if (message.type === 'events') run.lines.push(message.lines);
    if (message.type === 'done') run.done(message);
  }, (w, text) => fail(text));
  let id = 0;
  const runOnce = (source) => new Promise((resolve, reject) => {
    id += 1;
    const run = { lines: [], done: null, fail: reject };
    run.done = (message) => {
      if (message.error) reject(new Error(message.error));
      else resolve(run.lines.join('\n').split('\n').filter(Boolean).map((line) => JSON.parse(line)));
    };
    runs.set(id, run);
    worker.post({ type: 'run', id, source, files: {}, limits: LIMITS, filename: 'main.py' });
  });
  try {
    await started;
    for (const code of codes) await runOnce(code);  // warm-up round, thrown away
    const measured = [];
    for (const [i, code] of codes.entries()) measured.push({ variant: VARIANTS[i], events: await runOnce(code) });
    return measured;
  } finally {
    worker.terminate();
  }
}
