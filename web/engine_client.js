// EngineClient: the page's handle on the engine Worker. The Worker owns the
// WASM module; this side only posts programs and receives event batches.
// stop() terminates the Worker outright (a running program cannot be
// interrupted from the UI thread), so the page never waits on the engine.
//
// Stop is instant because a spare Worker is kept loaded: one is started when
// a run has gone on for SPARE_AFTER_MS (the runs that get stopped are the long
// ones; short runs never pay for it), and Stop swaps it in. Without a loaded
// spare, Stop starts a fresh Worker as before.
//
// Arriving batches only queue their text. Once per animation frame the queue
// is parsed and handed to onEvents in slices until the frame's time budget is
// spent; the rest waits for the next frame. So however fast a program prints,
// the page keeps painting and answering clicks; onDone follows the last slice.
// When the page is cross-origin isolated, each run shares a counter with the
// Worker of the characters it posted and the page has not taken in yet: the
// Worker waits while too much is queued (see engine_worker.js). Elsewhere a
// queue longer than MAX_BACKLOG_CHARS is cut from its oldest end, and the
// console says how many lines were skipped.
//
// Warm-up: a Worker's engine is several times slower on its first run than
// later, until V8 has optimized its hot code, so once a Worker is loaded and
// the page is idle (no run, and the browser has time: requestIdleCallback),
// the Worker is asked to warm up (engine_worker.js) — the current one after
// loading, the spare after the run that started it has ended. A run clicked
// meanwhile waits at most for one short warm-up program.
const WARM_IDLE_TIMEOUT_MS = 2000;  // warm up after this long even if the browser is never idle
const SPARE_AFTER_MS = 300;
const SLICE_EVENTS = 2000;       // events per onEvents call
const FRAME_BUDGET_MS = 12;      // parsing and rendering per frame, normally
const BACKLOG_BUDGET_MS = 20;    // per frame while a large backlog waits
const LARGE_BACKLOG_CHARS = 1 << 20;
const MAX_BACKLOG_CHARS = 64 << 20;  // without backpressure, older queued output is skipped past this
const SKIPPED = '{"type":"tracelab-skipped"';  // the page's own event: {type, lines}
const SHOW_ON_STOP_CHARS = 1 << 20;
const RECYCLE_BYTES = 512 << 20;  // a Worker whose memory grew past this is replaced after its run

export class EngineWorker {
  constructor(onMessage, onFail) {
    this.ready = false;
    this.warmAsked = false;
    this.worker = new Worker(new URL('./engine_worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = (message) => {
      if (message.data?.type === 'ready') this.ready = true;
      if (message.data?.type === 'fatal') this.failed = true;
      onMessage(this, message.data);
    };
    this.worker.onerror = (error) => {
      error.preventDefault?.();
      this.failed = true;
      onFail(this, error.message || 'worker error');
    };
  }

  post(request) { this.worker.postMessage(request); }

  terminate() { this.worker.terminate(); }
}

// onStatus(state, id, args): the status in words is the page string `id`
// (web/i18n/) with `args`.
export class EngineClient {
  constructor({ onEvents, onDone, onStatus, onWarm = () => {} }) {
    this.onEvents = onEvents;
    this.onDone = onDone;
    this.onStatus = onStatus;
    this.onWarm = onWarm;  // ({ms, done}): the current Worker finished its warm-up
    this.runId = 0;
    this.running = false;
    this.busy = false;
    this.queued = null;
    this.spare = null;
    this.spareTimer = 0;
    this.resetQueue();
    this.use(this.newWorker());
  }

  get ready() { return this.current.ready; }

  newWorker() {
    return new EngineWorker((w, message) => this.receive(w, message), (w, text) => {
      if (w === this.current) this.onStatus('failed', 'status.engine_failed', { error: text });
      else if (w === this.spare) this.spare = null;  // the next Stop starts a fresh one
    });
  }

  use(worker, { quiet = false } = {}) {
    this.current = worker;
    this.quiet = quiet;  // a swap after a finished run does not touch the status bar
    if (quiet) return;
    if (worker.ready) this.onStatus('ready', 'status.ready');
    else this.onStatus('loading', 'status.loading');
  }

  resetQueue() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.pending = [];      // batches of JSON lines not yet parsed
    this.pendingChars = 0;
    this.lines = null;      // the batch being parsed, split into lines
    this.linePos = 0;
    this.flow = null;
    this.finished = null;   // the done message, delivered after the last slice
  }

  // Asks `worker` to warm up once, when the page is next idle.
  warmWhenIdle(worker) {
    if (worker.warmAsked || !worker.ready || this.warmFailed) return;
    const whenIdle = globalThis.requestIdleCallback ?? ((fn) => setTimeout(fn, 100));
    whenIdle(() => {
      if (worker.warmAsked || this.busy || (worker !== this.current && worker !== this.spare)) return;
      worker.warmAsked = true;
      worker.post({ type: 'warm' });
    }, { timeout: WARM_IDLE_TIMEOUT_MS });
  }

  // A warm-up that failed below Python leaves an engine that cannot be
  // trusted: an idle current Worker is replaced, a spare dropped, and no
  // Worker of this page warms up again.
  warmed(worker, message) {
    if (message.error) {
      this.warmFailed = true;
      worker.failed = true;
      if (worker === this.spare) {
        this.spare = null;
        worker.terminate();
      }
      if (worker === this.current && !this.busy && !this.running) this.replaceWorker({ quiet: true });
      return;
    }
    if (worker === this.current) this.onWarm(message);
  }

