// The page shell: wires the editor, the engine Worker and the panels.
// Panels read events; only engine_worker.js touches the engine itself.
// Every panel follows one contract: new XPanel(root, options), clear(),
// addEvents(events). The Graph (with dagre), Steps, Plots, Performance and
// Exercises panels are loaded on first use (their tab opened, or a plot
// arriving) and replay the current run's events, so the first load stays
// light and the page works while one of them is missing.
import { createEditor } from './editor.js';
import { $, downloadFile } from './dom.js';
import { Tabs } from './tabs.js';
import { LazyPanel, relabelPanel } from './lazy_panel.js';
import { DataFiles, setupDrop } from './data_files.js';
import { ShippedFiles } from './shipped_files.js';
import { registerServiceWorker } from './offline.js';
import { ConsolePanel } from './panels/console.js';
import { TimelinePanel } from './panels/timeline.js';
import { CachePanel } from './panels/cache.js';
import { EngineClient } from './engine_client.js';
import { PAGE_LIMITS } from './page_limits.js';
import { encodeCode, hashForCode } from './share.js';
import { storage, Programs, renderLinkBar } from './programs.js';
import { VariantSwitch } from './variants/switch.js';
import { KnobBar } from './knobs_bar.js';
import { EVENT, callsOf } from './events.js';
import { Predictions } from './prediction.js';
import { t, language, onLanguageChange } from './i18n/i18n.js';
import { setupLanguage } from './i18n/page_language.js';
import { applyLink, openTeacher } from './link_page.js';
import { hasLinkOptions } from './link_options.js';
import { savedPlace } from './exercises/place.js';
import { lookAt } from './look.js';
import { setupWelcome, setupGlossary } from './first_visit.js';

const THEME_KEY = 'tracelab.theme';
// The current run's events, for late panels and checks. Printed lines are
// kept up to their own, lower cap, so a flood of prints cannot push out the
// traces, calls and the summary.
const MAX_KEPT_EVENTS = 200000;
const MAX_KEPT_STDOUT = 20000;



// Panels by other modules, loaded when first needed.
const LAZY_PANELS = {
  plots: { module: './panels/plots.js', name: 'PlotsPanel', css: 'panels/plots.css' },
  performance: { module: './panels/performance.js', name: 'PerformancePanel', css: 'panels/performance.css' },
  exercises: { module: './panels/exercises.js', name: 'ExercisesPanel', css: 'panels/exercises.css' },
  predict: { module: './panels/predict.js', name: 'PredictPanel', css: null },
  compare: { module: './panels/compare.js', name: 'ComparePanel', css: 'panels/compare.css' },
  steps: { module: './panels/stepper.js', name: 'StepperPanel', css: 'panels/stepper.css' },
};


// The toggle's label says what a click will do: switch to the other theme.
function setupTheme() {
  const button = $('theme-toggle');
  const apply = (theme) => {
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
    const dark = theme ? theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
    button.dataset.next = dark ? 'light' : 'dark';
    button.dataset.i18n = dark ? 'header.theme_to_light' : 'header.theme_to_dark';
    button.textContent = t(button.dataset.i18n);
  };
  apply(storage('get', THEME_KEY));
  button.addEventListener('click', () => {
    const next = button.dataset.next;
    storage('set', THEME_KEY, next);
    apply(next);
  });
}

// The status line while a shipped data file downloads.
function loadingStatus(name, done, total) {
  const kb = (n) => (n / 1024).toFixed(0);
  if (total) setStatus('loading', 'status.loading_data', { name, done: kb(done), total: kb(total) });
  else setStatus('loading', 'status.loading_data_unsized', { name, done: kb(done) });
}

function markOnce(name) {
  if (!performance.getEntriesByName(name).length) performance.mark(name);
}

// The status line says page string `id` with `args`; it is said again in a
// new language.
let lastStatus = null;
function setStatus(state, id, args) {
  lastStatus = [state, id, args];
  const status = $('status');
  status.dataset.state = state;
  status.textContent = t(id, args);
  const running = state === 'running';
  $('stop').disabled = !running;
  document.body.classList.toggle('is-running', running);
}

