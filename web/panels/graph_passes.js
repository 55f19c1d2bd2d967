// The optimization passes' reports below the Graph view: how many nodes
// each pass found and left, and what it changed.
import { el } from '../dom.js';
import { t } from '../i18n/i18n.js';

// The reports of `event`'s passes ([] when it has none), open when the optimized graph is shown.
export function passReports(event, open) {
  const passes = event.passes || [];
  if (!passes.length) return [];
  const details = el('details', 'pass-reports');
  details.open = open;
  const first = passes[0].nodes_before;
  const last = passes[passes.length - 1].nodes_after;
  details.append(el('summary', '', t('graph.passes', { first, last })));
  const list = el('ol');
  for (const pass of passes) list.append(passItem(pass));
  details.append(list);
  return [details];
}

function passItem(pass) {
  const item = el('li', pass.changes?.length ? 'pass changed' : 'pass');
  item.dataset.pass = pass.name;
  item.append(el('strong', '', pass.name), t('graph.pass_nodes', { before: pass.nodes_before, after: pass.nodes_after }));
  if (pass.changes?.length) {
    const changes = el('ul');
    for (const change of pass.changes) changes.append(el('li', '', change));
    item.append(changes);
  } else {
    item.append(el('span', 'muted', t('graph.no_change')));
  }
  return item;
}
