// The page's words in the learner's language. Every user-visible string is
// looked up by a stable id: t('tab.calls'), t('status.finished_in', {ms}).
// Catalogs are plain modules (en.js, zh-CN.js) mapping ids to templates with
// {name} placeholders; the engine's trace messages ({id, args, text}) render
// through their own catalogs keyed by the engine's ids (engine_messages.*.js).
// Pure ES module: no DOM, so Node tests and the CLI can import it.
// English is always loaded; another language's catalogs are fetched when it
// is first chosen (loadLanguage), so an English page does not download them.
import { en } from './en.js';

export const LANGUAGES = {
  en: { name: 'English', strings: en, engine: null },
  'zh-CN': {
    name: '中文',
    strings: null,
    engine: null,
    load: async () => {
      const [page, engine, exercises] = await Promise.all([
        import('./zh-CN.js'), import('./engine_messages.zh-CN.js'), import('./exercises.zh-CN.js'),
      ]);
      return { strings: page.zhCN, engine: engine.engineZhCN, exercises: exercises.exercisesZhCN };
    },
  },
};
export const DEFAULT_LANGUAGE = 'en';

let current = DEFAULT_LANGUAGE;
const listeners = new Set();

export const language = () => current;

// {name} -> args.name; a placeholder without an argument stays as written.
export function fill(template, args = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

export function t(id, args) {
  const template = LANGUAGES[current].strings?.[id] ?? en[id];
  if (template === undefined) throw new Error(`no page string ${id}`);
  return fill(template, args);
}

// Counted words: id.one for 1, id.other otherwise ({n} is the count, or
// args.n when the caller formats it).
export function tn(id, n, args = {}) {
  return t(`${id}.${n === 1 ? 'one' : 'other'}`, { n, ...args });
}

// An engine message {id, args, text} in the current language; args may be
// strings or nested messages. An id the catalog lacks keeps the engine's English.
export function messageText(message) {
  if (message === null || message === undefined) return '';
  if (typeof message !== 'object') return String(message);
  const template = LANGUAGES[current].engine?.[message.id];
  if (template === undefined) return message.text ?? '';
  const args = {};
  for (const [name, value] of Object.entries(message.args ?? {})) args[name] = messageText(value);
  return fill(template, args);
}

// The language asked for: a link's lang= first, then the saved choice, then
// the browser's languages (any zh* reads Chinese). Unknown values are skipped.
export function chooseLanguage({ linked, saved, browser = [] } = {}) {
  for (const wanted of [linked, saved]) if (wanted && LANGUAGES[wanted]) return wanted;
  for (const tag of browser) {
    if (/^zh\b/i.test(tag)) return 'zh-CN';
    if (/^en\b/i.test(tag)) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

// lang= from the query (?lang=zh-CN) or the fragment (#code=...&lang=zh-CN).
export function linkedLanguage(search = '', hash = '') {
  for (const part of [search, hash]) {
    const match = /(?:^|[?#&])lang=([A-Za-z-]{2,10})(?:&|$)/.exec(part);
    if (match) return match[1];
  }
  return null;
}

// Fetches a language's catalogs once; resolves when t() can use them. A
// fetch that failed (offline before they were cached) is tried again next time.
export async function loadLanguage(lang) {
  const entry = LANGUAGES[lang];
  if (!entry || entry.strings) return;
  entry.pending ??= entry.load().finally(() => { entry.pending = null; });
  Object.assign(entry, await entry.pending);
}

// Switches to a loaded language (see loadLanguage); false if it is unknown,
// not loaded yet, or already the current one.
export function setLanguage(lang) {
  if (!LANGUAGES[lang]?.strings || lang === current) return false;
  current = lang;
  for (const listener of listeners) listener(lang);
  return true;
}

// Loads the language if needed, then switches to it.
export async function useLanguage(lang) {
  await loadLanguage(lang);
  return setLanguage(lang);
}

export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
