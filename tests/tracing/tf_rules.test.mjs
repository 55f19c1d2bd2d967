// TensorFlow-derived tf.function cases (tf_rules.json, written by tf_rules.py): rule 1
// "variables are inputs", rule 2 "outputs are tensors" and rule 4 "objects by their
// own __eq__ and __hash__", each case naming the TensorFlow test or guide section it
// follows in its "source" field.
import { testCaseFile } from './run_case.mjs';

testCaseFile('tf_rules.json');
