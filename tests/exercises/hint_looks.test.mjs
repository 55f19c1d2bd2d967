// Each hint's pointer (an exercise's `looks`, web/look.js) points at
// something the learner's run has: a Calls row, a Graph node or the copies
// of an unrolled loop in fn's first graph, a printed line. The hint is read
// while working from the starter towards the solution, so the thing is in
// the starter's run or in the solution's (the WASM engine, as in the page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { track } from '../../web/exercises/track.js';
import { repeatedBlocks } from '../../web/graph_diff.js';
import { en } from '../../web/i18n/en.js';
import { zhCN } from '../../web/i18n/zh-CN.js';
import { runEvents } from './run_exercise.mjs';

const pointers = track.flatMap((e) => Object.entries(e.looks ?? {}).map(([hint, look]) => ({ e, hint: Number(hint), look })));

// Is what `look` points at in this run's events?
function found(look, events) {
  const graph = events.find((ev) => ev.type === 'graph' && ev.fn === look.fn)?.graph;
  const traces = events.filter((ev) => ev.type === 'trace' && ev.fn === look.fn).length;
  if (look.tab === 'calls') return traces >= (look.row === 'retrace' ? 2 : 1);
  if (look.tab === 'console') return events.some((ev) => ev.type === 'stdout' && ev.text.includes(look.contains));
  if (look.row === 'copies') return repeatedBlocks(graph).length > look.loop;
  return Boolean(graph?.nodes.some((node) => node.op === look.op));
}

test('every pointer names a shown hint, a tab it can open and words in both languages', () => {
  assert.ok(pointers.length >= 6);
  for (const { e, hint, look } of pointers) {
    const where = `${e.id} hint ${hint}`;
    assert.ok(Number.isInteger(hint) && hint >= 0 && hint < e.hints.length, where);
    assert.ok(['calls', 'graph', 'console'].includes(look.tab), where);
    for (const catalog of [en, zhCN]) assert.equal(typeof catalog[`ex.look_${look.row}`], 'string', where);
  }
});

test("every pointer's target is in the starter's or the solution's run", () => {
  for (const { e, hint, look } of pointers) {
    const inRun = [e.starter, e.solution].some((source) => found(look, runEvents(source)));
    assert.ok(inRun, `${e.id} hint ${hint}: ${JSON.stringify(look)}`);
  }
});
