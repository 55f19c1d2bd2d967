// The layering check against a small engine tree made for the test (so the
// checker is shown to catch each kind of violation) and against the real one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations, LAYERS, missingSubLayerFolders } from './layering.mjs';

const engineDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'engine');

// Runs `check` on an engine tree made of `files` (path -> text), then removes it.
function withFakeEngine(files, check) {
  const dir = mkdtempSync(join(tmpdir(), 'tracelab-layering-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('downward, same-module and relative includes pass', () => {
  withFakeEngine({
    'core/a.h': '#pragma once\n',
    'ops/op.h': '#include "core/a.h"\n#include "op_detail.h"\n',
    'ops/op_detail.h': '#pragma once\n',
    'kernels/reference/ref.h': '#pragma once\n',
    'kernels/k.cc': '#include "reference/ref.h"\n#include <vector>\n',
    'bindings/b.cc': '#include <emscripten/bind.h>\n#include "session/s.h"\n',
    'session/s.h': '#include "lang/i.h"\n',
    'lang/i.h': '#include "core/a.h"\n',
  }, (dir) => {
    assert.deepEqual(findViolations(dir), []);
  });
});

test('an upward include, a same-layer neighbour and Embind outside bindings fail', () => {
  withFakeEngine({
    'core/a.h': '#include "ops/op.h"\n',
    'ops/op.h': '#pragma once\n',
    'keras/k.h': '#include "data/d.h"\n',
    'data/d.h': '#pragma once\n',
    'session/s.cc': '  #  include <emscripten/bind.h>\n',
    'lang/x.cc': '#include "nowhere/x.h"\n',
  }, (dir) => {
    const found = findViolations(dir);
    assert.equal(found.length, 4, found.join('\n'));
    assert.ok(found.some((v) => v.startsWith('core/a.h:1') && v.includes('layer 2')));
    assert.ok(found.some((v) => v.startsWith('keras/k.h:1')));
    assert.ok(found.some((v) => v.startsWith('session/s.cc:1') && v.includes('Embind')));
    assert.ok(found.some((v) => v.startsWith('lang/x.cc:1')));
  });
});

// A module that orders its folders (lang/layers.txt in this made-up engine).
const subLayered = {
  'lang/layers.txt': 'eval\nmodules/base\nmodules/low\nmodules/high modules/side\n',
  'lang/eval/native.h': '#include "core/a.h"\n',
  'lang/modules/base/values.h': '#include "lang/eval/native.h"\n',
  'lang/modules/low/low.h': '#include "lang/modules/base/values.h"\n#include "detail/low_detail.h"\n',
  'lang/modules/low/detail/low_detail.h': '#pragma once\n',
  'lang/modules/high/high.cc': '#include "lang/modules/low/low.h"\n#include "../base/values.h"\n',
  'lang/modules/side/side.cc': '#include "lang/modules/low/low.h"\n',
  'lang/interpreter.cc': '#include "lang/modules/high/high.h"\n#include "lang/modules/side/side.h"\n',
  'lang/modules/high/high.h': '#pragma once\n',
  'lang/modules/side/side.h': '#pragma once\n',
  'core/a.h': '#pragma once\n',
};

test('a module\'s sub-layers: own folder, lower folders and files outside them pass', () => {
  withFakeEngine(subLayered, (dir) => {
    assert.deepEqual(findViolations(dir), []);
    assert.deepEqual(missingSubLayerFolders(dir), []);
  });
});

test('an upward include between lang sub-layers, a same-layer neighbour and the module\'s top part fail', () => {
  withFakeEngine({
    ...subLayered,
    'lang/modules/low/low.cc': '#include "lang/modules/high/high.h"\n',
    'lang/modules/base/values.cc': '#include "../low/detail/low_detail.h"\n',
    'lang/modules/side/side.cc': '#include "lang/modules/high/high.h"\n',
    'lang/eval/eval.cc': '#include "lang/interpreter.h"\n',
    'lang/interpreter.h': '#pragma once\n',
  }, (dir) => {
    const found = findViolations(dir);
    assert.equal(found.length, 4, found.join('\n'));
    assert.ok(found.some((v) => v.startsWith('lang/modules/low/low.cc:1') && v.includes('lang/modules/high/ (lang layer 3)')));
    assert.ok(found.some((v) => v.startsWith('lang/modules/base/values.cc:1') && v.includes('lang/modules/low/')));
    assert.ok(found.some((v) => v.startsWith('lang/modules/side/side.cc:1')));
    assert.ok(found.some((v) => v.startsWith('lang/eval/eval.cc:1') && v.includes('outside its ordered folders')));
  });
});

test('a folder named in a module\'s layers.txt that does not exist is reported', () => {
  withFakeEngine({ ...subLayered, 'lang/layers.txt': 'eval\nmodules/gone\n' }, (dir) => {
    assert.deepEqual(missingSubLayerFolders(dir), ['lang/layers.txt names modules/gone/, which is not a folder of lang/']);
  });
});

test('engine/ has no layering violations', () => {
  assert.deepEqual(missingSubLayerFolders(engineDir), []);
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
