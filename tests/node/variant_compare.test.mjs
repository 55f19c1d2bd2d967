// One variant's run summed up for the fair table (web/variants/compare.js):
// tracing apart from the first call and the cache hits, whose median and p99
// weigh a joined run of hits by its spread of times.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { summarizeRun, quantile } from '../../web/variants/compare.js';

test('the nearest-rank quantile of [value, count] pairs', () => {
  const pairs = [[10, 5], [30, 4]];
  assert.equal(quantile(pairs, 0.5), 10);    // rank 5 of 9
  assert.equal(quantile(pairs, 0.56), 30);   // rank 6
  assert.equal(quantile(pairs, 0.99), 30);
  assert.ok(Number.isNaN(quantile([], 0.5)));
});

test('trace time, the first call less its trace, and hits joined or not', () => {
  const fn = 'f';
  const events = [
    { type: 'trace', fn, call: 1, concrete: 1, trace_us: 100, nodes: 7, nodes_optimized: 6 },
    { type: 'call', fn, call: 1, concrete: 1, traced: true, us: 300 },
    { type: 'call', fn, call: 2, concrete: 1, traced: false, us: 50 },
    { type: 'call', fn, call: 3, concrete: 1, traced: false, us: 20, calls: 9, spread: [[10, 5], [30, 4]] },
  ];
  const r = summarizeRun(events);
  assert.deepEqual([r.traceUs, r.traceCount, r.firstCallUs, r.hitCount, r.medianHitUs, r.p99HitUs, r.calls],
    [100, 1, 200, 10, 10, 50, 11]);
});
