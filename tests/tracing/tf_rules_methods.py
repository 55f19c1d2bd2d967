# tf_rules cases for rule 5 (methods and callables) and rule 6 (variable
# creation as Function._call does it), each with the TensorFlow test or guide
# section it follows. The programs are tracelab's own.
#   5 methods and callables: Function.__get__ gives each instance its own
#     Function (class_method_to_instance_method, cached in a WeakKeyDictionary);
#     `self` is bound through a weak reference, not a parameter; the retracing
#     detector is keyed by the code object (_get_key_for_call_stats), so all
#     instances of a method share one, and the warning names
#     str(self._python_function): `<function Class.method at 0x...>` for a
#     decorated method (make_decorator copies the method's __qualname__),
#     `<bound method ...>` only for tf.function(obj.method).
#   6 variable creation: the first call traces with variable creation allowed
#     (VARIABLE_CREATION scope) and, if it created variables, lifts their
#     initializers and traces again with creation forbidden; both traces stay in
#     the cache (tracing count 2). Later traces run under the no-creation scope
#     ("tf.function only supports singleton tf.Variables ...") when the first
#     call created variables, else under the creation scope followed by
#     "Creating variables on a non-first call to a function decorated with
#     tf.function.".
from tf_rules_lib import case  # noqa: F401

R5 = "5 methods and callables: "
R6 = "6 variable creation: "
PF = "tensorflow/python/eager/polymorphic_function/polymorphic_function_test.py: "
PFN = "tensorflow/python/eager/polymorphic_function/polymorphic_function.py: "
KIT = "tensorflow/python/keras/integration_test/function_test.py: "
GUIDE = "tensorflow/docs site/en/guide/function.ipynb: "

SINGLETON = ("tf.function only supports singleton tf.Variables created on the first call. "
             "Make sure the tf.Variable is only created once or created outside tf.function.")
NON_FIRST = "Creating variables on a non-first call to a function decorated with tf.function."

# ---------------------------------------------------------------------------------
# Rule 5: methods and callables.
# ---------------------------------------------------------------------------------

case("meth_per_instance_tracing_count",
     R5 + "each instance's method has its own cache and count; the instances share one retracing detector",
     PF + "FunctionTest.test_experimental_get_tracing_count_method; " + PFN
     + "Function._get_key_for_call_stats (the detector key is the method's code object)",
     """import tensorflow as tf
class Doubler:
    @tf.function
    def double(self, a):
        return a + a
d1 = Doubler()
d1.double(tf.constant(1))
d1.double(tf.constant(2))
d1.double(tf.constant(1.1))
print(d1.double.experimental_get_tracing_count())
d2 = Doubler()
d2.double(tf.constant(1))
d2.double(tf.constant(1.1))
d2.double(tf.constant('a'))
print(d2.double.experimental_get_tracing_count())
print(d1.double.experimental_get_tracing_count())
""", 5, warnings=1, stdout=["2", "3", "2"],
     warning_contains=["5 out of the last 6 calls to <function Doubler.double at 0x"])

case("meth_instances_do_not_share_traces",
     R5 + "two instances trace separately; each trace reads its own self",
     PFN + "Function.__get__ / class_method_to_instance_method; " + PF + "FunctionTest.testMethod",
     """import tensorflow as tf
class Scaler:
    def __init__(self, k):
        self.k = k
    @tf.function
    def scale(self, x):
        print('tracing for k =', self.k)
        return x * self.k
a = Scaler(2.0)
b = Scaler(3.0)
print(a.scale(tf.constant(1.0)).numpy())
print(b.scale(tf.constant(1.0)).numpy())
print(a.scale(tf.constant(5.0)).numpy())
print(a.scale.experimental_get_tracing_count(), b.scale.experimental_get_tracing_count())
""", 2, stdout=["tracing for k = 2.0", "2.0", "tracing for k = 3.0", "3.0", "10.0", "1 1"])

case("meth_descriptor_cached_per_instance",
     R5 + "obj.method is the same Function each time, another instance's is another, the class's is the original",
     KIT + "FunctionTest.testDecoratedMethodUniqueFunctionPerInstance; " + PFN + "Function.__get__ (_descriptor_cache)",
     """import tensorflow as tf
class Model:
    @tf.function
    def call(self, x):
        return x + 1
m = Model()
n = Model()
print(m.call is m.call)
print(m.call is n.call)
print(Model.call is Model.call)
print(m.call is Model.call)
""", 0, stdout=["True", "False", "True", "False"])

