// The page's languages are complete: every page string, engine message and
// exercise text has its Chinese, with the same placeholders, and the lookup
// renders nested engine messages in the page's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '../../web/i18n/en.js';
import { zhCN } from '../../web/i18n/zh-CN.js';
import { engineZhCN } from '../../web/i18n/engine_messages.zh-CN.js';
import { exercisesZhCN } from '../../web/i18n/exercises.zh-CN.js';
import { track } from '../../web/exercises/track.js';
import {
  chooseLanguage, language, linkedLanguage, loadLanguage, messageText, setLanguage, t, tn,
} from '../../web/i18n/i18n.js';
import { exerciseText, joinLines } from '../../web/i18n/exercise_text.js';

// Chinese is fetched only when it is chosen: before loadLanguage the page
// cannot switch to it and stays English.
const switchedBeforeLoading = setLanguage('zh-CN');
const languageBeforeLoading = language();
await loadLanguage('zh-CN');

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MESSAGES_CC = join(repo, 'engine', 'function', 'messages.cc');

const placeholders = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const tags = (text) => [...text.matchAll(/<\/?(code|em|strong)>/g)].map((m) => m[0]).sort();

// The engine's catalog: {"id", "English"} entries, a text possibly split over
// adjacent C++ string literals.
export function engineCatalog(source) {
  const entries = new Map();
  const entry = /\{\s*"([a-z_]+\.[a-z_]+)",\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\}/g;
  for (const m of source.matchAll(entry)) {
    const text = [...m[2].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((s) => s[1]).join('');
    entries.set(m[1], text.replace(/\\(.)/g, '$1'));
  }
  return entries;
}

function untranslated(english, chinese) {
  return Object.keys(english).filter((id) => !(id in chinese));
}

test('every page string has both languages, with the same placeholders', () => {
  assert.deepEqual(untranslated(en, zhCN), [], 'page strings without Chinese');
  assert.deepEqual(untranslated(zhCN, en), [], 'Chinese strings with no English id');
  for (const id of Object.keys(en)) {
    assert.deepEqual(placeholders(zhCN[id]), placeholders(en[id]), `placeholders of ${id}`);
  }
});

test('every engine message in engine/function/messages.cc has a Chinese template', { skip: !existsSync(MESSAGES_CC) && 'engine/function/messages.cc is not in this tree' }, () => {
  const catalog = engineCatalog(readFileSync(MESSAGES_CC, 'utf8'));
  assert.ok(catalog.size > 50, `read ${catalog.size} messages`);
  assert.deepEqual([...catalog.keys()].filter((id) => !(id in engineZhCN)), [], 'engine messages without Chinese');
  assert.deepEqual(Object.keys(engineZhCN).filter((id) => !catalog.has(id)), [], 'Chinese for messages the engine lacks');
  for (const [id, english] of catalog) {
    assert.deepEqual(placeholders(engineZhCN[id]), placeholders(english), `placeholders of ${id}`);
  }
});

test('the catalog parser reads split literals and escapes', () => {
  const parsed = engineCatalog('{"a.b", "one {x} "\n     "two \\"q\\""},\n{"c.d", "three"},');
  assert.deepEqual([...parsed], [['a.b', 'one {x} two "q"'], ['c.d', 'three']]);
});

test('every exercise text has its Chinese, with the same markup', () => {
  const missing = [];
  for (const e of track) {
    const zh = exercisesZhCN[e.id] ?? {};
    for (const field of ['title', 'goal', 'lesson']) {
      if (typeof zh[field] !== 'string') missing.push(`${e.id}.${field}`);
    }
    if (typeof zh.lesson === 'string') assert.deepEqual(tags(zh.lesson), tags(e.lesson), `markup of ${e.id}.lesson`);
    e.hints.forEach((_, i) => { if (typeof zh.hints?.[i] !== 'string') missing.push(`${e.id}.hints[${i}]`); });
    assert.ok(!zh.hints || zh.hints.length === e.hints.length, `${e.id} has ${e.hints.length} hints`);
    for (const check of e.checks) {
      if (!(check.id in (zh.checks ?? {})) && !(check.id in exercisesZhCN.shared.checks)) {
        missing.push(`${e.id}.checks.${check.id}`);
      }
    }
  }
  assert.deepEqual(missing, [], 'exercise texts without Chinese');
});

test('a language switches only once its catalogs are loaded', () => {
  assert.equal(switchedBeforeLoading, false);
  assert.equal(languageBeforeLoading, 'en');
  assert.equal(setLanguage('zh-CN'), true);
  assert.equal(language(), 'zh-CN');
  setLanguage('en');
});

test('t() fills placeholders and counted forms; an unknown id throws', () => {
  setLanguage('en');
  assert.equal(t('status.finished_in', { ms: '1.5' }), 'Finished in 1.5 ms');
  assert.equal(tn('console.folded', 1), '1 more line above');
  assert.equal(tn('console.folded', 2500, { n: '2,500' }), '2,500 more lines above');
  assert.throws(() => t('no.such.string'), /no page string/);
  setLanguage('zh-CN');
  assert.equal(t('status.finished_in', { ms: '1.5' }), '运行结束，用时 1.5 毫秒');
  setLanguage('en');
});

test('engine messages render in the page language, nested arguments too', () => {
  const kind = { id: 'kind.list', args: {}, text: 'a Python list' };
  const was = { id: 'value.literal', args: { type: 'float', repr: '3400.0' }, text: 'a Python float 3400.0' };
  const cause = {
    id: 'reason.element_value_changed',
    args: { param: 'values', kind, path: '[0]', was, now: '3677.0' },
    text: '`values` is a Python list; its element [0] changed from a Python float 3400.0 to 3677.0, and Python values are part of the signature',
  };
  setLanguage('en');
  assert.equal(messageText(cause), cause.text);
  setLanguage('zh-CN');
  assert.equal(messageText(cause),
    '`values` 是 Python 列表；它的元素 [0] 从 Python float 3400.0 变成了 3677.0，而 Python 值是签名的一部分');
  // An id the Chinese catalog does not know keeps the engine's English.
  assert.equal(messageText({ id: 'reason.from_the_future', args: {}, text: 'a new reason' }), 'a new reason');
  assert.equal(messageText(undefined), '');
  setLanguage('en');
});

test('the language comes from the link, then the saved choice, then the browser', () => {
  assert.equal(chooseLanguage({ linked: 'zh-CN', saved: 'en', browser: ['en-US'] }), 'zh-CN');
  assert.equal(chooseLanguage({ linked: 'xx', saved: 'zh-CN', browser: ['en-US'] }), 'zh-CN');
  assert.equal(chooseLanguage({ saved: null, browser: ['zh-TW', 'en'] }), 'zh-CN');
  assert.equal(chooseLanguage({ browser: ['fr-FR', 'zh'] }), 'zh-CN');
  assert.equal(chooseLanguage({ browser: ['en-GB', 'zh-CN'] }), 'en');
  assert.equal(chooseLanguage({ browser: ['fr-FR'] }), 'en');
  assert.equal(linkedLanguage('?lang=zh-CN', ''), 'zh-CN');
  assert.equal(linkedLanguage('', '#code=cHJpbnQ&lang=zh-CN'), 'zh-CN');
  assert.equal(linkedLanguage('?x=1', '#code=abc'), null);
});

test('an exercise reads in Chinese, and in English as the track writes it', () => {
  const first = track[0];
  setLanguage('en');
  assert.equal(exerciseText(first).title, first.title);
  setLanguage('zh-CN');
  assert.equal(exerciseText(first).title, exercisesZhCN[first.id]?.title ?? first.title);
  assert.equal(exerciseText(first).check({ id: 'no-error', text: 'x' }), exercisesZhCN.shared.checks['no-error']);
  setLanguage('en');
});

test('a Chinese lesson joins its source lines without spaces between Chinese characters', () => {
  assert.equal(joinLines('新的跟踪：\n      函数体，构\n      建 <code>x</code>\n      and more'),
    '新的跟踪：函数体，构建 <code>x</code>\n      and more');
  setLanguage('zh-CN');
  assert.doesNotMatch(exerciseText(track.find((e) => e.id === 'fix-by-batching')).lesson, /[\u4e00-\u9fff，。]\s*\n/);
  setLanguage('en');
});
