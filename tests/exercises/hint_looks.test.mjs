// Each hint's pointer (an exercise's `looks`, web/look.js) points at
// something the learner's run has: a Calls row, a Graph node or the copies
// of an unrolled loop in fn's first graph, a printed line. The hint is read
// while working from the starter towards the solution, so the thing is in
// the starter's run or in the solution's (the WASM engine, as in the page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { track } from '../../web/exercises/track.js';
import { pythonValueConsts, repeatedBlocks } from '../../web/graph_diff.js';
import { en } from '../../web/i18n/en.js';
import { zhCN } from '../../web/i18n/zh-CN.js';
import { runEvents } from './run_exercise.mjs';

const pointers = track.flatMap((e) => Object.entries(e.looks ?? {}).map(([hint, look]) => ({ e, hint: Number(hint), look })));

// Is what `look` points at in this run's events?
function found(look, events) {
  const event = events.find((ev) => ev.type === 'graph' && ev.fn === look.fn);
  const graph = event?.graph;
  const traces = events.filter((ev) => ev.type === 'trace' && ev.fn === look.fn).length;
  if (look.tab === 'calls') return traces >= (look.row === 'retrace' ? 2 : 1);
  if (look.tab === 'console') return events.some((ev) => ev.type === 'stdout' && ev.text.includes(look.contains));
  if (look.row === 'copies') return repeatedBlocks(graph).length > look.loop;
  if (look.row === 'python') return Boolean(event) && pythonValueConsts(event).size > 0;
  return Boolean(graph?.nodes.some((node) => [look.op].flat().includes(node.op)));
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
    // Const values come with the printed graphs, as in the page (app.js asks for them).
    const flags = look.row === 'python' ? ['--dump-graphs'] : [];
    const inRun = [e.starter, e.solution].some((source) => found(look, runEvents(source, flags)));
    assert.ok(inRun, `${e.id} hint ${hint}: ${JSON.stringify(look)}`);
  }
});
