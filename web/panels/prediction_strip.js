// One function's prediction strip: a slot per call the learner expects
// (each one cycles ? → trace → cache hit), how many calls, the tracing count
// at the end; after a run, each slot marked right or wrong beside what the
// call did and, for a traced call, the engine's reason. The Predict panel
// and an exercise that asks for a prediction both draw it over the page's
// one Predictions store (web/prediction.js). Learner text is set as text.
import { el } from '../dom.js';
import { MAX_PREDICTION_SLOTS } from '../prediction.js';
import { messageText, t, tn } from '../i18n/i18n.js';

const NEXT = { null: 'trace', trace: 'hit', hit: null };
const slotText = (outcome) => (outcome ? t(`predict.slot.${outcome}`) : '?');
// What a call did or was said to do: 'trace' | 'hit' | 'eager'.
const outcomeWords = (outcome) => t(`predict.outcome.${outcome}`);
// A traced call's reason in the page's language (the engine's message), else its English.
const reasonText = (r) => (r.cause ? messageText(r.cause) : r.reason || '');

let stylesLoaded = false;
function loadStyles() {
  if (stylesLoaded) return;
  stylesLoaded = true;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('predict.css', import.meta.url).href;
  document.head.append(link);
}

// Redraws `root` with build() and gives focus back to the control that had
// it (the same data-focus-key), so a keyboard user keeps their place.
export function redraw(root, build) {
  const key = root.contains(document.activeElement) ? document.activeElement.dataset?.focusKey : null;
  root.replaceChildren(...build());
  if (key) root.querySelector(`[data-focus-key="${CSS.escape(key)}"]`)?.focus();
}

// store: Predictions; fn: the engine's name; label: the name in the source;
// graded: grade() of the last run for fn, or null; scope: a prefix that keeps
// element ids unique when two panels draw the same function's strip.
export function predictionStrip(store, { fn, label }, graded, scope) {
  loadStyles();
  const id = `${scope}-${fn.replace(/\W/g, '_')}`;
  const p = store.get(fn);
  const box = el('section', 'predict-strip');
  box.dataset.fn = fn;
  box.setAttribute('aria-labelledby', `${id}-title`);
  const title = el('h4', 'predict-fn', label === fn ? fn : `${label} (${fn})`);
  title.id = `${id}-title`;
  box.append(title, controls(store, fn, p, id), slotList(store, fn, p, graded));
  if (graded) box.append(verdict(graded), outcomeTable(graded));
  return box;
}

function controls(store, fn, p, id) {
  const row = el('div', 'predict-controls');
  const calls = numberField(`${id}-calls`, t('predict.calls'), p.slots.length, 1, MAX_PREDICTION_SLOTS,
    (n) => store.setSlotCount(fn, n));
  calls.input.classList.add('predict-calls');
  const count = numberField(`${id}-count`, t('predict.count'), p.count ?? '', 0, 999,
    (n) => store.setCount(fn, n));
  count.input.classList.add('predict-count');
  const fill = (outcome, words) => {
    const b = el('button', 'small', t(words));
    b.type = 'button';
    b.dataset.focusKey = `${id}-${words}`;
    b.addEventListener('click', () => store.setSlots(fn, p.slots.map((_, i) => outcome(i))));
    return b;
  };
  row.append(calls.label, count.label,
    fill(() => 'trace', 'predict.all_trace'), fill((i) => (i === 0 ? 'trace' : 'hit'), 'predict.first_traces'));
  return row;
}

function numberField(id, text, value, min, max, onChange) {
  const label = el('label', 'predict-field', `${text} `);
  const input = el('input');
  Object.assign(input, { type: 'number', id, min, max, value: String(value) });
  input.dataset.focusKey = id;
  input.addEventListener('change', () => {
    const n = Number(input.value);
    onChange(input.value === '' || !Number.isFinite(n) ? null : Math.trunc(n));
  });
  label.append(input);
  return { label, input };
}

