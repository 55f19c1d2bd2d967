// tracelab's own tf.function cases (own_cases.json, written by own_cases.py), one
// per rule of the semantics reference, run through the CLI like the shared cases.
import { testCaseFile } from './run_case.mjs';

testCaseFile('own_cases.json');
