// Knobs: small rewrites of a program's source that flip one thing
// tf.function traces differently — a tensor instead of a Python list as the
// argument, input_signature, reduce_retracing, tf.range instead of range,
// tf.print instead of print. Pure functions over text (the page's knob bar
// and Node's tests share them); each knob applies only where the program
// has its pattern:
//
//   knobStates(source) -> {id: {applies, on}} for every id in KNOBS
//   flipKnob(source, id, signatures = {}) -> {source, signatures}
//
// `signatures` keeps the input_signature a function had when the knob took
// it away (by function name), so turning it back on restores it; a function
// that never had one gets tf.TensorSpec(shape=None, dtype=tf.float32) per
// parameter (any shape of float32).
//
// Only tf.function-decorated functions (`@tf.function` or `@tf.function(...)`)
// are touched: their decorator, the loops and prints in their body, and the
// first argument where the program calls them outside any of them.
export const KNOBS = ['tensor_argument', 'input_signature', 'reduce_retracing', 'tf_range', 'tf_print'];

const DEFAULT_SPEC = 'tf.TensorSpec(shape=None, dtype=tf.float32)';

// For each character: is it code (not inside a string or a comment)?
function codeMask(source) {
  const code = new Uint8Array(source.length);
  let quote = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i++;
      else if (source.startsWith(quote, i)) { i += quote.length - 1; quote = null; }
      else if (c === '\n' && quote.length === 1) quote = null;
    } else if (c === '#') {
      while (i + 1 < source.length && source[i + 1] !== '\n') i++;
    } else if (c === '"' || c === "'") {
      quote = source.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      i += quote.length - 1;
    } else {
      code[i] = 1;
    }
  }
  return code;
}

// The index of the bracket closing the one at `open`, or -1.
function closing(source, mask, open) {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (!mask[i]) continue;
    if ('([{'.includes(source[i])) depth++;
    else if (')]}'.includes(source[i]) && --depth === 0) return i;
  }
  return -1;
}

// Top-level comma-separated pieces of source[from, to): [{start, end}] with
// surrounding spaces left out.
function splitArgs(source, mask, from, to) {
  const parts = [];
  let depth = 0;
  let start = from;
  const push = (end) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(source[s])) s++;
    while (e > s && /\s/.test(source[e - 1])) e--;
    if (e > s) parts.push({ start: s, end: e });
  };
  for (let i = from; i < to; i++) {
    if (!mask[i]) continue;
    if ('([{'.includes(source[i])) depth++;
    else if (')]}'.includes(source[i])) depth--;
    else if (source[i] === ',' && depth === 0) { push(i); start = i + 1; }
  }
  push(to);
  return parts;
}

const lineStart = (source, i) => source.lastIndexOf('\n', i - 1) + 1;
const lineEnd = (source, i) => { const e = source.indexOf('\n', i); return e < 0 ? source.length : e; };
const indentOf = (line) => line.match(/^[ \t]*/)[0].length;

