// What the stepper replays, built from a run's events alone (no DOM): each
// trace with its recorded steps and graph, and the calls that ran its concrete
// function with the tf.print output of each.
import { EVENT, callsOf } from '../events.js';

// A node's key in a graph with nested bodies: the names and body attrs that
// lead to it, then its own name (names may hold '/', so the parts stay apart).
export const nodeKey = (path, name) => JSON.stringify([...path, name]);

export class StepperModel {
  constructor() {
    this.traces = new Map();    // "fn#concrete" -> {trace, graph, steps, calls}
    this.pendingPrints = new Map();  // fn -> tf.print text waiting for its call event
  }

  entry(fn, concrete) {
    const key = `${fn}#${concrete}`;
    if (!this.traces.has(key)) this.traces.set(key, { key, fn, concrete, trace: null, graph: null, steps: null, calls: [] });
    return this.traces.get(key);
  }

  add(event) {
    switch (event.type) {
      case EVENT.trace: this.entry(event.fn, event.concrete).trace = event; break;
      case EVENT.graph: this.entry(event.fn, event.concrete).graph = event.graph; break;
      case EVENT.trace_steps: this.entry(event.fn, event.concrete).steps = event; break;
      case EVENT.stdout:
        if (event.phase === 'run') this.pendingPrints.set(event.fn, (this.pendingPrints.get(event.fn) || '') + event.text);
        break;
      case EVENT.call: this.addCall(event); break;
      default: break;
    }
  }

  // A call event comes after the call ran, so the tf.print text before it is its own.
  addCall(event) {
    const printed = this.pendingPrints.get(event.fn) || '';
    this.pendingPrints.delete(event.fn);
    if (!event.concrete) return;
    const first = event.call - callsOf(event) + 1;
    this.entry(event.fn, event.concrete).calls.push({ ...event, first, printed });
  }

  // The traces to choose from, in the order they happened.
  list() { return [...this.traces.values()].filter((t) => t.trace); }
}

// When each node appeared: madeAt (key -> the step that made it) and
// holderAt (key of a While/If -> the first step that made a node of its bodies,
// which may come before the While/If itself is made, after its body ran).
export function replay(steps) {
  const madeAt = new Map();
  const holderAt = new Map();
  steps.forEach((step, index) => {
    for (const node of step.nodes) {
      const path = node.in || [];
      madeAt.set(nodeKey(path, node.name), index);
      for (let i = 0; i + 1 < path.length; i += 2) {
        const holder = nodeKey(path.slice(0, i), path[i]);
        if (!holderAt.has(holder)) holderAt.set(holder, index);
      }
    }
  });
  return { madeAt, holderAt };
}