case("meth_self_attribute_frozen",
     R5 + "self is bound, not an argument: a changed Python attribute does not retrace",
     GUIDE + "Depending on Python objects (SimpleModel); " + PFN + "class_method_to_instance_method",
     """import tensorflow as tf
class Model:
    def __init__(self):
        self.bias = 0.0
    @tf.function
    def evaluate(self, x):
        return x * 2.0 + self.bias
m = Model()
x = tf.constant(10.0)
print(m.evaluate(x).numpy())
m.bias += 5.0
print(m.evaluate(x).numpy())
print(m.evaluate.experimental_get_tracing_count())
""", 1, stdout=["20.0", "20.0", "1"])

case("meth_class_level_call_keys_instance",
     R5 + "Class.method(obj, x) uses the class's Function, where self is an argument keyed by the instance",
     KIT + "FunctionTest.testDecoratedMethod; tensorflow/core/function/trace_type/default_types.py: Weakref",
     """import tensorflow as tf
class Model:
    def __init__(self, k):
        self.k = k
    @tf.function
    def call(self, x):
        return x * self.k
m = Model(2.0)
n = Model(3.0)
x = tf.constant(1.0)
print(m.call(x).numpy())
print(Model.call(m, x).numpy())
print(Model.call(n, x).numpy())
print(Model.call(m, x).numpy())
print(m.call.experimental_get_tracing_count())
print(Model.call.experimental_get_tracing_count())
""", 3, stdout=["2.0", "2.0", "3.0", "2.0", "1", "2"])

case("meth_warning_names_function",
     R5 + "the retracing warning of a decorated method names <function Class.method at 0x...>",
     PF + "FunctionTest.test_frequent_retracing_warning_method; " + PFN
     + "_FrequentTracingDetector.called_with_tracing ('{} out of the last {} calls to {} triggered "
       "tf.function retracing...'.format(..., self._python_function)); tensorflow/python/util/tf_decorator.py: "
       "make_decorator (copies __qualname__)",
     """import tensorflow as tf
class Foo:
    @tf.function
    def f(self, x):
        return x
foo = Foo()
for i in range(5):
    foo.f(i)
print(foo.f.experimental_get_tracing_count())
""", 5, warnings=1, stdout=["5"],
     warning_contains=["5 out of the last 5 calls to <function Foo.f at 0x"])

case("meth_warning_shared_across_instances",
     R5 + "first calls on seven instances: one detector for the method's code, warnings at the 5th and 6th",
     PFN + "Function._get_key_for_call_stats (unwraps __wrapped__ and __func__ to __code__), "
     "FREQUENT_TRACING_WARNING_MAX_WARNING_PER_DETECTOR = 2; " + PF + "FunctionTest.test_frequent_retracing_warning_on_reinstantiation",
     """import tensorflow as tf
class Model:
    @tf.function
    def call(self, x):
        return x + 1.0
models = [Model() for _ in range(7)]
for m in models:
    m.call(tf.constant(1.0))
print([m.call.experimental_get_tracing_count() for m in models])
""", 7, warnings=2, stdout=["[1, 1, 1, 1, 1, 1, 1]"],
     warning_contains=["5 out of the last 5 calls to <function Model.call at 0x",
                       "6 out of the last 6 calls to <function Model.call at 0x"])

case("meth_plain_function_warning",
     R5 + "the retracing warning of a decorated function names <function f at 0x...>",
     PF + "FunctionTest.test_frequent_retracing_warning; " + PFN + "_FrequentTracingDetector.called_with_tracing",
     """import tensorflow as tf
@tf.function
def f(x):
    return x
for i in range(5):
    f(i)
print(f.experimental_get_tracing_count())
""", 5, warnings=1, stdout=["5"],
     warning_contains=["5 out of the last 5 calls to <function f at 0x"])

case("meth_lambda_warning",
     R5 + "tf.function(lambda): the warning names <function <lambda> at 0x...>",
     PF + "FunctionTest.test_frequent_retracing_warning_lambda",
     """import tensorflow as tf
f = tf.function(lambda x: x)
for i in range(5):
    f(i)
print(f.experimental_get_tracing_count())
""", 5, warnings=1, stdout=["5"],
     warning_contains=["5 out of the last 5 calls to <function <lambda> at 0x"])

