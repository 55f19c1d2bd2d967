// The engine for Node hosts (the CLI and tests). Emscripten's ES6 loader is
// built for the web, so the .wasm bytes are handed over, and its random device
// needs the Web Crypto API, which Node 18 has only as node:crypto's webcrypto.
//
// Deep Python recursion runs on the host's native stack; run the engine in a
// worker thread made by engineWorker() to give it ENGINE_STACK_MB of stack
// (Node's main thread has under 1 MB).
import { readFileSync } from 'node:fs';
import { webcrypto } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import { DEFERRED_WASM, instantiateDeferred, moduleSourcePath, printEngineError } from './engine_split.js';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');
export const ENGINE_STACK_MB = 64;

// The text of a Python-source module, or null.
export function loadModuleSource(name) {
  try {
    return readFileSync(join(dist, moduleSourcePath(name)), 'utf8');
  } catch {
    return null;
  }
}

// onDeferredLoad() is called when the engine loads its deferred part;
// onModuleSource(name) when it asks for a Python-source module's text.
export async function loadNodeEngine({ onDeferredLoad, onModuleSource } = {}) {
  if (!globalThis.crypto?.getRandomValues) globalThis.crypto = webcrypto;
  const { default: create } = await import(pathToFileURL(join(dist, 'tracelab_engine.mjs')).href);
  const loadDeferred = (file, imports) => {
    onDeferredLoad?.();
    return instantiateDeferred(readFileSync(join(dist, DEFERRED_WASM)), imports);
  };
  return create({
    wasmBinary: readFileSync(join(dist, 'tracelab_engine.wasm')),
    loadSplitModule: loadDeferred,
    loadModuleSource: (name) => {
      onModuleSource?.(name);
      return loadModuleSource(name);
    },
    printErr: printEngineError,
  });
}

// A worker thread running `moduleUrl` with the engine's stack.
export function engineWorker(moduleUrl, workerData) {
  return new Worker(moduleUrl, { workerData, resourceLimits: { stackSizeMb: ENGINE_STACK_MB } });
}
