// The teacher's dialog: a link for each exercise of the track, with the
// options a link can carry (the tab shown first, the Show solution button
// hidden, tabs hidden, the language), and a form for an exercise of the
// teacher's own (title, goal, lesson, starter, solution, checks of the
// track's kinds) shared as a link (its JSON compressed into the fragment) or
// downloaded as a JSON file the Exercises tab opens. Reached from the
// Exercises tab or with ?teach in the address.
import { downloadFile, element as el, loadCss } from './dom.js';
import { LANGUAGES, language, onLanguageChange, t } from './i18n/i18n.js';
import { exerciseText } from './i18n/exercise_text.js';
import { LINK_LIMITS, linkHash } from './link_options.js';
import { packText } from './share.js';
import { track } from './exercises/track.js';
import { CHECK_KINDS, CHECK_PARAMS, PHASES } from './exercises/checks.js';
import { MAX_CHECKS, exerciseJson, validateExercise } from './exercises/custom.js';

let dialog = null;

// tabs: the page's tab names, in order.
export function showTeacherDialog({ tabs }) {
  if (!dialog) {
    loadCss('teach.css');
    dialog = new TeacherDialog(tabs);
    onLanguageChange(() => dialog.render());
  }
  dialog.open();
}

class TeacherDialog {
  constructor(tabs) {
    this.tabs = tabs;
    this.options = { tab: 'exercises', hideSolution: false, lang: language(), hidden: [] };
    this.form = { title: '', goal: '', lesson: '', starter: '', solution: '', checks: [{ kind: 'noError', text: '' }] };
    this.root = el('dialog', { class: 'teach', 'aria-labelledby': 'teach-title' });
    document.body.append(this.root);
    this.render();
  }

  open() {
    if (!this.root.open) this.root.showModal();
  }

  render() {
    const close = el('button', { type: 'button', class: 'small', onclick: () => this.root.close() }, t('teach.close'));
    this.trackList = el('ol', { class: 'teach-track' });
    this.root.replaceChildren(
      el('div', { class: 'teach-head' }, el('h2', { id: 'teach-title' }, t('teach.title')), close),
      el('p', { class: 'muted' }, t('teach.intro')),
      this.optionsSection(),
      el('section', { class: 'teach-section' }, el('h3', {}, t('teach.track')), this.trackList),
      this.ownSection());
    this.renderTrack();
  }

  // ---- the options every link carries ----

  optionsSection() {
    const changed = () => { this.renderTrack(); this.clearOwnLink(); };
    const tabSelect = select(this.tabs.map((name) => [name, t(`tab.${name}`)]), this.options.tab, (v) => { this.options.tab = v; changed(); });
    tabSelect.classList.add('teach-first-tab');
    const langs = [['', t('teach.lang_learner')], ...Object.entries(LANGUAGES).map(([code, { name }]) => [code, name])];
    const langSelect = select(langs, this.options.lang, (v) => { this.options.lang = v; changed(); });
    langSelect.classList.add('teach-lang');
    const solution = checkbox(this.options.hideSolution, (on) => { this.options.hideSolution = on; changed(); });
    solution.classList.add('teach-hide-solution');
    const hidden = this.tabs.filter((name) => name !== 'console').map((name) => {
      const box = checkbox(this.options.hidden.includes(name), (on) => {
        this.options.hidden = on ? [...this.options.hidden, name] : this.options.hidden.filter((n) => n !== name);
        changed();
      });
      box.dataset.tab = name;
      return el('label', { class: 'teach-check' }, box, t(`tab.${name}`));
    });
    return el('section', { class: 'teach-section teach-options' },
      el('h3', {}, t('teach.options')),
      el('label', { class: 'teach-field' }, t('teach.first_tab'), tabSelect),
      el('label', { class: 'teach-field' }, t('teach.language'), langSelect),
      el('label', { class: 'teach-check' }, solution, t('teach.hide_solution')),
      el('fieldset', { class: 'teach-hidden' }, el('legend', {}, t('teach.hide_tabs')), ...hidden));
  }

