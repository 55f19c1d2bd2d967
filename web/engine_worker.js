// The engine Worker: the only page module that touches the WASM engine.
// Protocol (messages are plain objects):
//   in:  {type:'run', id, source, filename, files:{path:text}, limits:{maxSteps,...}}
//   out: {type:'ready'} | {type:'fatal', message}
//        {type:'events', id, lines}  (engine events as JSON lines, one batch or several joined)
//        {type:'done', id, ok, error?, memory}  (memory: bytes of WebAssembly memory;
//          error: the run ended below Python, and this Worker must not run again)
// The run is synchronous inside the Worker, so batches can only be posted
// from the engine's callback. Output printed before a long computation must
// not wait for it, so a batch goes out at once while the program prints
// little; a program that prints faster than the page can take it (a print
// flood) has its batches joined and posted at most every POST_INTERVAL_MS,
// so the page's message queue never floods and Stop stays clickable. Like
// the engine's own call batching, joined lines wait at most until the next
// batch the engine hands over, or the end of the run.
//
// Backpressure: when the page is cross-origin isolated, a run request brings
// a SharedArrayBuffer counting the characters posted and not yet taken in by
// the page. Past HIGH_WATER the Worker waits (the program pauses in its
// print, as a process does when its terminal's pipe is full) until the page
// is back under LOW_WATER, so a program printing forever uses bounded memory.
// Stop still ends it at once: terminating a waiting Worker is immediate.
import { loadEngine, runSession } from './engine_loader.js';

const POST_INTERVAL_MS = 40;
const POSTS_PER_INTERVAL = 8;  // posts allowed at once in one interval before joining starts
const MAX_JOINED_CHARS = 4 << 20;  // a joined batch this large goes out even inside an interval
const HIGH_WATER = 12 << 20;
const LOW_WATER = 4 << 20;

const enginePromise = loadEngine();

class Poster {
  constructor(id, flow) {
    this.id = id;
    this.flow = flow ? new Int32Array(flow) : null;  // [0]: characters posted, not yet taken in
    this.held = [];
    this.heldChars = 0;
    this.windowStart = -Infinity;
    this.posts = 0;
  }

  add(lines) {
    this.held.push(lines);
    this.heldChars += lines.length;
    const now = performance.now();
    if (now - this.windowStart >= POST_INTERVAL_MS) {
      this.windowStart = now;
      this.posts = 0;
    }
    if (this.posts < POSTS_PER_INTERVAL || this.heldChars >= MAX_JOINED_CHARS) {
      this.posts += 1;
      this.flush();
    }
  }

  flush() {
    if (!this.held.length) return;
    const lines = this.held.length === 1 ? this.held[0] : this.held.join('\n');
    this.held = [];
    this.heldChars = 0;
    self.postMessage({ type: 'events', id: this.id, lines });
    if (!this.flow) return;
    if (Atomics.add(this.flow, 0, lines.length) + lines.length <= HIGH_WATER) return;
    for (let out = Atomics.load(this.flow, 0); out > LOW_WATER; out = Atomics.load(this.flow, 0)) {
      Atomics.wait(this.flow, 0, out, 1000);
    }
  }
}

async function runProgram(loaded, request) {
  const { engine } = loaded;
  const session = new engine.Session(request.limits || {});
  const poster = new Poster(request.id, request.flow);
  try {
    for (const [path, text] of Object.entries(request.files || {})) session.writeFile(path, text);
    const ok = await runSession(loaded, session, request.source, request.filename || 'main.py', (lines) => poster.add(lines));
    poster.flush();
    session.delete();
    self.postMessage({ type: 'done', id: request.id, ok, memory: memoryBytes(engine) });
  } catch (error) {
    // The run ended below Python (a trap or an abort): C++ cleanup was skipped,
    // so this engine is not used again (the page replaces the Worker).
    poster.flush();
    try {
      session.delete();
    } catch {
      // the engine's memory may be unusable; the Worker goes anyway
    }
    self.postMessage({ type: 'done', id: request.id, ok: false, error: String(error?.message || error), memory: memoryBytes(engine) });
  }
}

// The size of the engine's WebAssembly memory, which only ever grows: the
// page replaces a Worker whose program made it large.
function memoryBytes(engine) {
  return (engine.HEAPU8 || engine.HEAP8)?.buffer?.byteLength || 0;
}

enginePromise.then(
  (loaded) => {
    // A run may wait on its fresh stacks; runs still go one after another.
    let runs = Promise.resolve();
    self.onmessage = (message) => {
      if (message.data?.type === 'run') runs = runs.then(() => runProgram(loaded, message.data));
    };
    self.postMessage({ type: 'ready' });
  },
  (error) => self.postMessage({ type: 'fatal', message: String(error?.message || error) }),
);
