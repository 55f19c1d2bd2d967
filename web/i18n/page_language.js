// The page's language in the document: chooses it at load (link, saved
// choice, browser), fills the header's switch, translates the static
// elements of index.html (data-i18n, data-i18n-title, data-i18n-aria-label,
// data-i18n-content) and sets <html lang>. The page re-renders its panels
// when onLanguageChange() reports a new language.
import { LANGUAGES, chooseLanguage, language, linkedLanguage, onLanguageChange, t, useLanguage } from './i18n.js';
import { storage } from '../programs.js';

const LANGUAGE_KEY = 'tracelab.language';
const ATTRIBUTES = { 'data-i18n-title': 'title', 'data-i18n-aria-label': 'aria-label', 'data-i18n-content': 'content' };

export function translateStatic(root = document) {
  for (const node of root.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const [source, target] of Object.entries(ATTRIBUTES)) {
    for (const node of root.querySelectorAll(`[${source}]`)) node.setAttribute(target, t(node.getAttribute(source)));
  }
  document.documentElement.lang = language();
}

// A language whose catalogs cannot be fetched (offline before they were
// cached) leaves the page in the language it has.
const switchTo = (lang) => useLanguage(lang).catch(() => false);

// Resolves once the chosen language is loaded, so the first render uses it.
export async function setupLanguage(select) {
  await switchTo(chooseLanguage({
    linked: linkedLanguage(location.search, location.hash),
    saved: storage('get', LANGUAGE_KEY),
    browser: navigator.languages || [navigator.language],
  }));
  for (const [code, { name }] of Object.entries(LANGUAGES)) {
    const option = document.createElement('option');
    option.value = code;
    option.lang = code;
    option.textContent = name;
    select.append(option);
  }
  select.value = language();
  select.addEventListener('change', () => {
    storage('set', LANGUAGE_KEY, select.value);
    switchTo(select.value);
  });
  // A link pasted into this tab's address bar changes only the fragment.
  window.addEventListener('hashchange', () => switchTo(linkedLanguage(location.search, location.hash)));
  onLanguageChange(() => {
    select.value = language();
    translateStatic();
  });
  translateStatic();
}
