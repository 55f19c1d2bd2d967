// One engine Session runs many programs (the page's Run button): pandas'
// display options set by one program must not leak into the next, so a
// second run prints what a fresh process prints.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeEngine } from '../../web/node_engine.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'web', 'dist');
const skip = existsSync(join(dist, 'tracelab_engine.wasm')) ? false : 'the WASM engine is not built';

const SETS = `import pandas as pd
pd.options.display.max_rows = 4
pd.options.display.float_format = "{:.2f}".format
print(pd.Series([0.5 * i for i in range(9)]))
`;
const PRINTS = `import pandas as pd
print(pd.Series([0.5 * i for i in range(9)]))
print(pd.get_option("display.max_rows"), pd.get_option("display.float_format"))
`;

async function session() {
  const engine = await loadNodeEngine();
  return new engine.Session({});
}

function stdout(s, source) {
  let text = '';
  const ok = s.run(source, 'main.py', (lines) => {
    for (const json of lines.split('\n')) {
      const event = JSON.parse(json);
      if (event.type === 'stdout') text += event.text;
    }
  });
  assert.ok(ok);
  return text;
}

test('display options start from pandas defaults on every run', { skip }, async () => {
  const fresh = await session();
  const expected = stdout(fresh, PRINTS);
  fresh.delete();
  const reused = await session();
  const truncated = stdout(reused, SETS);
  assert.match(truncated, /\nLength: 9, dtype: float64\n$/);
  assert.equal(stdout(reused, PRINTS), expected);
  reused.delete();
});
