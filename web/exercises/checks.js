// Checks of an exercise, evaluated over the event stream of one run.
//
//   evaluate(exercise, events, { predictions }) -> [{ id, text, pass, detail, stopped }]
//
// `stopped`: the program raised an error the exercise does not ask for before
// this check could be judged (it does not pass).
//
// A check is data: { id, text, kind, ...params }. `text` is what the learner
// reads; `detail` says what the run actually did ("traced 10 times in 10
// calls", in the page's language: web/i18n/ check.*), so a failing check
// explains itself. Counting checks take any of
// `exactly`, `atMost`, `atLeast`. Pure ES module: the page and Node share it.
//
// Kinds and their parameters (fn: the tf.function's Python name):
//   noError | error {errorKind?, messageContains?}
//   traces {fn, count} · calls {fn, traced?: bool, count}
//   noRetracingWarning {fn?} · retracingWarning {fn?}
//   stdoutContains / stdoutLacks {contains, phase?} · stdoutMatches {pattern, flags?, phase?}
//   stdoutLines {pattern, phase?, count}       phase: 'eager' | 'trace' | 'run'
//   signatureContains {fn, contains}           every trace of fn
//   graphOp {fn, op: name | [names], count, optimized?} · graphNodes {fn, count, optimized?}
//                                              every graph of fn, nested bodies included
//   plot {minSeries} · plotDecreasing {}       the last plotted line falls
//   prediction {fn}                            before the run, the learner predicted fn's calls
//                                              (each slot trace or cache hit) and its tracing
//                                              count; the detail says how many were right.
//                                              `predictions`: fn -> {slots, count} (web/prediction.js)
import { EVENT, callsOf } from '../events.js';
import { grade, isComplete } from '../prediction.js';
import { t } from '../i18n/i18n.js';

const RETRACING = /triggered tf\.function retracing/;

// kind -> (check, run) -> { pass, detail }. `run` is the indexed event stream.
const KINDS = {
  noError: (c, run) => {
    const e = run.errors[0];
    return e ? fail(raised(e)) : ok(t('check.no_error'));
  },
  error: (c, run) => {
    const e = run.errors[0];
    if (!e) return fail(t('check.finished_without_error'));
    const kindOk = !c.errorKind || e.kind === c.errorKind;
    const textOk = !c.messageContains || (e.message || '').includes(c.messageContains);
    return { pass: kindOk && textOk, detail: raised(e) };
  },
  traces: (c, run) => {
    const traces = run.of('trace', c.fn).length;
    const calls = callCount(run.of('call', c.fn));
    const detail = traces + calls === 0 ? t('check.no_call', { fn: c.fn })
      : t('check.traced_in', { fn: c.fn, times: times(traces), calls: plural(calls, 'check.calls') });
    return { pass: counted(c, traces), detail };
  },
  calls: (c, run) => {
    const all = run.of('call', c.fn);
    // Calls run eagerly (run_functions_eagerly) neither traced nor hit the cache.
    const picked = c.traced === undefined ? all : all.filter((e) => e.traced === c.traced && !e.eager);
    const detail = all.length === 0 ? t('check.no_call', { fn: c.fn })
      : c.traced === undefined ? t('check.called', { fn: c.fn, times: times(callCount(all)) })
      : t(c.traced ? 'check.picked_traced' : 'check.picked_hits',
        { n: callCount(picked), calls: plural(callCount(all), 'check.calls'), fn: c.fn });
    return { pass: counted(c, callCount(picked)), detail };
  },
  noRetracingWarning: (c, run) => {
    const w = retracingWarnings(run, c.fn);
    return w.length ? fail(warned(w[0])) : ok(t('check.no_warning'));
  },
  retracingWarning: (c, run) => {
    const w = retracingWarnings(run, c.fn);
    return w.length ? ok(warned(w[0])) : fail(t('check.no_warning_logged'));
  },
  stdoutContains: (c, run) => {
    const text = run.stdout(c.phase);
    return text.includes(c.contains) ? ok(printed(lineWith(text, c.contains))) : fail(seen(text, c.phase));
  },
  stdoutLacks: (c, run) => {
    const text = run.stdout(c.phase);
    return text.includes(c.contains) ? fail(printed(lineWith(text, c.contains))) : ok(seen(text, c.phase));
  },
  stdoutMatches: (c, run) => {
    const text = run.stdout(c.phase);
    const m = text.match(new RegExp(c.pattern, c.flags ?? 'm'));
    return m ? ok(printed(m[0])) : fail(seen(text, c.phase));
  },
  stdoutLines: (c, run) => {
    const re = new RegExp(c.pattern);
    const n = run.lines(c.phase).filter((l) => re.test(l)).length;
    return { pass: counted(c, n), detail: `${plural(n, 'check.matching_lines')}${phaseWords(c.phase)}` };
  },
  signatureContains: (c, run) => {
    const sigs = run.of('trace', c.fn).map((e) => e.signature || '');
    const pass = sigs.length > 0 && sigs.every((s) => s.includes(c.contains));
    const detail = sigs.length ? t('check.traced_as', { signatures: sigs.slice(0, 2).join('; ') })
      : t('check.never_traced', { fn: c.fn });
    return { pass, detail };
  },
  graphOp: (c, run) => everyGraph(c, run, (g) => countOps(g, opNames(c.op)), t('check.op_nodes', { ops: opNames(c.op).join('/') })),
  graphNodes: (c, run) => everyGraph(c, run, (g) => countOps(g, null), t('check.nodes')),
  plot: (c, run) => {
    const best = Math.max(0, ...run.plots.map(seriesOf).map((s) => s.length));
    const pass = run.plots.length > 0 && best >= (c.minSeries ?? 1);
    const detail = run.plots.length === 0 ? t('check.no_figure')
      : t('check.figures', { figures: plural(run.plots.length, 'check.figures'), series: plural(best, 'check.series') });
    return { pass, detail };
  },
  plotDecreasing: (c, run) => {
    const series = run.plots.flatMap(seriesOf).filter((s) => Array.isArray(s.y) && s.y.length > 1);
    const s = series[series.length - 1];
    if (!s) return fail(t('check.no_line'));
    const [first, last] = [s.y[0], s.y[s.y.length - 1]];
    return { pass: last < first, detail: t('check.curve', { first: num(first), last: num(last) }) };
  },
  prediction: (c, run) => {
    const p = run.predictions?.get(c.fn);
    if (!p || !p.slots.some(Boolean)) return fail(t('check.no_prediction', { fn: c.fn }));
    if (!isComplete(p)) return fail(t('check.prediction_unfinished', { fn: c.fn }));
    const g = grade(c.fn, p, run.events);
    const missed = g.unpredicted.length ? t('check.no_slot', { calls: plural(g.unpredicted.length, 'check.calls') }) : '';
    return ok(t('check.predictions_right', { right: g.right, total: g.total, count: g.count.actual, missed }));
  },
};

