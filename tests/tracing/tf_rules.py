# Writes tf_rules.json: tf.function cases for two rules of TensorFlow 2 that the
# project's issue names, each expectation taken from a TensorFlow test or guide
# section (the "source" field) and checked against TensorFlow's own code:
#   1 variables are inputs: a tf.Variable argument is a graph input keyed by its
#     VariableSpec (shape, dtype, trainable, alias id); a variable reached through a
#     closure, a global or an object attribute is a capture, read at run time.
#   2 outputs are tensors: func_graph_from_py_func converts every returned leaf with
#     convert_to_tensor (variables are read first); the structure and None stay.
#   4 objects are keyed by default_types.Weakref, which hashes and compares as the
#     object itself: equal objects share a trace, an unhashable one is a TypeError.
# The programs are tracelab's own; none is copied from TensorFlow.
import json

from tf_rules_lib import cases, case

R1 = "1 variables are inputs: "
R2 = "2 outputs are tensors: "
PF = "tensorflow/python/eager/polymorphic_function/polymorphic_function_test.py: "
TC = "tensorflow/python/eager/polymorphic_function/tracing_compilation_test.py: "
GUIDE = "tensorflow/docs site/en/guide/function.ipynb: "
RV = "tensorflow/python/ops/resource_variable_ops.py: "
FG = "tensorflow/python/framework/func_graph.py: func_graph_from_py_func (convert)"

# ---------------------------------------------------------------------------------
# Rule 1: variables are inputs, not captures.
# ---------------------------------------------------------------------------------

case("var_each_call_updates_its_own", R1 + "one trace for two same-spec variables; each call writes the variable passed",
     TC + "testCallingFunctionWithDifferentVariables; testDistinctVariablesNoRetracing",
     """import tensorflow as tf
a = tf.Variable(0.0)
b = tf.Variable(10.0)
@tf.function
def bump(v):
    v.assign_add(1.0)
bump(a)
bump(b)
print(a.numpy(), b.numpy())
print(bump.experimental_get_tracing_count())
""", 1, stdout=["1.0 11.0", "1"])

case("var_read_of_passed_variable", R1 + "the cached trace reads the variable of each call",
     TC + "testDistinctVariablesNoRetracing; " + RV + "BaseResourceVariable.__tf_tracing_type__",
     """import tensorflow as tf
a = tf.Variable(1.0)
b = tf.Variable(3.0)
@tf.function
def twice(v):
    return v * 2.0
print(twice(a).numpy())
print(twice(b).numpy())
print(twice.experimental_get_tracing_count())
""", 1, stdout=["2.0", "6.0", "1"])

case("var_return_read_value", R1 + "read_value() returns the value of the variable passed, after its own update",
     TC + "testCallingFunctionWithDifferentVariables",
     """import tensorflow as tf
@tf.function
def inc(v):
    v.assign_add(1.0)
    return v.read_value()
a = tf.Variable(0.0)
b = tf.Variable(10.0)
print(inc(a).numpy())
print(inc(b).numpy())
print(inc(a).numpy())
print(inc.experimental_get_tracing_count())
""", 1, stdout=["1.0", "11.0", "2.0", "1"])

case("var_repeated_calls_accumulate", R1 + "repeated calls accumulate in the variable actually passed",
     PF + "testVariableUpdate",
     """import tensorflow as tf
@tf.function
def double(v):
    v.assign_add(v.read_value())
a = tf.Variable(1.0)
b = tf.Variable(5.0)
double(a)
double(a)
double(b)
double(a)
print(a.numpy(), b.numpy())
print(double.experimental_get_tracing_count())
""", 1, stdout=["8.0 10.0", "1"])

case("var_update_then_dtype_retrace", R1 + "same dtype/shape shares the trace; an int32 variable retraces",
     PF + "testVariableUpdate",
     """import tensorflow as tf
@tf.function
def double(v):
    v.assign_add(v.read_value())
x = tf.Variable(1.0)
y = tf.Variable(2.0)
z = tf.Variable(4, dtype=tf.int32)
double(x)
print(double.experimental_get_tracing_count())
double(y)
print(double.experimental_get_tracing_count())
double(z)
print(double.experimental_get_tracing_count())
print(x.numpy(), y.numpy(), z.numpy())
""", 2, stdout=["1", "1", "2", "2.0 4.0 8"])

case("var_assign_tensor_value", R1 + "assign() writes the variable of each call",
     TC + "testCallingFunctionWithDifferentVariables",
     """import tensorflow as tf
@tf.function
def put(v, x):
    v.assign(x)
a = tf.Variable(0.0)
b = tf.Variable(0.0)
put(a, tf.constant(5.0))
put(b, tf.constant(7.0))
print(a.numpy(), b.numpy())
print(put.experimental_get_tracing_count())
""", 1, stdout=["5.0 7.0", "1"])

case("var_dtype_change_retraces", R1 + "a new dtype is a new VariableSpec: retrace",
     PF + "testVariableRetracingOnDtypeChanges",
     """import tensorflow as tf
@tf.function
def add(a, b):
    return a + b
print(add(tf.Variable(1.0), tf.Variable(2.0)).numpy())
print(add(tf.Variable(1), tf.Variable(2)).numpy())
print(add.experimental_get_tracing_count())
""", 2, stdout=["3.0", "3", "2"])