  // The page's address with `fields` and the options in its fragment.
  link(fields) {
    const { tab, hideSolution, lang, hidden } = this.options;
    const hide = [...hidden, ...(hideSolution ? ['solution'] : [])];
    return `${location.origin}${location.pathname}${linkHash({ ...fields, tab: hidden.includes(tab) ? '' : tab, hide, lang })}`;
  }

  renderTrack() {
    this.trackList.replaceChildren(...track.map((e) => {
      const item = linkRow(this.link({ ex: e.id }), exerciseText(e).title);
      item.dataset.id = e.id;
      return item;
    }));
  }

  // ---- the teacher's own exercise ----

  ownSection() {
    const field = (name, kind, label) => {
      const input = el(kind, { class: `teach-own-${name}`, rows: kind === 'textarea' ? (name === 'lesson' ? 4 : 8) : undefined });
      input.value = this.form[name];
      input.addEventListener('input', () => { this.form[name] = input.value; this.clearOwnLink(); });
      return el('label', { class: 'teach-field teach-wide' }, t(label), input);
    };
    this.checkList = el('ol', { class: 'teach-checks' });
    this.renderChecks();
    this.status = el('p', { class: 'teach-status', role: 'status' });
    this.output = el('div', { class: 'teach-output' });
    const add = el('button', { type: 'button', class: 'small teach-add-check', onclick: () => this.addCheck() }, t('teach.add_check'));
    return el('section', { class: 'teach-section teach-own' },
      el('h3', {}, t('teach.own')),
      el('p', { class: 'muted' }, t('teach.own_intro')),
      field('title', 'input', 'teach.field.title'), field('goal', 'input', 'teach.field.goal'),
      field('lesson', 'textarea', 'teach.field.lesson'), field('starter', 'textarea', 'teach.field.starter'),
      field('solution', 'textarea', 'teach.field.solution'),
      el('h4', {}, t('teach.checks')), this.checkList, add,
      el('div', { class: 'teach-actions' },
        el('button', { type: 'button', class: 'primary teach-make-link', onclick: () => this.makeLink() }, t('teach.make_link')),
        el('button', { type: 'button', class: 'teach-download', onclick: () => this.download() }, t('teach.download'))),
      this.status, this.output);
  }

  addCheck() {
    if (this.form.checks.length >= MAX_CHECKS) return;
    this.form.checks.push({ kind: 'traces', text: '' });
    this.renderChecks();
    this.clearOwnLink();
  }

  renderChecks() {
    this.checkList.replaceChildren(...this.form.checks.map((check, i) => this.checkRow(check, i)));
  }

  // One check: its kind, the words the learner reads, and the kind's parameters.
  checkRow(check, i) {
    const redraw = () => { this.renderChecks(); this.clearOwnLink(); };
    const kinds = CHECK_KINDS.map((kind) => [kind, `${kind} — ${t(`teach.kind.${kind}`)}`]);
    const kind = select(kinds, check.kind, (v) => { this.form.checks[i] = { kind: v, text: check.text }; redraw(); });
    kind.classList.add('teach-check-kind');
    const text = el('input', { class: 'teach-check-text' });
    text.value = check.text;
    text.addEventListener('input', () => { check.text = text.value; this.clearOwnLink(); });
    const params = Object.entries(CHECK_PARAMS[check.kind]).map(([name, type]) => paramField(check, name, type, () => this.clearOwnLink()));
    const remove = el('button', { type: 'button', class: 'small', onclick: () => { this.form.checks.splice(i, 1); redraw(); } },
      t('teach.remove_check'));
    return el('li', { class: 'teach-check-row' },
      el('label', { class: 'teach-field' }, t('teach.check_kind'), kind),
      el('label', { class: 'teach-field teach-wide' }, t('teach.check_text'), text),
      ...params, this.form.checks.length > 1 ? remove : null);
  }

