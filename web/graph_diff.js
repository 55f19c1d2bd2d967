// Two concrete functions of one tf.function compared: their signatures
// parameter by parameter, and their graphs as traced — the nodes only one
// of them has, the nodes both have but with another shape or dtype, Const
// nodes whose values differ (with the parameter whose Python value each
// holds, when the signature shows it: a Python value baked in), and runs
// of the same ops from the same lines repeated (a Python loop unrolled into
// copies). Pure ES module over graph events: the Compare panel and Node's
// tests share it.
//
//   diffGraphs(a, b) -> {a, b, parameters, onlyA, onlyB, changed, constants, repeats, constValuesKnown}
//
// Nodes are matched by what made them, not by name (names like Const_3
// depend on how many came before): the k-th node with a given op from a
// given line of one graph pairs with the k-th such node of the other;
// Placeholders pair by name.
import { signatureParameters } from './signature.js';
import { t } from './i18n/i18n.js';

const MIN_COPIES = 2;
const MAX_REPEATS = 3;   // loops reported per graph

// A graph event's Const values, read from its printed graph as traced
// (`dumps`, present when the run asked for graph dumps): the graph itself
// carries no tensor values. Keyed by path as the Graph view keys nodes:
// "/Const_1" at the top, "/While:body/Const" inside an opened body.
//   "  %1 Const = Const() {dtype=float32, value=float32 () [2]} : float32 () @10"
//   "    body:"                      (a body of the node above, 2 deeper)
//   "        %2 Const = Const() {…}" (its nodes, 4 deeper than its name)
const NODE_LINE = /^( +)%\d+ (\S+) = (\S+)\(/;
const BODY_LINE = /^( +)(\w+):$/;
const CONST_VALUE = /\bvalue=(.*)\} : /;

export function constValuesByPath(event) {
  const traced = (event.dumps || []).find((d) => d.stage === 'traced');
  const values = new Map();
  const nodeAt = new Map();          // indent -> key of the last node there
  const prefix = new Map([[2, '']]); // indent of a graph's nodes -> its path
  for (const line of (traced?.graph || '').split('\n')) {
    const body = line.match(BODY_LINE);
    if (body) {
      const owner = nodeAt.get(body[1].length - 2);
      if (owner !== undefined) prefix.set(body[1].length + 4, `${owner}:${body[2]}`);
      continue;
    }
    const node = line.match(NODE_LINE);
    if (!node || !prefix.has(node[1].length)) continue;
    const key = `${prefix.get(node[1].length)}/${node[2]}`;
    nodeAt.set(node[1].length, key);
    const value = node[3] === 'Const' ? line.match(CONST_VALUE) : null;
    if (value) values.set(key, valueOnly(value[1]));
  }
  return values;
}

// The top-level Const values by node name (a name may hold a scope, "mul/y";
// only a body's path holds a ':').
export function constValues(event) {
  const values = new Map();
  for (const [key, value] of constValuesByPath(event)) if (!key.includes(':')) values.set(key.slice(1), value);
  return values;
}

// "float32 (1, 1) [1960]" -> "[1960]" (the node shows shape and dtype already)
const valueOnly = (text) => (text.match(/(\[.*\])\s*$/)?.[1] ?? text).trim();

// What made a node: its op and line. A Placeholder (an argument or a
// captured variable) is named by the argument and carries the caller's line,
// so it is matched by name.
const nodeKey = (node) => (node.op === 'Placeholder' ? `Placeholder:${node.name}` : `${node.op}@${node.line ?? 0}`);

// Pairs the nodes of two graphs: the k-th of each op@line group with the k-th.
export function matchNodes(nodesA, nodesB) {
  const groupsB = new Map();
  for (const node of nodesB) {
    const key = nodeKey(node);
    if (!groupsB.has(key)) groupsB.set(key, []);
    groupsB.get(key).push(node);
  }
  const pairs = [];
  const onlyA = [];
  const taken = new Map();
  for (const node of nodesA) {
    const key = nodeKey(node);
    const k = taken.get(key) ?? 0;
    const partner = groupsB.get(key)?.[k];
    taken.set(key, k + 1);
    if (partner) pairs.push([node, partner]);
    else onlyA.push(node);
  }
  const paired = new Set(pairs.map(([, b]) => b));
  return { pairs, onlyA, onlyB: nodesB.filter((n) => !paired.has(n)) };
}

