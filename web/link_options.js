// What a link may ask of the page besides its program (web/share.js): open
// an exercise of the track (ex=id) or a teacher's own (custom=, compressed
// JSON), open a predictor variant (variant=id), show a tab first (tab=name),
// hide tabs, the data-file bar, the variants or the Show solution button
// (hide=a,b), and the page's language (lang=, read by web/i18n/). Every key
// is checked: unknown keys are ignored, a value the page does not know or
// over its cap is dropped, and each drop is said (a page string id with its
// arguments). Parsing never throws. Pure ES module: Node's tests share it.
//
//   readLinkOptions(hash, known) -> {exercise, custom, variant, tab, hide, lang, dropped}
//   linkHash(options)            -> "#ex=...&tab=..." (keys in one order)

// The page's caps on what a link carries.
export const LINK_LIMITS = Object.freeze({
  programChars: 20000,     // code= decoded (web/share.js)
  hidden: 8,               // names in hide=
  customChars: 12000,      // custom= as it stands in the link
  exerciseBytes: 16000,    // the exercise's JSON, decoded (links and files alike)
});

// Names hide= knows beyond the tabs: parts of the editor pane and the exercise's button.
export const HIDEABLE_PARTS = Object.freeze(['variants', 'files', 'solution']);
// The tab a page without tabs would fall back to cannot be hidden.
const ALWAYS_SHOWN = 'console';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const KEYS = ['code', 'ex', 'custom', 'variant', 'tab', 'hide', 'lang'];

// The fragment's key=value pairs, the first of each key; malformed percent
// escapes leave the value as written.
export function fragmentPairs(hash) {
  const pairs = new Map();
  for (const part of String(hash || '').replace(/^#/, '').split('&')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at);
    if (pairs.has(key)) continue;
    let value = part.slice(at + 1);
    try { value = decodeURIComponent(value); } catch { /* kept as written */ }
    pairs.set(key, value);
  }
  return pairs;
}

// known: {tabs: [names], variants: [ids]} of this page.
export function readLinkOptions(hash, { tabs = [], variants = [] } = {}) {
  const pairs = fragmentPairs(hash);
  const options = { exercise: null, custom: null, variant: null, tab: null, hide: [], lang: pairs.get('lang') ?? null, dropped: [] };
  const drop = (id, args = {}) => options.dropped.push({ id, args });
  const ex = pairs.get('ex');
  if (ex !== undefined) {
    if (ID.test(ex)) options.exercise = ex;
    else drop('link.dropped_exercise', { value: shorten(ex) });
  }
  const custom = pairs.get('custom');
  if (custom !== undefined) {
    if (custom.length > LINK_LIMITS.customChars) drop('link.dropped_custom_size', { chars: custom.length, max: LINK_LIMITS.customChars });
    else options.custom = custom;
  }
  const variant = pairs.get('variant');
  if (variant !== undefined) {
    if (variants.includes(variant)) options.variant = variant;
    else drop('link.dropped_variant', { value: shorten(variant) });
  }
  options.hide = readHidden(pairs.get('hide'), tabs, drop);
  const tab = pairs.get('tab');
  if (tab !== undefined) {
    if (!tabs.includes(tab)) drop('link.dropped_tab', { value: shorten(tab) });
    else if (options.hide.includes(tab)) drop('link.dropped_hidden_tab', { value: tab });
    else options.tab = tab;
  }
  return options;
}

function readHidden(value, tabs, drop) {
  if (value === undefined || value === '') return [];
  const names = [...new Set(value.split(','))];
  const hidden = [];
  let over = 0;
  for (const name of names) {
    if (name === ALWAYS_SHOWN) drop('link.dropped_console');
    else if (!tabs.includes(name) && !HIDEABLE_PARTS.includes(name)) drop('link.dropped_hide', { value: shorten(name) });
    else if (hidden.length >= LINK_LIMITS.hidden) over += 1;
    else hidden.push(name);
  }
  if (over) drop('link.dropped_hide_count', { n: over, max: LINK_LIMITS.hidden });
  return hidden;
}

const shorten = (text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

// options: {code (encoded), ex, custom, variant, tab, hide: [], lang}; empty ones are left out.
export function linkHash(options) {
  const parts = [];
  for (const key of KEYS) {
    const value = Array.isArray(options[key]) ? options[key].join(',') : options[key];
    if (value) parts.push(`${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`);  // lists stay readable
  }
  return parts.length ? `#${parts.join('&')}` : '';
}

// True when the fragment asks the page for anything a teacher's link sets.
export const hasLinkOptions = (hash) => KEYS.slice(1, -1).some((key) => fragmentPairs(hash).has(key));