// ---- tabs: WAI-ARIA tablist with roving tabindex, arrows/Home/End move ----

// ---- the page ----

class Page {
  constructor() {
    this.events = [];          // the current run's events
    this.keptStdout = 0;
    this.callCount = 0;
    this.lazyGraph = null;
    this.lastRun = null;       // what the panels were told when the last run ended
  }

  async start() {
    await setupLanguage($('lang-switch'));
    setupTheme();
    this.makeEditor();
    this.makePanels();
    this.engine = new EngineClient({
      onEvents: (events) => this.receive(events),
      onDone: (result) => this.done(result),
      onStatus: (state, id, args) => {
        if (state === 'failed') this.console.note({ id, args }, 'error');
        if (state === 'ready') markOnce('tracelab:engine-ready');
        // Caching for offline use starts once the engine is in: it does not slow the first load.
        if (state === 'ready') registerServiceWorker();
        setStatus(state, id, args);
      },
      onWarm: () => markOnce('tracelab:engine-warm'),  // read by tests/bench/page_warm.mjs
    });
    this.files = new DataFiles((notes, removed) => {
      notes.forEach((n) => this.console.note(n));
      // The Worker's file system still holds a removed file: start a fresh one.
      if (removed && !this.engine.running) this.engine.stop();
    });
    setupDrop(this.files);
    this.shipped = new ShippedFiles(loadingStatus);
    this.variants = new VariantSwitch(this);
    this.knobs = new KnobBar($('knobs'), {
      getCode: () => this.editor.getCode(), editCode: (text) => this.editor.editCode(text), run: () => this.run(),
    });
    this.tabs = new Tabs($('tabs'), (name) => this.showTab(name));
    // A link that opens an exercise, a variant or a tab decides what shows first;
    // otherwise the place the learner left, or the first-visit start.
    const linked = hasLinkOptions(location.hash);
    if (linked) this.tabs.select('console');
    else this.openPlace();
    applyLink(this);
    setupGlossary();
    if (!linked && this.programs.firstVisit && this.programs.mode === 'mine') {
      this.variants.openFirst().catch(() => {});  // the starter stays when the variant cannot load
      setupWelcome(this);
    }
    $('run').addEventListener('click', () => this.run());
    $('stop').addEventListener('click', () => {
      if (this.engine.stop()) this.console.note({ id: 'console.stopped' });
    });
    $('share').addEventListener('click', () => share(this.editor.getCode(), this.programs));
    $('notebook').addEventListener('click', () => this.exportNotebook());
    this.renderLinkBar();
    // A link pasted into this tab's address bar changes only the fragment.
    window.addEventListener('hashchange', () => {
      if (this.programs.fromHash(location.hash)) this.editor.setCode(this.programs.code);
      renderLinkBar(this.programs, this.editor);
      if (hasLinkOptions(location.hash)) applyLink(this);
    });
    $('clear').addEventListener('click', () => this.console.clear());
    // Ctrl/Cmd+Enter runs from anywhere on the page (the editor handles its own).
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.defaultPrevented && !e.target.closest?.('.cm-editor')) {
        e.preventDefault();
        this.run();
      }
    });
    onLanguageChange(() => this.relabel());
    window.tracelab = this.api();  // for the browser tests and the curious
  }

  // A reload reopens the exercise the learner had open and the tab beside it.
  openPlace() {
    const place = savedPlace();
    if (!place.open) {
      this.tabs.select('console');
      return;
    }
    this.exercises.load();
    this.tabs.select(place.tab ?? 'exercises');
  }

  get exercises() { return this.lazy.find((p) => p.name === 'exercises'); }

  renderLinkBar() { renderLinkBar(this.programs, this.editor); }

  // A hint's pointer: the tab opens on what the hint talks about (look.js).
  look(target) { return lookAt(this, target); }

  api() {
    const { editor, engine } = this;
    return { editor, engine, output: this.console, panels: this.panels, files: this.files, programs: this.programs, page: this };
  }

  makeEditor() {
    this.programs = new Programs();
    this.editor = createEditor($('editor'), {
      doc: this.programs.code,
      onRun: () => this.run(),
      onChange: (text) => {
        this.programs.save(text);
        this.knobs?.refresh(text);
      },
      label: t('editor.label'),
    });
  }

  makePanels() {
    const showLine = (line) => this.editor.highlightLine(line, { kind: 'source' });
    this.console = new ConsolePanel($('console'), {
      onErrorClick: (line) => this.editor.highlightLine(line),
      onError: (event) => {
        if (event.line > 0) this.editor.markError(event.line, event.col, `${event.kind}: ${event.message}`);
      },
    });
    this.timeline = new TimelinePanel($('panel-calls'), {
      onShowLine: showLine,
      onStepThrough: (fn, concrete) => this.showSteps(`${fn}#${concrete}`),
    });
    this.cache = new CachePanel($('panel-cache'), {
      onShowGraph: (fn, concrete) => this.showGraph(`${fn}#${concrete}`),
      onCompare: (fn) => this.showCompare(fn),
    });
    this.graph = new LazyPanel('graph', { module: './panels/graph.js', name: 'GraphPanel', css: 'panels/graph.css' },
      { onNodeClick: showLine, onCompare: (fn) => this.showCompare(fn) }, () => this.events);
    const predictions = new Predictions();  // the Predict tab and the exercises share the learner's predictions
    const lazyOptions = {
      exercises: {
        getCode: () => this.editor.getCode(), setCode: (t) => this.editor.setCode(t), run: () => this.run(), predictions,
        openTeacher: () => openTeacher(this),
        dock: $('exercise-dock'), look: (target) => this.look(target),
      },
      predict: { getCode: () => this.editor.getCode(), predictions },
      steps: { editor: this.editor, getCode: () => this.ranCode ?? '' },
    };
    this.lazy = Object.entries(LAZY_PANELS).map(([name, spec]) =>
      new LazyPanel(name, spec, lazyOptions[name] || {}, () => this.events));
    this.panels = [this.console, this.timeline, this.cache, this.graph, ...this.lazy];
  }

  showTab(name) {
    const lazy = this.lazy.find((p) => p.name === name);
    if (lazy) lazy.load();
    if (name === 'graph') this.graph.load().then((panel) => panel?.onShow());
    if (name === 'plots') $('badge-plots').textContent = '';
    if (name === 'compare') this.variants.onShow();
    // The exercises panel docks its checks beside the other tabs: it hears of every tab once loaded.
    if (this.exercises.loading || name === 'exercises') this.exercises.load().then((panel) => panel?.onTab(name));
  }

  async showGraph(key) {
    this.tabs.select('graph');
    const panel = await this.graph.load();
    panel?.show(key);
  }

  async showSteps(key) {
    this.tabs.select('steps');
    const panel = await this.lazy.find((p) => p.name === 'steps').load();
    panel?.show(key);
  }

  async showCompare(fn) {
    this.tabs.select('compare');
    const panel = await this.lazy.find((p) => p.name === 'compare').load();
    panel?.compare(fn);
  }

  async run() {
    const code = this.editor.getCode();
    const shipped = await this.shipped.forRun(code, new Set(this.files.files.keys()));
    // run() first: it flushes what a still-running program printed, then the
    // panels start empty for this run.
    this.engine.run(code, { limits: PAGE_LIMITS, files: { ...shipped.files, ...this.files.forRun() } });
    this.runSource = code;
    this.ranCode = code;
    this.events = [];
    this.keptStdout = 0;
    this.variants.startRun(code);
    this.knobs.clear();
    this.holdPaneHeight();
    for (const panel of this.panels) panel.clear();
    this.console.setProgram(code);
    for (const { text, kind } of shipped.notes) this.console.note(text, kind);
    this.editor.clearHighlight();
    $('badge-calls').textContent = '';
    $('badge-plots').textContent = '';
    this.callCount = 0;
    this.started = performance.now();
    this.lastRun = null;
  }

  // A new language: every panel says its words again from the events kept;
  // the program, the output and each panel's own state stay.
  relabel() {
    if (lastStatus) setStatus(...lastStatus);
    this.editor.setLabel(t('editor.label'));
    for (const panel of this.panels) relabelPanel(panel, this.events, this.lastRun);
    this.variants.relabel();
    this.knobs.relabel();
    this.files.render();
    this.renderLinkBar();
    if ($('share-status').dataset.said) $('share-status').textContent = t($('share-status').dataset.said);
  }

  receive(events) {
    for (const event of events) {
      if (event.type === EVENT.stdout ? this.keptStdout++ >= MAX_KEPT_STDOUT : this.events.length >= MAX_KEPT_EVENTS) {
        if (event.type !== EVENT.summary) continue;
      }
      this.events.push(event);
    }
    for (const panel of this.panels) panel.addEvents(events);
    const plots = events.filter((e) => e.type === EVENT.plot).length;
    if (plots) {
      this.lazy.find((p) => p.name === 'plots').load();
      if (this.tabs.current !== 'plots') $('badge-plots').textContent = String(Number($('badge-plots').textContent) + plots);
    }
    this.callCount += events.reduce((n, e) => n + (e.type === EVENT.call ? callsOf(e) : 0), 0);
    if (this.callCount) $('badge-calls').textContent = String(this.callCount);
  }

  done({ ok, error }) {
    markOnce('tracelab:first-run-done');  // read by tests/bench/page_load.mjs
    // A run that failed below Python (a WebAssembly trap) leaves an engine that
    // cannot be trusted: the client has already swapped in a fresh one.
    if (error) this.console.note({ id: 'console.engine_crashed', args: { error } }, 'error');
    const summary = this.events.find((e) => e.type === EVENT.summary);
    const timed = summary?.us >= 0;
    const id = `status.finished${ok ? '' : '_error'}${timed ? '_in' : ''}`;
    setStatus('ready', id, timed ? { ms: (summary.us / 1000).toFixed(1) } : {});
    document.body.dataset.runs = String(Number(document.body.dataset.runs || 0) + 1);
    const run = { ok, error, events: this.events, summary };
    this.lastRun = run;
    for (const panel of [...this.panels, this.variants, this.knobs]) panel.done?.(run);
    this.lastRun = { source: this.runSource, events: this.events };
    this.releasePaneHeight();
  }

  // While a run refills the panels, their pane keeps the height it had: on a
  // phone, where the page itself scrolls, a pane emptied for a moment would
  // shorten the page and pull the reader's scroll position up with it.
  holdPaneHeight() {
    const pane = document.querySelector('.panels-pane');
    cancelAnimationFrame(this.paneRelease);
    pane.style.minHeight = '';
    pane.style.minHeight = `${pane.offsetHeight}px`;
  }

  // Two frames after the run ends, once its last output is laid out.
  releasePaneHeight() {
    const pane = document.querySelector('.panels-pane');
    this.paneRelease = requestAnimationFrame(() => {
      this.paneRelease = requestAnimationFrame(() => { pane.style.minHeight = ''; });
    });
  }

  // The last finished run as a notebook for real TensorFlow (web/notebook.js,
  // loaded on first use).
  async exportNotebook() {
    const run = this.lastRun;
    if (!run || run.source !== this.editor.getCode()) {
      this.console.note({ id: 'console.notebook_needs_run' });
      return;
    }
    const { notebookJson } = await import('./notebook.js');
    downloadFile('tracelab_program.ipynb', new Blob([notebookJson(run.source, run.events)], { type: 'application/x-ipynb+json' }));
  }
}

async function share(code, programs) {
  const hash = hashForCode(code, language());
  history.replaceState(null, '', hash);
  programs.shared(encodeCode(code));
  let copied = false;
  try {
    await navigator.clipboard.writeText(location.href);
    copied = true;
  } catch {
    /* clipboard needs permission; the address bar has the link anyway */
  }
  const said = copied ? 'share.copied' : 'share.in_address_bar';
  $('share-status').dataset.said = said;
  $('share-status').textContent = t(said);
}

new Page().start();