export const CHECK_KINDS = Object.freeze(Object.keys(KINDS));

// The parameters each kind reads (those the list above names), by type:
// 'name' a function or error name, 'text' any string, 'pattern' a regular
// expression, 'flags' its flags, 'phase' one of PHASES, 'ops' an op name or
// a list of them, 'flag' a boolean, 'number' a count. A trailing '!' marks
// a parameter the kind needs. A teacher's exercise (web/exercises/custom.js)
// is held to it, and the teacher's form is built from it.
const COUNTS = { exactly: 'number', atMost: 'number', atLeast: 'number' };
export const CHECK_PARAMS = Object.freeze({
  noError: {},
  error: { errorKind: 'name', messageContains: 'text' },
  traces: { fn: 'name!', ...COUNTS },
  calls: { fn: 'name!', traced: 'flag', ...COUNTS },
  noRetracingWarning: { fn: 'name' },
  retracingWarning: { fn: 'name' },
  stdoutContains: { contains: 'text!', phase: 'phase' },
  stdoutLacks: { contains: 'text!', phase: 'phase' },
  stdoutMatches: { pattern: 'pattern!', flags: 'flags', phase: 'phase' },
  stdoutLines: { pattern: 'pattern!', phase: 'phase', ...COUNTS },
  signatureContains: { fn: 'name!', contains: 'text!' },
  graphOp: { fn: 'name!', op: 'ops!', optimized: 'flag', ...COUNTS },
  graphNodes: { fn: 'name!', optimized: 'flag', ...COUNTS },
  plot: { minSeries: 'number' },
  plotDecreasing: {},
  prediction: { fn: 'name!' },
});

export function evaluate(exercise, events, { predictions } = {}) {
  const run = { ...indexEvents(events || []), predictions };
  const checks = exercise.checks || [];
  const stopped = checks.some((c) => c.kind === 'error') ? null : run.errors[0];
  return checks.map((check) => {
    const judge = KINDS[check.kind];
    let result = judge ? judge(check, run) : fail(t('check.unknown_kind', { kind: check.kind }));
    if (stopped && result.pass && !provedByWhatHappened(check)) result = notJudged(stopped);
    return { id: check.id, text: check.text, pass: Boolean(result.pass), detail: result.detail, stopped: Boolean(result.stopped) };
  });
}

