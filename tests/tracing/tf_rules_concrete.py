# tf_rules cases for rule 3 (calling a ConcreteFunction as
# ConcreteFunction._call_impl does) and rule 7 (input_signature), each with the
# TensorFlow test or guide section it follows. The programs are tracelab's own.
#   3 concrete functions: _call_impl first binds the call to the concrete
#     function's FunctionType (_call_with_structured_signature: every parameter
#     is required; tensors must be subtypes of their TensorSpec, Python values are
#     converted by TensorSpec.cast, Literal parameters must be equal); on a
#     TypeError it tries the flat signature (_call_with_flat_signature: only the
#     tensor inputs, positionally or by name, no shape or dtype check in eager
#     mode, so other shapes run and another dtype is the runtime's
#     InvalidArgumentError). When both fail the TypeError is
#     str(structured_err) + "\nFallback to flat signature also failed due to: "
#     + str(flat_err). Calling a concrete function never traces.
#   7 input_signature: make_function_type validates the signature when the
#     tf.function is made; Function._call binds every call with
#     canonicalize_function_inputs before any tracing, so Python values become
#     tensors of the spec's dtype, tensors must fit the spec, parameters outside
#     the signature are Literal[default], and a mismatch is
#     "Binding inputs to tf.function failed due to `...`. Received args: ... and
#     kwargs: ... for signature: ...." (function_type_utils.bind_function_inputs).
from tf_rules_lib import case  # noqa: F401

R3 = "3 concrete functions: "
R7 = "7 input_signature: "
PF = "tensorflow/python/eager/polymorphic_function/polymorphic_function_test.py: "
TC = "tensorflow/python/eager/polymorphic_function/tracing_compilation_test.py: "
CF = "tensorflow/python/eager/polymorphic_function/concrete_function.py: "
FTU = "tensorflow/python/eager/polymorphic_function/function_type_utils.py: "
FT = "tensorflow/core/function/polymorphism/function_type.py: "
DT = "tensorflow/core/function/trace_type/default_types.py: "
TS = "tensorflow/python/framework/tensor.py: TensorSpec.cast"
PFN = "tensorflow/python/eager/polymorphic_function/polymorphic_function.py: "
GUIDE = "tensorflow/docs site/en/guide/function.ipynb: "

FALLBACK = "Fallback to flat signature also failed due to: "
BIND = "Binding inputs to tf.function failed due to `"

# Prints the two parts of a combined structured/flat TypeError.
PARTS = """    message = str(e)
    print(message.split("`")[1])
    print(message.split("\\n")[-1])
"""

# ---------------------------------------------------------------------------------
# Rule 3: calling a ConcreteFunction.
# ---------------------------------------------------------------------------------

case("cf_guide_double_strings", R3 + "get_concrete_function traces once; the concrete function runs positionally and by keyword",
     GUIDE + "Obtaining concrete functions; " + TC + "testCacheTensorSpecIdenticalToTensor",
     """import tensorflow as tf
@tf.function
def double(a):
    print("Tracing with", a)
    return a + a
print("Obtaining concrete trace")
double_strings = double.get_concrete_function(tf.constant("a"))
print("Executing traced function")
print(double_strings(tf.constant("a")))
print(double_strings(a=tf.constant("b")))
print(double.get_concrete_function(tf.TensorSpec(shape=[], dtype=tf.string)) is double_strings)
print(double.experimental_get_tracing_count())
""", 1, stdout=["Obtaining concrete trace", 'Tracing with Tensor("a:0", shape=(), dtype=string)',
                "Executing traced function", "tf.Tensor(b'aa', shape=(), dtype=string)",
                "tf.Tensor(b'bb', shape=(), dtype=string)", "True", "1"])

case("cf_dtype_mismatch_runtime_error", R3 + "another dtype passes the flat signature and fails in the runtime (InvalidArgumentError)",
     GUIDE + "Obtaining concrete functions (double_strings(tf.constant(1))); " + CF
     + "ConcreteFunction._call_with_flat_signature (checks only that each argument is a Tensor)",
     """import tensorflow as tf
@tf.function
def double(a):
    return a + a
double_strings = double.get_concrete_function(tf.constant("a"))
print(double_strings(tf.constant("x")).numpy())
double_strings(tf.constant(1))
""", 1, stdout=["b'xx'"],
     error={"type": "InvalidArgumentError",
            "message_contains": "as input #0(zero-based) was expected to be a string tensor but is a int32 tensor"})