case("var_dtype_change_retraces_reduce_retracing", R1 + "reduce_retracing cannot merge two dtypes",
     PF + "testVariableRetracingOnDtypeChanges (reduce_retracing=True)",
     """import tensorflow as tf
@tf.function(reduce_retracing=True)
def add(a, b):
    return a + b
add(tf.Variable(0.0), tf.Variable(0.0))
add(tf.Variable(0), tf.Variable(1))
print(add.experimental_get_tracing_count())
""", 2, stdout=["2"])

case("var_shape_change_retraces", R1 + "scalar, vector and matrix variables are three specs",
     PF + "testVariableRetracingDtypeShape",
     """import tensorflow as tf
@tf.function
def add(a, b):
    return a + b
print(add(tf.Variable(1.0), tf.Variable(2.0)).numpy())
print(add(tf.Variable([1.0, 2.0]), tf.Variable([3.0, 4.0])).numpy())
print(add(tf.Variable([[1.0, 2.0]]), tf.Variable([[3.0, 4.0]])).numpy())
print(add.experimental_get_tracing_count())
""", 3, stdout=["3.0", "[4. 6.]", "[[4. 6.]]", "3"])

case("var_same_shape_different_values", R1 + "values never matter: two vector variables share a trace",
     PF + "testVariableRetracingDtypeShape; " + TC + "testDistinctVariablesNoRetracing",
     """import tensorflow as tf
@tf.function
def scale(v):
    return v * 2.0
print(scale(tf.Variable([1.0, 2.0])).numpy())
print(scale(tf.Variable([3.0, 4.0])).numpy())
print(scale.experimental_get_tracing_count())
""", 1, stdout=["[2. 4.]", "[6. 8.]", "1"])

case("var_distinct_order_no_retrace", R1 + "reordering distinct variables keeps the trace and reads the new order",
     TC + "testDistinctVariablesNoRetracing",
     """import tensorflow as tf
x = tf.Variable(1.0)
y = tf.Variable(2.0)
z = tf.Variable(3.0)
@tf.function
def digits(a, b, c):
    return a * 100.0 + b * 10.0 + c
print(digits(x, y, z).numpy())
print(digits(z, y, x).numpy())
print(digits.experimental_get_tracing_count())
""", 1, stdout=["123.0", "321.0", "1"])

case("var_alias_patterns", R1 + "the aliasing pattern is part of the key: (x,y,z), (x,x,z)=(y,y,z), (z,y,y)",
     TC + "testRetracingOnDifferentVaribleCombinationPatterns",
     """import tensorflow as tf
x = tf.Variable(0.0)
y = tf.Variable(0.0)
z = tf.Variable(0.0)
@tf.function
def add3(a, b, c):
    return a + b + c
add3(x, y, z)
print(add3.experimental_get_tracing_count())
add3(x, x, z)
print(add3.experimental_get_tracing_count())
add3(y, y, z)
print(add3.experimental_get_tracing_count())
add3(z, y, y)
print(add3.experimental_get_tracing_count())
add3(z, y, y)
print(add3.experimental_get_tracing_count())
""", 3, stdout=["1", "2", "2", "3", "3"])

case("var_alias_same_pattern_one_trace", R1 + "f(a, a) then f(b, b): one trace, each call writes its own variable twice",
     TC + "testRetracingOnDifferentVaribleCombinationPatterns; " + PF + "testSameVariableTwice",
     """import tensorflow as tf
@tf.function
def two_adds(p, q):
    p.assign_add(1.0)
    q.assign_add(2.0)
a = tf.Variable(0.0)
b = tf.Variable(0.0)
two_adds(a, a)
two_adds(b, b)
print(a.numpy(), b.numpy())
print(two_adds.experimental_get_tracing_count())
""", 1, stdout=["3.0 3.0", "1"])

case("var_alias_vs_distinct", R1 + "f(a, a) and f(a, b) are two traces",
     TC + "testRetracingOnDifferentVaribleCombinationPatterns; " + PF + "testVariableAliasIdInStructuredInputSignature",
     """import tensorflow as tf
a = tf.Variable(1.0)
b = tf.Variable(2.0)
@tf.function
def add(p, q):
    return p + q
print(add(a, a).numpy())
print(add(a, b).numpy())
print(add.experimental_get_tracing_count())
""", 2, stdout=["2.0", "3.0", "2"])

case("var_alias_write_seen_by_other_param", R1 + "aliased parameters are one variable in the trace: a write through one is read through the other",
     PF + "testVariableAliasIdInStructuredInputSignature; " + RV + "VariableSpec.placeholder_value",
     """import tensorflow as tf
a = tf.Variable(1.0)
b = tf.Variable(2.0)
@tf.function
def write_then_read(p, q):
    p.assign(5.0)
    return q.read_value()
print(write_then_read(a, a).numpy())
print(write_then_read(a, b).numpy())
print(a.numpy(), b.numpy())
print(write_then_read.experimental_get_tracing_count())
""", 2, stdout=["5.0", "2.0", "5.0 2.0", "2"])

case("var_alias_inside_list", R1 + "alias ids number the variables of the whole call, nested lists too",
     TC + "testRetracingOnDifferentVaribleCombinationPatterns; " + RV + "BaseResourceVariable.__tf_tracing_type__; tensorflow/core/function/trace_type/trace_type_builder.py: InternalTracingContext.alias_global_id (one numbering per call)",
     """import tensorflow as tf
a = tf.Variable(1.0)
b = tf.Variable(2.0)
@tf.function
def total(vs):
    return vs[0] + vs[1]
print(total([a, a]).numpy())
print(total([a, b]).numpy())
print(total([b, b]).numpy())
print(total.experimental_get_tracing_count())
""", 2, stdout=["2.0", "3.0", "4.0", "2"])

