// Steps: replays a trace one Python line at a time from the run's trace_steps
// events (the program is not run again). For the chosen trace, buttons, a
// slider and the arrow keys move through its steps: the editor marks the line,
// the graph grows with that line's nodes marked, the symbolic tensors and
// Python locals show beside it, and a `print` shows at the step that printed
// it. The last position is the run phase: the calls that ran the concrete
// function, each with its tf.print output (Python lines do not run again).
import { button, el } from '../dom.js';
import { EVENT, callsOf } from '../events.js';
import { StepperModel, replay } from './stepper_model.js';
import { StepDrawing, layoutWhole } from './stepper_graph.js';
import { countNodes } from './graph_layout.js';
import { t, tn } from '../i18n/i18n.js';

const MAX_DRAWN = 600;  // as the Graph panel: beyond this the drawing is left out

export class StepperPanel {
  // editor: the page's editor (highlightLine / clearHighlight with kind 'step');
  // getCode(): the program as it was run, for the text of each line.
  constructor(root, { editor, getCode } = {}) {
    Object.assign(this, { root, editor, getCode: getCode || (() => '') });
    root.classList.add('stepper');
    root.addEventListener('keydown', (e) => this.key(e));
    this.build();
    this.clear();
  }

  // A new language: the controls are built again and the same step is shown.
  relabel(events) {
    const [key, index] = [this.current?.key, this.index];
    this.root.replaceChildren();
    this.build();
    this.clear();
    this.addEvents(events);
    if (key && this.show(key)) this.go(index);
  }

  build() {
    const bar = el('div', 'stepper-bar');
    const pick = el('label', 'stepper-pick', `${t('steps.trace')} `);
    this.select = el('select', 'stepper-select');
    this.select.addEventListener('change', () => this.show(this.select.value));
    pick.append(this.select);
    bar.append(pick, this.controls());
    this.where = el('p', 'stepper-where');
    this.where.setAttribute('aria-live', 'polite');
    this.note = el('p', 'stepper-note');
    const body = el('div', 'stepper-body');
    this.canvas = el('div', 'stepper-canvas');
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('aria-label', t('steps.canvas_label'));
    this.side = el('div', 'stepper-side');
    body.append(this.canvas, this.side);
    this.root.append(bar, this.where, this.note, body);
  }

  controls() {
    const box = el('div', 'stepper-controls');
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', t('steps.controls'));
    const add = (text, label, move) => box.appendChild(button(text, label, () => this.go(move())));
    this.first = add('«', t('steps.first'), () => 0);
    this.prev = add('◀', t('steps.previous'), () => this.index - 1);
    this.slider = el('input', 'stepper-slider');
    Object.assign(this.slider, { type: 'range', min: 0, step: 1 });
    this.slider.setAttribute('aria-label', t('steps.slider'));
    this.slider.addEventListener('input', () => this.go(Number(this.slider.value)));
    box.append(this.slider);
    this.next = add('▶', t('steps.next'), () => this.index + 1);
    this.last = add('»', t('steps.run_phase'), () => this.positions - 1);
    return box;
  }

  // Left/Right step, Home/End go to the ends, wherever the focus is in the
  // panel (the slider moves itself; the trace list keeps its own keys).
  key(e) {
    if (e.target === this.select || e.target === this.slider || e.altKey || e.ctrlKey || e.metaKey) return;
    const to = { ArrowLeft: this.index - 1, ArrowRight: this.index + 1, Home: 0, End: this.positions - 1 }[e.key];
    if (to === undefined || !this.current) return;
    e.preventDefault();
    this.go(to);
  }

  clear() {
    this.model = new StepperModel();
    this.current = null;
    this.index = 0;
    this.positions = 0;
    this.lines = null;
    this.select.replaceChildren();
    this.select.disabled = true;
    this.setEnabled(false);
    this.where.textContent = t('steps.empty');
    this.note.textContent = '';
    this.canvas.replaceChildren();
    this.side.replaceChildren();
  }