case("cf_shape_mismatch_eager_runs", R3 + "eager calls with another shape run through the flat signature",
     PF + "FunctionTest.test_concrete_function_shape_mismatch (eager part)",
     """import tensorflow as tf
@tf.function
def f(argument_name):
    return argument_name + 1.0
f_concrete = f.get_concrete_function(tf.constant([1.0]))
print(f_concrete(tf.constant([1.0, 2.0])).numpy())
print(f_concrete(tf.constant([5.0, 6.0, 7.0])).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["[2. 3.]", "[6. 7. 8.]", "1"])

case("cf_shape_mismatch_inside_function", R3 + "inside another tf.function the shape is checked: TypeError, the outer trace fails",
     PF + "FunctionTest.test_concrete_function_shape_mismatch (graph part); " + CF
     + "ConcreteFunction._call_flat (graph-mode shape check)",
     """import tensorflow as tf
@tf.function
def f(argument_name):
    return argument_name + 1.0
f_concrete = f.get_concrete_function(tf.constant([1.0]))
@tf.function
def g():
    f_concrete(tf.constant([1.0, 2.0]))
g()
""", 1, error={"type": "TypeError",
               "message_contains": "Can not cast TensorSpec(shape=(2,), dtype=tf.float32, name=None) to "
                                   "TensorSpec(shape=(1,), dtype=tf.float32, name=None)"})

case("cf_python_arg_defaults_to_traced_value", R3 + "a parameter traced with a Python value may be omitted or given that value",
     GUIDE + "Obtaining concrete functions (pow/square); " + CF + "ConcreteFunction._call_impl (flat fallback)",
     """import tensorflow as tf
@tf.function
def pow(a, b):
    return a ** b
square = pow.get_concrete_function(a=tf.TensorSpec(None, tf.float32), b=2)
print(square(tf.constant(10.0)).numpy())
print(square(tf.constant(3.0), b=2).numpy())
print(square(a=tf.constant(4.0)).numpy())
print(pow.experimental_get_tracing_count())
""", 1, stdout=["100.0", "9.0", "16.0", "1"])

case("cf_python_arg_other_value_error", R3 + "another value for a Literal parameter: both signatures fail, one TypeError",
     GUIDE + "Obtaining concrete functions (square(tf.constant(10.0), b=3)); " + DT + "Literal.cast; " + CF
     + "ConcreteFunction._call_impl, _call_with_flat_signature",
     """import tensorflow as tf
@tf.function
def pow(a, b):
    return a ** b
square = pow.get_concrete_function(a=tf.TensorSpec(None, tf.float32), b=2)
try:
    square(tf.constant(10.0), b=3)
except TypeError as e:
    message = str(e)
    print(message.split("\\n")[0])
    print(message.split("\\n")[-1])
print(pow.experimental_get_tracing_count())
""", 1, stdout=[BIND + "Can not cast 3 to Literal[2]`. Received args: (<tf.Tensor: shape=(), dtype=float32, numpy=10.0>,) "
                "and kwargs: {'b': 3} for signature: (a: TensorSpec(shape=<unknown>, dtype=tf.float32, name=None), "
                "b: Literal[2]) -> TensorSpec(shape=<unknown>, dtype=tf.float32, name=None).",
                FALLBACK + "pow(a) got unexpected keyword arguments: b.", "1"])

case("cf_positional_literal_other_value", R3 + "a positional Python argument: omitted or equal runs, another value is Literal's error",
     PF + "FunctionTest.testConcreteFunctionStructuredSignatureError (ExpectedIntGotDifferentInt); "
     + DT + "Literal.cast (`Can not cast {value!r} to {self!r}`)",
     """import tensorflow as tf
@tf.function
def f(x, n):
    return x * n
cf = f.get_concrete_function(tf.constant(1.0), 3)
print(cf(tf.constant(2.0)).numpy())
print(cf(tf.constant(2.0), 3).numpy())
try:
    cf(tf.constant(2.0), 4)
except TypeError as e:
""" + PARTS + """print(f.experimental_get_tracing_count())
""", 1, stdout=["6.0", "6.0", "Can not cast 4 to Literal[3]",
                FALLBACK + "f(x) takes 1 positional arguments, got 2.", "1"])

case("cf_missing_argument_message", R3 + "no arguments: inspect's bind error, then the flat signature's",
     PF + "FunctionTest.testConcreteFunctionStructuredSignatureError (MissingArg), "
     "testConcreteFunctionFlatSignatureError (MissingArg); " + FTU + "bind_function_inputs",
     """import tensorflow as tf
@tf.function
def f(x):
    return x * 2.0
cf = f.get_concrete_function(tf.TensorSpec([], tf.float32))
cf()
""", 1, error={"type": "TypeError", "message_contains":
               BIND + "missing a required argument: 'x'`. Received args: () and kwargs: {} for signature: "
               "(x: TensorSpec(shape=(), dtype=tf.float32, name=None)) -> TensorSpec(shape=(), dtype=tf.float32, name=None).\n"
               + FALLBACK + "f(x) missing required arguments: x."})

case("cf_too_many_arguments", R3 + "an extra positional argument fails both signatures; no retrace",
     PF + "FunctionTest.testConcreteFunctionStructuredSignatureError (ExtraPositionalArg), "
     "testConcreteFunctionFlatSignatureError (ExtraPositionalArg)",
     """import tensorflow as tf
@tf.function
def f(x):
    return x * 2.0
cf = f.get_concrete_function(tf.TensorSpec([], tf.float32))
try:
    cf(tf.constant(1.0), tf.constant(2.0))
except TypeError as e:
""" + PARTS + """print(f.experimental_get_tracing_count())
""", 1, stdout=["too many positional arguments", FALLBACK + "f(x) takes 1 positional arguments, got 2.", "1"])

case("cf_keyword_arguments", R3 + "tensor parameters bind by position or by name in any order",
     PF + "FunctionTest.testConcreteFunctionWithNestedTensorInputs (call spellings); "
     + TC + "CompilationArgumentNamingTest.testBasic",
     """import tensorflow as tf
@tf.function
def f(x, y):
    return x - y
cf = f.get_concrete_function(tf.constant(0.0), tf.constant(0.0))
print(cf(tf.constant(5.0), tf.constant(1.0)).numpy())
print(cf(x=tf.constant(5.0), y=tf.constant(1.0)).numpy())
print(cf(y=tf.constant(1.0), x=tf.constant(5.0)).numpy())
print(cf(tf.constant(5.0), y=tf.constant(1.0)).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["4.0", "4.0", "4.0", "4.0", "1"])

case("cf_nested_inputs_flat_call", R3 + "nested inputs: the structured call, or the flat tensors in order (dict keys sorted)",
     PF + "FunctionTest.testConcreteFunctionWithNestedTensorInputs",
     """import tensorflow as tf
@tf.function
def f(x, y):
    return x["a"] + x["b"], y[0] + y[1]
a = tf.constant(1000)
b = tf.constant(200)
c = tf.constant(30)
d = {"a": a, "b": b}
e = (c, 4)
cf = f.get_concrete_function(d, e)
for out in [cf(d, e), cf(d, y=e), cf(y=e, x=d), cf(a, b, c)]:
    print(out[0].numpy(), out[1].numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["1200 34", "1200 34", "1200 34", "1200 34", "1"])

case("cf_python_number_for_tensor_parameter", R3 + "a Python number for a tensor parameter is converted by TensorSpec.cast",
     PF + "FunctionTest.testMismatchedConcreteSignatureRaisesError (get_concrete_function(constant(1))(1)); " + TS,
     """import tensorflow as tf
@tf.function
def f(x):
    return x + 1
cf = f.get_concrete_function(tf.constant(1))
print(cf(5).numpy())
print(cf(tf.constant(7)).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["6", "8", "1"])

case("cf_literal_parameter_given_tensor", R3 + "a tensor for a parameter traced with a Python int is Literal's error",
     PF + "FunctionTest.testMismatchedConcreteSignatureRaisesError, testConcreteFunctionStructuredSignatureError "
     "(ExpectedIntGotTensor); " + DT + "Literal.cast",
     """import tensorflow as tf
@tf.function
def f(x):
    return x + 1
cf = f.get_concrete_function(1)
print(cf().numpy())
print(cf(1).numpy())
try:
    cf(tf.constant(2))
except TypeError as e:
""" + PARTS + """print(f.experimental_get_tracing_count())
""", 1, stdout=["2", "2", "Can not cast <tf.Tensor: shape=(), dtype=int32, numpy=2> to Literal[1]",
                FALLBACK + "f() takes 0 positional arguments, got 1.", "1"])

case("cf_string_for_float_parameter", R3 + "a str for a float tensor parameter: the flat signature wants a Tensor",
     TC + "TracingCompilationTest.testCallingFunctionWithNonTensorsFails; " + CF + "_call_with_flat_signature",
     """import tensorflow as tf
@tf.function
def foo(x):
    return x
cf = foo.get_concrete_function(tf.constant(1.0))
try:
    cf("Not a Tensor.")
except TypeError as e:
    print(str(e).split("\\n")[-1])
print(foo.experimental_get_tracing_count())
""", 1, stdout=[FALLBACK + "foo(x): expected argument #0(zero-based) to be a Tensor; got str (Not a Tensor.).", "1"])

case("cf_calls_never_retrace", R3 + "calling the concrete function never traces, counts or warns",
     PF + "FunctionTest.testInputSpecGraphFunction; " + PFN
     + "Function.__call__ (only Function calls feed the retracing detector)",
     """import tensorflow as tf
@tf.function
def total(x):
    print("traced", x.shape)
    return tf.reduce_sum(x)
cf = total.get_concrete_function(tf.TensorSpec([None], tf.float32))
for n in range(1, 7):
    print(cf(tf.ones([n])).numpy())
print(total.experimental_get_tracing_count())
""", 1, stdout=["traced (None,)", "1.0", "2.0", "3.0", "4.0", "5.0", "6.0", "1"])

case("cf_none_dim_trace_serves_calls", R3 + "a [None] trace from get_concrete_function is cached: same spec, calls and other lengths hit it",
     GUIDE + "Rules of tracing (most specific supertype); " + TC + "testCacheTensorSpecIdenticalToTensor",
     """import tensorflow as tf
@tf.function
def f(x):
    print("traced", x.shape)
    return x * 2
cf = f.get_concrete_function(tf.TensorSpec(shape=[None], dtype=tf.int32))
print(f.get_concrete_function(tf.TensorSpec(shape=[None], dtype=tf.int32)) is cf)
print(f(tf.constant([1, 2, 3])).numpy())
print(f(tf.constant([4, 5])).numpy())
print(f.get_concrete_function(tf.constant([7])) is cf)
print(f.experimental_get_tracing_count())
""", 1, stdout=["traced (None,)", "True", "[2 4 6]", "[ 8 10]", "True", "1"])

case("cf_exact_trace_call_retraces", R3 + "an exact-shape trace serves the concrete function, but a call of another shape retraces",
     PF + "FunctionTest.test_concrete_function_shape_mismatch; " + GUIDE + "Rules of tracing",
     """import tensorflow as tf
@tf.function
def f(x):
    print("traced", x.shape)
    return x + 1.0
cf = f.get_concrete_function(tf.constant([1.0]))
print(cf(tf.constant([1.0, 2.0])).numpy())
print(f.experimental_get_tracing_count())
print(f(tf.constant([1.0, 2.0])).numpy())
print(f.experimental_get_tracing_count())
""", 2, stdout=["traced (1,)", "[2. 3.]", "1", "traced (2,)", "[2. 3.]", "2"])

case("cf_python_value_trace_shared_with_calls", R3 + "get_concrete_function(2) is the trace f(2) uses; f(3) traces again",
     "tensorflow/python/eager/polymorphic_function/polymorphic_function.py: function docstring "
     "(get_concrete_function(1) is not get_concrete_function(2)); " + GUIDE + "Rules of tracing",
     """import tensorflow as tf
@tf.function
def f(n):
    print("traced", n)
    return tf.constant(n) * 10
cf = f.get_concrete_function(2)
print(f(2).numpy())
print(f(3).numpy())
print(cf().numpy())
print(f.experimental_get_tracing_count())
""", 2, stdout=["traced 2", "20", "traced 3", "30", "20", "2"])

case("cf_structured_input_signature", R3 + "structured_input_signature: TensorSpecs named after the parameters, Python values as given",
     GUIDE + "Obtaining concrete functions (structured_input_signature); "
     "tensorflow/python/framework/func_graph.py: convert_structure_to_signature",
     """import tensorflow as tf
@tf.function
def double(a):
    return a + a
double_strings = double.get_concrete_function(tf.constant("a"))
print(double_strings.structured_input_signature)
@tf.function
def pow(a, b):
    return a ** b
square = pow.get_concrete_function(a=tf.TensorSpec(None, tf.float32), b=2)
print(square.structured_input_signature)
""", 2, stdout=["((TensorSpec(shape=(), dtype=tf.string, name='a'),), {})",
                "((TensorSpec(shape=<unknown>, dtype=tf.float32, name='a'), 2), {})"])

case("cf_print_concrete_function", R3 + "str() is 'ConcreteFunction ' + the verbose FunctionType; the short form is the signature",
     GUIDE + "Obtaining concrete functions (print(square)); " + PF + "FunctionTest.testPrettyPrintedSignature; "
     + CF + "ConcreteFunction.__str__, pretty_printed_signature; " + FT + "FunctionType.__repr__",
     """import tensorflow as tf
@tf.function
def pow(a, b):
    return a ** b
square = pow.get_concrete_function(a=tf.TensorSpec(None, tf.float32), b=2)
print(square)
print(square.pretty_printed_signature(verbose=False))
""", 1, stdout=["ConcreteFunction Input Parameters:",
                "  a (POSITIONAL_OR_KEYWORD): TensorSpec(shape=<unknown>, dtype=tf.float32, name=None)",
                "  b (POSITIONAL_OR_KEYWORD): Literal[2]",
                "Output Type:",
                "  TensorSpec(shape=<unknown>, dtype=tf.float32, name=None)",
                "Captures:",
                "  None",
                "(a: TensorSpec(shape=<unknown>, dtype=tf.float32, name=None), b: Literal[2]) -> "
                "TensorSpec(shape=<unknown>, dtype=tf.float32, name=None)"])

case("cf_inputs_and_captured_inputs", R3 + "inputs are the argument placeholders then the captures; a captured variable is read per call",
     TC + "TracingCompilationTest.testCallingFunctionWithDifferentVariables (inputs, captured_inputs); "
     + CF + "ConcreteFunction.inputs, captured_inputs",
     """import tensorflow as tf
v = tf.Variable(2.0)
@tf.function
def f(x, y):
    return x * y
cf = f.get_concrete_function(tf.constant(1.0), tf.constant(2.0))
print(len(cf.inputs), len(cf.captured_inputs))
@tf.function
def g(x):
    return x + v
cg = g.get_concrete_function(tf.constant(1.0))
print(len(cg.inputs), len(cg.captured_inputs))
print(cg(tf.constant(1.0)).numpy())
v.assign(5.0)
print(cg(tf.constant(1.0)).numpy())
""", 2, stdout=["2 0", "2 1", "3.0", "6.0"])

# ---------------------------------------------------------------------------------
# Rule 7: input_signature.
# ---------------------------------------------------------------------------------

case("sig_default_outside_signature_kept", R7 + "a parameter outside the signature is Literal[default]; another value is a TypeError, no retrace",
     TC + "TracingCompilationTest.testUnderspecifiedInputSignature; " + FT + "add_type_constraints; "
     + DT + "Literal.cast",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
def foo(a, training=True):
    print("traced", training)
    if training:
        return a
    else:
        return -1.0 * a
x = tf.constant(1.0)
print(foo(x).numpy())
print(foo(x, training=True).numpy())
try:
    foo(x, training=False)
except TypeError as e:
    print(str(e).split("`")[1])
print(foo.experimental_get_tracing_count())
""", 1, stdout=["traced True", "1.0", "1.0", "Can not cast False to Literal[True]", "1"])

case("bind_signature_text_defaults", R7 + "without input_signature the binding error prints the function's own "
     "FunctionType: every parameter, a default as <captured_default_value>, keyword-only ones after '*'",
     FT + "FunctionType.from_callable, CapturedDefaultValue (inspect.Signature text); " + FTU + "bind_function_inputs",
     """import tensorflow as tf
@tf.function
def f(x, y=2, *, scale=1.0):
    return x * scale + y
for call in (lambda: f(), lambda: f(1.0, z=3)):
    try:
        call()
    except TypeError as e:
        print(str(e).split(" for signature: ")[1])
""", 0, stdout=["(x, y=<captured_default_value>, *, scale=<captured_default_value>).",
                "(x, y=<captured_default_value>, *, scale=<captured_default_value>)."])

case("bind_signature_text_constrained_defaults", R7 + "under an input_signature a parameter with a default shows "
     "its constraint, then ' = <captured_default_value>'; keyword-only ones are Literal[default]",
     FT + "Parameter, add_type_constraints (inspect.Signature text); " + FTU + "bind_function_inputs",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
def f(a, training=True, *, scale=2):
    return a * scale
try:
    f(tf.constant(1.0), False)
except TypeError as e:
    print(str(e).split(" for signature: ")[1])
""", 0, stdout=["(a: TensorSpec(shape=(), dtype=tf.float32, name=None), training: Literal[True] = <captured_default_value>, "
                "*, scale: Literal[2] = <captured_default_value>)."])

case("sig_default_outside_signature_uncaught", R7 + "the Literal error is raised as TensorFlow's binding TypeError",
     TC + "TracingCompilationTest.testUnderspecifiedInputSignature; " + FTU + "bind_function_inputs",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
def foo(a, training=True):
    if training:
        return a
    else:
        return -1.0 * a
x = tf.constant(1.0)
print(foo(x).numpy())
foo(x, False)
""", 1, stdout=["1.0"], error={"type": "TypeError", "message_contains":
        BIND + "Can not cast False to Literal[True]`. Received args: (<tf.Tensor: shape=(), dtype=float32, numpy=1.0>, False) "
        "and kwargs: {} for signature: (a: TensorSpec(shape=(), dtype=tf.float32, name=None), training: Literal[True]"})

case("sig_python_scalars_converted", R7 + "Python numbers become tensors of the spec's dtype; one trace",
     TC + "TracingCompilationTest.testInputSignatureWithKeywordOnlyArgs (defined(1, 2)); " + TS,
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
def f(x):
    print("Tracing with", x)
    return x * 2.0
print(f(2))
print(f(3.5))
print(f(tf.constant(1.0)))
print(f.experimental_get_tracing_count())
""", 1, stdout=['Tracing with Tensor("x:0", shape=(), dtype=float32)', "tf.Tensor(4.0, shape=(), dtype=float32)",
                "tf.Tensor(7.0, shape=(), dtype=float32)", "tf.Tensor(2.0, shape=(), dtype=float32)", "1"])

case("sig_python_list_of_floats", R7 + "Python lists become tensors of the spec's dtype and shape family; one trace",
     TC + "TracingCompilationTest.testInputSignatureWithCompatibleInputs, testNestedInputSignatures; " + TS,
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])
def total(xs):
    print("traced", xs.shape)
    return tf.reduce_sum(xs)
print(total([1.0, 2.0, 3.0]).numpy())
print(total([4.0]).numpy())
print(total([1, 2]).numpy())
print(total.experimental_get_tracing_count())
""", 1, stdout=["traced (None,)", "6.0", "4.0", "3.0", "1"])

case("sig_python_list_wrong_rank", R7 + "a nested list of the wrong rank is TensorSpec.cast's error before any trace",
     TC + "TracingCompilationTest.testInputSignatureWithCompatibleInputs (wrong shape); " + TS + "; "
     + FTU + "bind_function_inputs",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])
def total(xs):
    return tf.reduce_sum(xs)
total([[1.0, 2.0]])
""", 0, error={"type": "TypeError", "message_contains":
        BIND + "Can not cast TensorSpec(shape=(1, 2), dtype=tf.float32, name=None) to TensorSpec(shape=(None,), "
        "dtype=tf.float32, name=None)`. Received args: ([[1.0, 2.0]],) and kwargs: {} for signature: "
        "(xs: TensorSpec(shape=(None,), dtype=tf.float32, name=None))."})

