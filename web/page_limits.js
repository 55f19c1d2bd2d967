// The limits and switches of the page's runs (engine/core/options.h).
// The page has a Stop button, so it lifts the step limit that keeps headless
// runs from looping forever; a run still ends after five minutes (a forgotten
// tab does not spin), and recursion and memory limits stay as they are.
// Graph events bring their printed graphs (dumpGraphs): the only place Const
// values are, which the Compare tab shows. Measured in Node, 5 runs each: no
// change in run time, graph events 2.4 times the bytes (looped predictor
// 83 → 197 kB, the course program 46 → 110 kB).
// Every trace is also recorded line by line for the Steps tab.
export const PAGE_LIMITS = { maxSteps: 1e15, maxSeconds: 300, dumpGraphs: true, recordTraceSteps: true };