  addEvents(events) {
    let changed = false;
    let stepsOfCurrent = false;
    for (const event of events) {
      this.model.add(event);
      changed ||= event.type === EVENT.trace || event.type === EVENT.trace_steps || event.type === EVENT.call;
      // A trace's steps arrive after its trace event, which may already be shown.
      stepsOfCurrent ||= event.type === EVENT.trace_steps && this.current?.key === `${event.fn}#${event.concrete}`;
    }
    if (stepsOfCurrent) this.show(this.current.key);
    if (changed) this.refreshList();
  }

  refreshList() {
    const traces = this.model.list();
    if (traces.length === this.select.options.length) {
      if (this.current && this.index === this.positions - 1) this.render();  // new calls in the run phase
      return;
    }
    for (const trace of traces.slice(this.select.options.length)) {
      const option = el('option', '', traceName(trace));
      option.value = trace.key;
      this.select.append(option);
    }
    this.select.disabled = false;
    if (!this.current) this.show(traces.find((trace) => trace.steps)?.key || traces[0].key);
  }

  // Shows the trace of concrete function `key` ("fn#concrete") from its first step.
  show(key) {
    const entry = this.model.traces.get(key);
    if (!entry?.trace) return false;
    this.current = entry;
    this.select.value = key;
    this.lines ||= this.getCode().split('\n');
    const steps = entry.steps?.steps || [];
    this.timeline = replay(steps);
    this.layout = entry.graph && countNodes(entry.graph, new Set()) <= MAX_DRAWN ? layoutWhole(entry.graph) : null;
    this.positions = steps.length + 1;  // the steps, then the run phase
    this.slider.max = String(this.positions - 1);
    this.note.textContent = this.noteFor(entry);
    this.go(0);
    return true;
  }

  noteFor(entry) {
    if (!entry.steps) return t('steps.no_steps');
    const { truncated, lines, steps } = entry.steps;
    if (!truncated) return '';
    return t('steps.truncated', { lines, steps: steps.length, why: truncationWords(truncated) });
  }

  go(index) {
    if (!this.current) return;
    this.index = Math.max(0, Math.min(this.positions - 1, index));
    this.slider.value = String(this.index);
    this.render();
  }

  setEnabled(on) {
    for (const control of [this.first, this.prev, this.slider, this.next, this.last]) control.disabled = !on;
  }

  render() {
    const steps = this.current.steps?.steps || [];
    const runPhase = this.index >= steps.length;
    this.setEnabled(true);
    this.first.disabled = this.prev.disabled = this.index === 0;
    this.next.disabled = this.last.disabled = this.index === this.positions - 1;
    const drawn = runPhase ? Infinity : this.index;
    this.drawGraph(drawn);
    if (runPhase) this.renderRunPhase(steps.length);
    else this.renderStep(steps[this.index]);
  }