case("meth_lambda_with_variable",
     R5 + "tf.function wrapping a lambda: a closed-over variable is read at run time, one trace",
     PF + "FunctionTest.testVariable",
     """import tensorflow as tf
v1 = tf.Variable(1.0)
add = tf.function(lambda x, v: x + v1 + v)
v2 = tf.Variable(1.0)
print(add(tf.constant(1.0), v2).numpy())
v1.assign(5.0)
print(add(tf.constant(1.0), v2).numpy())
print(add.experimental_get_tracing_count())
""", 1, stdout=["3.0", "7.0", "1"])

case("meth_tf_function_of_bound_method",
     R5 + "tf.function(obj.method): self is the bound receiver, its variable read at run time",
     PF + "FunctionTest.testGraphModeCaptureVariable (run eagerly here)",
     """import tensorflow as tf
class HasAVar:
    def __init__(self):
        self.v = tf.Variable(1.0)
    def call(self):
        return self.v * 2
o = HasAVar()
call = tf.function(o.call)
print(call().numpy())
o.v.assign(3.0)
print(call().numpy())
print(call.experimental_get_tracing_count())
""", 1, stdout=["2.0", "6.0", "1"])

case("meth_bound_method_warning",
     R5 + "tf.function(obj.method): the warning names the bound method itself",
     PFN + "Function.__call__ (called_with_tracing(self._key_for_call_stats, self._python_function, ...)); "
     + PF + "FunctionTest.test_frequent_retracing_warning",
     """import tensorflow as tf
class Foo:
    def g(self, x):
        return x
foo = Foo()
g = tf.function(foo.g)
for i in range(5):
    g(i)
print(g.experimental_get_tracing_count())
""", 5, warnings=1, stdout=["5"],
     warning_contains=["5 out of the last 5 calls to <bound method Foo.g of <__main__.Foo object at 0x"])

case("meth_bound_method_missing_argument",
     R5 + "tf.function(obj.method) binds without self: a missing argument is a TypeError",
     PF + "FunctionTest.testMissingArgsTfFunctionedMethod; "
     "tensorflow/python/eager/polymorphic_function/function_type_utils.py: bind_function_inputs",
     """import tensorflow as tf
class A:
    def func(self, position_arg1, position_arg2):
        return position_arg1, position_arg2
a = A()
tf_method = tf.function(a.func)
print(tf_method(position_arg1=tf.constant(1), position_arg2=tf.constant(2))[1].numpy())
tf_method(position_arg2=tf.constant(2))
""", 1, stdout=["2"],
     error={"type": "TypeError", "message_contains": "missing a required argument: 'position_arg1'"})

case("meth_tf_function_of_decorated_method_missing_argument",
     R5 + "tf.function over an instance's decorated method keeps the method's signature without self",
     PF + "FunctionTest.testMissingArgsTfFunctionedMethod (tf_func_decorated_method)",
     """import tensorflow as tf
class A:
    @tf.function
    def decorated_method(self, position_arg1, position_arg2):
        return position_arg1 + position_arg2
a = A()
wrapped = tf.function(a.decorated_method)
wrapped(position_arg2=tf.constant(2))
""", 0, error={"type": "TypeError", "message_contains": "missing a required argument: 'position_arg1'"})

case("meth_decorated_dunder_call",
     R5 + "an object whose __call__ is a tf.function is callable as obj(x), one Function per instance",
     PFN + "function docstring ('Variables may only be created once', MyModule.__call__); "
     + GUIDE + "Creating tf.Variables (Count.__call__)",
     """import tensorflow as tf
class Affine:
    def __init__(self, w):
        self.w = w
    @tf.function
    def __call__(self, x):
        return x * self.w + 1.0
f = Affine(2.0)
g = Affine(3.0)
print(f(tf.constant(1.0)).numpy())
print(g(tf.constant(1.0)).numpy())
print(f(tf.constant(2.0)).numpy())
print(f.__call__.experimental_get_tracing_count(), g.__call__.experimental_get_tracing_count())
""", 2, stdout=["3.0", "4.0", "5.0", "1 1"])

case("meth_tf_function_of_callable_object",
     R5 + "tf.function(obj) of an object with a plain __call__: its signature is __call__'s without self",
     PF + "FunctionTest.testMissingArgsTfFunctionedObject",
     """import tensorflow as tf
class A:
    def __call__(self, position_arg1, position_arg2):
        return position_arg1 + position_arg2
tf_func_obj = tf.function(A())
print(tf_func_obj(position_arg1=tf.constant(1), position_arg2=tf.constant(2)).numpy())
tf_func_obj(position_arg2=tf.constant(2))
""", 1, stdout=["3"],
     error={"type": "TypeError", "message_contains": "missing a required argument: 'position_arg1'"})

