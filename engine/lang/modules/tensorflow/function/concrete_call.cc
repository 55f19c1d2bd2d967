// Calling a ConcreteFunction as TensorFlow's ConcreteFunction._call_impl does.
// First the structured signature: the call binds to the trace's parameters like
// inspect.Signature.bind (a parameter traced with a Python value may be left out:
// the traced value is its default), tensors are cast to their TensorSpec and
// Python values must equal the traced ones. When that fails with a TypeError,
// the flat signature: only the trace's tensor inputs, by position or by name,
// with no shape or dtype check when run eagerly (another shape simply runs,
// another dtype is the runtime's InvalidArgumentError). When both fail, one
// TypeError gives both reasons.
#include <algorithm>
#include <set>

#include "lang/modules/tensorflow/function/function_object.h"
#include "lang/modules/tensorflow/function/function_trace_keys.h"
#include "lang/modules/tensorflow/object_util.h"
#include "ops/op_util.h"

namespace tl::lang {
namespace {

using function::ParameterKind;
using function::TraceType;

// Why a binding failed, in TensorFlow's words (nullopt: it did not).
using Failure = std::optional<std::string>;

// inspect.Signature.bind over the trace's parameters (a method's receiver is
// bound already and is not one of them).
Failure bindParameters(const function::FunctionType& type, const CallArgs& args, std::vector<Value>& values) {
  const auto& params = type.parameters();
  values.assign(params.size(), Value());
  std::vector<Value> positional(args.pos, args.pos + args.npos);
  size_t next = 0;
  for (const Value& v : positional) {
    if (next >= params.size() || params[next].kind == ParameterKind::KeywordOnly) {
      return Failure("too many positional arguments");
    }
    values[next++] = v;
  }
  for (size_t k = 0; k < args.nkw; ++k) {
    const std::string& name = args.kw[k].name;
    auto it = std::find_if(params.begin(), params.end(), [&](const auto& p) { return p.name == name; });
    if (it == params.end()) return Failure("got an unexpected keyword argument '" + name + "'");
    size_t i = static_cast<size_t>(it - params.begin());
    if (it->kind == ParameterKind::PositionalOnly) {
      return Failure("'" + name + "' parameter is positional only, but was passed as a keyword");
    }
    if (!values[i].isNull()) return Failure("multiple values for argument '" + name + "'");
    values[i] = args.kw[k].value;
  }
  for (size_t i = 0; i < params.size(); ++i) {
    if (!values[i].isNull()) continue;
    if (params[i].type.kind() != TraceType::Kind::Literal) {
      return Failure("missing a required argument: '" + params[i].name + "'");
    }
    values[i] = Value::none();  // the traced value, which holds no tensor
  }
  return std::nullopt;
}

std::string specText(const ops::Value& tensor) {
  return TraceType::tensorSpec(tensor.dtype(), tensor.shape()).toString();
}

// TensorSpec.cast and Literal.cast; containers element by element.
Failure castTo(Interp& in, TraceKeyBuilder& keys, Value& value, const TraceType& type) {
  switch (type.kind()) {
    case TraceType::Kind::Literal:
      if (keys.typeOf(value) == type) return std::nullopt;
      return Failure("Can not cast " + in.repr(value) + " to " + type.toString());
    case TraceType::Kind::TensorSpec: {
      if (!isTensor(value)) {
        try {
          value = wrapTensor(in, toTensorValue(in, value, type.dtype()));
        } catch (const PyException& e) {
          return Failure(in.str(e.exc));
        }
      }
      const ops::Value& tensor = tensorValue(value);
      if (tensor.dtype() == type.dtype() && tensor.shape().isSubtypeOf(type.shape())) return std::nullopt;
      return Failure("Can not cast " + specText(tensor) + " to " + type.toString());
    }
    case TraceType::Kind::List:
    case TraceType::Kind::Tuple: {
      bool list = type.kind() == TraceType::Kind::List;
      if (!value.is(list ? ObjKind::List : ObjKind::Tuple) || itemsOf(value).size() != type.elements().size()) {
        return Failure("Can not cast " + in.repr(value) + " to " + type.toString());
      }
      std::vector<Value> items = itemsOf(value);
      for (size_t i = 0; i < items.size(); ++i) {
        if (auto failure = castTo(in, keys, items[i], type.elements()[i])) return failure;
      }
      value = list ? in.newList(items) : in.newTuple(items);
      return std::nullopt;
    }
    default:
      if (keys.typeOf(value).isSubtypeOf(type)) return std::nullopt;
      return Failure("Can not cast " + in.repr(value) + " to " + type.toString());
  }
}

Failure bindStructured(Interp& in, const function::ConcreteFunction& fn, const CallArgs& args,
                       std::vector<BoundArgument>& bound) {
  std::vector<Value> values;
  if (auto failure = bindParameters(fn.signature, args, values)) return failure;
  TraceKeyBuilder keys(in);
  const auto& params = fn.signature.parameters();
  for (size_t i = 0; i < params.size(); ++i) {
    if (auto failure = castTo(in, keys, values[i], params[i].type)) return failure;
    bound.push_back({params[i].name, params[i].kind, values[i]});
  }
  return std::nullopt;
}

// _call_with_flat_signature: the trace's tensor inputs, positionally or by name.
Failure bindFlat(Interp& in, const PolymorphicFunctionObj& owner, const std::vector<function::PlaceholderSpec>& specs,
                 const CallArgs& args, std::vector<Value>& flat) {
  std::vector<std::string> names;
  std::string summary = owner.info.name + "(";
  for (const auto& spec : specs) {
    summary += (names.empty() ? "" : ", ") + spec.name;
    names.push_back(spec.name);
  }
  summary += ")";
  if (args.npos > names.size()) {
    return Failure(summary + " takes " + std::to_string(names.size()) + " positional arguments, got " +
                   std::to_string(args.npos) + ".");
  }
  flat.assign(args.pos, args.pos + args.npos);
  std::vector<KwArg> kwargs(args.kw, args.kw + args.nkw);
  for (size_t i = flat.size(); i < names.size(); ++i) {
    auto it = std::find_if(kwargs.begin(), kwargs.end(), [&](const KwArg& k) { return k.name == names[i]; });
    if (it == kwargs.end()) {
      std::set<std::string> missing(names.begin() + static_cast<std::ptrdiff_t>(flat.size()), names.end());
      for (const auto& k : kwargs) missing.erase(k.name);
      std::string list;
      for (const auto& name : missing) list += (list.empty() ? "" : ", ") + name;
      return Failure(summary + " missing required arguments: " + list + ".");
    }
    flat.push_back(it->value);
    kwargs.erase(it);
  }
  if (!kwargs.empty()) {
    std::set<std::string> unused;
    for (const auto& k : kwargs) {
      if (std::find(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(args.npos), k.name) !=
          names.begin() + static_cast<std::ptrdiff_t>(args.npos)) {
        return Failure(summary + " got two values for '" + k.name + "'.");
      }
      unused.insert(k.name);
    }
    std::string list;
    for (const auto& name : unused) list += (list.empty() ? "" : ", ") + name;
    return Failure(summary + " got unexpected keyword arguments: " + list + ".");
  }
  for (size_t i = 0; i < flat.size(); ++i) {
    if (isTensor(flat[i]) || isVariable(flat[i])) continue;
    return Failure(summary + ": expected argument #" + std::to_string(i) + "(zero-based) to be a Tensor; got " +
                   in.typeOf(flat[i])->name + " (" + in.str(flat[i]) + ").");
  }
  return std::nullopt;
}

// _call_flat with the flat inputs: in a trace their shapes must fit the traced
// ones; eagerly the function runs on whatever shapes it is given, and a dtype the
// trace did not take is the runtime's error.
Value callFlat(Interp& in, const function::ConcreteFunction& fn, const std::vector<function::PlaceholderSpec>& specs,
               const std::vector<Value>& flat, Failure& failure) {
  std::vector<ops::Value> feeds;
  for (const Value& v : flat) feeds.push_back(isTensor(v) ? tensorValue(v) : ops::Value(asVariable(v)->handle));
  bool eager = ops::currentContext().isEager();
  bool sameShapes = true;
  for (size_t i = 0; i < feeds.size(); ++i) {
    if (specs[i].dtype == core::DType::Resource) continue;
    bool fits = feeds[i].shape().isSubtypeOf(specs[i].shape);
    sameShapes = sameShapes && fits;
    if (!eager && !feeds[i].shape().isCompatibleWith(specs[i].shape)) {
      failure = Failure("Tensor " + in.str(flat[i]) +
                        " is not compatible with the shape this function was traced "
                        "with. Expected shape " +
                        specs[i].shape.toString() + ", but got shape " + feeds[i].shape().toString() +
                        ".\n\nIf you called get_concrete_function, you may need to "
                        "pass a tf.TensorSpec(..., shape=...) with a less specific shape, having None on axes "
                        "which can vary.");
      return {};
    }
    if (eager && feeds[i].dtype() != specs[i].dtype) {
      std::string name = fn.inferenceName();
      throw core::TfError("InvalidArgumentError", "cannot compute " + name + " as input #" + std::to_string(i) +
                                                      "(zero-based) was expected to be a " +
                                                      ops::tfTypeName(specs[i].dtype) + " tensor but is a " +
                                                      ops::tfTypeName(feeds[i].dtype()) + " tensor [Op:" + name + "]");
    }
  }
  return runConcreteFeeds(in, fn, feeds, !sameShapes);
}

}  // namespace

Value ConcreteFunctionObj::call(Interp& in, CallArgs& args) {
  PolymorphicFunctionObj& fn = *static_cast<PolymorphicFunctionObj*>(owner.as<NativeObject>());
  std::vector<BoundArgument> bound;
  auto structured = bindStructured(in, *function, args, bound);
  if (!structured) return runConcreteFunction(in, *function, bound);
  std::string signature = function->signature.toString() + " -> " + outputTypeText(in, *function);
  std::string why = bindingErrorText(in, *structured, args, signature);
  std::vector<function::PlaceholderSpec> specs = placeholderSpecsOf(function->signature);
  std::vector<Value> flat;
  auto flatFailure = bindFlat(in, fn, specs, args, flat);
  if (!flatFailure) {
    Value result = callFlat(in, *function, specs, flat, flatFailure);
    if (!flatFailure) return result;
  }
  in.raise(in.types.TypeError, why + "\nFallback to flat signature also failed due to: " + *flatFailure);
}

}  // namespace tl::lang
