// The layering rule of ARCHITECTURE.md as code: a file in engine/<module>/
// includes only its own module and lower layers, and only bindings/ includes
// Embind. A module may order its own folders the same way in a layers.txt of
// its own (engine/lang/layers.txt): a file in one of them includes, from its
// module, only its folder and lower ones. Run directly
// (`node tests/layering/layering.mjs [engineDir]`) it prints each violation
// and exits 1 if there is any.
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

// module -> (folder of the module -> layer), for the modules that order their folders.
function readSubLayers(engineDir) {
  const subLayers = {};
  for (const module of Object.keys(LAYERS)) {
    const file = join(engineDir, module, 'layers.txt');
    if (existsSync(file)) subLayers[module] = readLayers(file);
  }
  return subLayers;
}

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

// A path relative to engine/ with '/' separators, as #include spells it.
const engineRelative = (engineDir, path) => relative(engineDir, path).split(sep).join('/');
const moduleOf = (path) => path.split('/')[0];

// The deepest ordered folder of its module holding `path` (engine-relative,
// '/'-separated); null for a file outside them or in a module without sub-layers.
function folderOf(subLayers, path) {
  const module = moduleOf(path);
  const inModule = path.slice(module.length + 1);
  let best = null;
  for (const folder of Object.keys(subLayers[module] || {})) {
    if (inModule.startsWith(`${folder}/`) && (best === null || folder.length > best.length)) best = folder;
  }
  return best;
}

// Where an include points, engine-relative: relative to the including file
// first (as the compiler looks), then from engine/ (the include root every
// target has); null when it is no header of engine/.
function resolveInclude(engineDir, file, target) {
  const local = resolve(dirname(file), target);
  if (existsSync(local)) return engineRelative(engineDir, local);
  return moduleOf(target) in LAYERS ? target : null;
}

// The sub-layer rule inside one module: a file in an ordered folder includes
// only its folder and lower ones; files outside the folders stand above them.
function checkSubLayers(subLayers, where, from, to, include) {
  const module = moduleOf(from), order = subLayers[module];
  const source = folderOf(subLayers, from), target = folderOf(subLayers, to);
  if (!order || source === null || source === target) return null;
  if (target !== null && order[target] < order[source]) return null;
  const targetText = target === null ? `${module}/ outside its ordered folders` : `${module}/${target}/ (${module} layer ${order[target]})`;
  return `${where}: ${module}/${source}/ (${module} layer ${order[source]}) includes "${include}" from ${targetText}`;
}

function checkLine(engineDir, subLayers, file, text, lineNo) {
  const from = engineRelative(engineDir, file);
  const module = moduleOf(from);
  const where = `${from}:${lineNo}`;
  if (EMBIND.test(text) && module !== 'bindings') {
    return `${where}: Embind (${text.trim()}) outside bindings/`;
  }
  const match = QUOTED.exec(text);
  if (!match) return null;
  const to = resolveInclude(engineDir, file, match[1]);
  if (to === null) return `${where}: "${match[1]}" is not a header of engine/`;
  const target = moduleOf(to);
  if (target === module) return checkSubLayers(subLayers, where, from, to, match[1]);
  if (LAYERS[target] < LAYERS[module]) return null;
  return `${where}: ${module}/ (layer ${LAYERS[module]}) includes "${match[1]}" from ${target}/ (layer ${LAYERS[target]})`;
}

export function findViolations(engineDir) {
  const violations = [];
  const subLayers = readSubLayers(engineDir);
  for (const file of sourceFiles(engineDir)) {
    const module = moduleOf(engineRelative(engineDir, file));
    if (!(module in LAYERS)) {
      violations.push(`${relative(engineDir, file)}: engine/${module}/ is not in the layer table`);
      continue;
    }
    readFileSync(file, 'utf8').split('\n').forEach((text, i) => {
      const problem = checkLine(engineDir, subLayers, file, text, i + 1);
      if (problem) violations.push(problem);
    });
  }
  return violations;
}

// Every folder a module's layers.txt names must exist (a renamed folder would
// otherwise fall outside its layer silently).
export function missingSubLayerFolders(engineDir) {
  const missing = [];
  for (const [module, order] of Object.entries(readSubLayers(engineDir))) {
    for (const folder of Object.keys(order)) {
      if (!existsSync(join(engineDir, module, folder))) missing.push(`${module}/layers.txt names ${folder}/, which is not a folder of ${module}/`);
    }
  }
  return missing;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const engineDir = resolve(process.argv[2] || join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'engine'));
  const violations = [...missingSubLayerFolders(engineDir), ...findViolations(engineDir)];
  for (const v of violations) console.log(v);
  console.log(violations.length ? `${violations.length} layering violations` : 'layering: ok');
  process.exitCode = violations.length ? 1 : 0;
}