case("meth_staticmethod_shares_one_function",
     R5 + "staticmethod over a tf.function: class and instance reach the same Function",
     "Python staticmethod.__get__ returns the wrapped object; " + PFN + "Function.__get__ is not called",
     """import tensorflow as tf
class Ops:
    @staticmethod
    @tf.function
    def inc(x):
        return x + 1
o = Ops()
print(Ops.inc(tf.constant(1)).numpy())
print(o.inc(tf.constant(2)).numpy())
print(Ops.inc is o.inc)
print(Ops.inc.experimental_get_tracing_count())
""", 1, stdout=["2", "3", "True", "1"])

case("meth_classmethod",
     R5 + "classmethod over a tf.function: cls is the class, one trace for class and instance calls",
     "tensorflow/python/eager/polymorphic_function/tf_method_target.py: TfMethodTarget.target_class "
     "('Class method'); " + PFN + "Function.__get__",
     """import tensorflow as tf
class Scaled:
    factor = 3.0
    @classmethod
    @tf.function
    def apply(cls, x):
        return x * cls.factor
print(Scaled.apply(tf.constant(2.0)).numpy())
print(Scaled().apply(tf.constant(4.0)).numpy())
print(Scaled.apply.experimental_get_tracing_count())
""", 1, stdout=["6.0", "12.0", "1"])

case("meth_method_calls_method",
     R5 + "a tf.function method calling another: the inner traces once, its trace serves a later eager call",
     PF + "FunctionTest.testDefuningInstanceMethod, testTensorConversionCall, test_frequent_retracing_warning_nested; "
     "tensorflow/python/eager/polymorphic_function/function_context.py: make_function_context (init_scope: "
     "parent_graph None)",
     """import tensorflow as tf
class Net:
    @tf.function
    def inner(self, x):
        return x * 2.0
    @tf.function
    def outer(self, x):
        return self.inner(x) + 1.0
n = Net()
print(n.outer(tf.constant(1.0)).numpy())
print(n.outer.experimental_get_tracing_count(), n.inner.experimental_get_tracing_count())
print(n.inner(tf.constant(3.0)).numpy())
print(n.inner.experimental_get_tracing_count())
""", 2, stdout=["3.0", "1 1", "6.0", "1"])

case("meth_method_default_argument",
     R5 + "a method's tensor default is filled in; it may call a plain method of self",
     PF + "FunctionTest.testDefuningInstanceMethod, testDefuningInstanceMethodWithDefaultArgument",
     """import tensorflow as tf
integer = tf.constant(2, tf.int64)
class Foo:
    def one(self, tensor):
        return tensor
    @tf.function
    def two(self, tensor, other=integer):
        return self.one(tensor), other
    @tf.function
    def func(self, other=integer):
        return other
foo = Foo()
one, two = foo.two(tf.constant(1.0))
print(one.numpy(), two.numpy())
print(foo.func().numpy())
print(foo.two.experimental_get_tracing_count(), foo.func.experimental_get_tracing_count())
""", 2, stdout=["1.0 2", "2", "1 1"])

case("meth_method_reduce_retracing",
     R5 + "reduce_retracing passes to the instance's Function: the second shape relaxes to (None,)",
     PF + "FunctionTest.testInputShapeRelaxationOnInstanceMethod",
     """import tensorflow as tf
class Foo:
    @tf.function(reduce_retracing=True)
    def func(self, a):
        print('traced with', a.shape)
        return a + 1
foo = Foo()
foo.func(tf.constant([]))
foo.func(tf.constant([1.0]))
foo.func(tf.constant([1.0, 2.0]))
print(foo.func.experimental_get_tracing_count())
""", 2, stdout=["traced with (0,)", "traced with (None,)", "2"])

