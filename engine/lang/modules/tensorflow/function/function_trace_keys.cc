#include "lang/modules/tensorflow/function/function_trace_keys.h"

#include <algorithm>

#include "lang/modules/tensor_values/tensor_values.h"
#include "lang/modules/tensorflow/function/function_state.h"
#include "lang/modules/tensorflow/nest_structure.h"
#include "lang/modules/tensorflow/object_util.h"

namespace tl::lang {

using function::TraceType;

std::vector<std::pair<Value, Value>> sortedDictItems(Interp& in, const Value& dict) {
  return dictItemsByRepr(in, dict);
}

TraceType TraceKeyBuilder::containerType(const Value& value) {
  std::vector<TraceType> elements;
  if (value.is(ObjKind::List) || value.is(ObjKind::Tuple)) {
    const auto& items = value.is(ObjKind::List) ? value.as<List>()->items : value.as<Tuple>()->items;
    for (const auto& item : items) elements.push_back(typeOf(item));
    return value.is(ObjKind::List) ? TraceType::list(elements) : TraceType::tuple(elements);
  }
  std::vector<std::pair<std::string, TraceType>> entries;
  for (auto& [k, v] : sortedDictItems(in_, value)) entries.emplace_back(in_.repr(k), typeOf(v));
  return TraceType::dict(entries);
}

TraceType TraceKeyBuilder::typeOf(const Value& value) {
  switch (value.tag()) {
    case Tag::None: return TraceType::none();
    case Tag::Bool: return TraceType::boolean(value.asBool());
    case Tag::Int: return TraceType::integer(value.asInt());
    case Tag::Float: return TraceType::floating(value.asFloat(), in_.repr(value));
    default: break;
  }
  if (value.is(ObjKind::Str)) return TraceType::string(value.as<Str>()->s, in_.repr(value));
  if (value.is(ObjKind::List) || value.is(ObjKind::Tuple) || value.is(ObjKind::Dict)) {
    return containerType(value);
  }
  if (isTensor(value)) {
    const ops::Value& t = tensorValue(value);
    return TraceType::tensorSpec(t.dtype(), t.shape());
  }
  if (isTensorSpec(value)) {
    const auto& spec = tensorSpec(value);
    return TraceType::tensorSpec(spec.dtype, spec.shape, spec.name.value_or(""));
  }
  if (VariableObj* var = asVariable(value)) {
    auto [it, added] = variable_aliases_.emplace(var, static_cast<int>(variable_aliases_.size()));
    return TraceType::variableSpec(var->storage().dtype, var->storage().shape, var->storage().trainable, it->second);
  }
  if (value.is(ObjKind::Set)) {
    in_.raise(in_.types.TypeError, "Could not generate a generic TraceType for " + in_.repr(value) +
                                       ".Please verify that it is immutable/hashable. Otheriwse, consider implementing "
                                       "the Tracing Protocol for it.");
  }
  if (value.is(ObjKind::Native)) {  // numpy arrays are converted to tensors
    if (auto tensor = pythonToTensor(in_, value)) return TraceType::tensorSpec(tensor->dtype(), tensor->shape());
  }
  if (value.is(ObjKind::Range)) {
    return TraceType::string(in_.repr(value), in_.repr(value));  // hashable: matched by value
  }
  return objectType(value);
}

// default_types.Weakref: a weakref hashes and compares as the object it refers to,
// so objects equal by their own __eq__ and __hash__ share a trace; an unhashable
// one falls through to Literal, which fails with TensorFlow's TypeError.
TraceType TraceKeyBuilder::objectType(const Value& value) {
  int64_t hash = 0;
  try {
    hash = in_.hash(value);
  } catch (PyException& e) {
    if (!e.exc.as<Instance>()->cls()->isSubclassOf(in_.types.TypeError)) throw;
    in_.raise(in_.types.TypeError, "Could not generate a generic TraceType for " + in_.repr(value) +
                                       ".Please verify that it is immutable/hashable. Otheriwse, consider implementing "
                                       "the Tracing Protocol for it.");
  }
  auto& keys = functionState(in_).objectKeys;
  for (const auto& [keyHash, key] : keys) {
    if (keyHash == hash && (key.sameAs(value) || in_.equals(key, value))) {
      return TraceType::weakref(reinterpret_cast<uint64_t>(key.obj()), in_.repr(value));
    }
  }
  keys.emplace_back(hash, value);
  return TraceType::weakref(reinterpret_cast<uint64_t>(value.obj()), in_.repr(value));
}

void flattenTensors(Interp& in, const Value& value, std::vector<ops::Value>& out,
                    std::vector<const VariableObj*>* variables) {
  if (isTensor(value)) {
    out.push_back(tensorValue(value));
  } else if (value.is(ObjKind::List) || value.is(ObjKind::Tuple)) {
    const auto& items = value.is(ObjKind::List) ? value.as<List>()->items : value.as<Tuple>()->items;
    for (const auto& item : items) flattenTensors(in, item, out, variables);
  } else if (value.is(ObjKind::Dict)) {
    for (auto& [k, v] : sortedDictItems(in, value)) flattenTensors(in, v, out, variables);
  } else if (const VariableObj* var = variables ? asVariable(value) : nullptr) {
    if (std::find(variables->begin(), variables->end(), var) != variables->end()) return;
    variables->push_back(var);
    out.push_back(ops::Value(var->handle));
  } else if (value.is(ObjKind::Native) && !isVariable(value) && !isTensorSpec(value)) {
    if (auto tensor = pythonToTensor(in, value)) out.push_back(ops::Value(*tensor));
  }
}

Value replaceTensors(Interp& in, const Value& value, const std::vector<Value>& leaves, size_t& next,
                     const VariableReplacer* onVariable) {
  if (isTensor(value)) return leaves[next++];  // the common case first: a call's result
  return mapLeaves(in, value, [&](const Value& leaf) {
    if (onVariable) {
      if (VariableObj* var = asVariable(leaf)) return (*onVariable)(var);
    }
    bool numpyArray = leaf.is(ObjKind::Native) && !isTensor(leaf) && !isVariable(leaf) && !isTensorSpec(leaf) &&
                      pythonToTensor(in, leaf).has_value();
    return isTensor(leaf) || isTensorSpec(leaf) || numpyArray ? leaves[next++] : leaf;
  });
}

void placeholderSpecs(const TraceType& type, const std::string& name, std::vector<function::PlaceholderSpec>& out,
                      std::vector<int>& aliases) {
  if (type.kind() == TraceType::Kind::TensorSpec) {
    out.push_back({name, type.dtype(), type.shape()});
    return;
  }
  if (type.kind() == TraceType::Kind::VariableSpec) {
    if (std::find(aliases.begin(), aliases.end(), type.aliasId()) != aliases.end()) return;
    aliases.push_back(type.aliasId());
    out.push_back({name, core::DType::Resource, core::PartialShape(core::Dims{})});
    return;
  }
  if (type.kind() == TraceType::Kind::List || type.kind() == TraceType::Kind::Tuple ||
      type.kind() == TraceType::Kind::Dict) {
    for (const auto& element : type.elements()) placeholderSpecs(element, name, out, aliases);
  }
}

std::vector<function::PlaceholderSpec> placeholderSpecsOf(const function::FunctionType& type) {
  std::vector<function::PlaceholderSpec> specs;
  std::vector<int> aliases;
  for (const auto& p : type.parameters()) placeholderSpecs(p.type, p.name, specs, aliases);
  return specs;
}

}  // namespace tl::lang