case("sig_python_float_into_int32", R7 + "a float for an int32 spec fails the conversion",
     TC + "TracingCompilationTest.testInputSignatureWithCompatibleInputs (wrong dtype); " + TS
     + " (tensor_conversion_registry.convert); tensorflow/python/framework/constant_op_test.py "
     "('Cannot convert 5.0 to EagerTensor of dtype int32')",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([], tf.int32)])
def f(n):
    return n + 1
print(f(3).numpy())
f(1.5)
""", 1, stdout=["4"], error={"type": "TypeError", "message_contains":
        BIND + "Cannot convert 1.5 to EagerTensor of dtype int32`. Received args: (1.5,) and kwargs: {} for signature: "
        "(n: TensorSpec(shape=(), dtype=tf.int32, name=None))."})

case("sig_tensor_dtype_mismatch", R7 + "a tensor of another dtype is not converted: TensorFlow's full binding message",
     PF + "FunctionTest.testInputsIncompatibleWithSignatureRaisesError; " + TS + "; " + FTU + "bind_function_inputs",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])
def f(x):
    return x
print(f(tf.constant([1.0, 2.0])).numpy())
f(tf.constant([1, 2, 3]))
""", 1, stdout=["[1. 2.]"], error={"type": "TypeError", "message_contains":
        BIND + "Can not cast TensorSpec(shape=(3,), dtype=tf.int32, name=None) to TensorSpec(shape=(None,), "
        "dtype=tf.float32, name=None)`. Received args: (<tf.Tensor: shape=(3,), dtype=int32, "
        "numpy=array([1, 2, 3], dtype=int32)>,) and kwargs: {} for signature: "
        "(x: TensorSpec(shape=(None,), dtype=tf.float32, name=None))."})