case("meth_equal_instances_share_function",
     R5 + "the per-instance cache is a WeakKeyDictionary: an equal instance gets the first one's Function (and self)",
     PFN + "Function.__get__ (self._descriptor_cache = weakref.WeakKeyDictionary(); weak_instance in "
     "class_method_to_instance_method)",
     """import tensorflow as tf
class Key:
    def __init__(self, n, scale):
        self.n = n
        self.scale = scale
    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n
    def __hash__(self):
        return hash(self.n)
    @tf.function
    def apply(self, x):
        return x * self.scale
a = Key(1, 2.0)
b = Key(1, 3.0)
print(a.apply(tf.constant(1.0)).numpy())
print(b.apply(tf.constant(1.0)).numpy())
print(a.apply is b.apply)
print(b.apply.experimental_get_tracing_count())
""", 1, stdout=["2.0", "2.0", "True", "1"])

case("meth_method_get_concrete_function",
     R5 + "get_concrete_function on an instance's method binds without self; later calls reuse the trace",
     KIT + "FunctionTest.testDecoratedMethodGetConcreteFunction; " + GUIDE + "Obtaining concrete functions (pow, b=2)",
     """import tensorflow as tf
class Model:
    def __init__(self):
        self.w = 2.0
    @tf.function
    def call(self, x, training=False):
        if training:
            return x * self.w
        return x
m = Model()
cf = m.call.get_concrete_function(tf.TensorSpec([None], tf.float32), training=True)
print(cf(tf.constant([1.0, 2.0])).numpy())
print(m.call(tf.constant([3.0]), training=True).numpy())
print(m.call.experimental_get_tracing_count())
""", 1, stdout=["[2. 4.]", "[6.]", "1"])

case("meth_clear_cache_method_descriptor",
     R5 + "clear_cache() on the class's Function clears the instances' caches too",
     PF + "FunctionTest.test_clear_cache_method_descriptor",
     """import tensorflow as tf
class Model:
    @tf.function
    def call(self, x):
        return x + 1
m1 = Model()
print(m1.call(tf.constant(1)).numpy())
print(m1.call.experimental_get_tracing_count())
Model.call.clear_cache()
print(m1.call.experimental_get_tracing_count())
print(m1.call(tf.constant(1)).numpy())
print(m1.call.experimental_get_tracing_count())
""", 1, stdout=["2", "1", "0", "2", "1"])

# ---------------------------------------------------------------------------------
# Rule 6: variable creation (Function._call, _initialize).
# ---------------------------------------------------------------------------------

case("vcreate_method_if_none_per_instance",
     R6 + "`if self.var is None` in a method: each instance creates its variable once, two traces each",
     PF + "FunctionTest.testMethod",
     """import tensorflow as tf
class MyModel:
    def __init__(self):
        self.var = None
    @tf.function
    def apply(self, x):
        if self.var is None:
            self.var = tf.Variable(2.0)
        return self.var * x
m0 = MyModel()
print(m0.apply(3.0).numpy())
m0.var.assign(3.0)
print(m0.apply(3.0).numpy())
m1 = MyModel()
print(m1.apply(3.0).numpy())
print(m0.apply.experimental_get_tracing_count(), m1.apply.experimental_get_tracing_count())
""", 4, stdout=["6.0", "9.0", "6.0", "2 2"])

case("vcreate_first_call_traces_twice",
     R6 + "a first call that creates a variable runs the Python body twice (creation, then no-creation trace)",
     PF + "FunctionTest.testCorrectVariableCreation, test_clear_cache_with_variable; " + PFN + "Function._call / _initialize",
     """import tensorflow as tf
state = []
@tf.function
def fn(x):
    print('tracing')
    if not state:
        state.append(tf.Variable(2.0))
    return state[0] * x
print(fn(tf.constant(1.0)).numpy())
print(fn(tf.constant(3.0)).numpy())
print(fn.experimental_get_tracing_count())
""", 2, stdout=["tracing", "tracing", "2.0", "6.0", "2"])

case("vcreate_no_variables_traces_once",
     R6 + "a first call that creates no variable keeps its one trace (_concrete_variable_creation_fn)",
     PF + "FunctionTest.testNoVariables; " + PFN + "Function._call (the 'did not create any variables' branch)",
     """import tensorflow as tf
@tf.function
def fn(x):
    print('tracing')
    return 2 * x
print(fn(tf.constant(4.0)).numpy())
print(fn(tf.constant(5.0)).numpy())
print(fn.experimental_get_tracing_count())
""", 1, stdout=["tracing", "8.0", "10.0", "1"])

