// The page's copy of the data files tracelab ships (web/shipped_data.js):
// fetched the first time a program names one, gunzipped with
// DecompressionStream and kept for later runs of this page. The browser's
// HTTP cache and the service worker keep the compressed file across visits.
import { enginePaths, shippedFilesNamedIn } from './shipped_data.js';

export class ShippedFiles {
  constructor(onProgress) {
    this.onProgress = onProgress;  // (name, bytesDone, bytesTotal or 0)
    this.loaded = new Map();       // name -> Promise of the text
  }

  // Engine paths and texts of the shipped files `source` names, except those
  // an uploaded file (a name in `uploaded`) replaces, loading them first; and
  // notes for the console: what was loaded now, or could not be.
  async forRun(source, uploaded) {
    const files = {};
    const notes = [];
    for (const file of shippedFilesNamedIn(source)) {
      if (uploaded.has(file.name)) continue;
      const text = await this.load(file, notes);
      if (text === null) continue;
      for (const path of enginePaths(file, '/')) files[path] = text;
    }
    return { files, notes };
  }

  async load(file, notes) {
    if (!this.loaded.has(file.name)) {
      this.loaded.set(file.name, fetchText(file, this.onProgress));
      try {
        const text = await this.loaded.get(file.name);
        const mb = (text.length / 1e6).toFixed(1);
        notes.push({ text: { id: 'console.shipped_loaded', args: { name: file.name, mb } } });
      } catch (error) {
        this.loaded.delete(file.name);  // tried again on the next run
        notes.push({
          text: { id: 'console.shipped_failed', args: { name: file.name, error: error.message } },
          kind: 'error',
        });
        return null;
      }
    }
    return this.loaded.get(file.name);
  }
}

// The file's text, reporting compressed bytes as they arrive.
async function fetchText(file, onProgress) {
  const response = await fetch(new URL(file.asset, import.meta.url));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const total = Number(response.headers.get('Content-Length')) || 0;
  let done = 0;
  onProgress(file.name, 0, total);
  const counted = response.body.pipeThrough(new TransformStream({
    transform(chunk, controller) {
      done += chunk.byteLength;
      onProgress(file.name, done, total);
      controller.enqueue(chunk);
    },
  }));
  return new Response(counted.pipeThrough(new DecompressionStream('gzip'))).text();
}