  drawGraph(index) {
    const { madeAt } = this.timeline;
    const made = index === Infinity ? madeAt.size : [...madeAt.values()].filter((i) => i <= index).length;
    const fresh = index === Infinity ? 0 : [...madeAt.values()].filter((i) => i === index).length;
    Object.assign(this.root.dataset, { made, fresh, position: index === Infinity ? 'run' : String(index) });
    if (!this.layout) {
      this.canvas.replaceChildren(el('p', 'empty', this.current.graph ? t('steps.too_big', { max: MAX_DRAWN }) : ''));
      return;
    }
    const drawing = new StepDrawing(this.layout, this.timeline, index);
    const picture = drawing.svg(fresh ? t('steps.made_fresh', { made, fresh }) : t('steps.made', { made }));
    // Readable labels: natural size when it fits, else at least 70% of it; the
    // canvas scrolls to the line's nodes.
    const room = this.canvas.clientWidth - 8;
    const { width } = this.layout;
    picture.setAttribute('width', String(width <= room ? width : Math.ceil(Math.max(room, width * 0.7))));
    this.canvas.replaceChildren(picture);
    picture.querySelector('.step-new')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  renderStep(step) {
    const total = this.positions - 1;
    this.where.textContent = t('steps.where', {
      n: this.index + 1, total, line: step.line, scope: step.scope, made: this.root.dataset.made,
    });
    this.editor?.highlightLine(step.line, { kind: 'step', focus: false, col: step.col, endCol: step.end_col });
    const sections = [el('pre', 'stepper-code', (this.lines?.[step.line - 1] ?? '').trim() || ' ')];
    sections.push(this.listSection(t('steps.nodes_made', { n: step.nodes.length }), step.nodes,
      (n) => [el('code', 'op', n.op), n.in ? t('steps.node_in', { name: n.name, path: n.in.join(' / ') }) : ` ${n.name}`],
      'stepper-nodes'));
    if (step.values.length) {
      sections.push(this.listSection(t('steps.values'), step.values,
        (v) => [el('code', '', `${v.name} = ${v.repr}`)], 'stepper-values'));
    }
    sections.push(this.localsSection(step.locals));
    if (step.stdout) sections.push(this.printedSection(step.stdout));
    this.side.replaceChildren(...sections);
  }

  listSection(title, items, render, className) {
    const box = el('section', className);
    box.append(el('h4', '', title));
    const list = el('ul');
    for (const item of items) {
      const li = el('li');
      li.append(...render(item));
      list.append(li);
    }
    if (items.length) box.append(list);
    return box;
  }

  localsSection(locals) {
    const box = el('section', 'stepper-locals');
    box.append(el('h4', '', t('steps.locals')));
    if (!locals.length) box.append(el('p', 'muted', t('steps.no_locals')));
    const table = el('table');
    for (const local of locals) {
      const row = el('tr', local.changed ? 'changed' : '');
      row.append(el('th', '', local.name), el('td', '', local.repr));
      table.append(row);
    }
    if (locals.length) box.append(table);
    return box;
  }

  printedSection(text) {
    const box = el('section', 'stepper-printed');
    box.append(el('h4', '', t('steps.printed')), el('pre', '', text));
    return box;
  }

  renderRunPhase(stepCount) {
    const { calls, concrete, fn } = this.current;
    const count = calls.reduce((n, c) => n + callsOf(c), 0);
    this.where.textContent = tn('steps.run_where', count, { concrete });
    this.editor?.clearHighlight('step');
    const box = el('section', 'stepper-run');
    box.append(el('h4', '', t('steps.calls_of', { fn, concrete })));
    const list = el('ol', 'stepper-calls');
    for (const call of calls) list.append(this.callItem(call));
    box.append(calls.length ? list : el('p', 'muted', t('steps.no_call')));
    const traceSteps = stepCount ? tn('steps.steps_before', stepCount) : '';
    this.side.replaceChildren(box, el('p', 'muted', traceSteps));
  }

  callItem(call) {
    const item = el('li');
    item.dataset.call = String(call.call);
    const which = call.first === call.call ? t('steps.call', { call: call.call })
      : t('steps.calls', { first: call.first, last: call.call });
    const kind = t(call.traced ? 'steps.traced_then_ran' : 'steps.cache_hit');
    item.append(el('span', 'call-head', t('steps.call_head', { which, kind, us: Number(call.us).toFixed(1) })));
    if (call.printed) item.append(el('pre', 'run-printed', call.printed));
    return item;
  }
}

// A trace in the list: its function, the call that traced it, its concrete function and signature.
function traceName(trace) {
  const args = { fn: trace.fn, call: trace.trace.call, concrete: trace.concrete, signature: trace.trace.signature || '' };
  return t(trace.trace.call ? 'steps.option_call' : 'steps.option_concrete', args).trim();
}

// The engine says why it stopped recording in English; its two reasons are page strings here.
function truncationWords(truncated) {
  const run = /^the run's budget of (\d+)/.exec(truncated);
  if (run) return t('steps.truncated_run', { n: run[1] });
  const trace = /^only the first (\d+) lines/.exec(truncated);
  return trace ? t('steps.truncated_trace', { n: trace[1] }) : truncated;
}
