// Console panel: the program's output as the learner would see it in a
// terminal, with each stdout line marked by the phase that printed it
// (eager Python, tracing, or the running graph), warnings styled as
// TensorFlow logs them, errors with their traceback, and Keras progress
// (one event per epoch) as a progress bar. Reads events only.
//
// Output is text, never markup: every piece goes in through textContent or
// text nodes.
//
// The console stays fast under a flood of prints: only the newest MAX_SHOWN
// lines are elements; older ones fold into a control at the top that says how
// many there are, shows them again a thousand at a time (at most MAX_RESTORED
// in all), and saves the whole output as a text file. The text itself is kept
// in memory up to MAX_KEPT_CHARS, newest first; past that the oldest text is
// let go and the control and the saved file say so.
import { EVENT } from '../events.js';
import { downloadFile } from '../dom.js';
import { t, tn, language } from '../i18n/i18n.js';
import { missingTfName, TF_MODULES } from '../missing_api.js';
import { pandasTable } from '../pandas_table.js';
import { cellEndStatements } from '../python_cells.js';
import { dataFrameElement, relabelTable } from './dataframe_table.js';
import { MAX_KEPT_CHARS, OutputLog } from './output_log.js';

const MAX_SHOWN = 3000;
const RESTORE_STEP = 1000;
const MAX_RESTORED = 20000;
const MAX_NEW_LINES = 300;
const MAX_LINE_CHARS = 100000;  // a longer line shows its start; the saved output has it all
const BACKFILL_DELAY_MS = 250;

const PHASES = ['eager', 'trace', 'run'];
const phaseLabel = (phase) => (PHASES.includes(phase) ? t(`console.phase.${phase}`) : phase);
const phaseTitle = (phase) => (PHASES.includes(phase) ? t(`console.phase.${phase}_title`) : '');

const count = (n) => n.toLocaleString(language());

const fromTensorFlow = (event) => (event.logger ?? 'tensorflow') === 'tensorflow';

// TensorFlow's warnings as its logger prints them (in English, as learners
// search for them); tracelab's own notes plainly.
function warningText(event) {
  return fromTensorFlow(event) ? `WARNING:tensorflow:${event.text}` : `${t('console.note_prefix')}${event.text}`;
}

// A line in the learner's language beside TensorFlow's retracing warning.
function warningGloss(event) {
  if (!fromTensorFlow(event) || !/triggered tf\.function retracing/.test(event.text)) return '';
  return language() === 'en' ? '' : t('console.retracing_gloss');
}

