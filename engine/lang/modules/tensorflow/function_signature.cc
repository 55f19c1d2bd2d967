// input_signature (TensorFlow's function_type_utils / TensorSpec.cast): checked when
// the function is decorated; at each call Python values are converted to the spec's
// dtype and tensors must match its dtype and fit its shape.
#include "lang/modules/tensorflow/function_object.h"
#include "lang/modules/tensorflow/object_util.h"

namespace tl::lang {
namespace {

void checkSpecs(Interp& in, const Value& v) {
  if (isSequence(v)) {
    for (const auto& item : itemsOf(v)) checkSpecs(in, item);
    return;
  }
  if (!isTensorSpec(v)) {
    in.raise(in.types.TypeError,
             "input_signature must be a possibly nested sequence of TensorSpec objects, got invalid "
             "args " + in.repr(v) + " with types " + in.repr(Value(in.typeOf(v))) + ".");
  }
}

std::string specText(const core::PartialShape& shape, core::DType dtype) {
  return "TensorSpec(shape=" + shape.toString() + ", dtype=tf." + core::dtypeName(dtype) + ", name=None)";
}

// A value cast to `spec`: converted if a Python value, checked if a tensor.
Value castValue(Interp& in, const Value& value, const Value& spec, std::string* failure) {
  if (isSequence(spec)) {
    const std::vector<Value> values = itemsOf(value), specs = itemsOf(spec);
    if (!isSequence(value) || values.size() != specs.size()) {
      *failure = "Can not cast " + in.repr(value) + " to " + in.repr(spec);
      return value;
    }
    std::vector<Value> out;
    for (size_t i = 0; i < specs.size(); ++i) out.push_back(castValue(in, values[i], specs[i], failure));
    return value.is(ObjKind::List) ? in.newList(out) : in.newTuple(out);
  }
  const TensorSpecObj& s = tensorSpec(spec);
  if (isTensorSpec(value)) {  // get_concrete_function(TensorSpec(...))
    const TensorSpecObj& given = tensorSpec(value);
    if (given.dtype != s.dtype || !given.shape.isSubtypeOf(s.shape)) {
      *failure = "Can not cast " + in.repr(value) + " to " + in.repr(spec);
    }
    return value;
  }
  ops::Value tensor = isTensor(value) ? tensorValue(value) : toTensorValue(in, value, s.dtype);
  if (tensor.dtype() != s.dtype || !tensor.shape().isSubtypeOf(s.shape)) {
    *failure = "Can not cast " + specText(tensor.shape(), tensor.dtype()) + " to " + in.repr(spec);
  }
  return isTensor(value) ? value : wrapTensor(in, tensor);
}

}  // namespace

void validateInputSignature(Interp& in, const Value& signature, const FunctionInfo& info,
                            FunctionConfig& config) {
  if (!isSequence(signature)) {
    in.raise(in.types.TypeError, "input_signature must be either a tuple or a list, got " +
                                     in.repr(Value(in.typeOf(signature))) + ".");
  }
  checkSpecs(in, signature);
  config.hasSignature = true;
  config.inputSignature = itemsOf(signature);
  size_t required = info.params.size() - info.defaults.size();
  if (config.inputSignature.size() < required) {
    in.raise(in.types.TypeError, "input_signature missing type constraint for " +
                                     info.params[config.inputSignature.size()]);
  }
  if (config.inputSignature.size() > info.params.size() && info.varargs.empty()) {
    in.raise(in.types.TypeError, "input_signature contains " +
                                     std::to_string(config.inputSignature.size() - info.params.size()) +
                                     " extra type constraints.");
  }
}

void castToSignature(Interp& in, const FunctionConfig& config, const CallArgs& args,
                     std::vector<BoundArgument>& bound, const std::string& signatureText) {
  std::string failure;
  for (size_t i = 0; i < config.inputSignature.size() && i < bound.size(); ++i) {
    bound[i].value = castValue(in, bound[i].value, config.inputSignature[i], &failure);
    if (!failure.empty()) raiseBindingError(in, failure, args, signatureText);
  }
}

void raiseBindingError(Interp& in, const std::string& why, const CallArgs& args,
                       const std::string& signatureText) {
  std::vector<Value> positional(args.pos, args.pos + args.npos);
  Value kwargs = in.newDict();
  for (size_t i = 0; i < args.nkw; ++i) kwargs.as<Dict>()->set(in.newStr(args.kw[i].name), args.kw[i].value);
  in.raise(in.types.TypeError, "Binding inputs to tf.function failed due to `" + why +
                                   "`. Received args: " + in.repr(in.newTuple(positional)) +
                                   " and kwargs: " + in.repr(kwargs) + " for signature: " +
                                   signatureText + ".");
}

}  // namespace tl::lang
