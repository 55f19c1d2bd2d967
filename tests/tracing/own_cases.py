# Writes own_cases.json: tracelab's own tf.function cases, one per rule of
# ../shared/reference/tf_function_semantics.md that the shared cases do not pin.
# Each expectation follows the section named in its "rule" field.
import json

cases = []

def case(id, rule, program, traces, warnings=0, stdout=(), error=None):
    cases.append({"id": id, "rule": rule, "program": program, "expected_traces": traces,
                  "expected_warnings": warnings, "expected_stdout": list(stdout),
                  "expected_error": error})

case("list_vs_tuple", "§2.2 a list never equals a tuple",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    return 0\nf([1, 2])\nf((1, 2))\nf([1, 2])\nprint(f.experimental_get_tracing_count())\n",
     2, stdout=["2"])
case("dict_key_order", "§2.2 dict key order is irrelevant",
     "import tensorflow as tf\n@tf.function\ndef f(d):\n    return d['a'] + d['b']\nf({'a': 1, 'b': 2})\nf({'b': 2, 'a': 1})\nprint(f.experimental_get_tracing_count())\n",
     1, stdout=["1"])
case("literal_one_equals_true", "§2.2 1, 1.0 and True are equal literals",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    return 0\nf(1)\nf(1.0)\nf(True)\nprint(f.experimental_get_tracing_count())\n",
     1, stdout=["1"])
case("nested_list_structure", "§2.4 nested structures match by structure (testCacheKeyNestedLists)",
     "import tensorflow as tf\na = tf.constant(1)\nb = tf.constant(2)\nc = tf.constant(3)\n@tf.function\ndef f(x):\n    return 0\nf([[a], b, c])\nf([[a, b], c])\nprint(f.experimental_get_tracing_count())\n",
     2, stdout=["2"])
case("objects_by_identity", "§2.2 other objects are keyed by identity (guide Apple/Mango)",
     "import tensorflow as tf\nclass Fruit:\n    pass\n@tf.function\ndef f(fruit):\n    return 0\napple = Fruit()\nf(apple)\nf(apple)\nf(Fruit())\nprint(f.experimental_get_tracing_count())\n",
     2, stdout=["2"])
case("set_argument_error", "§2.2 sets have no TraceType (testNoHash)",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    return 0\nf(set([]))\n",
     0, error={"type": "TypeError", "message_contains": "Could not generate a generic TraceType for set()."})
case("reduce_retracing_rank_change", "§2.5 different ranks relax to unknown rank",
     "import tensorflow as tf\n@tf.function(reduce_retracing=True)\ndef f(x):\n    return x\nf(tf.constant(1.0))\nc = f.get_concrete_function(tf.constant([1.0, 2.0]))\nprint(c.pretty_printed_signature(verbose=False))\nf(tf.constant([[1.0]]))\nprint(f.experimental_get_tracing_count())\n",
     2, stdout=["(x: TensorSpec(shape=<unknown>, dtype=tf.float32, name=None)) -> TensorSpec(shape=<unknown>, dtype=tf.float32, name=None)", "2"])
case("static_shape_in_trace", "§2.6 inside the trace the placeholder has the spec's shape",
     "import tensorflow as tf\n@tf.function(input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)])\ndef f(x):\n    print(x.shape)\n    return x\nf(tf.constant([[1.0], [2.0]]))\nf(tf.constant([[1.0]]))\n",
     1, stdout=["(None, 1)"])
case("print_runs_at_trace_only", "§5 print runs only while tracing; tf.print every call",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    print('traced')\n    tf.print('ran')\n    return x\nf(tf.constant(1))\nf(tf.constant(2))\n",
     1, stdout=["traced", "ran", "ran"])
case("python_list_append_at_trace", "§5 Python side effects happen at trace time only",
     "import tensorflow as tf\nseen = []\n@tf.function\ndef f(x):\n    seen.append(1)\n    return x + 1\nf(tf.constant(1))\nf(tf.constant(2))\nf(tf.constant(3))\nprint(len(seen))\n",
     1, stdout=["1"])
case("guarded_variable_creation", "§5 a guarded tf.Variable is created once; count 2 after the first call",
     "import tensorflow as tf\nstate = []\n@tf.function\ndef f(x):\n    if not state:\n        state.append(tf.Variable(2.0))\n    return state[0] * x\nprint(f(tf.constant(3.0)).numpy())\nprint(f.experimental_get_tracing_count())\n",
     2, stdout=["6.0", "2"])
case("training_flag_retraces", "§5 training=True/False are two literals: two traces",
     "import tensorflow as tf\n@tf.function\ndef f(x, training):\n    if training:\n        return x * 2\n    return x\nx = tf.constant(1.0)\nf(x, True)\nf(x, False)\nf(x, True)\nprint(f.experimental_get_tracing_count())\n",
     2, stdout=["2"])
