// Runs a program through the WebAssembly engine in this process and returns
// its events, as the page's Worker receives them; for node tests of the
// page's modules that read events (web/prediction.js, web/graph_diff.js).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeEngine } from '../../web/node_engine.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
export const noEngine = existsSync(join(dist, 'tracelab_engine.wasm')) ? false : 'the WASM engine is not built';

let engine = null;

// limits: the Session's options (README), e.g. {dumpGraphs: true}.
export async function engineEvents(source, limits = {}) {
  engine ||= await loadNodeEngine();
  const session = new engine.Session(limits);
  const events = [];
  try {
    session.run(source, 'main.py', (lines) => {
      for (const json of lines.split('\n')) if (json.trim()) events.push(JSON.parse(json));
    });
  } finally {
    session.delete();
  }
  return events;
}
