// Shareable links: web/share.js against Node's own base64url and UTF-8 codecs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeCode, decodeCode, codeFromHash, hashForCode } from '../../web/share.js';

const SAMPLES = [
  '',
  'print("hello")\n',
  'x = "π ≈ 3.14159, naïve café, 日本語, 🙂"\nprint(x)\n',
  'a' + '\u00ff'.repeat(70000),  // longer than one String.fromCharCode chunk
];

test('encoding matches Buffer base64url of the UTF-8 bytes', () => {
  for (const text of SAMPLES) {
    assert.equal(encodeCode(text), Buffer.from(text, 'utf8').toString('base64url'));
  }
});

test('decoding inverts encoding', () => {
  for (const text of SAMPLES) assert.equal(decodeCode(encodeCode(text)), text);
  for (const text of SAMPLES) assert.equal(codeFromHash(hashForCode(text)), text);
});

test('mangled links decode to null instead of throwing', () => {
  assert.equal(decodeCode('not base64!'), null);
  assert.equal(decodeCode('abcde'), null);  // a length no base64 text has
  assert.equal(decodeCode(Buffer.from([0xff, 0xfe, 0x80]).toString('base64url')), null);  // bad UTF-8
  assert.equal(decodeCode(undefined), null);
  assert.equal(codeFromHash('#other=1'), null);
  assert.equal(codeFromHash(''), null);
});

test('a link may carry the page language beside the program', () => {
  const hash = hashForCode('print("你好")\n', 'zh-CN');
  assert.match(hash, /^#code=[A-Za-z0-9_-]+&lang=zh-CN$/);
  assert.equal(codeFromHash(hash), 'print("你好")\n');
  assert.equal(hashForCode('x'), '#code=eA');
});