case("sig_none_dims_one_trace", R7 + "a None dimension shares one trace across sizes; no retracing warning",
     GUIDE + "Use unknown dimensions for flexibility; " + TC + "TracingCompilationTest.testInputSignatureWithMatchingInputs",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None, 2], dtype=tf.float32)])
def rows(x):
    print("traced", x.shape)
    return tf.shape(x)[0]
for n in range(1, 8):
    print(rows(tf.zeros([n, 2])).numpy())
print(rows.experimental_get_tracing_count())
""", 1, stdout=["traced (None, 2)", "1", "2", "3", "4", "5", "6", "7", "1"])

case("sig_unknown_rank_one_trace", R7 + "shape=None accepts every rank with one trace",
     PFN + "function docstring (Input signatures: vector and matrix give the same concrete function)",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=None, dtype=tf.float32)])
def f(x):
    print("traced", x.shape)
    return x + 1
print(f(tf.constant(1.0)).numpy())
print(f(tf.constant([1.0, 1.0])).numpy())
print(f(tf.constant([[3.0]])).numpy())
vector = tf.constant([1.0, 1.0])
matrix = tf.constant([[3.0]])
print(f.get_concrete_function(vector) is f.get_concrete_function(matrix))
print(f.experimental_get_tracing_count())
""", 1, stdout=["traced <unknown>", "2.0", "[2. 2.]", "[[4.]]", "True", "1"])

