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
case("tensor_numpy_method_hint", "Tensor.__getattr__ (framework/tensor.py): NumPy's array methods on a tensor, eager or symbolic, raise AttributeError with a hint",
     "import tensorflow as tf\nx = tf.constant([1.0, 2.0])\nfor name in ['reshape', 'T', 'size']:\n    try:\n        getattr(x, name)\n    except AttributeError as e:\n        print(str(e).splitlines()[0])\nprint(hasattr(x, 'astype'))\n@tf.function\ndef f(t):\n    try:\n        t.reshape([2])\n    except AttributeError as e:\n        print(repr(str(e)))\n    return t\nf(x)\n",
     1, stdout=["EagerTensor object has no attribute 'reshape'. ", "EagerTensor object has no attribute 'T'. ",
                "EagerTensor object has no attribute 'size'. ", "False",
                "\"SymbolicTensor object has no attribute 'reshape'. \\n        If you are looking for numpy-related methods, please run the following:\\n        tf.experimental.numpy.experimental_enable_numpy_behavior()\\n      \""])
case("tensor_array_eager", "§4.4 a TensorArray made eagerly is _EagerTensorArray (tensor_array_ops.py): write changes it and returns it, indices and dtypes are checked in Python, a read clears the element; in a tf.function it is the graph TensorArray (no clearing)",
     'import tensorflow as tf\nta = tf.TensorArray(tf.float32, size=2)\nta.write(0, 1)\nsame = ta.write(1, 2.0)\nprint(same is ta, ta.stack().numpy())\nfor step in (lambda: ta.write(2, 3.0), lambda: ta.read(5), lambda: ta.write(0, tf.constant(1)), lambda: ta.write(0, [1.0, 2.0])):\n    try:\n        step()\n    except Exception as e:\n        print(type(e).__name__, e)\nprint(ta.read(0).numpy())\ntry:\n    ta.read(0)\nexcept tf.errors.InvalidArgumentError as e:\n    print(e)\nprint(ta.stack().numpy(), tf.TensorArray(tf.int32, size=0, dynamic_size=True).stack().shape)\nkeep = tf.TensorArray(tf.float32, size=0, dynamic_size=True, clear_after_read=False).unstack([1.0, 2.0])\nprint(keep.read(1).numpy(), keep.read(1).numpy())\n@tf.function\ndef f():\n    t = tf.TensorArray(tf.float32, size=1)\n    t = t.write(0, 5.0)\n    return t.read(0) + t.read(0)\nprint(f().numpy())\n',
     1, stdout=["True [1. 2.]", "OutOfRangeError Tried to write to index 2 but array is not resizeable and size is: 2",
                "OutOfRangeError Tried to read from index 5 but array size is: 2",
                "InvalidArgumentError TensorArray dtype is float32 but Op is trying to write dtype int32",
                "ValueError Incompatible shape for value ((2,)), expected (())", "1.0",
                "Could not read index 0 twice because it was cleared after a previous read (perhaps try setting clear_after_read = false?)",
                "[0. 2.] (0,)", "2.0 2.0", "10.0"])
case("eager_tensor_index_and_int", "EagerTensor.__index__ and __int__ (framework/ops.py) use the NumPy value: an integer scalar tensor indexes a list and bounds range(); int() takes any one-element tensor; NumPy's TypeErrors otherwise; a graph tensor is no index",
     'import tensorflow as tf\nitems = [10, 20, 30]\nprint(items[tf.constant(1)], list(range(tf.constant(3))), int(tf.constant([7])), float(tf.constant([[2.5]])))\nfor use in (lambda: items[tf.constant([1])], lambda: items[tf.constant(1.0)], lambda: int(tf.constant([1, 2]))):\n    try:\n        use()\n    except TypeError as e:\n        print(e)\n@tf.function\ndef pick(i):\n    try:\n        return items[i]\n    except TypeError as e:\n        print(e)\n        return 0\npick(tf.constant(1))\n',
     1, stdout=["20 [0, 1, 2] 7 2.5", "only integer scalar arrays can be converted to a scalar index",
                "only integer scalar arrays can be converted to a scalar index",
                "only length-1 arrays can be converted to Python scalars",
                "list indices must be integers or slices, not SymbolicTensor"])
