// Teacher links: web/link_options.js reads what a fragment asks of the page,
// keeps what the page knows within its caps, says what it dropped, and never
// throws on a malformed fragment; linkHash writes what readLinkOptions reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LINK_LIMITS, fragmentPairs, hasLinkOptions, linkHash, readLinkOptions } from '../../web/link_options.js';
import { readHash, encodeCode } from '../../web/share.js';

const KNOWN = { tabs: ['console', 'calls', 'graph', 'steps', 'predict', 'exercises'], variants: ['looped', 'batched'] };
const read = (hash) => readLinkOptions(hash, KNOWN);
const droppedIds = (options) => options.dropped.map((d) => d.id);

test('a teacher link opens an exercise with a tab first, parts hidden and a language', () => {
  const options = read('#ex=fix-by-batching&tab=exercises&hide=graph,solution,variants&lang=zh-CN');
  assert.deepEqual(options, {
    exercise: 'fix-by-batching', custom: null, variant: null, tab: 'exercises',
    hide: ['graph', 'solution', 'variants'], lang: 'zh-CN', dropped: [],
  });
});

test('linkHash writes what readLinkOptions reads, the program beside it', () => {
  const code = encodeCode('print("你好")\n');
  const hash = linkHash({ code, ex: 'a-b_1', tab: 'steps', hide: ['graph', 'solution'], lang: 'zh-CN', custom: '', variant: null });
  assert.equal(hash, `#code=${code}&ex=a-b_1&tab=steps&hide=graph,solution&lang=zh-CN`);
  const options = read(hash);
  assert.equal(options.exercise, 'a-b_1');
  assert.equal(options.tab, 'steps');
  assert.deepEqual(options.hide, ['graph', 'solution']);
  assert.equal(readHash(hash).code, 'print("你好")\n');
  assert.equal(linkHash({}), '');
});

test('unknown keys are ignored without a note', () => {
  const options = read('#utm_source=mail&ex=look&foo=bar&=x&novalue');
  assert.equal(options.exercise, 'look');
  assert.deepEqual(options.dropped, []);
});

test('values the page does not know are dropped, each with a note', () => {
  const options = read('#ex=<script>&variant=quantum&tab=nowhere&hide=console,graph,secret');
  assert.equal(options.exercise, null);
  assert.equal(options.variant, null);
  assert.equal(options.tab, null);
  assert.deepEqual(options.hide, ['graph']);
  assert.deepEqual(droppedIds(options),
    ['link.dropped_exercise', 'link.dropped_variant', 'link.dropped_console', 'link.dropped_hide', 'link.dropped_tab']);
  assert.deepEqual(options.dropped[0].args, { value: '<script>' });
});

test('a tab shown first cannot be one the link hides', () => {
  const options = read('#tab=graph&hide=graph');
  assert.equal(options.tab, null);
  assert.deepEqual(droppedIds(options), ['link.dropped_hidden_tab']);
});

test('the caps: hidden parts, the carried exercise and long values in notes', () => {
  const many = ['calls', 'graph', 'steps', 'predict', 'exercises', 'variants', 'files', 'solution', 'calls'];
  const tabs = [...KNOWN.tabs, 'cache', 'compare', 'plots', 'performance'];
  const hidden = readLinkOptions(`#hide=${[...many, 'cache', 'compare', 'plots'].join(',')}`, { ...KNOWN, tabs });
  assert.equal(hidden.hide.length, LINK_LIMITS.hidden);
  assert.deepEqual(hidden.dropped, [{ id: 'link.dropped_hide_count', args: { n: 3, max: LINK_LIMITS.hidden } }]);
  const custom = read(`#custom=${'A'.repeat(LINK_LIMITS.customChars + 1)}`);
  assert.equal(custom.custom, null);
  assert.deepEqual(custom.dropped, [{ id: 'link.dropped_custom_size', args: { chars: LINK_LIMITS.customChars + 1, max: LINK_LIMITS.customChars } }]);
  assert.equal(read(`#custom=${'A'.repeat(100)}`).custom, 'A'.repeat(100));
  const long = read(`#variant=${'v'.repeat(500)}`);
  assert.equal(long.dropped[0].args.value, `${'v'.repeat(40)}…`);
});

test('malformed fragments never throw', () => {
  const samples = ['', '#', '#&&&', '#ex=%E0%A4%A', '#hide=', '#hide=,,,', '#tab=%00', '#ex', '##ex=a', '#ex=a&ex=b',
    `#${'&'.repeat(10000)}`, '#custom=%', '#lang=zh-CN%', undefined, null, 42];
  for (const hash of samples) assert.doesNotThrow(() => read(hash), String(hash));
  assert.equal(read('#ex=a&ex=b').exercise, 'a');  // the first of a key
  assert.equal(fragmentPairs('#ex=%E0%A4%A').get('ex'), '%E0%A4%A');  // a bad escape stays as written
  assert.deepEqual(read('#hide=,,,').hide, []);
});

test('hasLinkOptions tells a teacher link from a plain program link', () => {
  assert.equal(hasLinkOptions('#code=eA&lang=zh-CN'), false);
  assert.equal(hasLinkOptions('#code=eA&tab=calls'), true);
  assert.equal(hasLinkOptions('#custom=abc'), true);
});