case("sig_pretty_printed_concrete_signatures", R7 + "pretty_printed_concrete_signatures() traces the signature first; both forms",
     PFN + "Function.pretty_printed_concrete_signatures, _list_all_concrete_functions; " + GUIDE + "Tracing",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.int32)])
def inc(x):
    return x + 1
print(inc.pretty_printed_concrete_signatures())
print(inc.pretty_printed_concrete_signatures(verbose=False))
print(inc(tf.constant([1, 2])).numpy())
print(inc.experimental_get_tracing_count())
""", 1, stdout=["Input Parameters:",
                "  x (POSITIONAL_OR_KEYWORD): TensorSpec(shape=(None,), dtype=tf.int32, name=None)",
                "Output Type:",
                "  TensorSpec(shape=(None,), dtype=tf.int32, name=None)",
                "Captures:",
                "  None",
                "(x: TensorSpec(shape=(None,), dtype=tf.int32, name=None)) -> TensorSpec(shape=(None,), dtype=tf.int32, name=None)",
                "[2 3]", "1"])

case("sig_pretty_printed_default_literal", R7 + "a default outside the signature prints as Literal[...] in the concrete signature",
     PF + "FunctionTest.testPrettyPrintedExplicitSignatureWithKeywordArg",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(None)])
def fn(a, b=1):
    return a + b
concrete_fn = fn.get_concrete_function()
print(concrete_fn.pretty_printed_signature(False))
print(concrete_fn.pretty_printed_signature(True))
print(fn(tf.constant([1.0, 2.0])).numpy())
print(fn.experimental_get_tracing_count())
""", 1, stdout=["(a: TensorSpec(shape=<unknown>, dtype=tf.float32, name=None), b: Literal[1]) -> "
                "TensorSpec(shape=<unknown>, dtype=tf.float32, name=None)",
                "Input Parameters:",
                "  a (POSITIONAL_OR_KEYWORD): TensorSpec(shape=<unknown>, dtype=tf.float32, name=None)",
                "  b (POSITIONAL_OR_KEYWORD): Literal[1]",
                "Output Type:",
                "  TensorSpec(shape=<unknown>, dtype=tf.float32, name=None)",
                "Captures:",
                "  None",
                "[2. 3.]", "1"])