case("extension_type_names", "CPython names a C extension type by its tp_name in its messages: 'tensorflow.python.framework.ops.EagerTensor' (pywrap_tensor.cc), 'numpy.ndarray'; Tensor.__getattr__'s hint uses type(self).__name__",
     'import tensorflow as tf\nimport numpy as np\nt = tf.constant([1, 2])\na = np.array([1, 2])\ndef set_item():\n    t[0] = 5\nfor use in (lambda: t.assign(1), lambda: t(), set_item, lambda: a.append(3), lambda: a(), lambda: {a: 1}, lambda: t.reshape([2])):\n    try:\n        use()\n    except (AttributeError, TypeError) as e:\n        print(type(e).__name__, str(e).splitlines()[0])\n',
     0, stdout=["AttributeError 'tensorflow.python.framework.ops.EagerTensor' object has no attribute 'assign'",
                "TypeError 'tensorflow.python.framework.ops.EagerTensor' object is not callable",
                "TypeError 'tensorflow.python.framework.ops.EagerTensor' object does not support item assignment",
                "AttributeError 'numpy.ndarray' object has no attribute 'append'",
                "TypeError 'numpy.ndarray' object is not callable", "TypeError unhashable type: 'numpy.ndarray'",
                "AttributeError EagerTensor object has no attribute 'reshape'. "])
case("op_error_message", "tf.errors.OpError(node_def, op, message) (framework/errors_impl.py): str() and .message are the message, for errors a program makes and the engine raises; op and node_def are None here",
     'import tensorflow as tf\ne0 = tf.errors.InvalidArgumentError(None, None, "bad value")\nprint(str(e0), "|", e0.message, e0.op, e0.node_def)\ntry:\n    tf.reshape(tf.constant([1, 2, 3]), [2, 2])\nexcept tf.errors.InvalidArgumentError as e:\n    print(e.message == str(e), e.op)\n@tf.function\ndef f(x):\n    raise tf.errors.InvalidArgumentError(None, None, "bad value")\ntry:\n    f(1)\nexcept tf.errors.InvalidArgumentError as e:\n    print(str(e).splitlines()[-1], "|", e.message.splitlines()[0])\n',
     0, stdout=["bad value | bad value None None", "True None", "    InvalidArgumentError: bad value | in user code:"])
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

case("replacing_argument_items", "§5 replacing an item of a list or dict argument is a modification too (func_graph.has_mutation compares every leaf with `is`); the caller's list is untouched (the body gets a copy)",
     "import tensorflow as tf\n@tf.function\ndef f(flags):\n    flags[0] = False\n    return 0\nseen = [True]\ntry:\n    f(seen)\nexcept ValueError as e:\n    print('should not modify its Python input arguments' in str(e), seen)\n@tf.function\ndef g(d):\n    d['k'] = tf.constant(2)\n    return 0\ng({'k': tf.constant(1)})\n",
     0, stdout=["True [True]"], error={"type": "ValueError", "message_contains": "g() should not modify its Python input arguments."})

case("method_cache_per_instance", "§2.4 a decorated method has one cache per instance (test_experimental_get_tracing_count_method); the detector is shared by code object (§1.5)",
     "import tensorflow as tf\nclass M:\n    @tf.function\n    def f(self, x):\n        return x\nobj1 = M()\nobj2 = M()\nobj1.f(1)\nobj1.f(2)\nobj2.f(1)\nobj2.f(2)\nobj2.f(3)\nprint(obj1.f.experimental_get_tracing_count(), obj2.f.experimental_get_tracing_count())\n",
     5, warnings=1, stdout=["2 3"])