case("tensor_bool_without_autograph", "§4.2 a symbolic tensor as a Python bool without AutoGraph",
     "import tensorflow as tf\n@tf.function(autograph=False)\ndef f(x):\n    if x > 0:\n        return x\n    return -x\nf(tf.constant(1))\n",
     0, error={"type": "OperatorNotAllowedInGraphError", "message_contains": "Using a symbolic `tf.Tensor` as a Python `bool` is not allowed"})
case("staged_if_traces_both_branches", "§4.1 both branches of a tensor if are traced, true first",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    if x > 0:\n        print('then')\n        y = x\n    else:\n        print('else')\n        y = -x\n    return y\nprint(f(tf.constant(-3)).numpy())\nprint(f(tf.constant(4)).numpy())\n",
     1, stdout=["then", "else", "3", "4"])
case("python_range_unrolls", "§4.1 a for over a Python range unrolls at trace time",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    for i in range(3):\n        print('step', i)\n        x = x + 1\n    return x\nprint(f(tf.constant(0)).numpy())\nprint(f(tf.constant(5)).numpy())\n",
     1, stdout=["step 0", "step 1", "step 2", "3", "8"])
case("tensor_while_traced_once", "§4.1 a while on a tensor condition: body traced once",
     "import tensorflow as tf\n@tf.function\ndef f(n):\n    i = tf.constant(0)\n    total = tf.constant(0)\n    while i < n:\n        print('body traced')\n        total = total + i\n        i = i + 1\n    return total\nprint(f(tf.constant(5)).numpy())\nprint(f(tf.constant(10)).numpy())\n",
     1, stdout=["body traced", "10", "45"])
case("loop_var_dtype_change", "§4.2 a loop variable may not change dtype",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    n = tf.constant(0)\n    for _ in x:\n        n = tf.constant(1.0)\n    return n\nf(tf.constant([1, 2]))\n",
     0, error={"type": "TypeError", "message_contains": "'n' has dtype int32 before the loop, but dtype float32 after one iteration"})
case("signature_dtype_mismatch", "§2.6 a tensor must match the spec's dtype",
     "import tensorflow as tf\n@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])\ndef f(x):\n    return x\nf(tf.constant([1, 2, 3]))\n",
     0, error={"type": "TypeError", "message_contains": "Binding inputs to tf.function failed due to `Can not cast TensorSpec(shape=(3,), dtype=tf.int32, name=None) to TensorSpec(shape=(None,), dtype=tf.float32, name=None)`."})
case("keyword_spelling_shares_trace", "§2.1 positional or keyword spelling does not matter",
     "import tensorflow as tf\n@tf.function\ndef f(a, b=2):\n    return 0\nf(1)\nf(a=1)\nf(1, 2)\nf(b=2, a=1)\nprint(f.experimental_get_tracing_count())\n",
     1, stdout=["1"])
case("missing_argument", "§2.1 binding failures read as inspect.Signature.bind's",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    return x\nf()\n",
     0, error={"type": "TypeError", "message_contains": "missing a required argument: 'x'"})
case("separate_functions_separate_caches", "§2.4 each tf.function object has its own cache",
     "import tensorflow as tf\ndef g(x):\n    return x\nf1 = tf.function(g)\nf2 = tf.function(g)\nf1(1)\nf2(1)\nprint(f1.experimental_get_tracing_count(), f2.experimental_get_tracing_count())\n",
     2, stdout=["1 1"])
case("run_functions_eagerly_no_trace", "§3.4 run_functions_eagerly: no tracing, print every call",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    print('called')\n    return x\ntf.config.run_functions_eagerly(True)\nf(1)\nf(2)\ntf.config.run_functions_eagerly(False)\nprint(f.experimental_get_tracing_count())\n",
     0, stdout=["called", "called", "0"])

case("modifying_list_argument", "§5 a traced body may not modify its list arguments",
     "import tensorflow as tf\n@tf.function\ndef f(l):\n    l.append(1)\n    return 0\nf([])\n",
     0, error={"type": "ValueError", "message_contains": "f() should not modify its Python input arguments."})

case("method_cache_per_instance", "§2.4 a decorated method has one cache per instance (test_experimental_get_tracing_count_method); the detector is shared by code object (§1.5)",
     "import tensorflow as tf\nclass M:\n    @tf.function\n    def f(self, x):\n        return x\nobj1 = M()\nobj2 = M()\nobj1.f(1)\nobj1.f(2)\nobj2.f(1)\nobj2.f(2)\nobj2.f(3)\nprint(obj1.f.experimental_get_tracing_count(), obj2.f.experimental_get_tracing_count())\n",
     5, warnings=1, stdout=["2 3"])

json.dump(cases, open(__file__.replace(".py", ".json"), "w"), indent=1)
print(len(cases), "cases")