case("sig_nested_list_signature", R7 + "a list of specs: placeholders have the spec shapes; tensors and Python lists share one trace",
     TC + "TracingCompilationTest.testNestedInputSignatures",
     """import tensorflow as tf
@tf.function(input_signature=[[tf.TensorSpec((2, None), tf.float32)] * 2, tf.TensorSpec((1,), tf.float32)])
def foo(a, b):
    print("traced", a[0].shape, a[1].shape, b.shape)
    return a[0] + a[1] + b
print(foo([tf.ones([2, 1]), tf.ones([2, 1])], tf.ones([1])).numpy())
print(foo([tf.ones([2, 3]), tf.ones([2, 3])], tf.constant([5.0])).numpy())
print(foo([[[1.0], [2.0]], [[3.0], [4.0]]], [0.5]).numpy())
print(foo.experimental_get_tracing_count())
""", 1, stdout=["traced (2, None) (2, None) (1,)", "[[3.]", " [3.]]", "[[7. 7. 7.]", " [7. 7. 7.]]",
                "[[4.5]", " [6.5]]", "1"])

case("sig_nested_dict_signature", R7 + "a dict of specs: key order does not matter; Python lists are converted",
     TC + "TracingCompilationTest.testNestedInputSignaturesWithDict",
     """import tensorflow as tf
@tf.function(input_signature=[{"a": tf.TensorSpec((2, None), tf.float32),
                               "b": tf.TensorSpec((2, None), tf.float32),
                               "c": tf.TensorSpec((1,), tf.float32)}])
def bar(d):
    print("traced", d["a"].shape, d["c"].shape)
    return d["a"] * d["b"] + d["c"]
print(bar({"a": tf.ones([2, 3]), "b": tf.ones([2, 3]), "c": tf.ones([1])}).numpy())
print(bar({"c": [2.0], "b": [[1.0], [2.0]], "a": [[3.0], [4.0]]}).numpy())
print(bar.experimental_get_tracing_count())
""", 1, stdout=["traced (2, None) (1,)", "[[2. 2. 2.]", " [2. 2. 2.]]", "[[ 5.]", " [10.]]", "1"])