  receive(worker, message) {
    if (message.type === 'warm') return this.warmed(worker, message);
    if (message.type === 'ready' && worker === this.spare && !this.busy) this.warmWhenIdle(worker);
    if (worker !== this.current) return;  // the spare's ready, or a stopped Worker's last words
    if (message.type === 'ready') {
      this.warmWhenIdle(worker);
      if (!this.quiet) this.onStatus('ready', 'status.ready');
      if (this.queued) this.post(this.queued);
      this.queued = null;
      return;
    }
    if (message.type === 'fatal') {
      this.onStatus('failed', 'status.engine_failed', { error: message.message });
      return;
    }
    if (message.id !== this.runId) return;  // a stopped run's late batch
    if (message.type === 'events') {
      this.pending.push(message.lines);
      this.pendingChars += message.lines.length;
      if (!this.flow && this.pendingChars > MAX_BACKLOG_CHARS) this.skipBacklog();
      this.schedule();
    }
    if (message.type === 'done') {
      this.busy = false;
      this.finished = message;
      // WebAssembly memory never shrinks: a program that grew it a lot leaves
      // its Worker to the garbage collector, and the next run gets a fresh one;
      // so does a run that failed below Python, which may have left the
      // engine's memory half-updated.
      this.recycle = message.memory > RECYCLE_BYTES || Boolean(message.error);
      this.schedule();
    }
  }

  schedule() {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.drain());
  }

  // Parses and delivers queued events until this frame's budget is spent.
  drain() {
    this.frame = 0;
    const start = performance.now();
    const budget = this.pendingChars > LARGE_BACKLOG_CHARS ? BACKLOG_BUDGET_MS : FRAME_BUDGET_MS;
    while (performance.now() - start < budget) {
      const slice = this.nextSlice();
      if (!slice) break;
      this.onEvents(slice);
    }
    if (this.lines || this.pending.length) return this.schedule();
    if (this.finished) {
      const { ok, error } = this.finished;
      this.finished = null;
      this.running = false;
      this.cancelSpareTimer();
      // The status bar keeps saying how the run ended while a fresh Worker loads.
      if (this.recycle) this.replaceWorker({ quiet: true });
      else this.warmWhenIdle(this.current);
      if (this.spare) this.warmWhenIdle(this.spare);
      this.onDone({ ok, error });
    }
  }

  nextSlice() {
    if (!this.lines) {
      if (!this.pending.length) return null;
      const text = this.pending.shift();
      this.pendingChars -= text.length;
      if (this.flow) {
        Atomics.sub(this.flow, 0, text.length);
        Atomics.notify(this.flow, 0);
      }
      if (text.startsWith(SKIPPED)) return [JSON.parse(text)];
      this.lines = text.split('\n');
      this.linePos = 0;
    }
    const end = Math.min(this.lines.length, this.linePos + SLICE_EVENTS);
    const slice = [];
    for (let i = this.linePos; i < end; i += 1) if (this.lines[i]) slice.push(JSON.parse(this.lines[i]));
    this.linePos = end;
    if (end >= this.lines.length) this.lines = null;
    return slice;
  }

  // Drops the oldest queued batches down to half the limit (no backpressure).
  skipBacklog() {
    let lines = 0;
    while (this.pendingChars > MAX_BACKLOG_CHARS / 2 && this.pending.length > 1) {
      const text = this.pending.shift();
      this.pendingChars -= text.length;
      if (text.startsWith(SKIPPED)) {
        lines += JSON.parse(text).lines;
      } else {
        lines += 1;
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines += 1;
      }
    }
    this.pending.unshift(JSON.stringify({ type: 'tracelab-skipped', lines }));
  }

  run(source, { files = {}, limits = {}, filename = 'main.py' } = {}) {
    // The page clears its panels for the new run: output still queued is dropped.
    if (this.busy) this.stop({ show: false });
    this.resetQueue();
    this.runId += 1;
    this.running = true;
    // The counter the Worker waits on (only a cross-origin-isolated page has shared memory).
    this.flow = globalThis.crossOriginIsolated && typeof SharedArrayBuffer === 'function'
      ? new Int32Array(new SharedArrayBuffer(4)) : null;
    const request = { type: 'run', id: this.runId, source, files, limits, filename, flow: this.flow?.buffer };
    if (this.ready) this.post(request);
    else this.queued = request;
    return this.runId;
  }

  post(request) {
    this.onStatus('running', 'status.running');
    this.busy = true;  // the Worker is running it (running also covers the page still rendering)
    this.current.post(request);
    this.cancelSpareTimer();
    if (!this.spare) this.spareTimer = setTimeout(() => { this.spare ||= this.newWorker(); }, SPARE_AFTER_MS);
  }

  cancelSpareTimer() {
    clearTimeout(this.spareTimer);
    this.spareTimer = 0;
  }

  // Ends the current run and hands the page a fresh engine: the spare if one
  // is loaded or loading, else a new Worker. Output that arrived but is not
  // shown yet is shown first, unless it is a flood's backlog (more than
  // SHOW_ON_STOP_CHARS), which is dropped. True if a program was running.
  stop({ show = true } = {}) {
    this.cancelSpareTimer();
    if (show && this.running && this.pendingChars + (this.lines ? this.lines.length * 64 : 0) <= SHOW_ON_STOP_CHARS) {
      for (let slice = this.nextSlice(); slice; slice = this.nextSlice()) this.onEvents(slice);
    }
    this.resetQueue();
    const wasRunning = this.running;
    this.running = false;
    this.busy = false;
    this.queued = null;
    this.runId += 1;
    this.replaceWorker();
    return wasRunning;
  }

  replaceWorker({ quiet = false } = {}) {
    this.current.terminate();
    this.recycle = false;
    const next = this.spare && !this.spare.failed ? this.spare : this.newWorker();
    this.spare = null;
    this.use(next, { quiet });
    this.warmWhenIdle(next);
  }
}