case("vcreate_every_call_fails",
     R6 + "a variable created unconditionally fails in the first call's second trace",
     PF + "FunctionTest.testFailIfVariablesAreCreatedMoreThanOnce; " + GUIDE + "Creating tf.Variables; "
     + PFN + "Function._initialize (invalid_creator_scope)",
     """import tensorflow as tf
@tf.function
def f(x):
    print('tracing')
    v = tf.Variable(1.0)
    return v + x
f(1.0)
""", 1, stdout=["tracing", "tracing"], error={"type": "ValueError", "message_contains": SINGLETON})

case("vcreate_every_call_fails_caught",
     R6 + "after the singleton error the first trace stays cached and the first variable exists",
     PF + "FunctionTest.testFailIfVariablesAreCreatedMoreThanOnceNoWeakRef; " + PFN + "Function._initialize",
     """import tensorflow as tf
state = []
@tf.function
def fn(x):
    state.append(tf.Variable(1.0))
    return state[-1] + x
try:
    fn(1.0)
except ValueError as e:
    print('ValueError')
    print('only supports singleton tf.Variables created on the first call' in str(e))
print(len(state))
print(fn.experimental_get_tracing_count())
""", 1, stdout=["ValueError", "True", "1", "1"])

case("vcreate_non_first_call_error",
     R6 + "no variable on the first call, one on a later trace: 'Creating variables on a non-first call'",
     PFN + "Function._call (raise ValueError('Creating variables on a non-first call to a function decorated "
     "with tf.function.') after call_function(..., self._variable_creation_config))",
     """import tensorflow as tf
state = []
@tf.function
def f(x, make):
    if make and not state:
        state.append(tf.Variable(1.0))
    return x + 1.0
print(f(tf.constant(1.0), False).numpy())
print(f.experimental_get_tracing_count())
f(tf.constant(1.0), True)
""", 2, stdout=["2.0", "1"], error={"type": "ValueError", "message_contains": NON_FIRST})

case("vcreate_non_first_call_error_caught",
     R6 + "the failing trace stays cached; afterwards calls use the no-creation scope and retrace",
     PFN + "Function._call (function_cache.add happens in _maybe_define_function before the check; "
     "`if self._created_variables:` then selects _no_variable_creation_config), "
     "tracing_compilation._maybe_define_function (the scope type is part of the cache context)",
     """import tensorflow as tf
state = []
@tf.function
def f(x, make):
    if make and not state:
        state.append(tf.Variable(1.0))
    return x + 1.0
f(tf.constant(1.0), False)
try:
    f(tf.constant(1.0), True)
except ValueError as e:
    print(str(e))
print(len(state))
print(f.experimental_get_tracing_count())
print(f(tf.constant(1.0), False).numpy())
print(f.experimental_get_tracing_count())
""", 3, stdout=[NON_FIRST, "1", "2", "2.0", "3"])

case("vcreate_later_trace_creates_more",
     R6 + "after a first call that created a variable, a retrace that creates another is the singleton error",
     PFN + "Function._call (self._created_variables -> _no_variable_creation_config), invalid_creator_scope; "
     + GUIDE + "Using with multiple Keras optimizers",
     """import tensorflow as tf
vs = []
@tf.function
def f(x, n):
    if len(vs) < n:
        vs.append(tf.Variable(1.0))
    return x * len(vs)
print(f(tf.constant(2.0), 1).numpy())
f(tf.constant(2.0), 2)
""", 2, stdout=["2.0"], error={"type": "ValueError", "message_contains": SINGLETON})

case("vcreate_later_trace_reuses_variable",
     R6 + "a retrace after the creating first call adds one trace and reuses the variable",
     PF + "FunctionTest.testCorrectVariableCreation, testMethod; " + PFN + "Function._call",
     """import tensorflow as tf
class Scale:
    def __init__(self):
        self.w = None
    @tf.function
    def apply(self, x):
        if self.w is None:
            self.w = tf.Variable(3.0)
        return x * self.w
s = Scale()
print(s.apply(tf.constant(1.0)).numpy())
print(s.apply(tf.constant([1.0, 2.0])).numpy())
print(s.apply.experimental_get_tracing_count())
""", 3, stdout=["3.0", "[3. 6.]", "3"])

case("vcreate_variable_keeps_value",
     R6 + "a variable created in the first call keeps its value; the creating trace is not run",
     PFN + "Function._call (after _initialize_uninitialized_variables it returns call_function(..., "
     "_no_variable_creation_config)); " + GUIDE + "Creating tf.Variables",
     """import tensorflow as tf
class Counter:
    def __init__(self):
        self.total = None
    @tf.function
    def add(self, x):
        if self.total is None:
            self.total = tf.Variable(0.0)
        self.total.assign_add(x)
        return self.total.read_value()
c = Counter()
print(c.add(tf.constant(1.0)).numpy())
print(c.add(tf.constant(2.0)).numpy())
print(c.total.numpy())
print(c.add.experimental_get_tracing_count())
""", 2, stdout=["1.0", "3.0", "3.0", "2"])