// Appends text to a line's text element, up to MAX_LINE_CHARS in all.
function appendCapped(body, text) {
  const shown = body.shownChars || 0;
  if (shown + text.length <= MAX_LINE_CHARS) {
    body.append(text);
  } else if (shown < MAX_LINE_CHARS) {
    body.append(text.slice(0, MAX_LINE_CHARS - shown));
    const more = document.createElement('span');
    more.className = 'line-cut';
    more.textContent = t('console.line_cut');
    body.after(more);
  }
  body.shownChars = shown + text.length;
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
    this.generation = (this.generation || 0) + 1;  // a pending settle() or backfill() of the last run is void
    clearTimeout(this.backfillTimer);
    this.settling = false;
    this.log = new OutputLog();
    this.fold = this.makeFold();
    this.root.replaceChildren(this.fold.box);
    this.open = null;    // the stdout line still waiting for its newline
    this.shown = 0;      // line elements in the console (not counting the fold control)
    this.restored = 0;   // folded lines shown again
    this.waiting = [];   // stdout lines not yet made into elements
    this.progress = new Map();  // label -> the bar later events with that label move
  }

  get foldedLines() {
    const first = this.fold.box.nextSibling;
    return first ? first.firstLine : this.log.lines;
  }

  // Lines wait as plain records until the slices of events handed over in one
  // go have all arrived (a microtask later), and only the ones that will stay
  // visible become elements: a flood of a million prints costs a million
  // string appends, not a million elements.
  addEvents(events) {
    if (!this.settling) {
      this.settling = true;
      this.stick = this.root.scrollHeight - this.root.scrollTop - this.root.clientHeight < 40;
      const generation = this.generation;
      queueMicrotask(() => { if (generation === this.generation) this.settle(); });
    }
    for (const event of events) {
      if (event.type === EVENT.stdout) this.addPrint(event.text || '', event.phase || 'eager', event.line, event.table);
      else if (event.type === EVENT.warning) this.addWarning(event);
      else if (event.type === EVENT.error) this.addError(event);
      else if (event.type === EVENT.stderr) this.addBlock('error', event.text || '');
      else if (event.type === EVENT.progress) this.addProgress(event);
      else if (event.type === 'tracelab-skipped') {
        this.addBlock('note', { id: 'console.skipped', args: { n: count(event.lines) } });
      }
    }
  }

  settle() {
    this.settling = false;
    this.showWaiting();
    this.trim();
    if (this.stick) this.root.scrollTop = this.root.scrollHeight;
  }

  // Keras reports progress once per epoch under one label, between its own
  // "Epoch i/n" lines: the label's bar moves on until a count that does not
  // go forward (a new fit) starts a new bar.
  addProgress({ label = '', done = 0, total = 0 }) {
    this.showWaiting();
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
    meter.setAttribute('aria-label', label || t('console.progress'));
    const count = document.createElement('span');
    count.className = 'progress-count';
    block.append(name, meter, count);
    this.open = null;
    this.log.writeBlock(label, 'progress');
    this.push(block, this.log.lines - 1);
    const bar = { block, meter, count, value: -1, max: -1 };
    this.progress.set(label, bar);
    return bar;
  }

  // The program about to run: where its cells end (web/python_cells.js).
  setProgram(source) {
    this.cellEnds = cellEndStatements(source);
  }

  // The value a cell shows at its end when `line` is its last statement,
  // print(X) of one value: {printed: X}; else null. A print whose line the
  // event does not carry may be anywhere: it is given the benefit of the doubt.
  cellEndAt(line) {
    if (!(line > 0) || !this.cellEnds) return { printed: null };
    const end = this.cellEnds.find(({ first, last }) => line >= first && line <= last);
    return end?.printed ? end : null;
  }

  // A print; print(X) ending a cell, X a DataFrame or Series, also shows as
  // a table below its text, as a notebook shows a cell ending in X (print
  // itself writes text there too). The table is read from the event's
  // `table` text when it has one (every column up to 20, as a notebook's
  // table has; print cuts a wide frame to 80 characters), else from the
  // printed text. Its text lines keep pandas' layout (they scroll sideways,
  // not wrap).
  addPrint(text, phase, line, fullText) {
    const tableText = fullText === undefined ? text : `${fullText}\n`;  // to_string()'s text, ended as print ends it
    const before = this.waiting.length;
    this.addStdout(text, phase);
    const end = tableText.length > 8 && tableText.includes('  ') ? this.cellEndAt(line) : null;
    const table = end && pandasTable(tableText);
    if (!table) return;
    table.printed = end.printed;
    for (const record of this.waiting.slice(before)) record.pre = true;
    this.open = null;
    this.waiting.push({ table, phase, text: '', firstLine: this.log.lines, element: null });
  }

  addStdout(text, phase) {
    const pieces = text.split('\n');  // "a\nb\n" -> ["a", "b", ""]
    for (let i = 0; i < pieces.length; i += 1) {
      const piece = pieces[i];
      if (i > 0) this.open = null;  // the newline before this piece ended a line
      const endsLine = i < pieces.length - 1;
      // An empty piece still makes a line for print() with no arguments.
      if (piece || (endsLine && !this.open)) {
        if (this.open && this.open.phase === phase) {
          if (this.open.element) appendCapped(this.open.element.body, piece);
          else this.open.text += piece;
        } else {
          if (this.open && !this.log.atLineStart) this.log.write('\n', phase);  // a new phase starts a new line
          this.open = { phase, text: piece, firstLine: this.log.lines, element: null };
          this.waiting.push(this.open);
        }
      }
      this.log.write(endsLine ? `${piece}\n` : piece, phase);
    }
  }

  // At most MAX_NEW_LINES become elements at once. When more are waiting (a
  // flood), the console restarts from the newest of them and fills in the
  // lines above from the text once output pauses: a frame of a flood costs
  // the same however much was printed in it.
  showWaiting() {
    if (!this.waiting.length) return;
    const waiting = this.waiting;
    this.waiting = [];
    const keep = Math.min(waiting.length, MAX_NEW_LINES);
    if (keep < waiting.length) {
      while (this.fold.box.nextSibling) this.fold.box.nextSibling.remove();
      this.shown = 0;
      this.restored = 0;
      this.scheduleBackfill();
    }
    const elements = [];
    for (let i = waiting.length - keep; i < waiting.length; i += 1) {
      const record = waiting[i];
      record.element = record.table ? dataFrameElement(record.table) : this.stdoutLine(record.phase, record.text);
      if (record.pre) record.element.classList.add('pre');
      record.element.firstLine = record.firstLine;
      elements.push(record.element);
    }
    this.root.append(...elements);
    this.shown += elements.length;
    if (this.open && !this.open.element) this.open = null;
  }

  scheduleBackfill() {
    clearTimeout(this.backfillTimer);
    const generation = this.generation;
    this.backfillTimer = setTimeout(() => { if (generation === this.generation) this.backfill(); }, BACKFILL_DELAY_MS);
  }

  // Fills the console back up to MAX_SHOWN lines from the kept text.
  backfill() {
    if (this.waiting.length || this.settling) return this.scheduleBackfill();
    const first = this.foldedLines;
    const elements = this.linesFromLog(first - (MAX_SHOWN - this.shown), first);
    if (!elements.length) return;
    const stick = this.root.scrollHeight - this.root.scrollTop - this.root.clientHeight < 40;
    const height = this.root.scrollHeight;
    this.fold.box.after(...elements);
    this.shown += elements.length;
    this.renderFold();
    this.root.scrollTop = stick ? this.root.scrollHeight : this.root.scrollTop + this.root.scrollHeight - height;
  }

  // Elements for lines [from, to) of the kept text, styled by their kind.
  linesFromLog(from, to) {
    if (from >= to) return [];
    const lines = this.log.slice(from, to);
    const start = to - lines.length;
    return lines.map(([text, kind], i) => {
      const element = PHASES.includes(kind) ? this.stdoutLine(kind, text) : this.restoredBlock(kind, text);
      element.firstLine = start + i;
      return element;
    });
  }

  stdoutLine(phase, text) {
    const line = document.createElement('div');
    line.className = `line stdout phase-${phase}`;
    line.dataset.phase = phase;
    const badge = document.createElement('span');
    badge.className = 'phase';
    badge.textContent = phaseLabel(phase);
    badge.title = phaseTitle(phase);
    const body = document.createElement('span');
    body.className = 'text';
    line.append(badge, body);
    appendCapped(body, text);
    line.body = body;
    return line;
  }

  // `text` is the block's text, or a page string {id, args} said again in a
  // new language (relabel()).
  addBlock(kind, said) {
    this.showWaiting();
    const block = document.createElement('div');
    block.className = `line ${kind}`;
    const text = typeof said === 'string' ? said : t(said.id, said.args);
    if (typeof said !== 'string') block.said = said;
    block.textContent = text;
    this.open = null;
    const first = this.log.lines + (this.log.atLineStart ? 0 : 1);
    this.log.writeBlock(text, kind);
    this.push(block, first);
    return block;
  }

  addWarning(event) {
    const block = this.addBlock('warning', warningText(event));
    const gloss = document.createElement('span');
    gloss.className = 'gloss';
    gloss.lang = language();
    gloss.textContent = warningGloss(event);
    gloss.hidden = !gloss.textContent;
    block.gloss = { element: gloss, event };
    block.append(gloss);
  }

  // The page's own words in a new language; the program's output stays as printed.
  relabel() {
    for (const badge of this.root.querySelectorAll('.line.stdout > .phase')) {
      badge.textContent = phaseLabel(badge.parentNode.dataset.phase);
      badge.title = phaseTitle(badge.parentNode.dataset.phase);
    }
    for (const block of this.root.children) {
      if (block.said) block.textContent = t(block.said.id, block.said.args);
      if (block.gloss) {
        block.gloss.element.textContent = warningGloss(block.gloss.event);
        block.gloss.element.hidden = !block.gloss.element.textContent;
        block.gloss.element.lang = language();
      }
      if (block.errorEvent) this.labelError(block, block.errorEvent);
      if (block.table) relabelTable(block);
    }
    for (const cut of this.root.querySelectorAll('.line-cut')) cut.textContent = t('console.line_cut');
    this.fold.save.textContent = t('console.save');
    this.fold.save.title = t('console.save_title');
    this.renderFold();
  }

  labelError(block, event) {
    block.setAttribute('aria-label', t('console.error_label', { kind: event.kind, line: event.line, message: event.message }));
    block.title = t('console.error_title', { line: event.line });
  }

  addError(event) {
    this.showWaiting();
    const block = document.createElement('div');
    block.className = 'line error';
    const pre = document.createElement('pre');
    const text = event.traceback || `${event.kind}: ${event.message}`;
    pre.textContent = text;
    block.append(pre);
    if (event.line > 0) {
      block.tabIndex = 0;
      block.setAttribute('role', 'button');
      block.errorEvent = event;
      this.labelError(block, event);
      const go = () => this.onErrorClick(event.line);
      block.addEventListener('click', go);
      block.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); go(); }
      });
    }
    this.open = null;
    const first = this.log.lines + (this.log.atLineStart ? 0 : 1);
    this.log.writeBlock(text, 'error');
    this.push(block, first);
    this.onError(event);
    const missing = missingTfName(event);
    if (missing) {
      const modules = TF_MODULES.join(t('perf.list_separator'));
      this.addBlock('note tracelab-note', { id: 'console.not_in_tracelab', args: { name: missing, modules } });
    }
  }

  // A status note from the page itself (Stopped, engine failures): text, or
  // a page string {id, args}.
  note(text, kind = 'note') {
    this.addBlock(kind, text);
    this.trim();
    this.root.scrollTop = this.root.scrollHeight;
  }

  push(element, firstLine) {
    element.firstLine = firstLine;
    this.root.append(element);
    this.shown += 1;
  }

  trim() {
    const limit = MAX_SHOWN + this.restored;
    while (this.shown > limit && this.fold.box.nextSibling) {
      this.fold.box.nextSibling.remove();
      this.shown -= 1;
      if (this.restored) this.restored -= 1;
    }
    this.renderFold();
  }

  // ---- the fold control: "N earlier lines · Show 1,000 more · Save output" ----

  makeFold() {
    const box = document.createElement('div');
    box.className = 'console-fold';
    box.hidden = true;
    const label = document.createElement('span');
    label.className = 'fold-count';
    const more = document.createElement('button');
    more.type = 'button';
    more.className = 'small fold-more';
    more.addEventListener('click', () => this.restore());
    const save = document.createElement('button');
    save.type = 'button';
    save.className = 'small fold-save';
    save.textContent = t('console.save');
    save.title = t('console.save_title');
    save.addEventListener('click', () => this.save());
    const kept = document.createElement('span');
    kept.className = 'fold-kept';
    box.append(label, more, save, kept);
    return { box, label, more, save, kept };
  }

  renderFold() {
    const folded = this.foldedLines;
    const { box, label, more, kept } = this.fold;
    box.hidden = folded <= 0;
    if (box.hidden) return;
    label.textContent = tn('console.folded', folded, { n: count(folded) });
    const restorable = Math.max(0, folded - this.log.firstKept);
    const step = Math.min(RESTORE_STEP, restorable, MAX_RESTORED - this.restored);
    more.textContent = step > 0 ? t('console.show_n_more', { n: count(step) }) : t('console.show_more');
    more.disabled = step <= 0;
    more.title = step > 0 ? '' : (restorable ? t('console.restore_cap', { n: count(MAX_RESTORED) }) : t('console.not_kept'));
    kept.textContent = this.log.firstKept
      ? t('console.first_not_kept', { n: count(this.log.firstKept), mb: MAX_KEPT_CHARS >> 20 })
      : '';
  }

  // Shows up to RESTORE_STEP folded lines again, above the visible ones,
  // keeping the view where it was.
  restore() {
    const first = this.foldedLines;
    const elements = this.linesFromLog(first - Math.min(RESTORE_STEP, MAX_RESTORED - this.restored), first);
    if (!elements.length) return this.renderFold();
    const height = this.root.scrollHeight;
    this.fold.box.after(...elements);
    this.shown += elements.length;
    this.restored += elements.length;
    this.renderFold();
    this.root.scrollTop += this.root.scrollHeight - height;
    return elements.length;
  }

  restoredBlock(kind, text) {
    const block = document.createElement('div');
    block.className = `line ${kind === 'progress' ? 'note' : kind}`;
    block.textContent = text;
    return block;
  }

  save() {
    downloadFile('tracelab-output.txt', this.log.blob());
  }

  // The whole output as text (what save() writes), for checks.
  text() {
    return this.log.blob().text();
  }

  // How much is kept and shown, for checks.
  stats() {
    return { lines: this.log.lines, kept: this.log.chars, firstKept: this.log.firstKept,
      shown: this.shown, folded: this.foldedLines, restored: this.restored };
  }
}
