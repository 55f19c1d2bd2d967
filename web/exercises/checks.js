// Checks of an exercise, evaluated over the event stream of one run.
//
//   evaluate(exercise, events, { predictions }) -> [{ id, text, pass, detail }]
//
// A check is data: { id, text, kind, ...params }. `text` is what the learner
// reads; `detail` says what the run actually did ("traced 10 times in 10
// calls"), so a failing check explains itself. Counting checks take any of
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
import { EVENT } from '../events.js';
import { grade, isComplete } from '../prediction.js';

const RETRACING = /triggered tf\.function retracing/;

// kind -> (check, run) -> { pass, detail }. `run` is the indexed event stream.
const KINDS = {
  noError: (c, run) => {
    const e = run.errors[0];
    return e ? fail(`raised ${e.kind}: ${firstLine(e.message)}${atLine(e)}`) : ok('no error');
  },
  error: (c, run) => {
    const e = run.errors[0];
    if (!e) return fail('the program finished without an error');
    const kindOk = !c.errorKind || e.kind === c.errorKind;
    const textOk = !c.messageContains || (e.message || '').includes(c.messageContains);
    return { pass: kindOk && textOk, detail: `raised ${e.kind}: ${firstLine(e.message)}${atLine(e)}` };
  },
  traces: (c, run) => {
    const traces = run.of('trace', c.fn).length;
    const calls = callCount(run.of('call', c.fn));
    const detail = traces + calls === 0 ? `no call of ${c.fn} finished`
      : `${c.fn} traced ${times(traces)} in ${plural(calls, 'call')}`;
    return { pass: counted(c, traces), detail };
  },
  calls: (c, run) => {
    const all = run.of('call', c.fn);
    // Calls run eagerly (run_functions_eagerly) neither traced nor hit the cache.
    const picked = c.traced === undefined ? all : all.filter((e) => e.traced === c.traced && !e.eager);
    const what = c.traced ? 'traced' : 'were served from the cache';
    const detail = all.length === 0 ? `no call of ${c.fn} finished`
      : c.traced === undefined ? `${c.fn} was called ${times(callCount(all))}`
      : `${callCount(picked)} of ${plural(callCount(all), 'call')} of ${c.fn} ${what}`;
    return { pass: counted(c, callCount(picked)), detail };
  },
  noRetracingWarning: (c, run) => {
    const w = retracingWarnings(run, c.fn);
    return w.length ? fail(`warning: ${w[0].text.slice(0, 70)}…`) : ok('no retracing warning');
  },
  retracingWarning: (c, run) => {
    const w = retracingWarnings(run, c.fn);
    return w.length ? ok(`warning: ${w[0].text.slice(0, 70)}…`) : fail('no retracing warning was logged');
  },
  stdoutContains: (c, run) => {
    const text = run.stdout(c.phase);
    return text.includes(c.contains) ? ok(`printed ${quote(lineWith(text, c.contains))}`) : fail(seen(text, c.phase));
  },
  stdoutLacks: (c, run) => {
    const text = run.stdout(c.phase);
    return text.includes(c.contains) ? fail(`printed ${quote(lineWith(text, c.contains))}`) : ok(seen(text, c.phase));
  },
  stdoutMatches: (c, run) => {
    const text = run.stdout(c.phase);
    const m = text.match(new RegExp(c.pattern, c.flags ?? 'm'));
    return m ? ok(`printed ${quote(m[0])}`) : fail(seen(text, c.phase));
  },
  stdoutLines: (c, run) => {
    const re = new RegExp(c.pattern);
    const n = run.lines(c.phase).filter((l) => re.test(l)).length;
    return { pass: counted(c, n), detail: `${plural(n, 'matching line')}${phaseWords(c.phase)}` };
  },
  signatureContains: (c, run) => {
    const sigs = run.of('trace', c.fn).map((e) => e.signature || '');
    const pass = sigs.length > 0 && sigs.every((s) => s.includes(c.contains));
    return { pass, detail: sigs.length ? `traced as ${sigs.slice(0, 2).join('; ')}` : `${c.fn} was never traced` };
  },
  graphOp: (c, run) => everyGraph(c, run, (g) => countOps(g, opNames(c.op)), `${opNames(c.op).join('/')} node`),
  graphNodes: (c, run) => everyGraph(c, run, (g) => countOps(g, null), 'node'),
  plot: (c, run) => {
    const best = Math.max(0, ...run.plots.map(seriesOf).map((s) => s.length));
    const pass = run.plots.length > 0 && best >= (c.minSeries ?? 1);
    const detail = run.plots.length === 0 ? 'no figure was shown'
      : `${plural(run.plots.length, 'figure')}, the fullest with ${plural(best, 'series', 'series')}`;
    return { pass, detail };
  },
  plotDecreasing: (c, run) => {
    const series = run.plots.flatMap(seriesOf).filter((s) => Array.isArray(s.y) && s.y.length > 1);
    const s = series[series.length - 1];
    if (!s) return fail('no plotted line with two or more points');
    const [first, last] = [s.y[0], s.y[s.y.length - 1]];
    return { pass: last < first, detail: `the last curve goes from ${num(first)} to ${num(last)}` };
  },
  prediction: (c, run) => {
    const p = run.predictions?.get(c.fn);
    if (!p || !p.slots.some(Boolean)) return fail(`no prediction for ${c.fn} was made before the run`);
    if (!isComplete(p)) return fail(`the prediction for ${c.fn} was unfinished when the run started (a ? slot, or no tracing count)`);
    const g = grade(c.fn, p, run.events);
    const missed = g.unpredicted.length ? `; ${plural(g.unpredicted.length, 'call')} had no slot` : '';
    return ok(`${g.right} of ${g.total} predictions right (each call, and the tracing count: ${g.count.actual})${missed}`);
  },
};