case("vcreate_guide_count",
     R6 + "the guide's Count: a decorated __call__ creating its counter on the first call",
     GUIDE + "Creating tf.Variables (Count, a tf.Module)",
     """import tensorflow as tf
class Count(tf.Module):
    def __init__(self):
        self.count = None
    @tf.function
    def __call__(self):
        if self.count is None:
            self.count = tf.Variable(0)
        return self.count.assign_add(1)
c = Count()
print(c())
print(c())
print(c.__call__.experimental_get_tracing_count())
""", 2, stdout=["tf.Tensor(1, shape=(), dtype=int32)", "tf.Tensor(2, shape=(), dtype=int32)", "2"])

case("vcreate_module_first_call_only",
     R6 + "a Module's decorated __call__ creates its variable on its first call only; each instance has its own",
     PFN + "function docstring ('Variables may only be created once', MyModule.__call__); "
     "tensorflow/python/module/module.py: Module.variables",
     """import tensorflow as tf
class MyModule(tf.Module):
    def __init__(self):
        self.v = None
    @tf.function
    def __call__(self, x):
        if self.v is None:
            self.v = tf.Variable(tf.ones_like(x))
        return self.v * x
m = MyModule()
print(m.variables)
print(m(tf.constant([1.0, 2.0])).numpy())
print(m(tf.constant([3.0, 4.0])).numpy())
print([v.name for v in m.variables], m.__call__.experimental_get_tracing_count())
n = MyModule()
print(n(tf.constant([5.0, 6.0])).numpy(), n.v is m.v)
print(len(n.trainable_variables), m.__call__.experimental_get_tracing_count(), n.__call__.experimental_get_tracing_count())
""", 4, stdout=["()", "[1. 2.]", "[3. 4.]", "['Variable:0'] 2", "[5. 6.] False", "1 2 2"])

case("vcreate_lambda_initializer",
     R6 + "a callable initial value is run inside the creation trace",
     PF + "FunctionTest.testFunctionInitializer",
     """import tensorflow as tf
state = []
@tf.function
def fn(x):
    if not state:
        state.append(tf.Variable(lambda: 2.0))
    return state[0] * x
print(fn(tf.constant(1.0)).numpy())
print(state[0].numpy())
print(fn.experimental_get_tracing_count())
""", 2, stdout=["2.0", "2.0", "2"])

case("vcreate_two_variables_first_call",
     R6 + "several variables in the first call: still two traces",
     PF + "FunctionTest.testFunctionMultipleVariableInitializer",
     """import tensorflow as tf
state = []
@tf.function
def fn(x):
    if not state:
        state.append(tf.Variable(lambda: 2.0))
        state.append(tf.Variable(lambda: 5.0))
    return state[0] * x, state[1] * x
a, b = fn(tf.constant(1.0))
print(a.numpy(), b.numpy())
print(len(state), fn.experimental_get_tracing_count())
""", 2, stdout=["2.0 5.0", "2 2"])

case("vcreate_initializer_depends_on_argument",
     R6 + "an initial value computed from an argument cannot be lifted: it is initialized by a cond on the first run",
     PF + "FunctionTest.testVariableInitializerNotConstant; " + PFN + "Function._call (lift_to_graph.UnliftableError "
     "-> fn_with_cond, traced without the Function's cache)",
     """import tensorflow as tf
state = []
@tf.function
def fn(x):
    if not state:
        state.append(tf.Variable(2.0 * x))
    return state[0] * x
print(fn(tf.constant(1.0)).numpy())
print(fn(tf.constant(3.0)).numpy())
print(state[0].numpy())
print(fn.experimental_get_tracing_count())
""", 2, stdout=["2.0", "6.0", "2.0", "2"])