case("sig_tuple_signature_given_tensor", R7 + "a tuple of specs takes tuples (Python numbers converted); a lone tensor is Tuple.cast's error",
     PF + "FunctionTest.testConcreteFunctionStructuredSignatureError (ExpectedTupleGotTensor); " + DT + "Tuple.cast",
     """import tensorflow as tf
@tf.function(input_signature=[(tf.TensorSpec([], tf.float32), tf.TensorSpec([], tf.float32))])
def f(pair):
    return pair[0] + pair[1]
print(f((tf.constant(1.0), tf.constant(2.0))).numpy())
print(f((3.0, 4.0)).numpy())
f(tf.constant(1.0))
""", 1, stdout=["3.0", "7.0"], error={"type": "TypeError", "message_contains":
        BIND + "Can not cast <tf.Tensor: shape=(), dtype=float32, numpy=1.0> to tuple type.`"})

case("sig_missing_type_constraint", R7 + "a parameter without spec or default is rejected when the tf.function is made",
     FT + "add_type_constraints (called by " + FTU + "make_function_type from Function.__init__)",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
def f(a, b):
    return a + b
print("not reached")
""", 0, error={"type": "TypeError", "message_contains": "input_signature missing type constraint for b"})

case("sig_keyword_only_needs_default", R7 + "a keyword-only parameter needs a default under input_signature",
     TC + "TracingCompilationTest.testInputSignatureWithKeywordOnlyArgsNoDefaults; " + FT + "add_type_constraints",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([], tf.int32)])
def f(a, *, b):
    return a + b
""", 0, error={"type": "TypeError", "message_contains":
               "Since input_signature is defined, keyword-only parameter `b` must have a default value"})

