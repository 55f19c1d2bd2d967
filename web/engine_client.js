// EngineClient: the page's handle on the engine Worker. The Worker owns the
// WASM module; this side only posts programs and receives event batches.
// stop() terminates the Worker outright (a running program cannot be
// interrupted from the UI thread) and starts a fresh one, so the page never
// waits on the engine.
export class EngineClient {
  constructor({ onEvents, onDone, onStatus }) {
    this.onEvents = onEvents;
    this.onDone = onDone;
    this.onStatus = onStatus;
    this.runId = 0;
    this.running = false;
    this.ready = false;
    this.queued = null;
    this.pending = [];
    this.frame = 0;
    this.start();
  }

  start() {
    this.ready = false;
    this.worker = new Worker(new URL('./engine_worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = (message) => this.receive(message.data);
    this.worker.onerror = (error) => {
      error.preventDefault?.();
      this.onStatus('failed', `The engine could not start: ${error.message || 'worker error'}`);
    };
    this.onStatus('loading', 'Loading engine…');
  }

  receive(message) {
    if (message.type === 'ready') {
      this.ready = true;
      this.onStatus('ready', 'Ready');
      if (this.queued) this.post(this.queued);
      this.queued = null;
      return;
    }
    if (message.type === 'fatal') {
      this.onStatus('failed', `The engine could not start: ${message.message}`);
      return;
    }
    if (message.id !== this.runId) return;  // a stopped run's late batch
    if (message.type === 'events') for (const json of message.lines.split('\n')) this.queue(json);
    if (message.type === 'done') {
      this.flush();
      this.running = false;
      this.onDone({ ok: message.ok, error: message.error });
    }
  }

  // Events are rendered once per animation frame, however fast they arrive.
  queue(json) {
    this.pending.push(json);
    if (!this.frame) this.frame = requestAnimationFrame(() => this.flush());
  }

  flush() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    const batch = this.pending;
    this.pending = [];
    if (batch.length) this.onEvents(batch.map((json) => JSON.parse(json)));
  }

  run(source, { files = {}, limits = {}, filename = 'main.py' } = {}) {
    if (this.running) this.stop();
    this.runId += 1;
    this.running = true;
    const request = { type: 'run', id: this.runId, source, files, limits, filename };
    if (this.ready) this.post(request);
    else this.queued = request;
    return this.runId;
  }

  post(request) {
    this.onStatus('running', 'Running…');
    this.worker.postMessage(request);
  }

  stop() {
    this.worker.terminate();
    this.flush();
    const wasRunning = this.running;
    this.running = false;
    this.queued = null;
    this.runId += 1;
    this.start();
    return wasRunning;
  }
}