// The longest run of one block of op@line tokens repeated back to back
// (shortest block on a tie), in tokens[from, to): {start, period, copies}.
// A block of one op repeated (five Consts in a row) is not a loop body.
// For each period, same[i] counts how far tokens[i..] equals tokens[i+period..],
// so a block at `start` repeats floor(same / period) more times: O(n²) in all.
function longestRepeat(tokens, from, to) {
  let best = null;
  const same = new Int32Array(to - from + 1);
  for (let period = 1; period * MIN_COPIES <= to - from; period++) {
    same[to - period - from] = 0;
    for (let i = to - period - 1; i >= from; i--) {
      same[i - from] = tokens[i] === tokens[i + period] ? same[i - from + 1] + 1 : 0;
    }
    for (let start = from; start + period * MIN_COPIES <= to; start++) {
      const copies = Math.floor(same[start - from] / period) + 1;
      if (copies < MIN_COPIES || (best && copies * period <= best.copies * best.period)) continue;
      if (new Set(tokens.slice(start, start + period)).size > 1) best = { start, period, copies };
    }
  }
  return best;
}

// Blocks of nodes repeated back to back, the largest first: a loop over a
// Python value, unrolled while tracing, leaves one copy of its body's ops
// per iteration. Each: {copies, ops (per copy), firstLine, lastLine, pattern,
// copyNames (each copy's node names, first iteration first)}.
// Placeholders are left out: the first pass through a layer also captures
// its variables, which later passes reuse.
export function repeatedBlocks(graph) {
  const nodes = (graph?.nodes || []).filter((n) => n.op !== 'Placeholder');
  const tokens = nodes.map(nodeKey);
  const found = [];
  const spans = [[0, tokens.length]];
  while (found.length < MAX_REPEATS && spans.length) {
    let best = null;
    for (const [from, to] of spans) {
      const r = longestRepeat(tokens, from, to);
      if (r && (!best || r.copies * r.period > best.copies * best.period)) best = { ...r, span: [from, to] };
    }
    if (!best) break;
    const end = best.start + best.copies * best.period;
    spans.splice(spans.findIndex((s) => s[0] === best.span[0]), 1, [best.span[0], best.start], [end, best.span[1]]);
    const block = describeBlock(nodes.slice(best.start, best.start + best.period), best.copies);
    block.copyNames = Array.from({ length: best.copies }, (_, k) =>
      nodes.slice(best.start + k * best.period, best.start + (k + 1) * best.period).map((n) => n.name));
    found.push(block);
  }
  return found;
}

function describeBlock(block, copies) {
  const lines = block.map((n) => n.line).filter((l) => l > 0);
  return {
    copies, ops: block.length, pattern: block.map(nodeKey).join(' '),
    firstLine: lines.length ? Math.min(...lines) : 0, lastLine: lines.length ? Math.max(...lines) : 0,
    opNames: block.map((n) => n.op),
  };
}

// The same loop in both graphs (the same block of ops) side by side, then
// the loops only one graph has.
function pairRepeats(repeatsA, repeatsB) {
  const rows = repeatsA.map((a) => ({ a, b: repeatsB.find((b) => b.pattern === a.pattern) ?? null }));
  for (const b of repeatsB) if (!rows.some((r) => r.b === b)) rows.push({ a: null, b });
  return rows.map(({ a, b }) => {
    const block = a ?? b;
    return { firstLine: block.firstLine, lastLine: block.lastLine, ops: block.ops, opNames: block.opNames,
      copiesA: a?.copies ?? 0, copiesB: b?.copies ?? 0 };
  });
}

