// Console panel: the program's output as the learner would see it in a
// terminal, with each stdout line marked by the phase that printed it
// (eager Python, tracing, or the running graph), warnings styled as
// TensorFlow logs them, and errors with their traceback. Reads events only.
const MAX_LINES = 5000;  // older lines are dropped so a flood cannot stall the page

const PHASE_LABELS = { eager: 'eager', trace: 'trace', run: 'graph' };
const PHASE_TITLES = {
  eager: 'printed by ordinary Python code',
  trace: 'printed while tf.function traced the function',
  run: 'printed by tf.print inside the running graph',
};

export class ConsolePanel {
  constructor(root, { onErrorClick }) {
    this.root = root;
    this.onErrorClick = onErrorClick;
    this.clear();
  }

  clear() {
    this.root.replaceChildren();
    this.open = null;  // the stdout line still waiting for its newline
    this.lines = 0;
    this.trimmed = null;
  }

  addEvents(events) {
    const stick = this.root.scrollHeight - this.root.scrollTop - this.root.clientHeight < 40;
    for (const event of events) this.addEvent(event);
    this.trim();
    if (stick) this.root.scrollTop = this.root.scrollHeight;
  }

  addEvent(event) {
    if (event.type === 'stdout') this.addStdout(event.text || '', event.phase || 'eager');
    else if (event.type === 'warning') this.addBlock('warning', `WARNING:tensorflow:${event.text}`);
    else if (event.type === 'error') this.addError(event);
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
