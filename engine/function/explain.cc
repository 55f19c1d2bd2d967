#include "function/explain.h"

#include <optional>

namespace tl::function {
namespace {

enum class Change { None, PythonValue, Shape, DType, Structure, Identity, Kind };

struct Difference {
  Change change = Change::None;
  std::string words;  // "its element 0 changed from 100.0 to 200.0"
};

const char* literalKindName(TraceType::LiteralKind kind) {
  switch (kind) {
    case TraceType::LiteralKind::None: return "None";
    case TraceType::LiteralKind::Bool: return "bool";
    case TraceType::LiteralKind::Int: return "int";
    case TraceType::LiteralKind::Float: return "float";
    case TraceType::LiteralKind::Str: return "str";
  }
  return "value";
}

std::string kindWords(const TraceType& type) {
  switch (type.kind()) {
    case TraceType::Kind::Literal:
      return type.literalKind() == TraceType::LiteralKind::None
                 ? "None"
                 : std::string("a Python ") + literalKindName(type.literalKind());
    case TraceType::Kind::TensorSpec: return "a tf.Tensor";
    case TraceType::Kind::VariableSpec: return "a tf.Variable";
    case TraceType::Kind::List: return "a Python list";
    case TraceType::Kind::Tuple: return "a Python tuple";
    case TraceType::Kind::Dict: return "a Python dict";
    case TraceType::Kind::Weakref: return "a Python object";
  }
  return "a value";
}

Difference difference(const TraceType& was, const TraceType& now, const std::string& path);

// "its element 0" at depth 1, "its element [0][1]" deeper, "it" at the top.
std::string subjectFor(const std::string& path) {
  if (path.empty()) return "it ";
  bool nested = path.find('[', 1) != std::string::npos;
  if (nested) return "its element " + path + " ";
  return "its element " + path.substr(1, path.size() - 2) + " ";
}

Difference elementDifference(const TraceType& was, const TraceType& now, const std::string& path) {
  std::string subject = path.empty() ? "its " : subjectFor(path) + "has its ";
  if (was.elements().size() != now.elements().size()) {
    return {Change::Structure, subject + "length changed from " + std::to_string(was.elements().size()) + " to " +
                                   std::to_string(now.elements().size())};
  }
  if (was.keys() != now.keys()) return {Change::Structure, subject + "keys changed"};
  for (size_t i = 0; i < now.elements().size(); ++i) {
    std::string label = was.kind() == TraceType::Kind::Dict ? was.keys()[i] : std::to_string(i);
    Difference d = difference(was.elements()[i], now.elements()[i], path + "[" + label + "]");
    if (d.change != Change::None) return d;
  }
  return {};
}

Difference difference(const TraceType& was, const TraceType& now, const std::string& path) {
  if (was == now) return {};
  std::string subject = subjectFor(path);
  if (was.kind() != now.kind()) {
    return {Change::Kind, subject + "was " + describeType(was) + " and is now " + describeType(now)};
  }
  switch (now.kind()) {
    case TraceType::Kind::Literal:
      return {Change::PythonValue, subject + "changed from " + was.repr() + " to " + now.repr()};
    case TraceType::Kind::Weakref: return {Change::Identity, subject + "is a different object (" + now.repr() + ")"};
    case TraceType::Kind::TensorSpec:
    case TraceType::Kind::VariableSpec:
      if (was.dtype() != now.dtype()) {
        return {Change::DType,
                subject + "changed dtype from " + core::dtypeName(was.dtype()) + " to " + core::dtypeName(now.dtype())};
      }
      if (was.shape() != now.shape()) {
        return {Change::Shape,
                subject + "changed shape from " + was.shape().toString() + " to " + now.shape().toString()};
      }
      if (was.kind() == TraceType::Kind::VariableSpec && was.trainable() != now.trainable()) {
        return {Change::Kind, subject + "changed trainable from " + (was.trainable() ? "True" : "False") + " to " +
                                  (now.trainable() ? "True" : "False")};
      }
      return {Change::Identity, subject + "aliases other variables differently"};
    default: return elementDifference(was, now, path);
  }
}

std::string tail(const Difference& d) {
  switch (d.change) {
    case Change::PythonValue: return ", and Python values are part of the signature";
    case Change::Identity: return ", and Python objects are matched by identity";
    default: return "";
  }
}

std::string shapeHint(const TraceType& was, const TraceType& now) {
  auto common = was.mostSpecificCommonSupertype(now);
  std::string shape = common ? common->shape().toString() : "None";
  return "add input_signature=[tf.TensorSpec(shape=" + shape + ", dtype=tf." + core::dtypeName(now.dtype()) +
         ")] so one trace serves every size, or use "
         "reduce_retracing=True";
}

std::string hintFor(const Difference& d, const Parameter& was, const Parameter& now) {
  switch (d.change) {
    case Change::PythonValue:
      if (now.type.kind() == TraceType::Kind::List || now.type.kind() == TraceType::Kind::Tuple) {
        return "pass the values as one tensor (tf.constant(" + now.name +
               ")) and batch the "
               "calls, or add an input_signature; then new numbers reuse the trace";
      }
      return "pass a tensor (tf.constant(" + now.name +
             ")) instead of a Python value, so the "
             "value is not part of the signature";
    case Change::Shape: return shapeHint(was.type, now.type);
    case Change::DType: return "convert `" + now.name + "` to one dtype (tf.cast) before calling";
    case Change::Structure:
      return "keep the structure of `" + now.name +
             "` fixed (same length and keys), or pass one "
             "stacked tensor";
    case Change::Identity: return "reuse the same object, or pass its values as tensors";
    case Change::Kind: return "pass `" + now.name + "` as the same kind of value at every call";
    case Change::None: break;
  }
  return "";
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
  if (context.codeTracedBefore) {
    return {"`" + context.function +
                "` is a new tf.function object wrapping code that was traced "
                "before (the decorator or tf.function() ran again); each tf.function object starts "
                "with an empty cache",
            "define the @tf.function once, outside the loop, and call that one object"};
  }
  return {"first call of `" + context.function +
              "`: nothing is cached yet, so the body runs once "
              "with symbolic tensors to build a graph",
          "later calls with the same signature reuse this graph without running Python"};
}

}  // namespace

std::string describeType(const TraceType& type) {
  switch (type.kind()) {
    case TraceType::Kind::Literal:
      return type.literalKind() == TraceType::LiteralKind::None ? "None" : kindWords(type) + " " + type.repr();
    case TraceType::Kind::TensorSpec:
    case TraceType::Kind::VariableSpec:
      return kindWords(type) + " of shape " + type.shape().toString() + " and dtype " + core::dtypeName(type.dtype());
    case TraceType::Kind::Weakref: return "the object " + type.repr();
    default: return kindWords(type) + " of " + std::to_string(type.elements().size()) + " elements";
  }
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
    std::string reason = "`" + now.name + "` is " + kindWords(now.type) + "; " + d.words + tail(d);
    bool topLevel = d.words.rfind("it ", 0) == 0 && d.change != Change::PythonValue;
    if (topLevel) reason = "`" + now.name + "` " + d.words.substr(3) + tail(d);
    return {reason, hintFor(d, before, now)};
  }
  return {"no cached signature serves this call", ""};
}

}  // namespace tl::function
