// How both sides time a workload: a cold pass (the first in a fresh process),
// then `passes` more; then the whole again as a second run of the program
// (new model, new tensors, as a second Run in the page), whose passes give the
// steady time. Times are seconds per pass.

// What tracelab runs after a workload's Python body: the same protocol, timed
// inside the program with time.perf_counter.
export const pythonTimer = (passes) => `

import json
import time


def timed_pass():
    start = time.perf_counter()
    run_pass()
    return time.perf_counter() - start


cold = timed_pass()
steady = [timed_pass() for _ in range(${passes})]
print("RESULT", json.dumps({"cold": cold, "steady": steady}))
`;

// One program run's times from its printed RESULT line.
export function parseResult(stdout) {
  const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`no RESULT line in the program's output:\n${stdout.slice(-2000)}`);
  return JSON.parse(line.slice('RESULT '.length));
}

// The two runs of one workload as {cold, steady: [...]}: the first run's cold
// pass, the second run's passes.
export const coldAndSteady = (first, second) => ({ cold: first.cold, steady: second.steady, firstSteady: first.steady });
