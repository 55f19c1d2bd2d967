// The learner's program and a program opened from a link: two slots kept in
// localStorage, and the bar above the editor that says which one is shown.
import { readHash } from './share.js';
import { t } from './i18n/i18n.js';

const CODE_KEY = 'tracelab.code';            // the learner's own program
const LINK_KEY = 'tracelab.link-program';    // a program opened from a link, as the learner left it
const LAST_SHARE_KEY = 'tracelab.last-share';  // the fragment the learner's own program was last shared as
const ASIDE_KEY = 'tracelab.aside-program';  // the learner's program a switch to a shipped program put aside

export const STARTER = `import tensorflow as tf

@tf.function
def square(x):
    print("Tracing square with", x)  # runs only while tracing
    return x * x

print(square(tf.constant(2.0)))
print(square(tf.constant(3.0)))  # same signature: no new trace
`;

const $ = (id) => document.getElementById(id);

export function storage(method, key, value) {
  try {
    if (method === 'get') return localStorage.getItem(key);
    if (method === 'remove') return localStorage.removeItem(key);
    return localStorage.setItem(key, value);
  } catch {
    return null;  // storage can be disabled or full; keeping state is best effort
  }
}

// ---- the learner's program and a program opened from a link ----

// Two slots: the learner's own program (CODE_KEY) and the program of a link
// (LINK_KEY, with the learner's edits to it). A link opens its program in the
// editor beside the saved one, with a bar to keep it (the only way it
// replaces the learner's program) or go back; edits go to the slot shown.
export class Programs {
  constructor() {
    this.mode = 'mine';  // or 'link'
    this.notice = null;  // why a link could not be opened
    this.link = readLinkSlot();
    this.firstVisit = storage('get', CODE_KEY) === null && !this.link;
    this.shipped = new Set([STARTER.trim()]);  // programs the page ships: replacing one loses nothing
    this.fromHash(location.hash);
  }

  get own() { return storage('get', CODE_KEY) ?? STARTER; }

  // The learner's program that a shipped one replaced, if any.
  get aside() { return storage('get', ASIDE_KEY); }

  isShipped(code) { return this.shipped.has(code.trim()); }

  // `code` (shipped) replaces the editor's `current` program; an edited
  // program is put aside, where the link bar offers it back.
  replaceWith(code, current) {
    if (this.mode === 'mine' && !this.isShipped(current)) storage('set', ASIDE_KEY, current);
    this.shipped.add(code.trim());
  }

  // The program put aside, back in the editor: the one shown goes aside in
  // its place if the learner edited it.
  takeAside(current) {
    const code = this.aside;
    if (this.isShipped(current)) storage('remove', ASIDE_KEY);
    else storage('set', ASIDE_KEY, current);
    return code;
  }

  dropAside() { storage('remove', ASIDE_KEY); }

  get code() { return this.mode === 'link' ? this.link.code : this.own; }

  // A fragment with a program opens it, unless it is the learner's own
  // program or the learner's own last share (a reload of their own link).
  fromHash(hash) {
    const found = readHash(hash);
    this.notice = null;
    if (found.status === 'invalid') {
      this.notice = { id: found.reason, args: found.args };
      return false;
    }
    if (found.status !== 'ok' || found.encoded === storage('get', LAST_SHARE_KEY) || found.code === this.own) return false;
    // The same link again opens its program as the learner left it.
    if (this.link?.encoded !== found.encoded) this.link = { encoded: found.encoded, code: found.code };
    this.mode = 'link';
    this.saveLink();
    return true;
  }

  save(text) {
    if (this.mode === 'link') {
      this.link.code = text;
      this.saveLink();
    } else {
      storage('set', CODE_KEY, text);
    }
  }

  saveLink() {
    storage('set', LINK_KEY, JSON.stringify(this.link));
  }

  shared(encoded) {
    if (this.mode === 'link') {
      this.link.encoded = encoded;
      this.saveLink();
    } else {
      storage('set', LAST_SHARE_KEY, encoded);
    }
  }

  // The link's program becomes the learner's own.
  keep() {
    storage('set', CODE_KEY, this.link.code);
    this.discard();
  }

  discard() {
    storage('remove', LINK_KEY);
    this.link = null;
    this.mode = 'mine';
  }
}

function readLinkSlot() {
  try {
    const slot = JSON.parse(storage('get', LINK_KEY) || 'null');
    return slot && typeof slot.code === 'string' && typeof slot.encoded === 'string' ? slot : null;
  } catch {
    return null;
  }
}

function dropHash() {
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
}

// The bar above the editor that says which program is shown.
export function renderLinkBar(programs, editor) {
  const bar = $('link-bar');
  const message = document.createElement('span');
  message.className = 'link-bar-text';
  const buttons = [];
  const button = (label, action, title = '') => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'small';
    b.textContent = label;
    if (title) b.title = title;
    b.addEventListener('click', () => { action(); renderLinkBar(programs, editor); });
    buttons.push(b);
  };
  const show = (code) => editor.setCode(code);  // saved to the slot now shown
  if (programs.notice) {
    bar.dataset.kind = 'invalid';
    message.textContent = t('linkbar.invalid', { reason: t(programs.notice.id, programs.notice.args) });
    button(t('linkbar.dismiss'), () => { programs.notice = null; dropHash(); });
  } else if (programs.mode === 'link') {
    bar.dataset.kind = 'link';
    message.textContent = t('linkbar.opened');
    button(t('linkbar.keep'), () => { programs.keep(); dropHash(); }, t('linkbar.keep_title'));
    button(t('linkbar.back'), () => { programs.mode = 'mine'; dropHash(); show(programs.own); },
      t('linkbar.back_title'));
  } else if (programs.link && programs.link.code !== programs.own) {
    bar.dataset.kind = 'kept';
    message.textContent = t('linkbar.kept');
    button(t('linkbar.open'), () => { programs.mode = 'link'; show(programs.link.code); });
    button(t('linkbar.discard'), () => programs.discard(), t('linkbar.discard_title'));
  } else if (programs.aside !== null && programs.aside !== editor.getCode()) {
    bar.dataset.kind = 'aside';
    message.textContent = t('linkbar.aside');
    button(t('linkbar.aside_back'), () => show(programs.takeAside(editor.getCode())), t('linkbar.aside_back_title'));
    button(t('linkbar.discard'), () => programs.dropAside(), t('linkbar.aside_discard_title'));
  } else {
    bar.hidden = true;
    bar.replaceChildren();
    return;
  }
  const actions = document.createElement('span');
  actions.className = 'link-bar-actions';
  actions.append(...buttons);
  bar.replaceChildren(message, actions);
  bar.hidden = false;
}