# AutoGraph's break / continue / return (§4.1 "break, continue, return inside TF loops/conds
# are supported (rewritten)"; converters/break_statements.py, continue_statements.py,
# return_statements.py). AutoGraph keeps Python semantics, so TensorFlow's own tests
# (autograph/tests/loop_control_flow_test.py, early_return_test.py) compare a converted
# function with the same function run eagerly (reference_test_base.assertFunctionMatchesEager):
# here the expected stdout is that function run by CPython on Python ints.
LOOP_FUNCTIONS = """
def break_in_single_while(x):
    s = 0
    while x > 0:
        x -= 1
        if x % 2 > 0:
            break
        s += x
    return s

def continue_in_single_while(x):
    s = 0
    while x > 0:
        x -= 1
        if x % 2 > 0:
            continue
        s += x
    return s

def break_in_single_for(l):
    s = 0
    for c in l:
        if c % 2 > 0:
            break
        s += c
    return s

def continue_in_single_for(l):
    s = 0
    for c in l:
        if c % 2 > 0:
            continue
        s += c
    return s

def break_in_range(n):
    total = 0
    for i in range(n):
        if i * i > 20:
            break
        total += i
    return total

def break_in_inner_while(x, y):
    s = 0
    while x > 0:
        x -= 1
        while y > 0:
            y -= 1
            if ((x + y) % 2) == 0:
                break
            s += x + y
    return s

def break_continue_in_inner_while(x, y):
    s = 0
    while x > 0:
        x -= 1
        while y > 0:
            y -= 1
            if (x + y) % 2 > 0:
                break
            else:
                continue
            s += x + y
    return s

def effectively_unconditional_return_in_single_while(x):
    s = 0
    while x > 0:
        x -= 1
        s += x
        if x % 2 > 0:
            return s
        else:
            return -s
    return s

def unconditional_return_in_single_for(l):
    s = 0
    for c in l:
        s += c
        return s
    return s

def return_with_default(x):
    if x > 0:
        return x
    return x * x

def nested_ifs(x):
    if x > 0:
        if x < 5:
            return x
        else:
            return x * x
    else:
        return x * x * x
"""

def tensor_source(value):
    return "tf.constant(%r, dtype=tf.int32)" % (value,)

def matches_eager(id, rule, fn, calls, python_calls=None, traces=1):
    """`fn` of LOOP_FUNCTIONS as a tf.function on int32 tensors; expected: CPython on ints."""
    namespace = {}
    exec(LOOP_FUNCTIONS, namespace)
    stdout = [str(namespace[fn](*args)) for args in (python_calls or calls)]
    lines = ["import tensorflow as tf", LOOP_FUNCTIONS, "f = tf.function(%s)" % fn]
    for args in calls:
        lines.append("print(f(%s).numpy())" % ", ".join(tensor_source(a) for a in args))
    case(id, rule, "\n".join(lines) + "\n", traces, stdout=stdout)

matches_eager("ag_break_in_tensor_while", "§4.1 break in a tensor while: break_ flag in the loop condition (break_statements.py; loop_control_flow_test break_in_single_while)",
              "break_in_single_while", [(n,) for n in range(5)])
matches_eager("ag_continue_in_tensor_while", "§4.1 continue in a tensor while guards the rest of the body (continue_statements.py; continue_in_single_while)",
              "continue_in_single_while", [(n,) for n in range(6)])
matches_eager("ag_break_in_tensor_for", "§4.1 break in a for over a tensor (break_in_single_for)",
              "break_in_single_for", [([2, 4, 5, 6],), ([1, 2, 3, 4],), ([2, 4, 6, 8],)])
matches_eager("ag_continue_in_tensor_for", "§4.1 continue in a for over a tensor (continue_in_single_for)",
              "continue_in_single_for", [([2, 4, 5, 6],), ([1, 2, 3, 4],), ([1, 3, 5, 7],)])
case("ag_break_in_tf_range", "§4.1 break in a for over tf.range: the extra test of _tf_range_for_stmt (break_statements.py)",
     "import tensorflow as tf\n@tf.function\ndef f(n):\n    total = tf.constant(0)\n    for i in tf.range(n):\n        if i * i > 20:\n            break\n        total += i\n    return total\nprint(f(tf.constant(10)).numpy())\nprint(f(tf.constant(3)).numpy())\n",
     1, stdout=[str(sum(i for i in range(n) if i * i <= 20)) for n in (10, 3)])
matches_eager("ag_nested_while_break", "§4.1 break in an inner tensor while stops only the inner loop (break_in_inner_while)",
              "break_in_inner_while", [(m, n) for m in (0, 2, 4) for n in (1, 3, 4)])
matches_eager("ag_nested_while_break_continue", "§4.1 break/continue in an inner tensor while (break_continue_in_inner_while)",
              "break_continue_in_inner_while", [(m, n) for m in (1, 3) for n in (2, 4)])
matches_eager("ag_return_in_tensor_while", "§4.1 return in a tensor while: do_return stops the loop, retval_ is returned (return_statements.py; effectively_unconditional_return_in_single_while)",
              "effectively_unconditional_return_in_single_while", [(n,) for n in (1, 2, 3, 4)])
