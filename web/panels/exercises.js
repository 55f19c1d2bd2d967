// Exercises panel: the course track (web/exercises/track.js) beside the
// editor. The learner picks an exercise, reads its goal and lesson, loads the
// starter, reveals hints one at a time, and after every run sees each check
// pass or fail in the check's own words, with what the run actually did.
// Progress (done exercises, hints shown, the current exercise) survives a
// reload in localStorage. Reads events only, like every panel.
import { track } from '../exercises/track.js';
import { evaluate } from '../exercises/checks.js';
import { Predictions } from '../prediction.js';
import { predictionStrip, redraw } from './prediction_strip.js';
import { t } from '../i18n/i18n.js';
import { exerciseText } from '../i18n/exercise_text.js';
import { parseExercise } from '../exercises/custom.js';
import { element as el } from '../dom.js';
import { STORE_KEY } from '../exercises/place.js';

// An exercise file is read whole only below this size (custom.js caps its JSON lower).
const LINK_FILE_BYTES = 1 << 20;

function loadState() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) || '{}');
    return {
      current: track.some((e) => e.id === saved.current) ? saved.current : track[0].id,
      done: Array.isArray(saved.done) ? saved.done.filter((id) => track.some((e) => e.id === id)) : [],
      hints: saved.hints && typeof saved.hints === 'object' ? saved.hints : {},
      open: saved.open === true,
      tab: typeof saved.tab === 'string' ? saved.tab : null,
    };
  } catch {
    return { current: track[0].id, done: [], hints: {}, open: false, tab: null };  // unreadable or disabled storage
  }
}

function saveState(state) {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(state));
  } catch {
    /* private mode or quota: progress is kept for this page only */
  }
}

// A lesson's few inline tags (<code>, <em>, <strong>) become elements and
// everything else stays text: no string is ever parsed as markup.
const INLINE_TAGS = new Set(['code', 'em', 'strong']);

function inlineMarkup(text) {
  const stack = [document.createDocumentFragment()];
  const top = () => stack[stack.length - 1];
  const tag = /<(\/?)([a-z]+)>/g;
  let last = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const [whole, closing, name] = m;
    if (!INLINE_TAGS.has(name) || (closing && top().localName !== name)) continue;
    top().append(text.slice(last, m.index));
    last = m.index + whole.length;
    if (closing) {
      stack.pop();
    } else {
      const element = document.createElement(name);
      top().append(element);
      stack.push(element);
    }
  }
  top().append(text.slice(last));
  return stack[0];
}

let panelCount = 0;  // element ids stay unique if the page mounts two panels

export class ExercisesPanel {
  // predictions: the page's store, shared with the Predict panel.
  // openTeacher(): shows the teacher's links and form (web/teach.js). dock:
  // where the open exercise's checks stay in view beside the other tabs;
  // look(target): the page shows the row a hint points at.
  constructor(root, { getCode, setCode, run, predictions = new Predictions(), openTeacher = null, dock = null, look = null }) {
    this.root = root;
    this.io = { getCode, setCode, run, openTeacher, look };
    this.all = [...track];  // the track, then a teacher's exercise opened from a link or a file
    this.solutionHidden = false;
    this.dock = dock;
    this.tab = null;  // the page's tab shown
    this.predictions = predictions;
    this.graded = new Map();
    predictions.onChange(() => this.renderPredictions());
    this.state = loadState();
    this.events = [];
    this.results = null;  // results of the last run for the current exercise
    this.mine = new Map();  // exercise id -> the learner's code before "Show solution"
    this.uid = `ex${++panelCount}`;
    this.build();
    this.show(this.state.current, { focus: false });
  }

  get exercise() {
    return this.all.find((e) => e.id === this.state.current) ?? track[0];
  }

  // Opens exercise `id` of the list (a link's ex=); false when there is none.
  open(id) {
    if (!this.all.some((e) => e.id === id)) return false;
    this.show(id, { focus: false });
    return true;
  }

  // A teacher's exercise (validated by web/exercises/custom.js) joins the
  // list after the track, replacing one opened before, and is shown.
  openCustom(exercise) {
    this.all = [...track, exercise];
    this.results = null;
    this.show(exercise.id, { focus: false });
  }

  // A link may hide the Show solution button.
  hideSolution() {
    this.solutionHidden = true;
    this.renderBody();
  }

  // Called when a run starts (or output is cleared): forget the last run.
  clear() {
    this.events = [];
    this.results = null;
    this.predictions.startRun();
    this.graded = new Map();
    this.renderResults();
    this.renderPredictions();
  }

