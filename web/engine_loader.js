// Loads the engine for the page's Worker. A browser Worker's stack holds only
// about 400 levels of Python recursion, fewer than CPython's 1000. Where the
// browser has WebAssembly's JS promise integration (JSPI), a run starts on a
// fresh stack made by WebAssembly.promising, and the engine's one import for
// more stack (tl_host_fresh_stack, engine/bindings/fresh_stack.cc) becomes a
// suspending import: the calling stack waits while the job runs on another
// fresh stack. Recursion then reaches the Python limit on any Worker.
// Without JSPI, runs are plain calls and the engine's stack guard ends deep
// recursion in RecursionError earlier.
import createTracelabEngine from './dist/tracelab_engine.mjs';

const hasJspi = typeof WebAssembly.Suspending === 'function' && typeof WebAssembly.promising === 'function';

// The engine module, with fresh stacks where the browser has them.
export async function loadEngine() {
  if (!hasJspi) return { engine: await createTracelabEngine(), runOnFreshStack: null };
  let table = null;
  const onFreshStack = (entry, job) => WebAssembly.promising(table.get(entry))(job);
  const instantiateWasm = (imports, receiveInstance) => {
    for (const names of Object.values(imports)) {
      for (const [name, fn] of Object.entries(names)) {
        if (fn?.name === 'tl_host_fresh_stack') names[name] = new WebAssembly.Suspending(onFreshStack);
      }
    }
    const url = new URL('./dist/tracelab_engine.wasm', import.meta.url);
    WebAssembly.instantiateStreaming(fetch(url), imports).then(({ instance, module }) => {
      table = Object.values(instance.exports).find((x) => x instanceof WebAssembly.Table);
      receiveInstance(instance, module);
    });
    return {};
  };
  const engine = await createTracelabEngine({ instantiateWasm });
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