case("var_alias_three_args_pattern", R1 + "(a, b, a) and (b, a, b) share a pattern; (a, b, b) does not",
     TC + "testRetracingOnDifferentVaribleCombinationPatterns",
     """import tensorflow as tf
a = tf.Variable(1.0)
b = tf.Variable(10.0)
@tf.function
def mix(p, q, r):
    return p + q * 2.0 + r * 3.0
print(mix(a, b, a).numpy())
print(mix(a, b, b).numpy())
print(mix(b, a, b).numpy())
print(mix.experimental_get_tracing_count())
""", 2, stdout=["24.0", "51.0", "42.0", "2"])

case("var_same_twice_reduce_retracing", R1 + "an aliased pair under reduce_retracing reads the one variable",
     PF + "testSameVariableTwiceWithReducedRetracing; testVariableAliasIdInStructuredInputSignature (reduce_retracing=True)",
     """import tensorflow as tf
@tf.function(reduce_retracing=True)
def add(p, q):
    return p + q
a = tf.Variable(2.0)
b = tf.Variable(3.0)
print(add(a, a).numpy())
print(add(a, b).numpy())
print(add(b, b).numpy())
print(add.experimental_get_tracing_count())
""", 2, stdout=["4.0", "5.0", "6.0", "2"])

case("var_concrete_functions_per_alias_pattern", R1 + "get_concrete_function(v1, v1) and (v1, v2) are different concrete functions; (v2, v2) is the first again",
     PF + "testVariableAliasIdInStructuredInputSignature",
     """import tensorflow as tf
@tf.function
def add(p, q):
    return p + q
v1 = tf.Variable(1.0)
v2 = tf.Variable(2.0)
same = add.get_concrete_function(v1, v1)
distinct = add.get_concrete_function(v1, v2)
print(same is distinct)
print(add.get_concrete_function(v2, v2) is same)
print(add.experimental_get_tracing_count())
""", 2, stdout=["False", "True", "2"])

case("var_keyword_and_positional", R1 + "keyword or positional spelling of a variable argument shares the trace",
     TC + "testTensorKeywordArguments; testDistinctVariablesNoRetracing",
     """import tensorflow as tf
@tf.function
def bump(v, by):
    v.assign_add(by)
a = tf.Variable(0.0)
b = tf.Variable(0.0)
bump(v=a, by=tf.constant(1.0))
bump(b, tf.constant(2.0))
bump(by=tf.constant(3.0), v=a)
print(a.numpy(), b.numpy())
print(bump.experimental_get_tracing_count())
""", 1, stdout=["4.0 2.0", "1"])

case("var_versus_tensor_argument", R1 + "a VariableSpec never equals a TensorSpec: a tensor and a variable of one shape are two traces",
     GUIDE + "Rules of tracing (Variable TraceType); " + RV + "VariableSpec.__eq__",
     """import tensorflow as tf
@tf.function
def plus_one(x):
    return x + 1.0
print(plus_one(tf.constant(1.0)).numpy())
print(plus_one(tf.Variable(5.0)).numpy())
print(plus_one(tf.constant(2.0)).numpy())
print(plus_one.experimental_get_tracing_count())
""", 2, stdout=["2.0", "6.0", "3.0", "2"])

case("var_trainable_flag_in_key", R1 + "trainable is part of the VariableSpec: trainable=False retraces",
     RV + "VariableSpec.__eq__ / is_compatible_with (shape, dtype, trainable, alias_id)",
     """import tensorflow as tf
@tf.function
def read(v):
    return v + 0.0
print(read(tf.Variable(1.0)).numpy())
print(read(tf.Variable(2.0, trainable=False)).numpy())
print(read(tf.Variable(3.0)).numpy())
print(read.experimental_get_tracing_count())
""", 2, stdout=["1.0", "2.0", "3.0", "2"])

case("var_in_dict_argument", R1 + "variables inside a dict argument are inputs too",
     TC + "testDistinctVariablesNoRetracing; " + GUIDE + "Rules of tracing (dict TraceType)",
     """import tensorflow as tf
@tf.function
def step(state):
    state['w'].assign_add(state['lr'])
a = tf.Variable(1.0)
b = tf.Variable(100.0)
step({'w': a, 'lr': tf.constant(0.5)})
step({'lr': tf.constant(2.0), 'w': b})
print(a.numpy(), b.numpy())
print(step.experimental_get_tracing_count())
""", 1, stdout=["1.5 102.0", "1"])

case("var_in_list_argument", R1 + "every variable of a list argument is bound per call",
     TC + "testDistinctVariablesNoRetracing",
     """import tensorflow as tf
@tf.function
def bump_all(vs):
    vs[0].assign_add(1.0)
    vs[1].assign_add(10.0)
a = tf.Variable(0.0)
b = tf.Variable(0.0)
c = tf.Variable(5.0)
d = tf.Variable(5.0)
bump_all([a, b])
bump_all([c, d])
print(a.numpy(), b.numpy(), c.numpy(), d.numpy())
print(bump_all.experimental_get_tracing_count())
""", 1, stdout=["1.0 10.0 6.0 15.0", "1"])

case("var_loop_over_variables", R1 + "calling with each variable of a Python list: one trace, each incremented once",
     TC + "testCallingFunctionWithDifferentVariables",
     """import tensorflow as tf
@tf.function
def inc(v):
    v.assign_add(1.0)
vs = [tf.Variable(0.0), tf.Variable(10.0), tf.Variable(20.0)]
for v in vs:
    inc(v)
print([v.numpy().item() for v in vs])
print(inc.experimental_get_tracing_count())
""", 1, stdout=["[1.0, 11.0, 21.0]", "1"])

