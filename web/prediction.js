// Predict, then reveal: the learner says for each call of a tf.function
// whether it will trace or hit the cache (and the tracing count at the end);
// after the run each guess is graded against the trace and call events.
// Pure ES module (no DOM): the page's panels and Node's tests share it.
//
//   findFunctions(source)        -> [{fn, label, line}] the tf.functions a scan of the source finds
//   callOutcomes(events, fn)     -> [{call, outcome: 'trace'|'hit'|'eager', reason, concrete}]
//   grade(prediction, events)    -> per slot right/wrong, calls left unpredicted, the tracing count
//   Predictions                  the learner's predictions, kept by the page across runs
import { EVENT, callsOf } from './events.js';

export const OUTCOMES = Object.freeze(['trace', 'hit']);
const DEFAULT_SLOTS = 3;
const MAX_SLOTS = 50;

const DECORATOR = /^\s*@tf\.function\b/;
const DEF = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/;
// name = tf.function(f, ...) or tf.function(lambda ...): the engine names the
// function by what it wraps (f.__name__, "<lambda>"), the learner by `name`.
const ASSIGNED = /^\s*([A-Za-z_][\w.]*)\s*=\s*tf\.function\(\s*(lambda\b|[A-Za-z_][\w.]*)?/;

// The tf.functions a line-by-line scan finds: decorated defs and assignments.
// A scan, not a parse: it can miss a tf.function built some other way, and
// the page adds the functions a run actually called.
export function findFunctions(source) {
  const lines = String(source).split('\n');
  const found = [];
  const add = (fn, label, line) => {
    if (!found.some((f) => f.fn === fn)) found.push({ fn, label, line });
  };
  lines.forEach((text, i) => {
    if (DECORATOR.test(text)) {
      for (let j = i + 1; j < lines.length; j++) {
        const def = lines[j].match(DEF);
        if (def) { add(def[1], def[1], j + 1); break; }
      }
      return;
    }
    const assigned = text.match(ASSIGNED);
    if (!assigned) return;
    const wrapped = assigned[2] === 'lambda' ? '<lambda>' : assigned[2]?.split('.').pop();
    if (wrapped) add(wrapped, assigned[1], i + 1);
  });
  return found;
}

// Every call of `fn` in order, one entry per call: a call event with
// `calls` > 1 is that many identical cache hits. A traced call's reason is
// that of the trace event before it.
export function callOutcomes(events, fn) {
  const outcomes = [];
  let trace = null;
  for (const e of events) {
    if (e.fn !== fn) continue;
    if (e.type === EVENT.trace) trace = e;
    if (e.type !== EVENT.call) continue;
    const outcome = e.eager ? 'eager' : e.traced ? 'trace' : 'hit';
    const reason = e.traced ? trace?.reason || '' : '';
    const cause = e.traced ? trace?.cause ?? null : null;
    if (e.traced) trace = null;
    for (let k = 0; k < callsOf(e); k++) outcomes.push({ call: outcomes.length + 1, outcome, reason, cause, concrete: e.concrete });
  }
  return outcomes;
}

// The tf.functions of a run in the order they were first called.
export function calledFunctions(events) {
  const names = [];
  for (const e of events) if (e.type === EVENT.call && !names.includes(e.fn)) names.push(e.fn);
  return names;
}

// A prediction for one function: {slots: ['trace' | 'hit' | null], count: n | null}.
// Complete when every slot and the count are filled in.
export function isComplete(p) {
  return Boolean(p) && p.slots.length > 0 && p.slots.every((s) => OUTCOMES.includes(s)) && Number.isInteger(p.count);
}

// One function's prediction against what its calls did:
//   {fn, slots: [{call, predicted, actual, right, reason, concrete}], unpredicted: [calls past the slots],
//    count: {predicted, actual, right}, right, total}
// A slot past the last call is wrong (actual null); calls past the last slot
// are listed and count against the score.
export function grade(fn, prediction, events) {
  const calls = callOutcomes(events, fn);
  const slots = prediction.slots.map((predicted, i) => {
    const c = calls[i];
    return { call: i + 1, predicted, actual: c?.outcome ?? null, right: Boolean(c) && predicted === c.outcome,
      reason: c?.reason ?? '', cause: c?.cause ?? null, concrete: c?.concrete ?? null };
  });
  const actualCount = calls.filter((c) => c.outcome === 'trace').length;
  const count = { predicted: prediction.count, actual: actualCount, right: prediction.count === actualCount };
  const unpredicted = calls.slice(slots.length);
  const right = slots.filter((s) => s.right).length + (count.right ? 1 : 0);
  return { fn, slots, unpredicted, count, right, total: Math.max(slots.length, calls.length) + 1 };
}

// The learner's predictions, per function name. The page keeps one store:
// the Predict tab and an exercise that asks for a prediction edit the same
// one; startRun() freezes what was predicted before the run started.
export class Predictions {
  constructor() {
    this.byFn = new Map();
    this.lastCalls = new Map();  // fn -> calls in the last run, to size a new strip
    this.lastFunctions = [];     // what the last run called, beyond what the scan finds
    this.forRun = null;          // fn -> prediction, frozen when the run started
    this.listeners = new Set();
  }

  onChange(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed() {
    for (const listener of this.listeners) listener();
  }

  // The functions to predict for: the source's, then the last run's others.
  functions(source) {
    const found = findFunctions(source);
    for (const fn of this.lastFunctions) if (!found.some((f) => f.fn === fn)) found.push({ fn, label: fn, line: 0 });
    return found;
  }

  get(fn) {
    if (!this.byFn.has(fn)) {
      const n = Math.min(this.lastCalls.get(fn) ?? DEFAULT_SLOTS, MAX_SLOTS);
      this.byFn.set(fn, { slots: Array(Math.max(n, 1)).fill(null), count: null });
    }
    return this.byFn.get(fn);
  }

  setSlot(fn, index, outcome) {
    const p = this.get(fn);
    if (index < 0 || index >= p.slots.length || (outcome !== null && !OUTCOMES.includes(outcome))) return;
    p.slots[index] = outcome;
    this.changed();
  }

  setSlots(fn, outcomes) {
    const p = this.get(fn);
    p.slots = p.slots.map((s, i) => (OUTCOMES.includes(outcomes[i]) ? outcomes[i] : null));
    this.changed();
  }

  setSlotCount(fn, n) {
    const p = this.get(fn);
    const wanted = Math.min(Math.max(Math.trunc(n) || 1, 1), MAX_SLOTS);
    p.slots = p.slots.slice(0, wanted).concat(Array(Math.max(0, wanted - p.slots.length)).fill(null));
    this.changed();
  }

  setCount(fn, n) {
    this.get(fn).count = Number.isInteger(n) && n >= 0 ? n : null;
    this.changed();
  }

  // The predictions in force for the run that starts now (copies: later
  // edits are for the next run).
  startRun() {
    this.forRun = new Map([...this.byFn].map(([fn, p]) => [fn, { slots: [...p.slots], count: p.count }]));
  }

  // The run ended: grade what was predicted before it and size the next strips.
  finishRun(events) {
    this.lastFunctions = calledFunctions(events);
    for (const fn of this.lastFunctions) {
      const calls = callOutcomes(events, fn).length;
      this.lastCalls.set(fn, calls);
      // A strip nobody filled in yet takes the size of the run just seen.
      const p = this.byFn.get(fn);
      if (p && !p.slots.some(Boolean) && p.count === null) p.slots = Array(Math.min(Math.max(calls, 1), MAX_SLOTS)).fill(null);
    }
    this.changed();
  }

  // The graded predictions of the last run: fn -> grade (only functions predicted before it).
  graded(events) {
    const out = new Map();
    for (const [fn, p] of this.forRun || []) {
      if (p.slots.some(Boolean) || p.count !== null) out.set(fn, grade(fn, p, events));
    }
    return out;
  }
}

export const MAX_PREDICTION_SLOTS = MAX_SLOTS;
