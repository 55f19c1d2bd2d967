#include "function/explain.h"

#include <optional>
#include <utility>

namespace tl::function {
namespace {

enum class Change { None, PythonValue, Shape, DType, Trainable, Aliasing, Length, Keys, Identity, Kind };

// A value in a reason: a text (a shape, a Python repr) or a message of its own.
struct Side {
  bool present = false;
  std::string text;
  std::optional<Message> message;
};
Side textSide(std::string text) { return {true, std::move(text), std::nullopt}; }
Side messageSide(Message message) { return {true, "", std::move(message)}; }

void put(Message& into, const std::string& name, const Side& side) {
  if (!side.present) return;
  if (side.message) {
    into.with(name, *side.message);
  } else {
    into.with(name, side.text);
  }
}

const char* literalTypeName(TraceType::LiteralKind kind) {
  switch (kind) {
    case TraceType::LiteralKind::None: return "None";
    case TraceType::LiteralKind::Bool: return "bool";
    case TraceType::LiteralKind::Int: return "int";
    case TraceType::LiteralKind::Float: return "float";
    case TraceType::LiteralKind::Str: return "str";
  }
  return "value";
}

// What differs between a cached parameter and the call's, and where: `path` is
// "" for the parameter itself, "0" for its element 0, "[0][1]" deeper.
struct Difference {
  Change change = Change::None;
  std::string path;
  Side was, now;                       // the two values, as arguments of the reason
  const TraceType* wasType = nullptr;  // the two types that differ (for a shape hint)
  const TraceType* nowType = nullptr;
};

Message kindOf(const TraceType& type) {
  switch (type.kind()) {
    case TraceType::Kind::Literal:
      return type.literalKind() == TraceType::LiteralKind::None
                 ? Message("kind.none")
                 : Message("kind.literal").with("type", literalTypeName(type.literalKind()));
    case TraceType::Kind::TensorSpec: return Message("kind.tensor");
    case TraceType::Kind::VariableSpec: return Message("kind.variable");
    case TraceType::Kind::List: return Message("kind.list");
    case TraceType::Kind::Tuple: return Message("kind.tuple");
    case TraceType::Kind::Dict: return Message("kind.dict");
    case TraceType::Kind::Weakref: return Message("kind.object");
  }
  return Message("kind.object");
}

Difference difference(const TraceType& was, const TraceType& now, const std::string& path);

std::string elementPath(const std::string& path, const std::string& label) { return path + "[" + label + "]"; }

Difference elementDifference(const TraceType& was, const TraceType& now, const std::string& path) {
  if (was.elements().size() != now.elements().size()) {
    return {Change::Length, path, textSide(std::to_string(was.elements().size())),
            textSide(std::to_string(now.elements().size()))};
  }
  if (was.keys() != now.keys()) return {Change::Keys, path, {}, {}};
  for (size_t i = 0; i < now.elements().size(); ++i) {
    std::string label = was.kind() == TraceType::Kind::Dict ? was.keys()[i] : std::to_string(i);
    Difference d = difference(was.elements()[i], now.elements()[i], elementPath(path, label));
    if (d.change != Change::None) return d;
  }
  return {};
}

Difference difference(const TraceType& was, const TraceType& now, const std::string& path) {
  if (was == now) return {};
  if (was.kind() != now.kind())
    return {Change::Kind, path, messageSide(describeType(was)), messageSide(describeType(now))};
  switch (now.kind()) {
    case TraceType::Kind::Literal: return {Change::PythonValue, path, textSide(was.repr()), textSide(now.repr())};
    case TraceType::Kind::Weakref: return {Change::Identity, path, {}, textSide(now.repr())};
    case TraceType::Kind::TensorSpec:
    case TraceType::Kind::VariableSpec:
      if (was.dtype() != now.dtype()) {
        return {Change::DType, path, textSide(core::dtypeName(was.dtype())), textSide(core::dtypeName(now.dtype()))};
      }
      if (was.shape() != now.shape()) {
        return {Change::Shape, path, textSide(was.shape().toString()), textSide(now.shape().toString()), &was, &now};
      }
      if (was.kind() == TraceType::Kind::VariableSpec && was.trainable() != now.trainable()) {
        return {Change::Trainable, path, textSide(was.trainable() ? "True" : "False"),
                textSide(now.trainable() ? "True" : "False")};
      }
      return {Change::Aliasing, path, {}, {}};
    default: return elementDifference(was, now, path);
  }
}

const char* changeName(Change change) {
  switch (change) {
    case Change::PythonValue: return "value_changed";
    case Change::Shape: return "shape_changed";
    case Change::DType: return "dtype_changed";
    case Change::Trainable: return "trainable_changed";
    case Change::Aliasing: return "aliasing_changed";
    case Change::Length: return "length_changed";
    case Change::Keys: return "keys_changed";
    case Change::Identity: return "identity_changed";
    case Change::Kind: return "kind_changed";
    case Change::None: break;
  }
  return "";
}

// "0" for a first-level element, "[0][1]" deeper (as the reason reads it).
std::string pathWords(const std::string& path) {
  const bool nested = path.find('[', 1) != std::string::npos;
  return nested ? path : path.substr(1, path.size() - 2);
}

Message reasonFor(const Difference& d, const Parameter& now) {
  // Length and keys always read "`xs` is a Python list; its length ...".
  const bool element = !d.path.empty();
  Message reason(std::string("reason.") + (element ? "element_" : "") + changeName(d.change));
  reason.with("param", now.name);
  if (element || d.change == Change::PythonValue || d.change == Change::Length || d.change == Change::Keys) {
    reason.with("kind", kindOf(now.type));
  }
  if (element) reason.with("path", pathWords(d.path));
  put(reason, "was", d.was);
  put(reason, "now", d.now);
  return reason;
}

// A parameter's (or, with `param`, an element's) shape hint: the shape that serves both calls.
Message shapeHint(const Difference& d, const Parameter& now, bool reduceRetracing) {
  auto common = d.wasType->mostSpecificCommonSupertype(*d.nowType);
  std::string shape = common ? common->shape().toString() : "None";
  // With reduce_retracing already set, the hint says what it did instead of suggesting it.
  const char* id = !d.path.empty()   ? (reduceRetracing ? "hint.element_shape_relaxed" : "hint.element_shape")
                   : reduceRetracing ? "hint.shape_relaxed"
                                     : "hint.shape_signature";
  Message hint(id);
  if (!d.path.empty()) hint.with("param", now.name).with("path", pathWords(d.path));
  return hint.with("shape", shape).with("dtype", core::dtypeName(d.nowType->dtype()));
}

Message hintFor(const Difference& d, const Parameter& now, const ExplainContext& context) {
  switch (d.change) {
    case Change::PythonValue: {
      const bool sequence = now.type.kind() == TraceType::Kind::List || now.type.kind() == TraceType::Kind::Tuple;
      return Message(sequence ? "hint.tensor_for_list" : "hint.tensor_for_value").with("param", now.name);
    }
    case Change::Shape: return shapeHint(d, now, context.reduceRetracing);
    case Change::DType: return Message("hint.one_dtype").with("param", now.name);
    case Change::Length:
    case Change::Keys: return Message("hint.fixed_structure").with("param", now.name);
    case Change::Identity:
    case Change::Aliasing: return Message("hint.same_object");
    case Change::Kind:
    case Change::Trainable: return Message("hint.same_kind").with("param", now.name);
    case Change::None: break;
  }
  return {};
}

// Number of parameters whose types differ (the nearest cached signature has fewest).
size_t distance(const FunctionType& a, const FunctionType& b) {
  if (a.parameters().size() != b.parameters().size()) return SIZE_MAX;
  size_t n = 0;
  for (size_t i = 0; i < a.parameters().size(); ++i) n += a.parameters()[i].type != b.parameters()[i].type;
  return n;
}

// Ties go to the most recent trace: the change reads against the previous call.
// Searching from the most recent, one differing parameter (the least a cache
// miss can have) ends the search, so a function retraced at every call with a
// new Python value explains each trace without scanning all of its cache.
std::optional<size_t> nearest(const FunctionType& request, const std::vector<FunctionType>& cached) {
  std::optional<size_t> best;
  size_t bestDistance = SIZE_MAX;
  for (size_t i = cached.size(); i-- > 0;) {
    const size_t d = distance(request, cached[i]);
    if (d < bestDistance) best = i, bestDistance = d;
    if (bestDistance <= 1) break;
  }
  return best;
}

Explanation firstTrace(const ExplainContext& context) {
  const FunctionOrigin& origin = context.origin;
  if (context.codeTracedBefore && !origin.kerasMethod.empty() && origin.line > 0) {
    return {Message("reason.keras_new_model")
                .with("method", origin.kerasMethod)
                .with("line", origin.line)
                .with("fn", context.function),
            Message("hint.keras_model_once").with("fn", context.function)};
  }
  if (context.codeTracedBefore && origin.perInstance) {
    return {Message("reason.new_instance").with("fn", context.function), Message("hint.same_instance")};
  }
  if (context.codeTracedBefore) {
    Message reason(origin.line > 0 ? "reason.new_function_object_at" : "reason.new_function_object");
    reason.with("fn", context.function);
    if (origin.line > 0) reason.with("line", origin.line);
    return {reason, Message("hint.define_once")};
  }
  return {Message("reason.first_call").with("fn", context.function), Message("hint.first_call")};
}

}  // namespace

Explanation::Explanation(Message causeMessage, Message remedyMessage)
    : cause(std::move(causeMessage)),
      remedy(std::move(remedyMessage)),
      reason(render(cause)),
      hint(remedy.empty() ? "" : render(remedy)) {}

Message describeType(const TraceType& type) {
  switch (type.kind()) {
    case TraceType::Kind::Literal:
      if (type.literalKind() == TraceType::LiteralKind::None) return Message("value.none");
      return Message("value.literal").with("type", literalTypeName(type.literalKind())).with("repr", type.repr());
    case TraceType::Kind::TensorSpec:
    case TraceType::Kind::VariableSpec:
      return Message(type.kind() == TraceType::Kind::TensorSpec ? "value.tensor" : "value.variable")
          .with("shape", type.shape().toString())
          .with("dtype", core::dtypeName(type.dtype()));
    case TraceType::Kind::Weakref: return Message("value.object").with("repr", type.repr());
    case TraceType::Kind::List: return Message("value.list").with("n", static_cast<int64_t>(type.elements().size()));
    case TraceType::Kind::Tuple: return Message("value.tuple").with("n", static_cast<int64_t>(type.elements().size()));
    case TraceType::Kind::Dict: return Message("value.dict").with("n", static_cast<int64_t>(type.elements().size()));
  }
  return Message("value.object").with("repr", type.repr());
}

Explanation explainTrace(const FunctionType& request, const std::vector<FunctionType>& cached,
                         const ExplainContext& context) {
  auto index = nearest(request, cached);
  if (!index) return firstTrace(context);
  const FunctionType& was = cached[*index];
  for (size_t i = 0; i < request.parameters().size(); ++i) {
    const Parameter& before = was.parameters()[i];
    const Parameter& now = request.parameters()[i];
    Difference d = difference(before.type, now.type, "");
    if (d.change == Change::None) continue;
    return {reasonFor(d, now), hintFor(d, now, context)};
  }
  return {Message("reason.no_signature"), Message()};
}

Explanation explainVariableCreation(const std::string& function) {
  return {Message("reason.variables_created").with("fn", function), Message("hint.variables_once")};
}

}  // namespace tl::function
