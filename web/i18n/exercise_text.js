// An exercise's words in the page's language. The track (web/exercises/)
// keeps its English in place, where it reads as a course; each other
// language is an overlay keyed by exercise id and field:
// { [exercise id]: { title, goal, lesson, hints: [...], checks: { [check id]: text } } }.
// A field the overlay lacks shows the English. The overlay loads with the
// language's other catalogs (i18n.js, LANGUAGES[lang].exercises).
import { LANGUAGES, language } from './i18n.js';

// A lesson is written over several source lines; a line break next to a
// Chinese character or punctuation mark joins without a space, as Chinese
// text is set (elsewhere it reads as one space, as HTML shows it).
const CJK = '[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]';
const JOIN_BEFORE = new RegExp(`(${CJK})[ \\t]*\\n\\s*`, 'g');
const JOIN_AFTER = new RegExp(`[ \\t]*\\n\\s*(${CJK})`, 'g');
export const joinLines = (text) => text.replace(JOIN_BEFORE, '$1').replace(JOIN_AFTER, '$1');

export function exerciseText(exercise) {
  const overlays = LANGUAGES[language()].exercises;
  const overlay = overlays?.[exercise.id] ?? {};
  const shared = overlays?.shared?.checks ?? {};
  return {
    title: overlay.title ?? exercise.title,
    goal: overlay.goal ?? exercise.goal,
    lesson: overlay.lesson === undefined ? exercise.lesson : joinLines(overlay.lesson),
    hints: exercise.hints.map((hint, i) => overlay.hints?.[i] ?? hint),
    check: (check) => overlay.checks?.[check.id] ?? shared[check.id] ?? check.text,
  };
}
