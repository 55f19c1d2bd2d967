// A teacher's link applied to the page (web/link_options.js says what a
// link may ask): the tabs and editor parts it hides, the tab it shows first,
// the exercise it opens (one of the track, or its own, unpacked and checked
// by web/exercises/custom.js) or the predictor variant, and a note above the
// editor for anything it dropped. `?teach` opens the teacher's dialog.
import { $ } from './dom.js';
import { onLanguageChange, t } from './i18n/i18n.js';
import { LINK_LIMITS, readLinkOptions } from './link_options.js';
import { unpackText } from './share.js';
import { VARIANTS } from './variants/variants.js';

// Parts of the editor pane hide= knows, by element id.
const PARTS = { variants: 'variants', files: 'files-bar' };

let notes = [];
let relabelling = false;

// page: the page shell (tabs, lazy panels, variants).
export async function applyLink(page, hash = location.hash) {
  const options = readLinkOptions(hash, { tabs: page.tabs.names(), variants: VARIANTS.map((v) => v.id) });
  notes = [...options.dropped];
  page.tabs.hide(options.hide);
  for (const [name, id] of Object.entries(PARTS)) if (options.hide.includes(name)) $(id).hidden = true;
  const custom = options.custom ? await customExercise(options.custom) : null;
  if (custom?.error) notes.push({ id: 'link.custom_refused', args: { why: custom.error } });
  const opened = await openExercise(page, custom?.exercise ?? null, options);
  if (options.variant) page.variants.load(VARIANTS.find((v) => v.id === options.variant));
  const first = options.tab ?? (opened ? 'exercises' : null);
  if (first) page.tabs.select(first);
  showNotes();
  if (new URLSearchParams(location.search).has('teach')) openTeacher(page);
}

// Opens the link's exercise (a teacher's own, or one of the track) and hides
// the Show solution button if asked; true when an exercise was opened.
async function openExercise(page, exercise, options) {
  if (!exercise && !options.exercise && !options.hide.includes('solution')) return false;
  const panel = await page.lazy.find((p) => p.name === 'exercises').load();
  if (!panel) return false;
  if (options.hide.includes('solution')) panel.hideSolution();
  if (exercise) panel.openCustom(exercise);
  else if (options.exercise && !panel.open(options.exercise)) {
    notes.push({ id: 'link.dropped_exercise', args: { value: options.exercise } });
    return false;
  }
  return Boolean(exercise || options.exercise);
}

// The exercise a custom= value holds: {exercise} or {error: {id, args}}.
async function customExercise(encoded) {
  const unpacked = await unpackText(encoded, LINK_LIMITS.exerciseBytes);
  if (unpacked.error) return { error: { id: unpacked.error, args: unpacked.args } };
  const { parseExercise } = await import('./exercises/custom.js');
  return parseExercise(unpacked.text);
}

// What the link asked that the page did not do, said above the editor.
function showNotes() {
  let box = $('link-note');
  if (!box) {
    box = document.createElement('div');
    box.id = 'link-note';
    box.className = 'link-bar link-note';
    box.dataset.kind = 'invalid';
    box.setAttribute('role', 'status');
    $('link-bar').after(box);
  }
  box.hidden = notes.length === 0;
  const said = (note) => t(note.id, note.id === 'link.custom_refused' ? { why: t(note.args.why.id, note.args.why.args) } : note.args);
  box.textContent = notes.length ? t('link.dropped', { list: notes.map(said).join(t('link.separator')) }) : '';
  if (!relabelling) {
    relabelling = true;
    onLanguageChange(showNotes);
  }
}

// The teacher's links and form, loaded on first use.
export async function openTeacher(page) {
  const { showTeacherDialog } = await import('./teach.js');
  showTeacherDialog({ tabs: page.tabs.names() });
}