  addEvents(events) {
    for (const event of events) this.events.push(event);
  }

  // A run ended ({ok, error, events, summary}, as every panel is told): the
  // current exercise's checks are evaluated on all of its events.
  done({ events }) {
    const all = events ?? this.events;
    this.results = evaluate(this.exercise, all, { predictions: this.predictions.forRun });
    this.graded = this.predictions.graded(all);
    if (this.results.every((r) => r.pass)) this.markDone(this.exercise.id);
    this.renderResults();
    this.predictions.finishRun(all);  // redraws the strips through the store
  }

  // A new language: the list and the exercise shown are written again; the
  // run's results, hints shown and the learner's code stay.
  relabel() {
    if (this.results) this.results = evaluate(this.exercise, this.events);
    this.nav.setAttribute('aria-label', t('ex.nav'));
    this.tools.replaceChildren(...this.toolControls());
    this.renderList();
    this.renderBody();
  }

  build() {
    this.summary = el('p', { class: 'ex-progress', id: `${this.uid}-progress` });
    this.list = el('ol', { class: 'ex-list' });
    this.tools = el('div', { class: 'ex-tools' }, ...this.toolControls());
    this.fileNote = el('p', { class: 'ex-file-note', role: 'alert', hidden: true });
    const nav = el('nav', { class: 'ex-nav', 'aria-label': t('ex.nav') }, this.summary, this.list, this.tools, this.fileNote);
    this.nav = nav;
    this.body = el('article', { class: 'ex-body', 'aria-labelledby': `${this.uid}-title` });
    // The wrapper is a size container: the layout follows the pane, not the window.
    this.root.replaceChildren(el('div', { class: 'exercises-frame' }, el('div', { class: 'exercises' }, nav, this.body)));
  }

  // Opening an exercise file, and the teacher's links.
  toolControls() {
    const input = el('input', { type: 'file', accept: '.json,application/json', class: 'visually-hidden', id: `${this.uid}-file` });
    input.addEventListener('change', () => this.readFile(input));
    const open = el('label', { class: 'file-button small-button', for: `${this.uid}-file` }, t('ex.open_file'));
    const teach = this.io.openTeacher
      ? el('button', { type: 'button', class: 'small', onclick: () => this.io.openTeacher() }, t('ex.teacher'))
      : null;
    return [open, input, teach].filter(Boolean);
  }