matches_eager("ag_return_in_tensor_for", "§4.1 return in a for over a tensor (unconditional_return_in_single_for)",
              "unconditional_return_in_single_for", [([5, 6],), ([7, 1],)])
matches_eager("ag_return_in_one_branch_with_default", "§4.1 a return in one branch of a tensor if: the rest moves into the else branch (ConditionalReturnRewriter; early_return_test return_with_default)",
              "return_with_default", [(3,), (-3,), (0,)])
matches_eager("ag_return_in_nested_ifs", "§4.1 returns in nested tensor ifs (early_return_test nested_ifs)",
              "nested_ifs", [(-1,), (3,), (6,)])
case("ag_return_in_one_branch_only", "§4.1 a return in only one branch of a tensor if and none after it (control_flow._verify_tf_cond_branch_vars; early_return_test return_possibly_undefined)",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    if x > 0:\n        return x\nf(tf.constant(1))\n",
     0, error={"type": "ValueError", "message_contains": "the else branch must also have a return statement."})
case("ag_return_none_in_other_branch", "§4.1 retval_ None on one path (control_flow.verify_single_cond_var)",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    if x > 0:\n        return x\n    return\nf(tf.constant(1))\n",
     0, error={"type": "ValueError", "message_contains": "'retval_' is None at the end of the else branch."})
case("ag_conditional_return_in_tensor_loop", "§4.1 a return on some paths of a TF loop body (control_flow.verify_loop_init_vars after _try_handling_undefineds)",
     "import tensorflow as tf\n@tf.function\ndef f(n):\n    i = tf.constant(0)\n    while i < n:\n        if i == 3:\n            return i\n        i += 1\n    return -1\nf(tf.constant(5))\n",
     0, error={"type": "NotImplementedError", "message_contains": "a return statement cannot be placed inside this TensorFlow loop"})
case("ag_return_in_loop_traces_body_twice", "§4.1 retval_ is undefined before the loop: AutoGraph stages one extra iteration to discover it (control_flow._try_handling_undefineds)",
     "import tensorflow as tf\n@tf.function\ndef f(n):\n    for i in tf.range(n):\n        print('body traced')\n        return i + 10\n    return -1\nprint(f(tf.constant(3)).numpy())\nprint(f(tf.constant(5)).numpy())\n",
     1, stdout=["body traced", "body traced"] + [str(next(iter(range(n))) + 10) for n in (3, 5)])
case("ag_break_body_traced_once", "§4.1 a TF loop body with break is still traced once; tf.print runs every iteration up to the break",
     "import tensorflow as tf\n@tf.function\ndef f(n):\n    i = tf.constant(0)\n    while i < n:\n        print('traced')\n        tf.print('i =', i)\n        if i >= 2:\n            break\n        i += 1\n    return i\nprint(f(tf.constant(10)).numpy())\n",
     1, stdout=["traced", "i = 0", "i = 1", "i = 2", "2"])
def run_python(source, fn, *args):
    namespace = {}
    exec(source, namespace)
    return str(namespace[fn](*args))

UNROLLED = "def f(x):\n    for k in [1, 2, 3, 4]:\n        if k == 3:\n            break\n        x = x * 2\n    return x\n"
case("ag_python_loop_break_unrolls", "§4.1 a loop over a Python list is unrolled (print once per unrolled iteration, §5); a Python-valued break stops it as in Python",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    for k in [1, 2, 3, 4]:\n        if k == 3:\n            break\n        print('unrolled', k)\n        x = x * 2\n    return x\nprint(f(tf.constant(1.5)).numpy())\nprint(f(tf.constant(2.0)).numpy())\n",
     1, stdout=["unrolled 1", "unrolled 2", run_python(UNROLLED, "f", 1.5), run_python(UNROLLED, "f", 2.0)])
case("ag_tensor_break_in_python_for", "§4.1 a tensor-dependent break cannot stop a Python for (control_flow._py_for_stmt; loop_control_flow_illegal_cases_test)",
     "import tensorflow as tf\n@tf.function\ndef f(l):\n    s = 0\n    for c in l:\n        if tf.greater(c % 2, 0):\n            break\n        s += c\n    return s\nf([1, 2])\n",
     0, error={"type": "NotImplementedError", "message_contains": "break and return statements which depend on a TF condition are not supported in Python for loops"})
