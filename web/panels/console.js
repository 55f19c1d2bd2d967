// Console panel: the program's output as the learner would see it in a
// terminal, with each stdout line marked by the phase that printed it
// (eager Python, tracing, or the running graph), warnings styled as
// TensorFlow logs them, errors with their traceback, and Keras progress
// (one event per epoch) as a progress bar. Reads events only.
const MAX_LINES = 5000;  // older lines are dropped so a flood cannot stall the page

const PHASE_LABELS = { eager: 'eager', trace: 'trace', run: 'graph' };
const PHASE_TITLES = {
  eager: 'printed by ordinary Python code',
  trace: 'printed while tf.function traced the function',
  run: 'printed by tf.print inside the running graph',
};

// TensorFlow's warnings as its logger prints them; tracelab's own notes plainly.
function warningText(event) {
  return (event.logger ?? 'tensorflow') === 'tensorflow' ? `WARNING:tensorflow:${event.text}` : `Note: ${event.text}`;
}

export class ConsolePanel {
  // onErrorClick(line): the learner asked to see an error's line;
  // onError(event): an error event arrived (the page marks it in the editor).
  constructor(root, { onErrorClick, onError } = {}) {
    this.root = root;
    this.onErrorClick = onErrorClick || (() => {});
    this.onError = onError || (() => {});
    this.clear();
  }

  clear() {
    this.root.replaceChildren();
    this.open = null;  // the stdout line still waiting for its newline
    this.lines = 0;
    this.trimmed = null;
    this.progress = new Map();  // label -> the bar later events with that label move
  }

  addEvents(events) {
    const stick = this.root.scrollHeight - this.root.scrollTop - this.root.clientHeight < 40;
    for (const event of events) this.addEvent(event);
    this.trim();
    if (stick) this.root.scrollTop = this.root.scrollHeight;
  }

  addEvent(event) {
    if (event.type === 'stdout') this.addStdout(event.text || '', event.phase || 'eager');
    else if (event.type === 'warning') this.addBlock('warning', warningText(event));
    else if (event.type === 'error') this.addError(event);
    else if (event.type === 'progress') this.addProgress(event);
  }

  // Keras reports progress once per epoch under one label, between its own
  // "Epoch i/n" lines: the label's bar moves on until a count that does not
  // go forward (a new fit) starts a new bar.
  addProgress({ label = '', done = 0, total = 0 }) {
    const max = Math.max(Number(total) || 0, 0);
    const value = Math.min(Math.max(Number(done) || 0, 0), max || Infinity);
    let bar = this.progress.get(label);
    if (!bar || !bar.block.isConnected || value <= bar.value || max !== bar.max) bar = this.newProgress(label);
    // Like Keras's live line, the bar follows the newest output.
    else if (bar.block !== this.root.lastChild) this.root.append(bar.block);
    this.open = null;
    Object.assign(bar, { value, max });
    if (max > 0) {
      bar.meter.max = max;
      bar.meter.value = value;
    } else {
      bar.meter.removeAttribute('value');  // unknown total: an indeterminate bar
    }
    bar.count.textContent = max > 0 ? `${value}/${max}` : String(value);
    bar.block.classList.toggle('done', max > 0 && value >= max);
  }

  newProgress(label) {
    const block = document.createElement('div');
    block.className = 'line progress';
    const name = document.createElement('span');
    name.className = 'progress-label';
    name.textContent = label;
    const meter = document.createElement('progress');
    meter.setAttribute('aria-label', label || 'progress');
    const count = document.createElement('span');
    count.className = 'progress-count';
    block.append(name, meter, count);
    this.open = null;
    this.push(block);
    const bar = { block, meter, count, value: -1, max: -1 };
    this.progress.set(label, bar);
    return bar;
  }

  addStdout(text, phase) {
    const pieces = text.split('\n');  // "a\nb\n" -> ["a", "b", ""]
    pieces.forEach((piece, i) => {
      if (i > 0) this.open = null;  // the newline before this piece ended a line
      const endsLine = i < pieces.length - 1;
      // An empty piece still makes a line for print() with no arguments.
      if (piece || (endsLine && !this.open)) this.lineFor(phase).lastChild.append(piece);
    });
  }

  lineFor(phase) {
    if (this.open && this.open.dataset.phase === phase) return this.open;
    const line = document.createElement('div');
    line.className = `line stdout phase-${phase}`;
    line.dataset.phase = phase;
    const badge = document.createElement('span');
    badge.className = 'phase';
    badge.textContent = PHASE_LABELS[phase] || phase;
    badge.title = PHASE_TITLES[phase] || '';
    const body = document.createElement('span');
    body.className = 'text';
    line.append(badge, body);
    this.push(line);
    this.open = line;
    return line;
  }

  addBlock(kind, text) {
    const block = document.createElement('div');
    block.className = `line ${kind}`;
    block.textContent = text;
    this.open = null;
    this.push(block);
    return block;
  }

  addError(event) {
    const block = document.createElement('div');
    block.className = 'line error';
    const pre = document.createElement('pre');
    pre.textContent = event.traceback || `${event.kind}: ${event.message}`;
    block.append(pre);
    if (event.line > 0) {
      block.tabIndex = 0;
      block.setAttribute('role', 'button');
      block.setAttribute('aria-label', `${event.kind} on line ${event.line}: ${event.message}. Show the line in the editor.`);
      block.title = `Show line ${event.line} in the editor`;
      const go = () => this.onErrorClick(event.line);
      block.addEventListener('click', go);
      block.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); go(); }
      });
    }
    this.open = null;
    this.push(block);
    this.onError(event);
  }

  // A status note from the page itself (Stopped, engine failures).
  note(text, kind = 'note') {
    this.addBlock(kind, text);
    this.root.scrollTop = this.root.scrollHeight;
  }

  push(element) {
    this.root.append(element);
    this.lines += 1;
  }

  trim() {
    if (this.lines <= MAX_LINES) return;
    if (!this.trimmed) {
      this.trimmed = document.createElement('div');
      this.trimmed.className = 'line note';
      this.trimmed.textContent = '… earlier output was dropped';
      this.root.prepend(this.trimmed);
    }
    while (this.lines > MAX_LINES) {
      this.trimmed.nextSibling.remove();
      this.lines -= 1;
    }
  }
}
