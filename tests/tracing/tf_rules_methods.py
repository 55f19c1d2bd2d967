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