case("ag_tensor_break_in_python_while", "§4.2 a tensor-dependent break in a Python while (control_flow._py_while_stmt; loop_control_flow_illegal_cases_test)",
     "import tensorflow as tf\n@tf.function\ndef f(x):\n    s = 0\n    while x > 0:\n        x -= 1\n        if tf.greater(x % 2, 0):\n            break\n        s += x\n    return s\nf(3)\n",
     0, error={"type": "NotImplementedError", "message_contains": "condition of while loop started as non-Tensor, then changed to Tensor"})
PY_CONTINUE = "def f(x):\n    s = x\n    for k in range(4):\n        if s > 2:\n            continue\n        s = s + k\n    return s\n"
case("ag_tensor_continue_in_python_for", "§4.1 continue is local to an iteration, so a tensor continue in a Python loop is only guarded (continue_statements.py)",
     "import tensorflow as tf\n@tf.function\n" + PY_CONTINUE + "print(f(tf.constant(0)).numpy())\nprint(f(tf.constant(5)).numpy())\n",
     1, stdout=[run_python(PY_CONTINUE, "f", 0), run_python(PY_CONTINUE, "f", 5)])
case("ag_while_condition_turns_tensor", "§4.2 a Python-typed while condition that later becomes a tensor (control_flow._py_while_stmt)",
     "import tensorflow as tf\n@tf.function\ndef f(n):\n    x = 3\n    while x > 0:\n        x = x - n\n    return x\nf(tf.constant(1))\n",
     0, error={"type": "NotImplementedError", "message_contains": "condition of while loop started as non-Tensor, then changed to Tensor"})
LOOP_IN_BRANCH = "def f(x, n):\n    if x > 0:\n        for i in RANGE(n):\n            return i + x\n        return x\n    else:\n        return -x\n"
case("ag_return_from_loop_in_branch", "§4.1 a TF loop that returns inside a branch of a tensor if; both paths return, so the branches' other variables are not If outputs (return_statements.py)",
     "import tensorflow as tf\nRANGE = tf.range\n@tf.function\n" + LOOP_IN_BRANCH + "print(f(tf.constant(5), tf.constant(3)).numpy())\nprint(f(tf.constant(-5), tf.constant(3)).numpy())\n",
     1, stdout=[run_python("RANGE = range\n" + LOOP_IN_BRANCH, "f", 5, 3), run_python("RANGE = range\n" + LOOP_IN_BRANCH, "f", -5, 3)])

# Liveness (§4.1, limitations.md "Undefined and None values"; pyct/static_analysis/liveness.py):
# a name a staged block assigns but nothing reads afterwards is local to the block, so
# one branch of a tensor if may leave it unset; a name first set inside a TF loop (or
# None before it) and read after it becomes a loop variable, its type learned by
# staging one iteration (_try_handling_undefineds). Expected: the functions run by CPython.
LOOP_FUNCTIONS += """
def branch_local_name(x):
    if x > 0:
        doubled = x * 2
        x = doubled + 1
    return x

def branch_local_names_differ(x):
    if x > 0:
        scale = 3
        x = x * scale
    else:
        scale = 0.5
        x = x - 1
    return x

def loop_sets_name_read_after(n):
    for i in range(n):
        last = i * 2
    return last + 1

def loop_sets_name_none_before(n):
    found = None
    i = 0
    while i < n:
        found = i * i
        i += 1
    return found

def loop_temporaries_in_nested_loops(n):
    total = 0
    for i in range(n):
        for j in range(i):
            step = i * j
            total += step
    return total
"""
matches_eager("ag_if_branch_local_name", "§4.1 a name set in one branch of a tensor if and not read after it is local to the branch (limitations.md)",
              "branch_local_name", [(3,), (-2,)])
matches_eager("ag_if_branch_local_names_differ", "§4.1 a branch-local name may differ in dtype between the branches: it is no If output",
              "branch_local_names_differ", [(3,), (-2,)])
matches_eager("ag_loop_sets_name_read_after", "§4.1 a name first set in a TF loop and read after it is a loop variable (_try_handling_undefineds)",
              "loop_sets_name_read_after", [(1,), (4,)])
matches_eager("ag_loop_sets_name_none_before", "§4.1 a name None before a TF loop and read after it starts from a zero of its type",
              "loop_sets_name_none_before", [(1,), (5,)])
