// The engine Worker: the only page module that touches the WASM engine.
// Protocol (messages are plain objects):
//   in:  {type:'run', id, source, filename, files:{path:text}, limits:{maxSteps,...}}
//        {type:'warm'}  (the page is idle: run the warm-up programs, see below)
//   out: {type:'ready'} | {type:'fatal', message}
//        {type:'warm', ms, done, error?}  (error: the warm-up failed below Python; replace this Worker)
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
//
// Warm-up: V8 runs new WebAssembly code in its baseline tier first and
// optimizes a function only after it has run for a while, so a first run
// would be slower than the next. Told that the page is idle, the Worker runs
// WARMUP_PROGRAMS once, their events thrown away, one program at a time and
// yielding between them: a run that arrives meanwhile waits only for the
// program under way, and the rest of the warm-up is dropped.
import { loadEngine, runSession } from './engine_loader.js';
import { WARMUP_PROGRAMS } from './warmup_programs.js';

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

const WARMUP_LIMITS = { maxSeconds: 30 };

// Runs the warm-up programs until they are done or wanted() turns false.
async function warmUp(loaded, wanted) {
  const start = performance.now();
  let done = 0;
  try {
    for (const source of WARMUP_PROGRAMS) {
      await new Promise((resume) => setTimeout(resume, 0));  // let a waiting run message in
      if (!wanted()) break;
      const session = new loaded.engine.Session(WARMUP_LIMITS);
      try {
        await runSession(loaded, session, source, 'warmup.py', () => {});
      } finally {
        session.delete();
      }
      done += 1;
    }
  } catch (error) {
    self.postMessage({ type: 'warm', ms: performance.now() - start, done: false, error: String(error?.message || error) });
    return;
  }
  self.postMessage({ type: 'warm', ms: performance.now() - start, done: done === WARMUP_PROGRAMS.length });
}

enginePromise.then(
  (loaded) => {
    // A run may wait on its fresh stacks; runs still go one after another.
    let runs = Promise.resolve();
    let waitingRuns = 0;
    let warmed = false;
    self.onmessage = (message) => {
      const type = message.data?.type;
      if (type === 'run') {
        waitingRuns += 1;
        runs = runs.then(() => {
          waitingRuns -= 1;
          return runProgram(loaded, message.data);
        });
      } else if (type === 'warm' && !warmed) {
        warmed = true;
        runs = runs.then(() => warmUp(loaded, () => waitingRuns === 0));
      }
    };
    self.postMessage({ type: 'ready' });
  },
  (error) => self.postMessage({ type: 'fatal', message: String(error?.message || error) }),
);
