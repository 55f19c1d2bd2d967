// Where the learner is in the course, kept in localStorage with the rest of
// the progress (web/panels/exercises.js): whether an exercise is open beside
// the results, and the tab shown with it. The page reads it at load, before
// the Exercises panel itself is loaded, to reopen the same place.
export const STORE_KEY = 'tracelab.exercises';

export function savedPlace() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) || '{}');
    return { open: saved.open === true, tab: typeof saved.tab === 'string' ? saved.tab : null };
  } catch {
    return { open: false, tab: null };  // unreadable or disabled storage
  }
}
