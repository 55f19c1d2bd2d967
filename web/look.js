// A hint's pointer (an exercise's `looks`, web/exercises/track.js): the tab
// opens on what the hint talks about — a row of the Calls tab (the first
// trace of `fn`, or its first retrace), a node of fn's first graph (by op;
// `op` may list several, as While or StatelessWhile), the Consts holding the
// call's Python values or the copies of a loop unrolled in it in the Graph
// view, a printed line in the Console — brought into view, marked and focused.
//   {tab: 'calls', fn, row: 'trace' | 'retrace'}
//   {tab: 'graph', fn, row: 'node', op} | {tab: 'graph', fn, row: 'python'}
//   {tab: 'graph', fn, row: 'copies', loop}
//   {tab: 'console', row: 'printed', contains}
import { $ } from './dom.js';

// `page`: tabs, graph (its LazyPanel), exercises (theirs).
export async function lookAt(page, look) {
  page.tabs.select(look.tab);
  await page.exercises.loading;  // the dock beside the tab is laid out first: it narrows the rows
  for (const old of document.querySelectorAll('.looked-at')) old.classList.remove('looked-at');
  if (look.tab === 'graph') return lookAtGraph(page, look);
  const target = look.tab === 'console' ? printedLine(look.contains) : callsRow(look);
  if (!target) return false;
  target.classList.add('looked-at');
  target.tabIndex = -1;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

function callsRow({ tab, fn, row }) {
  if (!fn) return null;
  const rows = $(`panel-${tab}`).querySelectorAll(`tr.traced[data-fn="${CSS.escape(fn)}"]`);
  return rows[row === 'retrace' ? 1 : 0] ?? rows[0];
}

// The first line the program printed that holds `contains`.
function printedLine(contains) {
  return [...$('console').querySelectorAll('.line.stdout')].find((line) => line.textContent.includes(contains)) ?? null;
}

// fn's first concrete function in the Graph view, the node or the copies marked.
async function lookAtGraph(page, { fn, op, loop, row }) {
  const panel = await page.graph.load();
  const key = [...(panel?.graphs.keys() ?? [])].find((k) => panel.graphs.get(k).fn === fn);
  if (!key) return false;
  panel.show(key);
  return panel.lookAt({ op, loop, row }) > 0;
}