case("var_concrete_function_bound_to_input", R1 + "a concrete function takes the variable as an input, not a capture",
     TC + "testCallingFunctionWithDifferentVariables",
     """import tensorflow as tf
@tf.function
def inc(v):
    v.assign_add(1.0)
    return v.read_value()
v = tf.Variable(0.0)
cf = inc.get_concrete_function(v)
print(cf(v).numpy())
print(cf(v).numpy())
w = tf.Variable(10.0)
print(cf(w).numpy())
print(v.numpy(), w.numpy())
print(inc.experimental_get_tracing_count())
""", 1, stdout=["1.0", "2.0", "11.0", "2.0 11.0", "1"])

case("var_nested_function_side_effects", R1 + "variables passed on to an inner tf.function: both are updated, the inner function traces once",
     PF + "testFunctionWithNestedFunctionCallAndSideEffects",
     """import tensorflow as tf
@tf.function
def add_one(v):
    v.assign_add(1.0)
@tf.function
def both(p, q):
    add_one(p)
    add_one(q)
    return p + q
a = tf.Variable(1.0)
b = tf.Variable(1.0)
print(both(a, b).numpy())
c = tf.Variable(10.0)
d = tf.Variable(20.0)
print(both(c, d).numpy())
print(a.numpy(), b.numpy(), c.numpy(), d.numpy())
print(both.experimental_get_tracing_count(), add_one.experimental_get_tracing_count())
""", 2, stdout=["4.0", "32.0", "2.0 2.0 11.0 21.0", "1 1"])

case("var_nested_function_returns_updated", R1 + "a variable passed through two tf.functions: each call updates the variable passed",
     PF + "testReduceTracingWithNestedTFFunction",
     """import tensorflow as tf
@tf.function(reduce_retracing=True)
def inner(v):
    v.assign_add([2.0, 2.0])
    return v
@tf.function(reduce_retracing=True)
def outer(v):
    v.assign_add([1.0, 1.0])
    return inner(v)
p = tf.Variable([1.0, 2.0])
q = tf.Variable([10.0, 20.0])
print(outer(p).numpy())
print(outer(p).numpy())
print(outer(q).numpy())
print(p.numpy(), q.numpy())
print(outer.experimental_get_tracing_count(), inner.experimental_get_tracing_count())
""", 2, stdout=["[4. 5.]", "[7. 8.]", "[13. 23.]", "[7. 8.] [13. 23.]", "1 1"])

case("var_aliased_pair_through_nested_call", R1 + "an aliased pair passed on to an inner function keeps its pattern",
     PF + "testVariableMultiFunction",
     """import tensorflow as tf
@tf.function
def second(p, q, k):
    return p + q + k
@tf.function
def first(p, k):
    return second(p, p, k)
v = tf.Variable(2, dtype=tf.int32)
w = tf.Variable(7, dtype=tf.int32)
one = tf.constant(1)
print(second(v, v, one).numpy())
print(first(v, one).numpy())
print(first(w, one).numpy())
print(first.experimental_get_tracing_count(), second.experimental_get_tracing_count())
""", 2, stdout=["5", "5", "15", "1 1"])

