// An exercise's words in the page's language. The track (web/exercises/)
// keeps its English in place, where it reads as a course; each other
// language is an overlay keyed by exercise id and field:
// { [exercise id]: { title, goal, lesson, hints: [...], checks: { [check id]: text } } }.
// A field the overlay lacks shows the English.
import { language } from './i18n.js';
import { exercisesZhCN } from './exercises.zh-CN.js';

export const EXERCISE_OVERLAYS = { 'zh-CN': exercisesZhCN };

export function exerciseText(exercise) {
  const overlay = EXERCISE_OVERLAYS[language()]?.[exercise.id] ?? {};
  const shared = EXERCISE_OVERLAYS[language()]?.shared?.checks ?? {};
  return {
    title: overlay.title ?? exercise.title,
    goal: overlay.goal ?? exercise.goal,
    lesson: overlay.lesson ?? exercise.lesson,
    hints: exercise.hints.map((hint, i) => overlay.hints?.[i] ?? hint),
    check: (check) => overlay.checks?.[check.id] ?? shared[check.id] ?? check.text,
  };
}
