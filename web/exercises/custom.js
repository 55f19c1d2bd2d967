// A teacher's own exercise: JSON with the track's fields and its check kinds,
// read from a link or a file. Nothing of it is trusted: the size is capped,
// each field typed and capped, each check of a known kind with its
// parameters typed (CHECK_PARAMS in checks.js), and fields nobody reads are
// dropped. The page shows its words as text, never as HTML. Errors are page
// string ids with arguments. Pure ES module: the page and Node share it.
//
//   parseExercise(text)      -> {exercise} | {error: {id, args}}
//   validateExercise(value)  -> the same, for a parsed value
//   exerciseJson(exercise)   -> the JSON a teacher downloads or links
import { CHECK_KINDS, CHECK_PARAMS, PHASES } from './checks.js';
import { LINK_LIMITS } from '../link_options.js';

export const CUSTOM_ID = 'custom';
const MAX_CHARS = { title: 200, goal: 600, lesson: 4000, hint: 600, checkText: 300, param: 500, pattern: 200 };
const MAX_HINTS = 10;
export const MAX_CHECKS = 20;
const MAX_COUNT = 1e6;

const problem = (id, args = {}) => ({ error: { id, args } });
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseExercise(text) {
  if (typeof text !== 'string') return problem('custom.not_json');
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > LINK_LIMITS.exerciseBytes) return problem('custom.too_big', { bytes, max: LINK_LIMITS.exerciseBytes });
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return problem('custom.not_json');
  }
  return validateExercise(value);
}

// [field, cap, required] of the exercise's own words and programs.
const FIELDS = [
  ['title', MAX_CHARS.title, true], ['goal', MAX_CHARS.goal, false], ['lesson', MAX_CHARS.lesson, false],
  ['starter', LINK_LIMITS.programChars, true], ['solution', LINK_LIMITS.programChars, false],
];

export function validateExercise(value) {
  if (!isObject(value)) return problem('custom.not_object');
  const exercise = { id: CUSTOM_ID, custom: true, requires: [] };
  for (const [field, max, required] of FIELDS) {
    const v = value[field];
    if (v === undefined || v === null || v === '') {
      if (required) return problem('custom.missing', { field });
      exercise[field] = field === 'solution' ? null : '';
    } else if (typeof v !== 'string') {
      return problem('custom.not_string', { field });
    } else if (v.length > max) {
      return problem('custom.too_long', { field, chars: v.length, max });
    } else {
      exercise[field] = v;
    }
  }
  const hints = readHints(value.hints);
  if (hints.error) return hints;
  exercise.hints = hints.hints;
  const checks = readChecks(value.checks);
  if (checks.error) return checks;
  exercise.checks = checks.checks;
  return { exercise };
}

function readHints(hints) {
  if (hints === undefined) return { hints: [] };
  if (!Array.isArray(hints) || hints.length > MAX_HINTS) return problem('custom.hints', { max: MAX_HINTS });
  if (!hints.every((h) => typeof h === 'string' && h.length <= MAX_CHARS.hint)) return problem('custom.hints', { max: MAX_HINTS });
  return { hints: [...hints] };
}

function readChecks(checks) {
  if (!Array.isArray(checks) || checks.length === 0 || checks.length > MAX_CHECKS) {
    return problem('custom.checks', { max: MAX_CHECKS });
  }
  const out = [];
  for (const [i, check] of checks.entries()) {
    const read = readCheck(check, i + 1);
    if (read.error) return read;
    out.push(read.check);
  }
  return { checks: out };
}

function readCheck(check, n) {
  if (!isObject(check)) return problem('custom.check_not_object', { n });
  if (!CHECK_KINDS.includes(check.kind)) return problem('custom.check_kind', { n, kind: String(check.kind).slice(0, 40) });
  if (typeof check.text !== 'string' || !check.text.trim() || check.text.length > MAX_CHARS.checkText) {
    return problem('custom.check_text', { n, max: MAX_CHARS.checkText });
  }
  const out = { id: `check-${n}`, kind: check.kind, text: check.text };
  for (const [param, type] of Object.entries(CHECK_PARAMS[check.kind])) {
    const needed = type.endsWith('!');
    if (check[param] === undefined || check[param] === '') {
      if (needed) return problem('custom.check_missing', { n, param });
      continue;
    }
    const value = PARAM_TYPES[type.replace('!', '')](check[param]);
    if (value === undefined) return problem('custom.check_param', { n, param });
    out[param] = value;
  }
  return { check: out };
}

// A quantified group that holds a quantifier ((a+)+, (\w*)*) can take
// exponential time on a learner's output; the page refuses such patterns.
const NESTED_QUANTIFIER = /\([^()]*[+*}][^()]*\)\s*[+*{]/;

function readPattern(v) {
  if (typeof v !== 'string' || v.length > MAX_CHARS.pattern || NESTED_QUANTIFIER.test(v)) return undefined;
  try {
    new RegExp(v);
    return v;
  } catch {
    return undefined;
  }
}

// type -> (value) -> the value when it is one, else undefined.
const PARAM_TYPES = {
  name: (v) => (typeof v === 'string' && /^[\w.<>-]{1,100}$/.test(v) ? v : undefined),
  text: (v) => (typeof v === 'string' && v.length <= MAX_CHARS.param ? v : undefined),
  pattern: readPattern,
  // No g or y: they make a regular expression remember where it stopped.
  flags: (v) => (typeof v === 'string' && /^(?!.*(.).*\1)[imsu]{0,4}$/.test(v) ? v : undefined),
  phase: (v) => (PHASES.includes(v) ? v : undefined),
  ops: (v) => {
    const list = Array.isArray(v) ? v : [v];
    const fine = list.length >= 1 && list.length <= 10 && list.every((op) => typeof op === 'string' && /^\w{1,60}$/.test(op));
    return fine ? v : undefined;
  },
  flag: (v) => (typeof v === 'boolean' ? v : undefined),
  number: (v) => (Number.isInteger(v) && v >= 0 && v <= MAX_COUNT ? v : undefined),
};

// What a teacher shares: the fields above, checks without their page ids.
export function exerciseJson(exercise) {
  const shared = { title: exercise.title };
  for (const field of ['goal', 'lesson', 'starter', 'solution']) if (exercise[field]) shared[field] = exercise[field];
  if (exercise.hints?.length) shared.hints = exercise.hints;
  shared.checks = exercise.checks.map(({ id, ...check }) => check);
  return JSON.stringify(shared, null, 1);
}