case("var_mixed_argument_and_capture", R1 + "an argument variable is bound per call, a global one is a capture read at run time",
     PF + "testVariable; testVariablesAreTracked",
     """import tensorflow as tf
w = tf.Variable(10.0)
@tf.function
def f(x):
    return x + w
a = tf.Variable(1.0)
b = tf.Variable(2.0)
print(f(a).numpy())
print(f(b).numpy())
w.assign(100.0)
print(f(a).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["11.0", "12.0", "101.0", "1"])

case("var_capture_read_at_run_time", R1 + "a closure variable is a capture: the cached trace reads its current value",
     PF + "testVariablesAreTracked",
     """import tensorflow as tf
v = tf.Variable(1.0)
@tf.function
def scaled(x):
    return v * x
x = tf.constant([1.0, 2.0])
print(scaled(x).numpy())
v.assign(2.0)
print(scaled(x).numpy())
print(scaled.experimental_get_tracing_count())
""", 1, stdout=["[1. 2.]", "[2. 4.]", "1"])

case("var_capture_assign_add_every_call", R1 + "assign_add on a captured variable runs at every call",
     PF + "testDefunAssignAddVariable",
     """import tensorflow as tf
counter = tf.Variable(0)
@tf.function
def tick():
    counter.assign_add(1)
    return counter.read_value()
tick()
tick()
print(tick().numpy())
print(counter.numpy())
print(tick.experimental_get_tracing_count())
""", 1, stdout=["3", "3", "1"])

case("var_global_variable_assign_vs_python_number", R1 + "a global tf.Variable changed with assign is seen by the cached trace",
     GUIDE + "Depending on Python global and free variables (variable_add)",
     """import tensorflow as tf
@tf.function
def plus_one():
    return 1 + total
total = tf.Variable(1)
print("Variable:", plus_one())
total.assign(100)
print("Variable:", plus_one())
print(plus_one.experimental_get_tracing_count())
""", 1, stdout=["Variable: tf.Tensor(2, shape=(), dtype=int32)", "Variable: tf.Tensor(101, shape=(), dtype=int32)", "1"])

case("var_global_rebinding_keeps_traced_capture", R1 + "rebinding the global name does not retrace: the trace keeps the variable it captured",
     GUIDE + "Depending on Python global and free variables; Rules of tracing (globals are not part of the key)",
     """import tensorflow as tf
v = tf.Variable(1.0)
@tf.function
def read():
    return v.read_value()
print(read().numpy())
old = v
v = tf.Variable(7.0)
print(read().numpy())
old.assign(3.0)
print(read().numpy())
print(read.experimental_get_tracing_count())
""", 1, stdout=["1.0", "1.0", "3.0", "1"])

case("var_capture_in_nested_functions", R1 + "a capture of an inner tf.function is read at run time through the outer one",
     PF + "testVariableCaptureInNestedFunctions",
     """import tensorflow as tf
v = tf.Variable(1, dtype=tf.int32)
@tf.function
def inner_read():
    return v.read_value()
@tf.function
def outer():
    return inner_read()
print(outer().numpy())
v.assign(4)
print(outer().numpy())
print(outer.experimental_get_tracing_count(), inner_read.experimental_get_tracing_count())
""", 2, stdout=["1", "4", "1 1"])

case("var_capture_read_before_write", R1 + "reads and writes of a captured variable keep program order at run time",
     PF + "testReadInFuncWriteOutside",
     """import tensorflow as tf
v = tf.Variable(1.0)
@tf.function
def add_one():
    return v + 1.0
@tf.function
def read_then_bump():
    before = add_one()
    v.assign_add(2.0)
    return before
print(read_then_bump().numpy())
print(read_then_bump().numpy())
print(v.numpy())
""", 2, stdout=["2.0", "4.0", "5.0"])

case("var_object_attribute_variables", R1 + "variables reached through an argument object's attributes are captures read at run time",
     GUIDE + "Depending on Python objects (BetterModel)",
     """import tensorflow as tf
class Linear:
    def __init__(self):
        self.w = tf.Variable(2.0)
        self.b = tf.Variable(0.0)
@tf.function
def apply(model, x):
    return model.w * x + model.b
m = Linear()
x = tf.constant(10.0)
print(apply(m, x))
m.b.assign_add(5.0)
print(apply(m, x))
print(apply.experimental_get_tracing_count())
""", 1, stdout=["tf.Tensor(20.0, shape=(), dtype=float32)", "tf.Tensor(25.0, shape=(), dtype=float32)", "1"])

case("var_object_attribute_python_float_frozen", R1 + "unlike a variable, a Python float attribute is frozen into the trace",
     GUIDE + "Depending on Python objects (SimpleModel)",
     """import tensorflow as tf
class Plain:
    def __init__(self):
        self.w = 2.0
        self.b = 0.0
@tf.function
def apply(model, x):
    return model.w * x + model.b
m = Plain()
x = tf.constant(10.0)
print(apply(m, x))
m.b += 5.0
print(apply(m, x))
print(apply.experimental_get_tracing_count())
""", 1, stdout=["tf.Tensor(20.0, shape=(), dtype=float32)", "tf.Tensor(20.0, shape=(), dtype=float32)", "1"])

case("var_method_self_variable", R1 + "self.v in a decorated method is a capture; the Python counter runs only while tracing",
     GUIDE + "Changing Python global and free variables (Model, a tf.Module with a counter)",
     """import tensorflow as tf
class Model(tf.Module):
    def __init__(self):
        self.v = tf.Variable(0)
        self.counter = 0
    @tf.function
    def __call__(self):
        if self.counter == 0:
            self.counter += 1
            self.v.assign_add(1)
        return self.v
m = Model()
for n in range(3):
    print(m().numpy())
print(m.counter)
""", 1, stdout=["1", "2", "3", "1"])

case("var_method_per_instance_variable", R1 + "each instance's variable is read by that instance's trace",
     PF + "testMethod (variables made in __init__); test_experimental_get_tracing_count_method",
     """import tensorflow as tf
class Scale:
    def __init__(self, k):
        self.k = tf.Variable(k)
    @tf.function
    def apply(self, x):
        return self.k * x
m0 = Scale(2.0)
m1 = Scale(2.0)
print(m0.apply(tf.constant(3.0)).numpy())
m0.k.assign(3.0)
print(m0.apply(tf.constant(3.0)).numpy())
print(m1.apply(tf.constant(3.0)).numpy())
print(m0.apply.experimental_get_tracing_count(), m1.apply.experimental_get_tracing_count())
""", 2, stdout=["6.0", "9.0", "6.0", "1 1"])

case("var_argument_with_reduce_retracing_list_output", R1 + "variables among relaxed inputs are still bound per call",
     PF + "testMultipleInputsWithReducedRetracing",
     """import tensorflow as tf
@tf.function(reduce_retracing=True)
def pack(t, v, w):
    return [t, v, w]
r = pack(tf.constant([1.0]), tf.Variable(1.0), tf.Variable(2.0))
print([x.numpy().tolist() for x in r])
r = pack(tf.constant([1.0, 2.0]), tf.Variable(3.0), tf.Variable(4.0))
print([x.numpy().tolist() for x in r])
print(pack.experimental_get_tracing_count())
""", 2, stdout=["[[1.0], 1.0, 2.0]", "[[1.0, 2.0], 3.0, 4.0]", "2"])

# ---------------------------------------------------------------------------------
# Rule 2: everything a tf.function returns is converted to tensors.
# ---------------------------------------------------------------------------------

case("out_python_int", R2 + "return 1 gives an int32 scalar tensor, on the tracing call and on cache hits",
     FG + "; " + TC + "testFunctoolsPartialUnwrappedCorrectly; " + PF + "testWithExtraWrapper",
     """import tensorflow as tf
@tf.function
def one():
    return 1
print(one())
print(one())
print(one.experimental_get_tracing_count())
""", 1, stdout=["tf.Tensor(1, shape=(), dtype=int32)", "tf.Tensor(1, shape=(), dtype=int32)", "1"])

case("out_python_float", R2 + "a Python float becomes a float32 tensor",
     FG + "; " + PF + "testRange",
     """import tensorflow as tf
@tf.function
def half(x):
    return 2.5
print(half(tf.constant(1)))
""", 1, stdout=["tf.Tensor(2.5, shape=(), dtype=float32)"])

case("out_python_float_arithmetic", R2 + "Python arithmetic in the body is a Python float until it is returned",
     FG,
     """import tensorflow as tf
@tf.function
def f():
    return 1.5 * 2
r = f()
print(r)
print(isinstance(r, tf.Tensor))
""", 1, stdout=["tf.Tensor(3.0, shape=(), dtype=float32)", "True"])

case("out_python_bool", R2 + "a Python bool becomes a bool tensor",
     FG,
     """import tensorflow as tf
@tf.function
def yes():
    return True
print(yes())
""", 1, stdout=["tf.Tensor(True, shape=(), dtype=bool)"])

case("out_python_string", R2 + "a Python str becomes a string tensor",
     FG,
     """import tensorflow as tf
@tf.function
def word():
    return 'hi'
print(word())
""", 1, stdout=["tf.Tensor(b'hi', shape=(), dtype=string)"])

case("out_large_python_int", R2 + "convert_to_tensor gives int64 for an int outside int32",
     FG,
     """import tensorflow as tf
@tf.function
def big():
    return 2 ** 40
print(big())
""", 1, stdout=["tf.Tensor(1099511627776, shape=(), dtype=int64)"])

case("out_python_literal_argument_returned", R2 + "a Python literal argument returned as it is comes back as a tensor",
     TC + "testFunctoolsPartialUnwrappedCorrectly",
     """import tensorflow as tf
@tf.function
def echo(a, b, c=3):
    return a, b, c
x, y, z = echo(1, 2.0)
print(x)
print(y)
print(z)
""", 1, stdout=["tf.Tensor(1, shape=(), dtype=int32)", "tf.Tensor(2.0, shape=(), dtype=float32)", "tf.Tensor(3, shape=(), dtype=int32)"])

case("out_none", R2 + "None stays None",
     PF + "testNoneOutput; testGraphFunctionNoneOutput",
     """import tensorflow as tf
@tf.function
def nothing(x):
    return None
print(nothing(1))
print(nothing(tf.constant(1)))
""", 2, stdout=["None", "None"])

case("out_no_return_statement", R2 + "a body without return gives None",
     PF + "testPythonCallWithSideEffects",
     """import tensorflow as tf
v = tf.Variable(0)
@tf.function
def bump():
    v.assign_add(1)
print(bump())
print(v.numpy())
""", 1, stdout=["None", "1"])

case("out_tuple_stays_tuple", R2 + "a tuple stays a tuple of tensors",
     PF + "testDefuningInstanceMethod; testConcreteFunctionWithNestedTensorInputs",
     """import tensorflow as tf
@tf.function
def pair(x):
    return x + 1, 2
r = pair(tf.constant(1.0))
print(type(r).__name__, len(r))
print(r[0])
print(r[1])
""", 1, stdout=["tuple 2", "tf.Tensor(2.0, shape=(), dtype=float32)", "tf.Tensor(2, shape=(), dtype=int32)"])

case("out_list_stays_list", R2 + "a list stays a list; each Python element becomes its own scalar tensor",
     PF + "testSequenceInputs; " + FG,
     """import tensorflow as tf
@tf.function
def two():
    return [1.0, 2.0]
r = two()
print(type(r).__name__, len(r))
print(r[0])
print(r[1])
""", 1, stdout=["list 2", "tf.Tensor(1.0, shape=(), dtype=float32)", "tf.Tensor(2.0, shape=(), dtype=float32)"])

case("out_dict_stays_dict", R2 + "a dict stays a dict with the same keys",
     PF + "testDict; testConcreteFunctionType",
     """import tensorflow as tf
c = tf.constant(1)
@tf.function
def named(x):
    return {'name': x + 1, 'capture': c, 'k': 3.0}
r = named(tf.constant(1.0))
print(type(r).__name__, sorted(r.keys()))
print(r['name'])
print(r['capture'])
print(r['k'])
""", 1, stdout=["dict ['capture', 'k', 'name']", "tf.Tensor(2.0, shape=(), dtype=float32)", "tf.Tensor(1, shape=(), dtype=int32)", "tf.Tensor(3.0, shape=(), dtype=float32)"])

case("out_nested_structure", R2 + "nested lists, tuples, dicts and None keep their structure",
     PF + "testNestedSequenceInputs; testNestedOutputGraphFunction",
     """import tensorflow as tf
@tf.function
def nest(pair):
    a, b = pair
    return [a * 2, (b + 1, {'s': a + b}), None], a + b
out, total = nest((tf.constant(1), tf.constant(2)))
print(type(out).__name__, type(out[1]).__name__, type(out[1][1]).__name__, out[2])
print(out[0].numpy(), out[1][0].numpy(), out[1][1]['s'].numpy(), total.numpy())
""", 1, stdout=["list tuple dict None", "2 3 3 3"])

case("out_none_inside_structure", R2 + "None inside a structure stays None next to converted literals",
     FG + "; " + PF + "testGraphFunctionNoneOutput",
     """import tensorflow as tf
@tf.function
def partial_result(x):
    return (x, None, {'a': None, 'b': 1})
r = partial_result(tf.constant(4))
print(r[0])
print(r[1] is None, r[2]['a'] is None)
print(r[2]['b'])
""", 1, stdout=["tf.Tensor(4, shape=(), dtype=int32)", "True True", "tf.Tensor(1, shape=(), dtype=int32)"])

case("out_captured_eager_tensor", R2 + "a captured eager tensor returned as it is",
     PF + "testReturnCapturedEagerTensor",
     """import tensorflow as tf
t = tf.constant(1)
@tf.function
def read():
    return t
print(read())
""", 1, stdout=["tf.Tensor(1, shape=(), dtype=int32)"])

case("out_returned_variable_is_a_snapshot", R2 + "a returned variable is read into a tensor; later assigns do not change it",
     "tensorflow/python/framework/func_graph.py: func_graph_from_py_func (variable_utils.convert_variables_to_tensors); " + GUIDE + "Changing Python global and free variables",
     """import tensorflow as tf
v = tf.Variable(1.0)
@tf.function
def get():
    return v
r = get()
v.assign(5.0)
print(isinstance(r, tf.Variable), isinstance(r, tf.Tensor))
print(r)
print(get())
""", 1, stdout=["False True", "tf.Tensor(1.0, shape=(), dtype=float32)", "tf.Tensor(5.0, shape=(), dtype=float32)"])

case("out_assign_add_result", R2 + "the result of assign_add is returned as a tensor",
     GUIDE + "Creating tf.Variables (Count, variable made outside)",
     """import tensorflow as tf
count = tf.Variable(0)
@tf.function
def tick():
    return count.assign_add(1)
print(tick())
print(tick())
""", 1, stdout=["tf.Tensor(1, shape=(), dtype=int32)", "tf.Tensor(2, shape=(), dtype=int32)"])

case("out_variable_in_structure", R2 + "variables inside a returned structure are read into tensors too",
     "tensorflow/python/framework/func_graph.py: func_graph_from_py_func (variable_utils.convert_variables_to_tensors)",
     """import tensorflow as tf
w = tf.Variable(1.5)
@tf.function
def state():
    return {'w': w, 'n': 1}
r = state()
print(isinstance(r['w'], tf.Variable))
print(r['w'])
print(r['n'])
""", 1, stdout=["False", "tf.Tensor(1.5, shape=(), dtype=float32)", "tf.Tensor(1, shape=(), dtype=int32)"])

case("out_nested_call_int_is_tensor_in_trace", R2 + "inside a trace, a nested tf.function's literal result is already a tensor",
     PF + "testCallShape; testTensorConversionCall",
     """import tensorflow as tf
@tf.function
def inner():
    return 1
@tf.function
def outer():
    y = inner()
    print(isinstance(y, tf.Tensor), y.dtype, y.shape)
    return y + 1
print(outer())
print(outer())
""", 2, stdout=["True <dtype: 'int32'> ()", "tf.Tensor(2, shape=(), dtype=int32)", "tf.Tensor(2, shape=(), dtype=int32)"])

case("out_nested_call_float_shape", R2 + "a nested call's output has the inner trace's dtype and static shape",
     PF + "testCallShape",
     """import tensorflow as tf
@tf.function
def inner(x):
    return x + 1
@tf.function
def outer(x):
    y = inner(x)
    print(y.dtype, y.shape)
    return y * 0.5
print(outer(tf.constant(1.0)))
""", 2, stdout=["<dtype: 'float32'> ()", "tf.Tensor(1.0, shape=(), dtype=float32)"])

case("out_nested_call_structure", R2 + "a nested call keeps tuple/list structure and converts its Python literals",
     PF + "testNestedSequenceInputs; testTensorConversionCall",
     """import tensorflow as tf
@tf.function
def inner():
    return (1, [2.0])
@tf.function
def outer():
    r = inner()
    print(type(r).__name__, type(r[1]).__name__, r[0].dtype, r[1][0].dtype)
    return r
r = outer()
print(type(r).__name__, type(r[1]).__name__)
print(r[0])
print(r[1][0])
""", 2, stdout=["tuple list <dtype: 'int32'> <dtype: 'float32'>", "tuple list", "tf.Tensor(1, shape=(), dtype=int32)", "tf.Tensor(2.0, shape=(), dtype=float32)"])

case("out_nested_call_none", R2 + "a nested call returning None gives None inside the outer trace",
     PF + "testNoneOutput; testCallShape",
     """import tensorflow as tf
@tf.function
def inner(x):
    return None
@tf.function
def outer(x):
    r = inner(x)
    print(r is None)
    return x
print(outer(tf.constant(3)))
""", 2, stdout=["True", "tf.Tensor(3, shape=(), dtype=int32)"])

case("out_recursive_literal", R2 + "a literal from the innermost of recursive traces comes back as a tensor",
     PF + "test_recursive_tf_function; " + GUIDE + "Recursive tf.functions are not supported",
     """import tensorflow as tf
@tf.function
def countdown(n):
    if n > 0:
        return countdown(n - 1)
    return 1
print(countdown(3))
print(countdown.experimental_get_tracing_count())
""", 4, stdout=["tf.Tensor(1, shape=(), dtype=int32)", "4"])

case("out_non_tensor_object_error", R2 + "a returned object that convert_to_tensor rejects is a TypeError",
     FG,
     """import tensorflow as tf
class Box:
    pass
@tf.function
def f():
    return Box()
f()
""", 0, error={"type": "TypeError", "message_contains": "found return value of type Box, which is not a Tensor or ExtensionType."})


# ---------------------------------------------------------------------------------
# Rule 4: objects are keyed by a weakref, which hashes and compares as its object.
# ---------------------------------------------------------------------------------

R4 = "4 objects by their own __eq__ and __hash__: "
TB = "tensorflow/core/function/trace_type/trace_type_builder.py: from_value (weakref, then Literal)"
DT = "tensorflow/core/function/trace_type/default_types.py: Weakref.__eq__/__hash__"
KEY = """class Key:
    def __init__(self, n, tag=''):
        self.n = n
        self.tag = tag
    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n
    def __hash__(self):
        return hash(self.n)
"""

case("obj_equal_objects_share_a_trace", R4 + "two equal objects (own __eq__ and __hash__) are one trace", DT,
"import tensorflow as tf\n" + KEY + """@tf.function
def double(k):
    return k.n * 2
print(double(Key(1)))
print(double(Key(1)))
print(double(Key(2)))
print(double.experimental_get_tracing_count())
""", 2, stdout=["tf.Tensor(2, shape=(), dtype=int32)", "tf.Tensor(2, shape=(), dtype=int32)",
                "tf.Tensor(4, shape=(), dtype=int32)", "2"])

case("obj_equal_object_reuses_first_trace", R4 + "a call with an equal object runs the trace made with the first one", DT,
"import tensorflow as tf\n" + KEY + """@tf.function
def scaled(k, x):
    print('tracing for', k.tag)
    return x * k.n
print(scaled(Key(3, 'first'), tf.constant(1.0)).numpy())
print(scaled(Key(3, 'second'), tf.constant(2.0)).numpy())
print(scaled.experimental_get_tracing_count())
""", 1, stdout=["tracing for first", "3.0", "6.0", "1"])

case("obj_same_hash_not_equal", R4 + "equal hashes alone do not share a trace", DT,
"""import tensorflow as tf
class Bucket:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return isinstance(other, Bucket) and self.n == other.n
    def __hash__(self):
        return 7
@tf.function
def f(b):
    return b.n
f(Bucket(1))
f(Bucket(2))
f(Bucket(1))
print(f.experimental_get_tracing_count())
""", 2, stdout=["2"])

case("obj_always_equal", R4 + "objects that all compare equal share one trace", DT,
"""import tensorflow as tf
class Anything:
    def __eq__(self, other):
        return True
    def __hash__(self):
        return 0
@tf.function
def f(a):
    return 1
for i in range(4):
    f(Anything())
print(f.experimental_get_tracing_count())
""", 1, stdout=["1"])

case("obj_default_identity", R4 + "without their own __eq__/__hash__ objects compare by identity", DT,
"""import tensorflow as tf
class Plain:
    pass
@tf.function
def f(p):
    return 0
one = Plain()
f(one)
f(one)
f(Plain())
f(Plain())
print(f.experimental_get_tracing_count())
""", 3, stdout=["3"])

LOOSE = """import tensorflow as tf
class Loose:
    def __eq__(self, other):
        return True
@tf.function
def f(x):
    return 0
"""

case("obj_unhashable_error", R4 + "an unhashable object (own __eq__, no __hash__) has no TraceType", TB,
LOOSE + "f(Loose())\n", 0, error={"type": "TypeError", "message_contains": "Could not generate a generic TraceType for <__main__.Loose object at 0x"})

case("obj_unhashable_error_caught", R4 + "the TypeError is raised at the call and can be caught", TB,
LOOSE + """try:
    f(Loose())
except TypeError as e:
    print(str(e).split(' for ')[0])
print(f.experimental_get_tracing_count())
""", 0, stdout=["Could not generate a generic TraceType", "0"])

case("obj_equal_objects_in_list", R4 + "equal objects inside a list argument share a trace", DT,
"import tensorflow as tf\n" + KEY + """@tf.function
def total(keys):
    return keys[0].n + keys[1].n
print(total([Key(1), Key(2)]).numpy())
print(total([Key(1), Key(2)]).numpy())
print(total([Key(2), Key(1)]).numpy())
print(total.experimental_get_tracing_count())
""", 2, stdout=["3", "3", "3", "2"])

case("obj_equal_objects_as_dict_values", R4 + "equal objects as dict values share a trace", DT,
"import tensorflow as tf\n" + KEY + """@tf.function
def pick(d):
    return d['k'].n + 1
print(pick({'k': Key(4)}).numpy())
print(pick({'k': Key(4)}).numpy())
print(pick.experimental_get_tracing_count())
""", 1, stdout=["5", "5", "1"])

case("obj_hash_error_propagates", R4 + "an error other than TypeError from __hash__ reaches the caller", TB,
"""import tensorflow as tf
class Broken:
    def __hash__(self):
        raise ValueError('no hash today')
@tf.function
def f(x):
    return 0
f(Broken())
""", 0, error={"type": "ValueError", "message_contains": "no hash today"})

# The other rules' cases, one file per group of rules.
import tf_rules_concrete  # noqa: E402,F401  rules 3 and 7
import tf_rules_methods  # noqa: E402,F401  rules 5 and 6
import tf_rules_shapes  # noqa: E402,F401  rule 8
import tf_rules_gradients  # noqa: E402,F401  rule 9
import tf_rules_printing  # noqa: E402,F401  rule 10

json.dump(cases, open(__file__.replace(".py", ".json"), "w"), indent=1)
print(len(cases), "cases")