export const CHECK_KINDS = Object.freeze(Object.keys(KINDS));

export function evaluate(exercise, events, { predictions } = {}) {
  const run = { ...indexEvents(events || []), predictions };
  return (exercise.checks || []).map((check) => {
    const judge = KINDS[check.kind];
    const result = judge ? judge(check, run) : fail(`unknown check kind ${check.kind}`);
    return { id: check.id, text: check.text, pass: Boolean(result.pass), detail: result.detail };
  });
}

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
  if (graphs.length === 0) return fail(`no graph of ${c.fn} was traced`);
  const counts = graphs.map((e) => measure(c.optimized ? e.optimized || e.graph : e.graph));
  const pass = counts.every((n) => counted(c, n));
  return { pass, detail: `${plural(graphs.length, 'graph')} of ${c.fn}; ${noun}s in each: ${counts.join(', ')}` };
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
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const times = (n) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
// One call event may stand for many cache hits ("calls": n, as Keras's fit reports them).
const callCount = (events) => events.reduce((n, e) => n + (e.calls ?? 1), 0);
const firstLine = (text) => String(text || '').split('\n')[0];
const atLine = (e) => (e.line > 0 ? ` (line ${e.line})` : '');
const PHASE_WORDS = { run: 'by the running graph', trace: 'while tracing', eager: 'eagerly' };
const phaseWords = (phase) => (phase ? ` printed ${PHASE_WORDS[phase] ?? phase}` : '');
const quote = (s) => JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s);
const num = (x) => (typeof x === 'number' ? Number(x.toPrecision(4)).toString() : String(x));

// The printed line holding `part` (or `part` itself when it spans lines).
const lineWith = (text, part) => text.split('\n').find((l) => l.includes(part)) ?? part;

function seen(text, phase) {
  if (!text) return `nothing was printed${phaseWords(phase)}`;
  const lines = text.trimEnd().split('\n');
  return `printed ${plural(lines.length, 'line')}${phaseWords(phase)}, last ${quote(lines[lines.length - 1])}`;
}