// Checks that pass on something the run did (a line printed, a warning, at
// least n calls) stay passed when the program then failed; an absence or an
// exact count cannot be judged on a run that stopped early.
const SEEN_KINDS = new Set(['noError', 'error', 'stdoutContains', 'stdoutMatches', 'retracingWarning', 'plot',
  'plotDecreasing', 'prediction']);

function provedByWhatHappened(check) {
  if (SEEN_KINDS.has(check.kind)) return true;
  const onlyAtLeast = check.exactly === undefined && check.atMost === undefined;
  return (check.kind === 'calls' || check.kind === 'traces') && onlyAtLeast;
}

const notJudged = (error) => ({ pass: false, stopped: true, detail: t('check.stopped_early', { kind: error.kind }) });

// The event stream grouped once, so each check reads only what it needs.
function indexEvents(events) {
  const byType = (type) => events.filter((e) => e.type === type);
  const stdoutEvents = byType('stdout');
  const stdout = (phase) => stdoutEvents.filter((e) => !phase || e.phase === phase).map((e) => e.text || '').join('');
  return {
    events,
    errors: byType('error'),
    warnings: byType('warning'),
    plots: byType('plot'),
    of: (type, fn) => events.filter((e) => e.type === type && e.fn === fn),
    graphs: (fn) => events.filter((e) => e.type === EVENT.graph && e.fn === fn),
    stdout,
    lines: (phase) => stdout(phase).split('\n').filter((l, i, all) => l !== '' || i < all.length - 1),
  };
}

function everyGraph(c, run, measure, noun) {
  const graphs = run.graphs(c.fn);
  if (graphs.length === 0) return fail(t('check.no_graph', { fn: c.fn }));
  const counts = graphs.map((e) => measure(c.optimized ? e.optimized || e.graph : e.graph));
  const pass = counts.every((n) => counted(c, n));
  const graphsOf = plural(graphs.length, 'check.graphs');
  return { pass, detail: t('check.graph_counts', { graphs: graphsOf, fn: c.fn, noun, counts: counts.join(', ') }) };
}

// Nodes of a graph whose op is in `ops` (all nodes when null), nested bodies included.
export function countOps(graph, ops) {
  let n = 0;
  for (const node of graph?.nodes || []) {
    if (!ops || ops.includes(node.op)) n += 1;
    for (const body of Object.values(node.bodies || {})) n += countOps(body, ops);
  }
  return n;
}

function seriesOf(plot) {
  if (Array.isArray(plot.series)) return plot.series;
  return (plot.axes || []).flatMap((a) => a.series || []);
}

function retracingWarnings(run, fn) {
  return run.warnings.filter((w) => RETRACING.test(w.text || '') && (!fn || w.fn === fn));
}

function counted(c, n) {
  if (c.exactly !== undefined && n !== c.exactly) return false;
  if (c.atMost !== undefined && n > c.atMost) return false;
  if (c.atLeast !== undefined && n < c.atLeast) return false;
  return true;
}

const opNames = (op) => (Array.isArray(op) ? op : [op]);
const ok = (detail) => ({ pass: true, detail });
const fail = (detail) => ({ pass: false, detail });
// "3 calls": the page string id.one or id.other with the count.
const plural = (n, id) => t(`${id}.${n === 1 ? 'one' : 'other'}`, { n });
const times = (n) => t(n === 1 ? 'check.once' : n === 2 ? 'check.twice' : 'check.times', { n });
const callCount = (events) => events.reduce((n, e) => n + callsOf(e), 0);
const firstLine = (text) => String(text || '').split('\n')[0];
const atLine = (e) => (e.line > 0 ? t('check.at_line', { line: e.line }) : '');
// Python's and TensorFlow's own words (an error, a warning) stay as printed.
const raised = (e) => t('check.raised', { kind: e.kind, message: `${firstLine(e.message)}${atLine(e)}` });
const warned = (w) => t('check.warning', { text: `${w.text.slice(0, 70)}…` });
export const PHASES = Object.freeze(['run', 'trace', 'eager']);
const phaseWords = (phase) => (!phase ? '' : t('check.printed_in', { phase: PHASES.includes(phase) ? t(`check.phase.${phase}`) : phase }));
const quote = (s) => JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s);
const num = (x) => (typeof x === 'number' ? Number(x.toPrecision(4)).toString() : String(x));

// The printed line holding `part` (or `part` itself when it spans lines).
const lineWith = (text, part) => text.split('\n').find((l) => l.includes(part)) ?? part;

const printed = (line) => t('check.printed', { line: quote(line) });

function seen(text, phase) {
  if (!text) return t('check.nothing_printed', { phase: phaseWords(phase) });
  const lines = text.trimEnd().split('\n');
  return t('check.printed_lines', { lines: plural(lines.length, 'check.lines'), phase: phaseWords(phase), last: quote(lines[lines.length - 1]) });
}
