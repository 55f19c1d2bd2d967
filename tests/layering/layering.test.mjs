// The layering check against a small engine tree made for the test (so the
// checker is shown to catch each kind of violation) and against the real one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations, LAYERS } from './layering.mjs';

const engineDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'engine');

function fakeEngine(files) {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-layering-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

test('downward, same-module and relative includes pass', () => {
  const dir = fakeEngine({
    'core/a.h': '#pragma once\n',
    'ops/op.h': '#include "core/a.h"\n#include "op_detail.h"\n',
    'ops/op_detail.h': '#pragma once\n',
    'kernels/reference/ref.h': '#pragma once\n',
    'kernels/k.cc': '#include "reference/ref.h"\n#include <vector>\n',
    'bindings/b.cc': '#include <emscripten/bind.h>\n#include "session/s.h"\n',
    'session/s.h': '#include "lang/i.h"\n',
    'lang/i.h': '#include "core/a.h"\n',
  });
  try {
    assert.deepEqual(findViolations(dir), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an upward include, a same-layer neighbour and Embind outside bindings fail', () => {
  const dir = fakeEngine({
    'core/a.h': '#include "ops/op.h"\n',
    'ops/op.h': '#pragma once\n',
    'keras/k.h': '#include "data/d.h"\n',
    'data/d.h': '#pragma once\n',
    'session/s.cc': '  #  include <emscripten/bind.h>\n',
    'lang/x.cc': '#include "nowhere/x.h"\n',
  });
  try {
    const found = findViolations(dir);
    assert.equal(found.length, 4, found.join('\n'));
    assert.ok(found.some((v) => v.startsWith('core/a.h:1') && v.includes('layer 2')));
    assert.ok(found.some((v) => v.startsWith('keras/k.h:1')));
    assert.ok(found.some((v) => v.startsWith('session/s.cc:1') && v.includes('Embind')));
    assert.ok(found.some((v) => v.startsWith('lang/x.cc:1')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('engine/ has no layering violations', () => {
  assert.deepEqual(findViolations(engineDir), []);
});

// ARCHITECTURE.md sits beside the repository (../shared/design); its layer
// table and engine/layers.txt must name the same modules in the same layers.
const architecture = join(engineDir, '..', '..', 'shared', 'design', 'ARCHITECTURE.md');

test('engine/layers.txt agrees with ARCHITECTURE.md\'s layer table', { skip: existsSync(architecture) ? false : 'ARCHITECTURE.md is not beside the repository' }, () => {
  const documented = {};
  for (const line of readFileSync(architecture, 'utf8').split('\n')) {
    const row = /^\|\s*(\d+)\s*\|\s*([a-z/, ]+)\|/.exec(line);
    if (!row) continue;
    for (const module of row[2].split(',').map((m) => m.trim().replace(/\/$/, '')).filter(Boolean)) {
      documented[module] = Number(row[1]);
    }
  }
  assert.deepEqual(documented, LAYERS);
});