matches_eager("ag_loop_temporaries_in_nested_loops", "§4.1 temporaries of nested TF loops stay local (no discovery, no zero-iteration assert)",
              "loop_temporaries_in_nested_loops", [(0,), (1,), (4,)])
case("ag_loop_sets_name_zero_iterations", "§4.2 a name first set in a TF loop that runs zero times (control_flow._runtime_zero_iterations_errmsg)",
     "import tensorflow as tf\n@tf.function\ndef f(n):\n    for i in tf.range(n):\n        print('body traced')\n        last = i\n    return last\nprint(f(tf.constant(2)).numpy())\nf(tf.constant(0))\n",
     1, stdout=["body traced", "body traced", "1"],
     error={"type": "InvalidArgumentError", "message_contains": "loop must iterate at least once to initialize last"})
case("ag_loop_name_still_undefined", "§4.2 a name a TF loop may leave unset and that is read after it (control_flow._verify_loop_init_vars)",
     "import tensorflow as tf\n@tf.function\ndef f(n):\n    for i in tf.range(n):\n        if i > 1:\n            last = i\n    return last\nf(tf.constant(3))\n",
     0, error={"type": "ValueError", "message_contains": "'last' must be defined before the loop"})

case("graph_dtype_mismatch_type_error", "§4.2 building a graph, op_def_library._apply_op_helper checks that inputs sharing a type attr agree: a TypeError naming both inputs (eagerly the kernel's InvalidArgumentError)",
     "import tensorflow as tf\n@tf.function\ndef f(x, y):\n    return x + y\ntry:\n    tf.constant(1) + tf.constant(1.5)\nexcept tf.errors.InvalidArgumentError as e:\n    print(str(e).split(' [Op:')[0])\nf(tf.constant(1), tf.constant(1.5))\n",
     0, stdout=["cannot compute AddV2 as input #1(zero-based) was expected to be a int32 tensor but is a float tensor"],
     error={"type": "TypeError", "message_contains": "Input 'y' of 'AddV2' Op has type float32 that does not match type int32 of argument 'x'."})

case("tf_print_output_stream", "§5 tf.print(output_stream=sys.stderr) writes to stderr (logging_ops.print_v2's stream map; PrintV2's output_stream attr), eagerly and in a traced function; sys.stdout and tracelab's default write to stdout",
     "import sys\nimport tensorflow as tf\ntf.print('eager err', output_stream=sys.stderr)\ntf.print('eager out', output_stream=sys.stdout)\n@tf.function\ndef f(x):\n    tf.print('graph err', x, output_stream=sys.stderr)\n    tf.print('graph out', x)\n    return x\nf(tf.constant(1))\n",
     1, stdout=["eager out", "graph out 1"])

case("if_branch_variable_output", "§4 a tf.Variable left in one branch of a staged if is read in that branch (its value is the output)",
     "import tensorflow as tf\nw = tf.Variable(2.0)\n@tf.function\ndef f(x):\n    if x > 0:\n        z = w * x\n    else:\n        z = w\n    return z\nprint(f(tf.constant(3.0)).numpy())\nprint(f(tf.constant(-1.0)).numpy())\nprint(f.experimental_get_tracing_count())\n",
     1, stdout=["6.0", "2.0", "1"])

case("logger_error_silences_retracing_warning", "the frequent-retracing warning goes through tf.get_logger(): at ERROR it is not printed",
     "import tensorflow as tf\ntf.get_logger().setLevel('ERROR')\n@tf.function\ndef f(x):\n    return x\nfor i in range(6):\n    f(i)\nprint(f.experimental_get_tracing_count())\n",
     6, stdout=["6"])
case("logger_back_to_warning", "the tensorflow logger set back to WARNING prints the warning again",
     "import logging\nimport tensorflow as tf\ntf.get_logger().setLevel(logging.ERROR)\n@tf.function\ndef f(x):\n    return x\nfor i in range(5):\n    f(i)\ntf.get_logger().setLevel(logging.WARNING)\nf(5)\n",
     6, warnings=1)
case("logging_disable_silences_retracing_warning", "logging.disable(logging.WARNING) silences TensorFlow's warnings too",
     "import logging\nimport tensorflow as tf\nlogging.disable(logging.WARNING)\n@tf.function\ndef f(x):\n    return x\nfor i in range(6):\n    f(i)\n",
     6)

json.dump(cases, open(__file__.replace(".py", ".json"), "w"), indent=1)
print(len(cases), "cases")