  // The form as an exercise, checked as a learner's page will check it.
  exercise() {
    const said = validateExercise({ ...this.form, checks: this.form.checks.map(checkValue) });
    this.status.textContent = said.error ? t('teach.invalid', { why: t(said.error.id, said.error.args) }) : '';
    this.status.dataset.kind = said.error ? 'error' : '';
    return said.exercise ?? null;
  }

  async makeLink() {
    const exercise = this.exercise();
    if (!exercise) return;
    const packed = await packText(exerciseJson(exercise));
    if (packed.length > LINK_LIMITS.customChars) {
      this.status.textContent = t('teach.link_too_long', { chars: packed.length, max: LINK_LIMITS.customChars });
      this.status.dataset.kind = 'error';
      return;
    }
    this.output.replaceChildren(el('ul', { class: 'teach-track' }, linkRow(this.link({ custom: packed }), t('teach.own_link'))));
  }

  download() {
    const exercise = this.exercise();
    if (exercise) downloadFile('tracelab_exercise.json', new Blob([exerciseJson(exercise)], { type: 'application/json' }));
  }

  clearOwnLink() {
    this.output?.replaceChildren();
  }
}

// ---- controls ----

function select(options, value, onChange) {
  const box = el('select', {}, ...options.map(([v, text]) => el('option', { value: v }, text)));
  box.value = value;
  box.addEventListener('change', () => onChange(box.value));
  return box;
}

function checkbox(checked, onChange) {
  const box = el('input', { type: 'checkbox' });
  box.checked = checked;
  box.addEventListener('change', () => onChange(box.checked));
  return box;
}

// A labelled link the teacher copies or opens.
function linkRow(link, label) {
  const input = el('input', { class: 'teach-link', readonly: true, 'aria-label': t('teach.link_of', { title: label }) });
  input.value = link;
  const said = el('span', { class: 'teach-copied', role: 'status' });
  const copy = async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(link);
      said.textContent = t('teach.copied');
    } catch {
      said.textContent = t('teach.copy_by_hand');  // the link stays selected
    }
  };
  return el('li', { class: 'teach-link-row' },
    el('span', { class: 'teach-link-title' }, label), input,
    el('button', { type: 'button', class: 'small', onclick: copy }, t('teach.copy')),
    el('a', { href: link, target: '_blank', rel: 'noopener', class: 'teach-open' }, t('teach.open')), said);
}

// One parameter of a check, typed as CHECK_PARAMS says; it writes into `check` as text,
// and checkValue() turns the texts into the JSON's types.
function paramField(check, name, type, onChange) {
  const base = type.replace('!', '');
  const choices = { phase: ['', ...PHASES], flag: ['', 'true', 'false'] }[base];
  const input = choices
    ? select(choices.map((v) => [v, v ? (base === 'phase' ? t(`check.phase.${v}`) : t(`teach.flag.${v}`)) : t('teach.any')]), check[name] ?? '',
      (v) => { check[name] = v; onChange(); })
    : el('input', { type: base === 'number' ? 'number' : 'text', min: base === 'number' ? 0 : undefined });
  if (!choices) {
    input.value = check[name] ?? '';
    input.addEventListener('input', () => { check[name] = input.value; onChange(); });
  }
  input.dataset.param = name;
  const words = t(type.endsWith('!') ? 'teach.param_needed' : 'teach.param_optional', { param: t(`teach.param.${name}`) });
  return el('label', { class: 'teach-field' }, words, input);
}

// A check of the form as the JSON has it: numbers, booleans, an op list.
function checkValue(check) {
  const out = { kind: check.kind, text: check.text };
  for (const [name, type] of Object.entries(CHECK_PARAMS[check.kind])) {
    const raw = (check[name] ?? '').trim();
    if (raw === '') continue;
    const base = type.replace('!', '');
    if (base === 'number') out[name] = Number(raw);
    else if (base === 'flag') out[name] = raw === 'true';
    else if (base === 'ops' && raw.includes(',')) out[name] = raw.split(',').map((op) => op.trim());
    else out[name] = raw;
  }
  return out;
}