// The program's tf.functions: [{name, params, decorator: {start, end, argsStart?, argsEnd?}, body: [start, end)}].
export function tfFunctions(source) {
  const mask = codeMask(source);
  const found = [];
  for (const m of source.matchAll(/^([ \t]*)@tf\.function\b/gm)) {
    const at = m.index + m[1].length;
    if (!mask[at]) continue;
    const decorator = { start: at, end: m.index + m[0].length };
    if (source[decorator.end] === '(') {
      const close = closing(source, mask, decorator.end);
      if (close < 0) continue;
      Object.assign(decorator, { argsStart: decorator.end + 1, argsEnd: close, end: close + 1 });
    }
    const rest = source.slice(lineEnd(source, decorator.end));
    const def = rest.match(/^\n(?:[ \t]*@.*\n)*([ \t]*)def\s+(\w+)\s*\(([^)]*)\)[^\n]*:[ \t]*(?:#.*)?$/m);
    if (!def || def.index !== 0) continue;
    const defEnd = lineEnd(source, decorator.end) + def[0].length;
    const params = def[3].split(',').map((p) => p.trim().split(/[:=]/)[0].trim().replace(/^\*+/, ''))
      .filter((p) => p && p !== 'self' && p !== '/');
    found.push({ name: def[2], params, decorator, body: [defEnd, bodyEnd(source, defEnd, def[1].length)] });
  }
  return found;
}

// Where the block after a `def` line (ending at `from`) ends: the first
// non-blank line indented no deeper than the def.
function bodyEnd(source, from, defIndent) {
  let i = from;
  while (i < source.length) {
    const start = i + 1;
    const end = lineEnd(source, start);
    const line = source.slice(start, end);
    if (line.trim() !== '' && !line.trim().startsWith('#') && indentOf(line) <= defIndent) return i;
    i = end;
  }
  return source.length;
}

// A decorator's keyword arguments: [{name, start, end}] (positions in source).
function decoratorKeywords(source, mask, decorator) {
  if (decorator.argsStart === undefined) return [];
  return splitArgs(source, mask, decorator.argsStart, decorator.argsEnd).map((part) => {
    const name = source.slice(part.start, part.end).match(/^(\w+)\s*=(?!=)/)?.[1] ?? null;
    return { ...part, name };
  });
}

const keywordValue = (source, kw) => source.slice(kw.start, kw.end).replace(/^\w+\s*=\s*/, '');

// Edits [{start, end, text}] applied from the last to the first.
function applyEdits(source, edits) {
  let out = source;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

// The decorator with keyword `name` set to `value` (text) or, with value null, left out.
function decoratorEdit(source, mask, fn, name, value) {
  const { decorator } = fn;
  const kept = decoratorKeywords(source, mask, decorator).filter((kw) => kw.name !== name)
    .map((kw) => source.slice(kw.start, kw.end));
  if (value !== null) kept.push(`${name}=${value}`);
  const text = kept.length ? `@tf.function(${kept.join(', ')})` : '@tf.function';
  return { start: decorator.start, end: decorator.end, text };
}

// Calls of the tf.functions outside their bodies, with their first argument:
// [{start, end}] of that argument (positional only).
function firstArguments(source, mask, fns) {
  const names = new Set(fns.map((f) => f.name));
  const inside = (i) => fns.some((f) => i >= f.body[0] && i < f.body[1]);
  const args = [];
  for (const m of source.matchAll(/(?<![\w.])(\w+)\s*\(/g)) {
    if (!names.has(m[1]) || !mask[m.index] || inside(m.index)) continue;
    if (/\bdef\s+$/.test(source.slice(lineStart(source, m.index), m.index))) continue;
    const open = m.index + m[0].length - 1;
    const close = closing(source, mask, open);
    const first = close < 0 ? null : splitArgs(source, mask, open + 1, close)[0];
    if (first && !/^\w+\s*=(?!=)/.test(source.slice(first.start, first.end))) args.push(first);
  }
  return args;
}

const TENSOR_ARG = /^tf\.constant\(([\s\S]*)\)$/;

// The one argument of a `tf.constant(x)` spanning all of `text`, or null.
function constantArgument(text) {
  const m = text.match(TENSOR_ARG);
  if (!m) return null;
  const inner = `(${m[1]})`;
  const mask = codeMask(inner);
  if (closing(inner, mask, 0) !== inner.length - 1) return null;
  const parts = splitArgs(inner, mask, 1, inner.length - 1);
  return parts.length === 1 ? inner.slice(parts[0].start, parts[0].end) : null;
}

// Matches of `pattern` in code (not strings or comments) inside the tf.functions' bodies.
function bodyMatches(source, mask, fns, pattern) {
  return [...source.matchAll(pattern)].filter((m) => mask[m.index + m[0].length - 1] &&
    fns.some((f) => m.index >= f.body[0] && m.index < f.body[1]));
}

const RANGE_LOOP = /(\bfor\s+[\w, ]+\s+in\s+)(tf\.)?range\(/g;
const PRINT_CALL = /(?<![\w.])(tf\.)?print\(/g;

function state(list, isOn) {
  return list.length ? { applies: true, on: list.every(isOn) } : { applies: false, on: false };
}

export function knobStates(source) {
  const mask = codeMask(source);
  const fns = tfFunctions(source);
  const keywords = (name) => fns.map((f) => decoratorKeywords(source, mask, f.decorator).some((k) => k.name === name));
  return {
    tensor_argument: state(firstArguments(source, mask, fns),
      (a) => constantArgument(source.slice(a.start, a.end)) !== null),
    input_signature: state(keywords('input_signature'), Boolean),
    reduce_retracing: state(fns.map((f) => decoratorKeywords(source, mask, f.decorator)
      .some((k) => k.name === 'reduce_retracing' && keywordValue(source, k) === 'True')), Boolean),
    tf_range: state(bodyMatches(source, mask, fns, RANGE_LOOP), (m) => Boolean(m[2])),
    tf_print: state(bodyMatches(source, mask, fns, PRINT_CALL), (m) => Boolean(m[1])),
  };
}

// The program with knob `id` flipped (a knob that does not apply leaves it as it is).
export function flipKnob(source, id, signatures = {}) {
  const current = knobStates(source)[id];
  if (!current?.applies) return { source, signatures };
  const mask = codeMask(source);
  const fns = tfFunctions(source);
  const on = !current.on;
  const kept = { ...signatures };
  let edits = [];
  if (id === 'tensor_argument') {
    edits = firstArguments(source, mask, fns).map((a) => {
      const text = source.slice(a.start, a.end);
      const inner = constantArgument(text);
      if (on) return inner === null ? { ...a, text: `tf.constant(${text})` } : null;
      return inner === null ? null : { ...a, text: inner };
    }).filter(Boolean);
  } else if (id === 'input_signature') {
    edits = fns.map((fn) => {
      const kw = decoratorKeywords(source, mask, fn.decorator).find((k) => k.name === 'input_signature');
      if (!on) {
        if (kw) kept[fn.name] = keywordValue(source, kw);
        return kw ? decoratorEdit(source, mask, fn, 'input_signature', null) : null;
      }
      if (kw) return null;
      const spec = kept[fn.name] ?? `[${fn.params.map(() => DEFAULT_SPEC).join(', ')}]`;
      return decoratorEdit(source, mask, fn, 'input_signature', spec);
    }).filter(Boolean);
  } else if (id === 'reduce_retracing') {
    edits = fns.map((fn) => decoratorEdit(source, mask, fn, 'reduce_retracing', on ? 'True' : null));
  } else if (id === 'tf_range') {
    edits = bodyMatches(source, mask, fns, RANGE_LOOP).map((m) => ({
      start: m.index, end: m.index + m[0].length, text: `${m[1]}${on ? 'tf.' : ''}range(`,
    }));
  } else if (id === 'tf_print') {
    edits = bodyMatches(source, mask, fns, PRINT_CALL).map((m) => ({
      start: m.index, end: m.index + m[0].length, text: on ? 'tf.print(' : 'print(',
    }));
  }
  return { source: applyEdits(source, edits), signatures: kept };
}
