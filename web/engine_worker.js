// The engine Worker: the only page module that touches the WASM engine.
// Protocol (messages are plain objects):
//   in:  {type:'run', id, source, filename, files:{path:text}, limits:{maxSteps,...}}
//   out: {type:'ready'} | {type:'fatal', message}
//        {type:'events', id, lines}  (engine events as JSON lines, as the engine hands them over)
//        {type:'done', id, ok, error?}
// The run is synchronous inside the Worker, so each batch is posted from the
// engine's callback at once: output printed before a long computation must
// not wait for it (the engine batches only its frequent call events). The page
// batches rendering on its side.
import createTracelabEngine from './dist/tracelab_engine.mjs';

const enginePromise = createTracelabEngine();

function runProgram(engine, request) {
  const session = new engine.Session(request.limits || {});
  const post = (lines) => self.postMessage({ type: 'events', id: request.id, lines });
  try {
    for (const [path, text] of Object.entries(request.files || {})) session.writeFile(path, text);
    const ok = session.run(request.source, request.filename || 'main.py', post);
    self.postMessage({ type: 'done', id: request.id, ok });
  } catch (error) {
    self.postMessage({ type: 'done', id: request.id, ok: false, error: String(error?.message || error) });
  } finally {
    session.delete();
  }
}

enginePromise.then(
  (engine) => {
    self.onmessage = (message) => {
      if (message.data?.type === 'run') runProgram(engine, message.data);
    };
    self.postMessage({ type: 'ready' });
  },
  (error) => self.postMessage({ type: 'fatal', message: String(error?.message || error) }),
);