  async readFile(input) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const said = file.size > LINK_FILE_BYTES ? { error: { id: 'custom.too_big', args: { bytes: file.size, max: LINK_FILE_BYTES } } }
      : parseExercise(await file.text());
    this.fileNote.hidden = !said.error;
    this.fileNote.textContent = said.error ? t('ex.file_refused', { name: file.name, why: t(said.error.id, said.error.args) }) : '';
    if (said.exercise) this.openCustom(said.exercise);
  }

  renderList() {
    const done = new Set(this.state.done);
    this.summary.textContent = t('ex.progress', { done: track.filter((e) => done.has(e.id)).length, all: track.length });
    this.list.replaceChildren(...this.all.map((e, i) => {
      const isDone = done.has(e.id);
      const button = el('button', {
        type: 'button', class: 'ex-item', 'data-id': e.id,
        'aria-current': e.id === this.state.current ? 'step' : undefined,
        onclick: () => this.show(e.id, { focus: true }),
      },
      el('span', { class: `ex-tick${isDone ? ' done' : ''}`, 'aria-hidden': 'true' }, isDone ? '✓' : `${i + 1}`),
      el('span', { class: 'ex-item-title' }, exerciseText(e).title),
      el('span', { class: 'visually-hidden' }, isDone ? t('ex.done_mark') : t('ex.not_done_mark')));
      return el('li', {}, button);
    }));
  }

  show(id, { focus }) {
    if (id !== this.state.current) { this.results = null; this.graded = new Map(); }
    this.state.current = id;
    saveState(this.state);
    this.renderList();
    this.renderBody();
    if (focus) this.title.focus();
  }

  // The page shows tab `name`. Opening the Exercises tab opens its exercise
  // beside every other tab, until the dock is closed; the place is saved.
  onTab(name) {
    this.tab = name;
    if (name === 'exercises') this.state.open = true;
    if (this.state.open) {
      this.state.tab = name;
      saveState(this.state);
    }
    this.renderDock();
  }

  closeDock() {
    this.state.open = false;
    saveState(this.state);
    this.renderDock();
  }

  // The open exercise's checks, status and pointers into the results, beside
  // the tab the learner reads.
  renderDock() {
    if (!this.dock) return;
    const shown = this.state.open && this.tab !== null && this.tab !== 'exercises';
    this.dock.hidden = !shown;
    if (!shown) return;
    const e = this.exercise;
    const title = el('h3', { id: `${this.uid}-dock-title`, class: 'dock-title' },
      `${track.indexOf(e) + 1}. ${exerciseText(e).title}`);
    const status = el('p', { class: `ex-summary${this.allPass() ? ' all-pass' : ''}` }, summaryText(e, this.results));
    const tools = el('div', { class: 'dock-tools' },
      el('button', { type: 'button', class: 'small primary', onclick: () => this.io.run() }, t('ex.run_and_check')),
      el('button', { type: 'button', class: 'small', onclick: () => this.io.look?.({ tab: 'exercises' }) }, t('dock.open')),
      el('button', { type: 'button', class: 'small', title: t('dock.close_title'), onclick: () => this.closeDock() },
        t('dock.close')));
    this.dock.setAttribute('aria-labelledby', title.id);
    // A run redraws the dock: the button that had focus keeps it.
    const buttons = () => [...this.dock.querySelectorAll('button')];
    const focused = buttons().indexOf(document.activeElement);
    this.dock.replaceChildren(el('div', { class: 'dock-head' }, title, status, tools, this.lookButtons() ?? ''),
      el('ul', { class: 'ex-checks' }, ...this.checkRows().map(checkRow)));
    if (focused >= 0) buttons()[focused]?.focus({ preventScroll: true });
  }

  allPass() { return Boolean(this.results && this.results.every((r) => r.pass)); }

  // Buttons for the hints shown that point at a row of another tab.
  lookButtons() {
    const e = this.exercise;
    if (!this.io.look || !e.looks) return null;
    const shown = this.hintsShown();
    const looks = Object.entries(e.looks).filter(([i]) => Number(i) < shown).map(([, look]) => look);
    if (!looks.length) return null;
    return el('p', { class: 'ex-looks' }, ...looks.map((look) => el('button', {
      type: 'button', class: 'small ex-look', onclick: () => this.io.look(look),
    }, t(`ex.look_${look.row}`, { op: [look.op].flat()[0] }))));
  }

  hintsShown() {
    const saved = Number(this.state.hints[this.exercise.id]);  // stored text may be anything
    return Number.isInteger(saved) && saved > 0 ? Math.min(saved, this.exercise.hints.length) : 0;
  }

  renderBody() {
    const e = this.exercise;
    const words = exerciseText(e);
    const index = this.all.indexOf(e);
    this.title = el('h3', { id: `${this.uid}-title`, class: 'ex-title', tabindex: '-1' }, `${index + 1}. ${words.title}`);
    const goal = words.goal ? el('p', { class: 'ex-goal' }, el('strong', {}, t('ex.goal')), words.goal) : null;  // a teacher's may have none
    const lesson = el('div', { class: 'ex-lesson' }, inlineMarkup(words.lesson));
    this.hintBox = el('section', { class: 'ex-hints', 'aria-label': t('ex.hints') });
    // The status line stays one element, so screen readers announce each new verdict.
    this.status = el('p', { class: 'ex-summary', role: 'status', 'aria-live': 'polite' });
    this.checkList = el('ul', { class: 'ex-checks' });
    const results = el('section', { class: 'ex-results', 'aria-labelledby': `${this.uid}-checks` },
      el('h4', { id: `${this.uid}-checks` }, t('ex.checks')), this.status, this.checkList);
    this.predictBox = el('section', { class: 'ex-predict', 'aria-labelledby': `${this.uid}-predict` });
    const parts = [this.title, needs(e), goal, lesson, this.actions(e), this.predictBox, this.hintBox, results,
      this.stepper(index)];
    this.body.replaceChildren(...parts.filter(Boolean));
    this.renderHints();
    this.renderResults();
    this.renderPredictions();
  }

  // An exercise whose checks ask for a prediction shows the strip of each
  // function they name, above the hints: predict, then run.
  renderPredictions() {
    if (!this.predictBox) return;
    const fns = [...new Set(this.exercise.checks.filter((c) => c.kind === 'prediction').map((c) => c.fn))];
    this.predictBox.hidden = fns.length === 0;
    if (!fns.length) return;
    redraw(this.predictBox, () => [
      el('h4', { id: `${this.uid}-predict` }, t('ex.predict')),
      el('p', { class: 'muted' }, t('ex.predict_how')),
      ...fns.map((fn) => predictionStrip(this.predictions, { fn, label: fn }, this.graded.get(fn) ?? null, this.uid)),
    ]);
  }

  actions(e) {
    const restore = el('button', {
      type: 'button', hidden: !this.mine.has(e.id),
      onclick: () => { this.io.setCode(this.mine.get(e.id)); this.mine.delete(e.id); restore.hidden = true; },
    }, t('ex.restore'));
    const solution = () => {
      if (!this.mine.has(e.id)) this.mine.set(e.id, this.io.getCode());
      this.io.setCode(e.solution);
      restore.hidden = false;
    };
    return el('div', { class: 'ex-actions', role: 'group', 'aria-label': t('ex.code_group') },
      el('button', { type: 'button', onclick: () => this.io.setCode(e.starter) }, t('ex.load_starter')),
      e.solution && !this.solutionHidden ? el('button', { type: 'button', onclick: solution }, t('ex.show_solution')) : null,
      restore,
      el('button', { type: 'button', class: 'primary', onclick: () => this.io.run() }, t('ex.run_and_check')));
  }

  renderHints() {
    const e = this.exercise;
    const shown = this.hintsShown();
    const items = exerciseText(e).hints.slice(0, shown).map((h, i) => el('li', { tabindex: i === shown - 1 ? '-1' : undefined }, h));
    const list = el('ol', { class: 'ex-hint-list' }, ...items);
    const more = el('button', {
      type: 'button', class: 'small', hidden: shown >= e.hints.length,
      onclick: () => this.revealHint(),
    }, shown === 0 ? t('ex.first_hint', { all: e.hints.length }) : t('ex.next_hint', { n: shown + 1, all: e.hints.length }));
    const heading = el('h4', {}, t('ex.hints'));
    this.hintBox.replaceChildren(heading, shown ? list : el('p', { class: 'muted' }, t('ex.stuck')),
      this.lookButtons() ?? '', more);
    this.renderDock();
  }

  revealHint() {
    const id = this.exercise.id;
    this.state.hints[id] = Math.min((Number(this.state.hints[id]) || 0) + 1, this.exercise.hints.length);
    saveState(this.state);
    this.renderHints();
    // Focus the new hint so it is read out; the next-hint button follows it in tab order.
    this.hintBox.querySelector('li:last-child')?.focus();
  }

  renderResults() {
    this.status.textContent = summaryText(this.exercise, this.results);
    this.status.classList.toggle('all-pass', this.allPass());
    this.checkList.replaceChildren(...this.checkRows().map(checkRow));
    this.renderDock();
  }

  // Each check in the page's language with its verdict (pending before a run).
  checkRows() {
    const e = this.exercise;
    const words = exerciseText(e);
    return (this.results || e.checks.map((c) => ({ id: c.id, pass: null })))
      .map((r) => ({ ...r, text: words.check(e.checks.find((c) => c.id === r.id) ?? r) }));
  }

  stepper(index) {
    // A disabled button fires no click, so each handler may assume its neighbour exists.
    const go = (i) => () => this.show(this.all[i].id, { focus: true });
    const last = this.all.length - 1;
    return el('div', { class: 'ex-stepper' },
      el('button', { type: 'button', disabled: index === 0, onclick: go(Math.max(index - 1, 0)) }, t('ex.previous')),
      el('button', { type: 'button', disabled: index === last, onclick: go(Math.min(index + 1, last)) }, t('ex.next')));
  }

  markDone(id) {
    if (this.state.done.includes(id)) return;
    this.state.done.push(id);
    saveState(this.state);
    this.renderList();
  }
}

function needs(e) {
  if (!e.requires || e.requires.length === 0) return null;
  return el('p', { class: 'ex-needs muted' }, t('ex.uses', { list: e.requires.join(', ') }));
}

function summaryText(e, results) {
  if (!results) return t('ex.unchecked', { all: e.checks.length });
  const passed = results.filter((r) => r.pass).length;
  if (passed === results.length) return t('ex.all_pass', { all: results.length });
  return t('ex.some_pass', { passed, all: results.length });
}

function checkRow(r) {
  const state = r.pass === null ? 'pending' : r.stopped ? 'stopped' : r.pass ? 'pass' : 'fail';
  const mark = { pending: '○', stopped: '–', pass: '✓', fail: '✗' }[state];
  return el('li', { class: `ex-check ${state}` },
    el('span', { class: 'ex-mark', 'aria-hidden': 'true' }, mark),
    el('span', { class: 'ex-check-text' },
      el('span', { class: 'visually-hidden' }, t(`ex.check_${state}`)),
      r.text,
      r.detail ? el('span', { class: 'ex-detail' }, r.detail) : null));
}