case("sig_must_be_list_or_tuple", R7 + "a dict as the outer input_signature is rejected",
     TC + "TracingCompilationTest.testInputSignatureMustBeSequenceOfTensorSpecs; " + FTU + "_validate_signature",
     """import tensorflow as tf
def foo(a, b):
    return a
g = tf.function(foo, input_signature={"t1": tf.TensorSpec([], tf.float32)})
""", 0, error={"type": "TypeError", "message_contains":
               "input_signature must be either a tuple or a list, got <class 'dict'>."})

case("sig_call_arity_errors", R7 + "too many or too few arguments are inspect's bind errors, wrapped; no retrace",
     PF + "FunctionTest.testInputsIncompatibleWithSignatureRaisesError; " + FTU + "bind_function_inputs",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=(2,), dtype=tf.float32)])
def foo(a):
    return a
print(foo(tf.ones([2])).numpy())
try:
    foo(tf.ones([2]), tf.ones([2]))
except TypeError as e:
    print(str(e).split("`")[1])
print(foo.experimental_get_tracing_count())
foo()
""", 1, stdout=["[1. 1.]", "too many positional arguments", "1"], error={"type": "TypeError", "message_contains":
        BIND + "missing a required argument: 'a'`. Received args: () and kwargs: {} for signature: "
        "(a: TensorSpec(shape=(2,), dtype=tf.float32, name=None))."})

case("sig_get_concrete_function_incompatible_spec", R7 + "get_concrete_function with a spec outside the signature fails before tracing",
     PF + "FunctionTest.testInputsIncompatibleWithSignatureRaisesError (get_concrete_function); " + TS
     + " (allow_specs); " + PFN + "Function.get_concrete_function",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=(2,), dtype=tf.float32)])
def foo(a):
    return a
foo.get_concrete_function(tf.TensorSpec(shape=(3,), dtype=tf.float32))
""", 0, error={"type": "TypeError", "message_contains":
        BIND + "Can not cast TensorSpec(shape=(3,), dtype=tf.float32, name=None) to TensorSpec(shape=(2,), "
        "dtype=tf.float32, name=None)`. Received args: (TensorSpec(shape=(3,), dtype=tf.float32, name=None),) "
        "and kwargs: {} for signature: (a: TensorSpec(shape=(2,), dtype=tf.float32, name=None))."})

case("sig_input_signature_property", R7 + "input_signature: the specs (defaults left out), None without one, () for an empty one",
     PF + "FunctionTest.testEmptyInputSignatures; " + PFN + "Function.input_signature; " + FTU + "to_input_signature",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])
def f(x, scale=2.0):
    return x * scale
@tf.function
def g(x):
    return x
@tf.function(input_signature=[])
def h():
    return 1
print(f.input_signature)
print(g.input_signature)
print(h.input_signature)
""", 0, stdout=["(TensorSpec(shape=(None,), dtype=tf.float32, name=None),)", "None", "()"])

case("sig_concrete_function_takes_python_list", R7 + "the signature's concrete function converts Python lists too",
     TC + "TracingCompilationTest.testInputSignatureWithMatchingInputs; " + CF + "_call_with_structured_signature; " + TS,
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])
def double(x):
    return x * 2.0
cf = double.get_concrete_function()
print(cf([1.0, 2.0]).numpy())
print(cf(tf.constant([3.0])).numpy())
print(double.get_concrete_function(tf.constant([1.0, 2.0, 3.0])) is cf)
print(double.experimental_get_tracing_count())
""", 1, stdout=["[2. 4.]", "[6.]", "True", "1"])

case("sig_varargs_positional_only", R7 + "*args under a signature become positional-only args_0, args_1",
     TC + "CompilationArgumentNamingTest.testVariadicInputSignature; " + PF
     + "FunctionTest.testConcreteFunctionMethodWithVarargs; " + FT + "add_type_constraints (VAR_POSITIONAL)",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([], tf.float32), tf.TensorSpec([], tf.float32)])
def add(*args):
    return args[0] + args[1]
print(add(tf.constant(1.0), tf.constant(2.0)).numpy())
print(add(3.0, 4.0).numpy())
print(add.pretty_printed_concrete_signatures())
""", 1, stdout=["3.0", "7.0", "Input Parameters:",
                "  args_0 (POSITIONAL_ONLY): TensorSpec(shape=(), dtype=tf.float32, name=None)",
                "  args_1 (POSITIONAL_ONLY): TensorSpec(shape=(), dtype=tf.float32, name=None)",
                "Output Type:",
                "  TensorSpec(shape=(), dtype=tf.float32, name=None)",
                "Captures:",
                "  None"])
