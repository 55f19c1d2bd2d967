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
