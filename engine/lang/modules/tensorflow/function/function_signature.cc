// input_signature (TensorFlow's function_type_utils / TensorSpec.cast): checked when
// the function is decorated; at each call Python values are converted to the spec's
// dtype and tensors must match its dtype and fit its shape.
#include "lang/modules/tensorflow/function/function_object.h"
#include "lang/modules/tensorflow/function/function_trace_keys.h"
#include "lang/modules/tensorflow/object_util.h"

namespace tl::lang {
namespace {

void checkSpecs(Interp& in, const Value& v) {
  if (isSequence(v)) {
    for (const auto& item : itemsOf(v)) checkSpecs(in, item);
    return;
  }
  if (v.is(ObjKind::Dict)) {
    for (const auto& [key, item] : sortedDictItems(in, v)) checkSpecs(in, item);
    return;
  }
  if (!isTensorSpec(v)) {
    in.raise(in.types.TypeError,
             "input_signature must be a possibly nested sequence of TensorSpec objects, got invalid "
             "args " +
                 in.repr(v) + " with types " + in.repr(Value(in.typeOf(v))) + ".");
  }
}

std::string specText(const core::PartialShape& shape, core::DType dtype) {
  return "TensorSpec(shape=" + shape.toString() + ", dtype=tf." + core::dtypeName(dtype) + ", name=None)";
}

Value castValue(Interp& in, const Value& value, const Value& spec, std::string* failure);

// A dict of specs takes a dict with the same keys, each value cast to its spec.
Value castDict(Interp& in, const Value& value, const Value& spec, std::string* failure) {
  auto specs = sortedDictItems(in, spec);
  if (!value.is(ObjKind::Dict) || value.as<Dict>()->size() != specs.size()) {
    *failure = "Can not cast " + in.repr(value) + " to " + in.repr(spec);
    return value;
  }
  Value out = in.newDict();
  for (const auto& [key, item] : specs) {
    const Value* given = value.as<Dict>()->find(key);
    if (!given) {
      *failure = "Can not cast " + in.repr(value) + " to " + in.repr(spec);
      return value;
    }
    out.as<Dict>()->set(key, castValue(in, *given, item, failure));
  }
  return out;
}

// A value cast to `spec`: converted if a Python value, checked if a tensor.
Value castValue(Interp& in, const Value& value, const Value& spec, std::string* failure) {
  if (spec.is(ObjKind::Dict)) return castDict(in, value, spec, failure);
  if (isSequence(spec)) {
    if (spec.is(ObjKind::Tuple) && !value.is(ObjKind::Tuple)) {  // Tuple.cast
      *failure = "Can not cast " + in.repr(value) + " to tuple type.";
      return value;
    }
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
  ops::Value tensor;
  try {
    tensor = isTensor(value) ? tensorValue(value) : toTensorValue(in, value, s.dtype);
  } catch (const PyException& e) {  // the conversion's own error, inside the binding message
    *failure = in.str(e.exc);
    return value;
  }
  if (tensor.dtype() != s.dtype || !tensor.shape().isSubtypeOf(s.shape)) {
    *failure = "Can not cast " + specText(tensor.shape(), tensor.dtype()) + " to " + in.repr(spec);
  }
  return isTensor(value) ? value : wrapTensor(in, tensor);
}

// The default of parameter `name` (positional or keyword-only), if it has one.
const Value* defaultOf(const FunctionInfo& info, const std::string& name) {
  size_t firstDefault = info.params.size() - info.defaults.size();
  for (size_t i = firstDefault; i < info.params.size(); ++i) {
    if (info.params[i] == name) return &info.defaults[i - firstDefault];
  }
  for (size_t i = 0; i < info.kwOnly.size() && i < info.kwDefaults.size(); ++i) {
    if (info.kwOnly[i] == name && !info.kwDefaults[i].isNull()) return &info.kwDefaults[i];
  }
  return nullptr;
}

}  // namespace

void validateInputSignature(Interp& in, const Value& signature, const FunctionInfo& info, FunctionConfig& config) {
  if (!isSequence(signature)) {
    in.raise(in.types.TypeError,
             "input_signature must be either a tuple or a list, got " + in.repr(Value(in.typeOf(signature))) + ".");
  }
  checkSpecs(in, signature);
  config.hasSignature = true;
  config.inputSignature = itemsOf(signature);
  config.signatureOffset = !info.params.empty() && info.params[0] == "self" ? 1 : 0;
  size_t covered = config.signatureOffset + config.inputSignature.size();
  size_t required = info.params.size() - info.defaults.size();
  if (covered < required) {
    in.raise(in.types.TypeError, "input_signature missing type constraint for " + info.params[covered]);
  }
  for (size_t i = 0; i < info.kwOnly.size(); ++i) {
    if (i >= info.kwDefaults.size() || info.kwDefaults[i].isNull()) {
      in.raise(in.types.TypeError, "Since input_signature is defined, keyword-only parameter `" + info.kwOnly[i] +
                                       "` must have a default value");
    }
  }
  if (covered > info.params.size() && info.varargs.empty()) {
    in.raise(in.types.TypeError,
             "input_signature contains " + std::to_string(covered - info.params.size()) + " extra type constraints.");
  }
}

// As TensorFlow prints the FunctionType (inspect.Signature's text of its
// function_type.Parameter list): a parameter with a default shows
// "=<captured_default_value>" (" = ..." after a type constraint); under an
// input_signature, parameters outside it are constrained to their default
// (Literal[...]) and there is no *args or **kwargs.
std::string signatureText(const FunctionInfo& info, const FunctionConfig& config, Interp& in) {
  const std::string captured = "<captured_default_value>";
  std::vector<std::string> parts;
  auto add = [&](const std::string& name, const std::string& constraint, bool optional) {
    std::string text = constraint.empty() ? name : name + ": " + constraint;
    if (optional) text += (constraint.empty() ? "=" : " = ") + captured;
    parts.push_back(text);
  };
  TraceKeyBuilder keys(in);
  size_t firstDefault = info.params.size() - info.defaults.size();
  for (size_t i = 0; i < info.params.size(); ++i) {
    std::string constraint;
    if (const Value* spec = config.hasSignature ? config.specFor(i) : nullptr) {
      constraint = in.repr(*spec);
    } else if (config.hasSignature && i >= firstDefault && i >= config.signatureOffset) {
      constraint = keys.typeOf(info.defaults[i - firstDefault]).toString();
    }
    add(info.params[i], constraint, i >= firstDefault);
  }
  if (!config.hasSignature && !info.varargs.empty()) parts.push_back("*" + info.varargs);
  else if (!info.kwOnly.empty()) parts.push_back("*");
  for (size_t i = 0; i < info.kwOnly.size(); ++i) {
    bool optional = i < info.kwDefaults.size() && !info.kwDefaults[i].isNull();
    add(info.kwOnly[i], config.hasSignature && optional ? keys.typeOf(info.kwDefaults[i]).toString() : "", optional);
  }
  if (!config.hasSignature && !info.kwargs.empty()) parts.push_back("**" + info.kwargs);
  std::string out = "(";
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
  return out + ")";
}

void castToSignature(Interp& in, const FunctionInfo& info, const FunctionConfig& config, const CallArgs& args,
                     std::vector<BoundArgument>& bound) {
  std::string failure;
  TraceKeyBuilder keys(in);
  for (size_t i = config.signatureOffset; i < bound.size(); ++i) {
    if (const Value* spec = config.specFor(i)) {
      bound[i].value = castValue(in, bound[i].value, *spec, &failure);
      if (!failure.empty()) raiseBindingError(in, failure, args, signatureText(info, config, in));
      continue;
    }
    const Value* fallback = defaultOf(info, bound[i].name);
    if (!fallback) continue;
    function::TraceType literal = keys.typeOf(*fallback);
    if (keys.typeOf(bound[i].value) != literal) {
      raiseBindingError(in, "Can not cast " + in.repr(bound[i].value) + " to " + literal.toString(), args,
                        signatureText(info, config, in));
    }
  }
}

std::string bindingErrorText(Interp& in, const std::string& why, const CallArgs& args,
                             const std::string& signatureText) {
  std::vector<Value> positional(args.pos, args.pos + args.npos);
  Value kwargs = in.newDict();
  for (size_t i = 0; i < args.nkw; ++i) kwargs.as<Dict>()->set(in.newStr(args.kw[i].name), args.kw[i].value);
  return "Binding inputs to tf.function failed due to `" + why +
         "`. Received args: " + in.repr(in.newTuple(positional)) + " and kwargs: " + in.repr(kwargs) +
         " for signature: " + signatureText + ".";
}

void raiseBindingError(Interp& in, const std::string& why, const CallArgs& args, const std::string& signatureText) {
  in.raise(in.types.TypeError, bindingErrorText(in, why, args, signatureText));
}

}  // namespace tl::lang
