// The Python-visible methods of Function and ConcreteFunction objects.
#include "lang/modules/tensorflow/function/function_object.h"
#include "lang/modules/tensorflow/function/function_trace.h"
#include "lang/modules/tensorflow/function/function_trace_keys.h"
#include "lang/modules/tensorflow/nest_structure.h"
#include "lang/modules/tensorflow/object_util.h"

namespace tl::lang {
namespace {

PolymorphicFunctionObj& owner(const Value& v) { return *static_cast<PolymorphicFunctionObj*>(v.as<NativeObject>()); }

Value concreteObject(Interp& in, const Value& self, size_t entry) {
  PolymorphicFunctionObj& fn = owner(self);
  fn.concreteObjects.resize(fn.concretes.size());
  Value& slot = fn.concreteObjects[entry];
  if (slot.isNull()) {
    slot = Value(new ConcreteFunctionObj(functionState(in).concreteClass, self, fn.concretes[entry]));
  }
  return slot;
}

// get_concrete_function(*args, **kwargs): traces if needed, never recorded as a call.
Value getConcreteFunction(Interp& in, const Value& self, CallArgs& args) {
  PolymorphicFunctionObj& fn = owner(self);
  if (fn.config.hasSignature && args.npos == 0 && args.nkw == 0) {
    std::vector<Value> specs = fn.config.inputSignature;
    CallArgs specArgs{specs.data(), specs.size(), nullptr, 0};
    return getConcreteFunction(in, self, specArgs);
  }
  std::vector<BoundArgument> bound;
  bool traced = false;
  // Tracing for get_concrete_function has no call number and no detector record.
  size_t entry = fn.concreteFor(in, args, bound, &traced, false);
  Value concrete = concreteObject(in, self, entry);
  fn.endCall(in);
  return concrete;
}

Value prettySignatures(Interp& in, const Value& self, CallArgs& args) {
  PolymorphicFunctionObj& fn = owner(self);
  auto a = parseArgs(in, args, "pretty_printed_concrete_signatures", {"verbose"}, 0);
  bool verbose = a[0].isNull() || in.truthy(a[0]);
  if (fn.config.hasSignature && fn.concretes.empty()) {
    CallArgs none{};
    getConcreteFunction(in, self, none);
  }
  std::string out;
  for (size_t i = 0; i < fn.concretes.size(); ++i) {
    out += (i ? (verbose ? "\n\n" : "\n") : "") + prettySignature(in, *fn.concretes[i], verbose);
  }
  return in.newStr(out);
}

}  // namespace

Value PolymorphicFunctionObj::getAttr(Interp& in, const std::string& name) {
  Value self(this);
  if (name == "python_function") return python;
  if (name == "__name__") return in.newStr(info.name);
  if (name == "input_signature") {
    return config.hasSignature ? in.newTuple(config.inputSignature) : in.none();
  }
  if (name == "experimental_get_tracing_count") {
    return boundMethod(in, self, "experimental_get_tracing_count",
                       [](Interp&, const Value& s, CallArgs&) { return Value::integer(owner(s).tracingCount()); });
  }
  if (name == "get_concrete_function") return boundMethod(in, self, "get_concrete_function", getConcreteFunction);
  if (name == "pretty_printed_concrete_signatures") return boundMethod(in, self, name.c_str(), prettySignatures);
  if (name == "clear_cache") {
    return boundMethod(in, self, "clear_cache", [](Interp& in, const Value& s, CallArgs&) {
      owner(s).clearCache();
      return in.none();
    });
  }
  return {};
}

std::string outputTypeText(Interp& in, const function::ConcreteFunction& fn) {
  auto structure = std::static_pointer_cast<OutputStructure>(fn.outputStructure);
  TraceKeyBuilder keys(in);
  return structure ? keys.typeOf(structure->result).toString() : "None";
}

std::string prettySignature(Interp& in, const function::ConcreteFunction& fn, bool verbose) {
  std::string output = outputTypeText(in, fn);
  if (!verbose) return fn.signature.toString() + " -> " + output;
  std::string captures;
  for (const auto& capture : fn.traced->captures) {
    if (!capture.isEager()) continue;
    captures += "  " + std::to_string(in.fakeAddress(capture.tensor.raw())) +
                ": TensorSpec(shape=" + capture.tensor.shape().toString() + ", dtype=tf." +
                core::dtypeName(capture.tensor.dtype()) + ", name=None)\n";
  }
  if (captures.empty()) captures = "  None\n";
  std::string text = "Input Parameters:\n" + fn.signature.toVerboseString() + "Output Type:\n  " + output +
                     "\nCaptures:\n" + captures;
  return text.substr(0, text.size() - 1);
}

// A parameter's type as the value structured_input_signature shows: a TensorSpec
// named by its path from the parameter ("a", "a/0"), Python values as traced.
Value signatureValue(Interp& in, const function::TraceType& type, const std::string& name) {
  using Kind = function::TraceType::Kind;
  using LiteralKind = function::TraceType::LiteralKind;
  switch (type.kind()) {
    case Kind::TensorSpec:
    case Kind::VariableSpec: return wrapTensorSpec(in, type.shape(), type.dtype(), name);
    case Kind::List:
    case Kind::Tuple: {
      std::vector<Value> items;
      for (size_t i = 0; i < type.elements().size(); ++i) {
        items.push_back(signatureValue(in, type.elements()[i], name + "/" + std::to_string(i)));
      }
      return type.kind() == Kind::List ? in.newList(items) : in.newTuple(items);
    }
    case Kind::Literal:
      switch (type.literalKind()) {
        case LiteralKind::None: return in.none();
        case LiteralKind::Bool: return Value::boolean(type.intValue() != 0);
        case LiteralKind::Int: return Value::integer(type.intValue());
        case LiteralKind::Float: return Value::real(type.floatValue());
        case LiteralKind::Str: return in.newStr(type.stringValue());
      }
      return in.none();
    case Kind::Dict:
    case Kind::Weakref: return in.newStr(type.toString());
  }
  return in.none();
}

// ConcreteFunction.structured_input_signature: (args, kwargs), keyword-only
// parameters in kwargs.
Value structuredInputSignature(Interp& in, const function::ConcreteFunction& fn) {
  std::vector<Value> args;
  Value kwargs = in.newDict();
  for (const function::Parameter& p : fn.signature.parameters()) {
    Value v = signatureValue(in, p.type, p.name);
    if (p.kind == function::ParameterKind::KeywordOnly) in.setItem(kwargs, in.newStr(p.name), v);
    else args.push_back(v);
  }
  return in.newTuple({in.newTuple(args), kwargs});
}

// ConcreteFunction.output_shapes / output_dtypes: structured_outputs with each
// tensor's shape (TensorShape) or dtype; a None output's shape is TensorShape(None).
Value outputProperties(Interp& in, const function::ConcreteFunction& fn, bool shapes) {
  const auto* structure = static_cast<const OutputStructure*>(fn.outputStructure.get());
  if (!structure) return in.none();
  size_t next = 0;
  auto property = [&](const Value& leaf) {
    if (leaf.isNone()) return shapes ? wrapShape(in, core::PartialShape()) : leaf;
    const graph::OutputType& t = fn.traced->type(fn.traced->outputs[next++]);
    return shapes ? wrapShape(in, t.shape) : wrapDType(in, t.dtype);
  };
  return mapLeaves(in, structure->result, property, true);
}

Value ConcreteFunctionObj::getAttr(Interp& in, const std::string& name) {
  Value self(this);
  if (name == "pretty_printed_signature") {
    return boundMethod(in, self, "pretty_printed_signature", [](Interp& in, const Value& s, CallArgs& args) {
      auto a = parseArgs(in, args, "pretty_printed_signature", {"verbose"}, 0);
      bool verbose = a[0].isNull() || in.truthy(a[0]);
      auto* me = static_cast<ConcreteFunctionObj*>(s.as<NativeObject>());
      return in.newStr(prettySignature(in, *me->function, verbose));
    });
  }
  if (name == "graph") return Value(new FuncGraphObj(functionState(in).funcGraphClass, self));
  if (name == "structured_input_signature") return structuredInputSignature(in, *function);
  if (name == "structured_outputs") return structuredOutputs(in, *function);
  if (name == "outputs") return in.newList(graphOutputs(in, *function));
  if (name == "output_shapes" || name == "output_dtypes")
    return outputProperties(in, *function, name == "output_shapes");
  // The graph's inputs: argument placeholders, then captures; captured_inputs are
  // the values the captures are fed (variable handles, eager tensors).
  const graph::Graph& g = *function->traced;
  if (name == "inputs") return graphInputs(in, *function);
  if (name == "captured_inputs") {
    std::vector<Value> captured;
    for (const graph::Capture& c : g.captures) {
      if (c.isEager()) captured.push_back(wrapTensor(in, ops::Value(c.tensor)));
    }
    return in.newList(captured);
  }
  return {};
}

std::string ConcreteFunctionObj::repr(Interp& in) {
  std::string address = objectRepr(in, "", this);  // "< object at 0x...>"
  return "<ConcreteFunction " + prettySignature(in, *function, false) + address.substr(address.find(" at 0x"));
}

std::string ConcreteFunctionObj::str(Interp& in) { return "ConcreteFunction " + prettySignature(in, *function, true); }

}  // namespace tl::lang
