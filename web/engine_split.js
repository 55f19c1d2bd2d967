// The parts of the engine its hosts (engine_loader.js, node_engine.mjs) load
// on first use, synchronously: the call that needs one waits for it.
//
// The engine's code comes in two parts (.ci/split_engine.mjs): the functions
// learners' programs run in their first minutes, loaded with the page, and the
// rest (tracelab_engine.deferred.wasm), loaded the first time a program calls
// one of them. Until then each of those functions is a placeholder that asks
// the host for the deferred part.
export const DEFERRED_WASM = 'tracelab_engine.deferred.wasm';

// The Python-source modules' texts (engine/bindings/module_sources.cc), a
// file each under web/dist/, read when a program first imports the module.
export const moduleSourcePath = (name) => `py/${name}.py`;

// The deferred part instantiated against the loaded one's exports (its
// memory, table and functions); it fills the placeholders' table slots.
export function instantiateDeferred(bytes, imports) {
  const module = new WebAssembly.Module(bytes);
  return [new WebAssembly.Instance(module, imports), module];
}

// Emscripten reports each placeholder call and the load on its error
// stream; those are not errors, everything else is.
const SPLIT_LOG = /^(placeholder function called|instantiated deferred module)/;
export function printEngineError(text) {
  if (!SPLIT_LOG.test(text)) console.error(text);
}
