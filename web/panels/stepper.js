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
import { countNodes } from './graph.js';

const MAX_DRAWN = 600;  // as the Graph panel: beyond this the drawing is left out

export class StepperPanel {
  // editor: the page's editor (highlightLine / clearHighlight with kind 'step');
  // getCode(): the program as it was run, for the text of each line.
  constructor(root, { editor, getCode } = {}) {
    Object.assign(this, { root, editor, getCode: getCode || (() => '') });
    root.classList.add('stepper');
    this.build();
    this.clear();
  }

  build() {
    const bar = el('div', 'stepper-bar');
    const pick = el('label', 'stepper-pick', 'Trace ');
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
    this.canvas.setAttribute('aria-label', 'The graph as this step left it');
    this.side = el('div', 'stepper-side');
    body.append(this.canvas, this.side);
    this.root.append(bar, this.where, this.note, body);
    this.root.addEventListener('keydown', (e) => this.key(e));
  }

  controls() {
    const box = el('div', 'stepper-controls');
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', 'Step through the trace');
    const add = (text, label, move) => box.appendChild(button(text, label, () => this.go(move())));
    this.first = add('«', 'First step', () => 0);
    this.prev = add('◀', 'Previous step', () => this.index - 1);
    this.slider = el('input', 'stepper-slider');
    Object.assign(this.slider, { type: 'range', min: 0, step: 1 });
    this.slider.setAttribute('aria-label', 'Step');
    this.slider.addEventListener('input', () => this.go(Number(this.slider.value)));
    box.append(this.slider);
    this.next = add('▶', 'Next step', () => this.index + 1);
    this.last = add('»', 'Run phase', () => this.positions - 1);
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
    this.where.textContent = 'No trace yet: call a tf.function to trace one, then step through it here.';
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
    for (const t of traces.slice(this.select.options.length)) {
      const call = t.trace.call ? `call ${t.trace.call}` : 'get_concrete_function';
      const option = el('option', '', `${t.fn} ${call}, concrete #${t.concrete} ${t.trace.signature || ''}`.trim());
      option.value = t.key;
      this.select.append(option);
    }
    this.select.disabled = false;
    if (!this.current) this.show(traces.find((t) => t.steps)?.key || traces[0].key);
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
    if (!entry.steps) return 'No Python line of the program ran while this function traced (or the run did not record steps).';
    const { truncated, lines, steps } = entry.steps;
    if (!truncated) return '';
    return `This trace ran ${lines} Python lines; ${steps.length} steps were recorded (${truncated}).`;
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
      this.canvas.replaceChildren(el('p', 'empty', this.current.graph ? `The graph has more than ${MAX_DRAWN} nodes: the Graph tab summarizes it.` : ''));
      return;
    }
    const drawing = new StepDrawing(this.layout, this.timeline, index);
    const picture = drawing.svg(`${made} nodes made so far${fresh ? `, ${fresh} on this line` : ''}`);
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
    this.where.textContent = `Step ${this.index + 1} of ${total} · line ${step.line} in ${step.scope} · ` +
      `${this.root.dataset.made} nodes so far`;
    this.editor?.highlightLine(step.line, { kind: 'step', focus: false, col: step.col, endCol: step.end_col });
    const sections = [el('pre', 'stepper-code', (this.lines?.[step.line - 1] ?? '').trim() || ' ')];
    sections.push(this.listSection(`Nodes made on this line (${step.nodes.length})`, step.nodes,
      (n) => [el('code', 'op', n.op), ` ${n.name}${n.in ? ` (in ${n.in.join(' / ')})` : ''}`], 'stepper-nodes'));
    if (step.values.length) {
      sections.push(this.listSection('Symbolic tensors bound on this line', step.values,
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
    box.append(el('h4', '', 'Python locals after this line'));
    if (!locals.length) box.append(el('p', 'muted', 'none of simple kinds'));
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
    box.append(el('h4', '', 'print() output of this line (trace time only)'), el('pre', '', text));
    return box;
  }

  renderRunPhase(stepCount) {
    const { calls, concrete, fn } = this.current;
    const count = calls.reduce((n, c) => n + callsOf(c), 0);
    this.where.textContent = `Run phase · concrete function #${concrete} ran ${count} time${count === 1 ? '' : 's'}; ` +
      'its Python lines do not run again, only the graph.';
    this.editor?.clearHighlight('step');
    const box = el('section', 'stepper-run');
    box.append(el('h4', '', `Calls of ${fn} that ran #${concrete}`));
    const list = el('ol', 'stepper-calls');
    for (const call of calls) list.append(this.callItem(call));
    box.append(calls.length ? list : el('p', 'muted', 'No call ran it (yet).'));
    const traceSteps = stepCount ? `${stepCount} trace steps before this.` : '';
    this.side.replaceChildren(box, el('p', 'muted', traceSteps));
  }

  callItem(call) {
    const item = el('li');
    item.dataset.call = String(call.call);
    const which = call.first === call.call ? `call ${call.call}` : `calls ${call.first}–${call.call}`;
    const kind = call.traced ? 'traced, then ran' : 'cache hit';
    item.append(el('span', 'call-head', `${which}: ${kind}, ${Number(call.us).toFixed(1)} µs`));
    if (call.printed) item.append(el('pre', 'run-printed', call.printed));
    return item;
  }
}
