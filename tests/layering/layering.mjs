// The layering rule of ARCHITECTURE.md as code: a file in engine/<module>/
// includes only its own module and lower layers, and only bindings/ includes
// Embind. Run directly (`node tests/layering/layering.mjs [engineDir]`) it
// prints each violation and exits 1 if there is any.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// module -> layer, from engine/layers.txt (the one list of the layers).
export function readLayers(file) {
  const layers = {};
  readFileSync(file, 'utf8').split('\n').map((l) => l.replace(/#.*/, '').trim()).filter(Boolean)
    .forEach((line, layer) => { for (const module of line.split(/\s+/)) layers[module] = layer; });
  return layers;
}

export const LAYERS = readLayers(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'engine', 'layers.txt'));

const SOURCE = /\.(h|hh|hpp|cc|cpp|cxx|inc)$/;
const QUOTED = /^\s*#\s*include\s*"([^"]+)"/;
const EMBIND = /^\s*#\s*include\s*<emscripten\/(bind|val)\.h>/;

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

const moduleOf = (engineDir, path) => relative(engineDir, path).split(sep)[0];

// Where an include points: relative to the including file first (as the
// compiler looks), then from engine/ (the include root every target has).
function resolveInclude(engineDir, file, target) {
  const local = resolve(dirname(file), target);
  if (existsSync(local)) return moduleOf(engineDir, local);
  const first = target.split('/')[0];
  return first in LAYERS ? first : null;
}

function checkLine(engineDir, file, module, text, lineNo) {
  const where = `${relative(engineDir, file)}:${lineNo}`;
  if (EMBIND.test(text) && module !== 'bindings') {
    return `${where}: Embind (${text.trim()}) outside bindings/`;
  }
  const match = QUOTED.exec(text);
  if (!match) return null;
  const target = resolveInclude(engineDir, file, match[1]);
  if (target === null) return `${where}: "${match[1]}" is not a header of engine/`;
  if (target === module) return null;
  if (LAYERS[target] < LAYERS[module]) return null;
  return `${where}: ${module}/ (layer ${LAYERS[module]}) includes "${match[1]}" from ${target}/ (layer ${LAYERS[target]})`;
}

export function findViolations(engineDir) {
  const violations = [];
  for (const file of sourceFiles(engineDir)) {
    const module = moduleOf(engineDir, file);
    if (!(module in LAYERS)) {
      violations.push(`${relative(engineDir, file)}: engine/${module}/ is not in the layer table`);
      continue;
    }
    readFileSync(file, 'utf8').split('\n').forEach((text, i) => {
      const problem = checkLine(engineDir, file, module, text, i + 1);
      if (problem) violations.push(problem);
    });
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const engineDir = resolve(process.argv[2] || join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'engine'));
  const violations = findViolations(engineDir);
  for (const v of violations) console.log(v);
  console.log(violations.length ? `${violations.length} layering violations` : 'layering: ok');
  process.exitCode = violations.length ? 1 : 0;
}