case("vcreate_clear_cache_with_variable",
     R6 + "clear_cache() empties both traces; a new first call may create a variable again",
     PF + "FunctionTest.test_clear_cache_with_variable (a holder object instead of nonlocal)",
     """import tensorflow as tf
class Holder:
    v = None
box = Holder()
@tf.function
def f(x):
    if box.v is None:
        box.v = tf.Variable(1.0)
    return box.v * x
print(f(tf.constant(2.0)).numpy())
print(f.experimental_get_tracing_count())
f.clear_cache()
box.v = None
print(f.experimental_get_tracing_count())
print(f(tf.constant(3.0)).numpy())
print(f.experimental_get_tracing_count())
""", 2, stdout=["2.0", "2", "0", "3.0", "2"])

case("vcreate_class_level_second_instance_fails",
     R6 + "through the class's one Function a second instance cannot create its variable",
     PFN + "Function.__get__ ('we create a new instance of Function here to allow different instances each "
     "to create variables once'); " + PF + "FunctionTest.testMethod",
     """import tensorflow as tf
class MyModel:
    def __init__(self):
        self.var = None
    @tf.function
    def apply(self, x):
        if self.var is None:
            self.var = tf.Variable(2.0)
        return self.var * x
m0 = MyModel()
m1 = MyModel()
print(MyModel.apply(m0, tf.constant(3.0)).numpy())
print(MyModel.apply.experimental_get_tracing_count())
MyModel.apply(m1, tf.constant(3.0))
""", 2, stdout=["6.0", "2"], error={"type": "ValueError", "message_contains": SINGLETON})

case("vcreate_get_concrete_function_creates_variables",
     R6 + "get_concrete_function may create the variables: it traces twice, a later call reuses the second trace",
     PF + "FunctionTest.testGetConcreteFunctionCreatesVariables; " + PFN + "Function._get_concrete_function_garbage_collected",
     """import tensorflow as tf
v_holder = []
@tf.function
def tensor_init():
    if not v_holder:
        v_holder.append(tf.Variable(5.0))
    return v_holder[0].read_value()
concrete = tensor_init.get_concrete_function()
print(concrete().numpy())
print(tensor_init().numpy())
print(tensor_init.experimental_get_tracing_count())
""", 2, stdout=["5.0", "5.0", "2"])

case("vcreate_keras_dense_builds_in_function",
     R6 + "an unbuilt Dense called in a tf.function builds on the first call: two traces",
     GUIDE + "Using with multiple Keras models (layers create tf.Variables when first called); "
     + KIT + "FunctionTest.testDefunKerasModelCall (Dense with ones -> [[3.]])",
     """import tensorflow as tf
layer = tf.keras.layers.Dense(1, kernel_initializer='ones', bias_initializer='ones')
@tf.function
def f(x):
    print('tracing')
    return layer(x)
print(f(tf.ones([1, 2])).numpy())
print(f(tf.ones([1, 2])).numpy())
print(f.experimental_get_tracing_count())
""", 2, stdout=["tracing", "tracing", "[[3.]]", "[[3.]]", "2"])

case("vcreate_keras_second_unbuilt_layer_fails",
     R6 + "a second unbuilt layer reached by a later trace is the singleton error",
     GUIDE + "Using with multiple Keras models",
     """import tensorflow as tf
layers = [tf.keras.layers.Dense(1, kernel_initializer='ones', bias_initializer='ones'),
          tf.keras.layers.Dense(1, kernel_initializer='ones', bias_initializer='ones')]
@tf.function
def f(x, i):
    return layers[i](x)
print(f(tf.ones([1, 2]), 0).numpy())
f(tf.ones([1, 2]), 1)
""", 2, stdout=["[[3.]]"], error={"type": "ValueError", "message_contains": SINGLETON})

case("vcreate_keras_two_optimizers",
     R6 + "a second optimizer creating its slots in a later trace is the singleton error",
     GUIDE + "Using with multiple Keras optimizers",
     """import tensorflow as tf
opt1 = tf.keras.optimizers.Adam(learning_rate=1e-2)
opt2 = tf.keras.optimizers.Adam(learning_rate=1e-3)
@tf.function
def train_step(w, x, y, optimizer):
    with tf.GradientTape() as tape:
        L = tf.reduce_sum(tf.square(w * x - y))
    gradients = tape.gradient(L, [w])
    optimizer.apply_gradients(zip(gradients, [w]))
w = tf.Variable(2.0)
x = tf.constant([-1.0])
y = tf.constant([2.0])
train_step(w, x, y, opt1)
print('Calling `train_step` with different optimizer...')
train_step(w, x, y, opt2)
""", 2, stdout=["Calling `train_step` with different optimizer..."],
     error={"type": "ValueError", "message_contains": SINGLETON})
