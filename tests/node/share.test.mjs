// Shareable links: web/share.js against Node's own base64url and UTF-8 codecs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeCode, decodeCode, codeFromHash, hashForCode, readHash, packText, unpackText } from '../../web/share.js';
import { LINK_LIMITS } from '../../web/link_options.js';

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
  for (const text of SAMPLES.slice(0, 3)) assert.equal(codeFromHash(hashForCode(text)), text);
});

test('a program longer than the link cap is refused with its length, not opened', () => {
  const long = 'x'.repeat(LINK_LIMITS.programChars + 1);
  assert.deepEqual(readHash(hashForCode(long)),
    { status: 'invalid', reason: 'linkbar.too_long', args: { chars: long.length, max: LINK_LIMITS.programChars } });
  assert.equal(readHash(hashForCode(long.slice(1))).status, 'ok');
});

test('code= is found wherever it stands among the keys', () => {
  assert.equal(codeFromHash(`#ex=a&${hashForCode('print(1)\n').slice(1)}`), 'print(1)\n');
  assert.equal(readHash('#ex=a&tab=calls').status, 'none');
});

test('a packed text unpacks to itself; a mangled, corrupt or oversized one is an error, never a throw', async () => {
  const text = JSON.stringify({ title: '标题 <img src=x>', starter: 'print(1)\n'.repeat(200) });
  const packed = await packText(text);
  assert.match(packed, /^[A-Za-z0-9_-]+$/);
  assert.ok(packed.length < Buffer.byteLength(text) / 4, `${packed.length} chars for ${Buffer.byteLength(text)} bytes`);
  assert.deepEqual(await unpackText(packed, 1e6), { text });
  assert.equal((await unpackText(packed, 100)).error, 'link.custom_too_big');
  assert.equal((await unpackText('not base64!', 1e6)).error, 'link.custom_not_base64');
  assert.equal((await unpackText(encodeCode('plain, not deflated'), 1e6)).error, 'link.custom_corrupt');
  assert.equal((await unpackText(packed.slice(0, -8), 1e6)).error, 'link.custom_corrupt');  // cut short
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