// Signatures parameter by parameter: [{name, a, b, same}].
export function diffSignatures(signatureA, signatureB) {
  const a = signatureParameters(signatureA || '()');
  const b = signatureParameters(signatureB || '()');
  const names = [...new Set([...a.map(([n]) => n), ...b.map(([n]) => n)])];
  return names.map((name) => {
    const specA = a.find(([n]) => n === name)?.[1] ?? null;
    const specB = b.find(([n]) => n === name)?.[1] ?? null;
    return { name, a: specA, b: specB, same: specA === specB };
  });
}

// The Python numbers of a signature (Literal[3.0], nested in lists too) by parameter:
// [{name, text, value}], so a Const holding one of them can be traced back.
function literalNumbers(parameters) {
  return parameters.flatMap(([name, spec]) => [...spec.matchAll(/Literal\[(-?[\d.]+(?:e[+-]?\d+)?)\]/g)]
    .map((m) => ({ name, text: m[1], value: Number(m[1]) })));
}

// The parameter whose Python value a Const holds ("[3400]" and Literal[3400.0]), or null.
function literalSource(literals, valueText) {
  const m = /^\[(-?[\d.]+(?:e[+-]?\d+)?)\]$/.exec(valueText ?? '');
  return m ? literals.find((l) => l.value === Number(m[1])) ?? null : null;
}

// The top-level Const nodes holding a Python number of the call's
// arguments (a Const whose value the signature shows as a Literal): the
// Python values the trace baked into its graph. A Set of node names.
export function pythonValueConsts(event) {
  const literals = literalNumbers(signatureParameters(event.signature || '()'));
  const names = new Set();
  for (const [name, value] of constValues(event)) if (literalSource(literals, value)) names.add(name);
  return names;
}

// Two graph events of one function compared.
export function diffGraphs(eventA, eventB) {
  const nodesA = eventA.graph?.nodes || [];
  const nodesB = eventB.graph?.nodes || [];
  const { pairs, onlyA, onlyB } = matchNodes(nodesA, nodesB);
  const valuesA = constValues(eventA);
  const valuesB = constValues(eventB);
  const constValuesKnown = valuesA.size > 0 || valuesB.size > 0 ||
    !nodesA.concat(nodesB).some((n) => n.op === 'Const');
  const literalsA = literalNumbers(signatureParameters(eventA.signature || '()'));
  const literalsB = literalNumbers(signatureParameters(eventB.signature || '()'));
  const constants = pairs
    .filter(([a]) => a.op === 'Const')
    .map(([a, b]) => ({ a, b, valueA: valuesA.get(a.name) ?? null, valueB: valuesB.get(b.name) ?? null }))
    .filter((c) => c.valueA !== c.valueB || c.a.shape !== c.b.shape || c.a.dtype !== c.b.dtype)
    .map((c) => ({ ...c, sourceA: literalSource(literalsA, c.valueA), sourceB: literalSource(literalsB, c.valueB) }));
  const changed = pairs.filter(([a, b]) => a.op !== 'Const' && (a.shape !== b.shape || a.dtype !== b.dtype))
    .map(([a, b]) => ({ a, b }));
  return {
    a: eventA, b: eventB,
    parameters: diffSignatures(eventA.signature, eventB.signature),
    onlyA, onlyB, changed, constants, constValuesKnown,
    repeats: pairRepeats(repeatedBlocks(eventA.graph), repeatedBlocks(eventB.graph)),
    sameCount: pairs.length,
  };
}

// "lines 17–19" / "line 17", in the page's language
export function linesText(first, last) {
  if (!first) return t('diff.no_line');
  return first === last ? t('diff.line', { line: first }) : t('diff.lines', { first, last });
}

// Nodes counted by op and line, for "only in one" lists: [{op, line, count, names}].
export function groupNodes(nodes) {
  const groups = new Map();
  for (const node of nodes) {
    const key = nodeKey(node);
    if (!groups.has(key)) groups.set(key, { op: node.op, line: node.line ?? 0, count: 0, names: [] });
    const g = groups.get(key);
    g.count += 1;
    g.names.push(node.name);
  }
  return [...groups.values()].sort((x, y) => x.line - y.line || x.op.localeCompare(y.op));
}