function slotList(store, fn, p, graded) {
  const list = el('ol', 'predict-slots');
  list.setAttribute('aria-label', t('predict.slots_label', { fn }));
  p.slots.forEach((outcome, i) => {
    // A mark belongs to the guess it graded: a slot changed since shows none.
    const result = graded?.slots[i]?.predicted === outcome ? graded.slots[i] : null;
    const mark = result ? (result.right ? ' right' : ' wrong') : '';
    const b = el('button', `predict-slot${outcome ? ` ${outcome}` : ''}${mark}`, slotText(outcome));
    b.type = 'button';
    b.dataset.call = String(i + 1);
    b.dataset.focusKey = `${fn}#${i}`;
    const said = outcome ? outcomeWords(outcome) : t('predict.not_predicted');
    const args = { n: i + 1, said, actual: result && actualWords(result.actual) };
    const label = !result ? 'predict.slot_label' : result.right ? 'predict.slot_label_right' : 'predict.slot_label_wrong';
    b.setAttribute('aria-label', t(label, args));
    b.addEventListener('click', () => store.setSlot(fn, i, NEXT[outcome]));
    const item = el('li');
    item.append(el('span', 'predict-call', String(i + 1)), b);
    list.append(item);
  });
  return list;
}

const actualWords = (actual) => (actual ? outcomeWords(actual) : t('predict.no_such_call'));

function verdict(g) {
  const text = t('predict.verdict', {
    right: g.right, total: g.total, said: g.count.predicted ?? '?', actual: g.count.actual, mark: g.count.right ? '✓' : '✗',
  }) + (g.unpredicted.length ? tn('predict.more_calls', g.unpredicted.length) : '');
  const p = el('p', 'predict-verdict', text);
  p.setAttribute('role', 'status');
  return p;
}

// Call by call: what was said, what happened, why it traced.
function outcomeTable(g) {
  const table = el('table', 'predict-outcomes');
  table.append(el('caption', 'visually-hidden', t('predict.outcomes_caption', { fn: g.fn })));
  const head = el('tr');
  for (const name of ['predict.col.call', 'predict.col.said', 'predict.col.was', null, 'predict.col.why']) {
    const th = el('th', '', name ? t(name) : '');
    th.scope = 'col';
    head.append(th);
  }
  table.append(el('thead'), el('tbody'));
  table.tHead.append(head);
  for (const r of g.slots) {
    const said = r.predicted ? outcomeWords(r.predicted) : '?';
    table.tBodies[0].append(outcomeRow(String(r.call), said, r.actual, actualWords(r.actual), r.right, reasonText(r)));
  }
  if (g.unpredicted.length) table.tBodies[0].append(unpredictedRow(g.unpredicted));
  return table;
}

function outcomeRow(call, said, actual, actualText, right, reason) {
  const tr = el('tr', right ? 'right' : 'wrong');
  tr.dataset.call = call;
  tr.append(el('td', 'num', call), el('td', '', said), el('td', `actual ${actual ?? 'none'}`, actualText),
    el('td', 'mark', right ? '✓' : '✗'), el('td', 'reason', reason || ''));
  return tr;
}

// The calls past the last slot, however many (a training loop makes
// thousands), as one row: how many traced, how many hit the cache.
function unpredictedRow(calls) {
  const first = calls[0].call;
  const last = calls[calls.length - 1].call;
  const counts = ['trace', 'hit', 'eager'].map((o) => [o, calls.filter((c) => c.outcome === o).length]).filter(([, n]) => n);
  const text = counts.map(([o, n]) => tn(`predict.counted.${o}`, n)).join(t('predict.separator'));
  const traced = calls.find((c) => c.reason || c.cause);
  const actual = counts.length === 1 ? counts[0][0] : 'mixed';
  return outcomeRow(first === last ? String(first) : `${first}–${last}`, t('predict.no_slot'), actual, text, false,
    traced ? t('predict.first_trace', { reason: reasonText(traced) }) : '');
}
