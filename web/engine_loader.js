// Loads the engine for the page's Worker. The .wasm is compiled while it
// downloads (WebAssembly.instantiateStreaming), which is also what lets the
// browser keep the compiled code with the cached response for the next visit.
//
// A browser Worker's stack holds only about 400 levels of Python recursion,
// fewer than CPython's 1000. Where the browser has WebAssembly's JS promise
// integration (JSPI), a run starts on a fresh stack made by
// WebAssembly.promising, and the engine's one import for more stack
// (tl_host_fresh_stack, engine/bindings/fresh_stack.cc) becomes a suspending
// import: the calling stack waits while the job runs on another fresh stack.
// Recursion then reaches the Python limit on any Worker. Without JSPI, runs
// are plain calls and the engine's stack guard ends deep recursion in
// RecursionError earlier.
import createTracelabEngine from './dist/tracelab_engine.mjs';
import { DEFERRED_WASM, instantiateDeferred, moduleSourcePath } from './engine_split.js';

const hasJspi = typeof WebAssembly.Suspending === 'function' && typeof WebAssembly.promising === 'function';
const wasmUrl = new URL('./dist/tracelab_engine.wasm', import.meta.url);
const deferredUrl = new URL(`./dist/${DEFERRED_WASM}`, import.meta.url);

// A file of the page read while the calling engine function waits (a Worker
// may read synchronously); the browser's cache keeps it. Null when missing.
function readSync(url, responseType) {
  const request = new XMLHttpRequest();
  request.open('GET', url, false);
  request.responseType = responseType;
  request.send();
  return request.status === 200 ? request.response : null;
}

function loadDeferred(imports) {
  const bytes = readSync(deferredUrl, 'arraybuffer');
  if (!bytes) throw new Error(`cannot load ${DEFERRED_WASM}`);
  return instantiateDeferred(bytes, imports);
}

const loadModuleSource = (name) => readSync(new URL(`./dist/${moduleSourcePath(name)}`, import.meta.url), 'text');

// Compiles while downloading; a server that does not send the .wasm as
// application/wasm gets the whole file compiled after the download instead.
async function instantiate(imports) {
  const response = fetch(wasmUrl);
  try {
    return await WebAssembly.instantiateStreaming(response, imports);
  } catch (error) {
    const sent = await response;
    if (!(error instanceof TypeError) || !sent.ok) throw error;
    return WebAssembly.instantiate(await (await fetch(wasmUrl)).arrayBuffer(), imports);
  }
}

// The engine module, with fresh stacks where the browser has them.
export async function loadEngine() {
  let table = null;
  let exports = null;
  let deferredLoaded = false;
  let placeholderCalls = 0;  // first calls into the deferred part under way
  let failed;
  const failure = new Promise((_, reject) => { failed = reject; });
  // A function of the deferred part called before the part is loaded: load
  // it (its functions replace the placeholders in the table), then call the
  // function from this JS frame.
  const placeholders = new Proxy({}, {
    get: (target, index) => (...args) => {
      if (!deferredLoaded) {
        loadDeferred({ primary: exports });
        deferredLoaded = true;
      }
      placeholderCalls += 1;
      try {
        return table.get(Number(index))(...args);
      } finally {
        placeholderCalls -= 1;
      }
    },
  });
  const onFreshStack = (entry, job) => WebAssembly.promising(table.get(entry))(job);
  // JSPI cannot suspend a stack that has a JS frame on it: under a
  // placeholder's call the engine asks for no fresh stack (fresh_stack.cc).
  const canSuspend = () => placeholderCalls === 0;
  const instantiateWasm = (imports, receiveInstance) => {
    if (imports.placeholder) imports.placeholder = placeholders;
    if (hasJspi) {
      for (const names of Object.values(imports)) {
        for (const [name, fn] of Object.entries(names)) {
          if (fn?.name === 'tl_host_fresh_stack') names[name] = new WebAssembly.Suspending(onFreshStack);
        }
      }
    }
    instantiate(imports).then(({ instance, module }) => {
      exports = instance.exports;
      table = Object.values(exports).find((x) => x instanceof WebAssembly.Table);
      receiveInstance(instance, module);
    }, failed);
    return {};
  };
  const engine = await Promise.race([createTracelabEngine({ instantiateWasm, canSuspend, loadModuleSource }), failure]);
  if (!hasJspi) return { engine, runOnFreshStack: null };
  return { engine, runOnFreshStack: (job) => onFreshStack(engine.freshStackEntry(), job) };
}

// Runs one program in `session` (see Session.run); resolves to its result.
export async function runSession(loaded, session, source, filename, onEvent) {
  if (!loaded.runOnFreshStack) return session.run(source, filename, onEvent);
  const job = session.beginRun(source, filename, onEvent);
  let hostError = null;
  try {
    await loaded.runOnFreshStack(job);
  } catch (error) {
    hostError = error;
  }
  const ok = session.endRun();
  if (hostError) throw hostError;
  return ok;
}
