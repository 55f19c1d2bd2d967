#include "function/messages.h"

#include <stdexcept>

namespace tl::function {
namespace {

// The catalog: every message id and its English text; {name} is an argument.
// A page translating the engine's messages keys on these ids.
const std::vector<CatalogEntry> kCatalog = {
    // What a traced argument is, and what it was.
    {"kind.none", "None"},
    {"kind.literal", "a Python {type}"},
    {"kind.tensor", "a tf.Tensor"},
    {"kind.variable", "a tf.Variable"},
    {"kind.list", "a Python list"},
    {"kind.tuple", "a Python tuple"},
    {"kind.dict", "a Python dict"},
    {"kind.object", "a Python object"},
    {"value.none", "None"},
    {"value.literal", "a Python {type} {repr}"},
    {"value.tensor", "a tf.Tensor of shape {shape} and dtype {dtype}"},
    {"value.variable", "a tf.Variable of shape {shape} and dtype {dtype}"},
    {"value.list", "a Python list of {n} elements"},
    {"value.tuple", "a Python tuple of {n} elements"},
    {"value.dict", "a Python dict of {n} elements"},
    {"value.object", "the object {repr}"},
    // Why a call traced.
    {"reason.first_call",
     "first call of `{fn}`: nothing is cached yet, so the body runs once with symbolic tensors to build a graph"},
    {"reason.new_function_object",
     "`{fn}` is a new tf.function object wrapping code that was traced before (the decorator or tf.function() ran "
     "again); each tf.function object starts with an empty cache"},
    {"reason.new_function_object_at",
     "`{fn}` is a new tf.function object wrapping code that was traced before (the decorator or tf.function() on "
     "line {line} ran again); each tf.function object starts with an empty cache"},
    {"reason.new_instance",
     "`{fn}` is called on a new instance: TensorFlow gives each instance its own tf.function for a decorated "
     "method, which starts with an empty cache"},
    {"reason.keras_new_model",
     "`model.{method}` on a new model (created on line {line}): each Keras model makes its own `{fn}`, which starts "
     "with an empty cache"},
    {"reason.variables_created",
     "first call of `{fn}` created tf.Variables: TensorFlow keeps this trace, creates the variables once, and traces "
     "again without creating them"},
    {"reason.value_changed",
     "`{param}` is {kind}; it changed from {was} to {now}, and Python values are part of the signature"},
    {"reason.element_value_changed",
     "`{param}` is {kind}; its element {path} changed from {was} to {now}, and Python values are part of the "
     "signature"},
    {"reason.shape_changed", "`{param}` changed shape from {was} to {now}"},
    {"reason.element_shape_changed", "`{param}` is {kind}; its element {path} changed shape from {was} to {now}"},
    {"reason.dtype_changed", "`{param}` changed dtype from {was} to {now}"},
    {"reason.element_dtype_changed", "`{param}` is {kind}; its element {path} changed dtype from {was} to {now}"},
    {"reason.trainable_changed", "`{param}` changed trainable from {was} to {now}"},
    {"reason.element_trainable_changed",
     "`{param}` is {kind}; its element {path} changed trainable from {was} to {now}"},
    {"reason.aliasing_changed", "`{param}` aliases other variables differently"},
    {"reason.element_aliasing_changed", "`{param}` is {kind}; its element {path} aliases other variables differently"},
    {"reason.kind_changed", "`{param}` was {was} and is now {now}"},
    {"reason.element_kind_changed", "`{param}` is {kind}; its element {path} was {was} and is now {now}"},
    {"reason.identity_changed", "`{param}` is a different object ({now}), and Python objects are matched by identity"},
    {"reason.element_identity_changed",
     "`{param}` is {kind}; its element {path} is a different object ({now}), and Python objects are matched by "
     "identity"},
    {"reason.length_changed", "`{param}` is {kind}; its length changed from {was} to {now}"},
    {"reason.element_length_changed",
     "`{param}` is {kind}; its element {path} has its length changed from {was} to {now}"},
    {"reason.keys_changed", "`{param}` is {kind}; its keys changed"},
    {"reason.element_keys_changed", "`{param}` is {kind}; its element {path} has its keys changed"},
    {"reason.no_signature", "no cached signature serves this call"},
    // How to avoid it.
    {"hint.first_call", "later calls with the same signature reuse this graph without running Python"},
    {"hint.define_once", "define the @tf.function once, outside the loop, and call that one object"},
    {"hint.same_instance", "create the object once, outside the loop, and call the method on that one object"},
    {"hint.keras_model_once",
     "create the model once, outside the loop, and reuse it; for a batch that fits in memory, calling the model "
     "directly (model(x)) runs it without tracing a {fn}"},
    {"hint.variables_once", "create variables once (outside the function, or guarded by `if self.v is None`)"},
    {"hint.tensor_for_list",
     "pass the values as one tensor (tf.constant({param})) and batch the calls, or add an input_signature; then new "
     "numbers reuse the trace"},
    {"hint.tensor_for_value",
     "pass a tensor (tf.constant({param})) instead of a Python value, so the value is not part of the signature"},
    {"hint.shape_signature",
     "add input_signature=[tf.TensorSpec(shape={shape}, dtype=tf.{dtype})] so one trace serves every size, or use "
     "reduce_retracing=True"},
    {"hint.shape_relaxed",
     "reduce_retracing=True traces this call with the shape relaxed to {shape}, so later sizes reuse it; "
     "input_signature=[tf.TensorSpec(shape={shape}, dtype=tf.{dtype})] would avoid this trace too"},
    {"hint.element_shape",
     "give element {path} of `{param}` one shape at every call, or describe it in an input_signature as "
     "tf.TensorSpec(shape={shape}, dtype=tf.{dtype}), or use reduce_retracing=True"},
    {"hint.element_shape_relaxed",
     "reduce_retracing=True traces this call with element {path} of `{param}` relaxed to {shape}, so later sizes "
     "reuse it; giving it one shape at every call would avoid this trace too"},
    {"hint.one_dtype", "convert `{param}` to one dtype (tf.cast) before calling"},
    {"hint.fixed_structure",
     "keep the structure of `{param}` fixed (same length and keys), or pass one stacked tensor"},
    {"hint.same_object", "reuse the same object, or pass its values as tensors"},
    {"hint.same_kind", "pass `{param}` as the same kind of value at every call"},
    // A function's retracing judged at the end of a run, and the fix for its most frequent cause.
    {"verdict.traced_once", "traced once for {calls} calls: every later call reused its graph"},
    {"verdict.bounded",
     "{traces} traces in {calls} calls, then {after} calls that all reused them: a bounded set of signatures, so "
     "the retracing stops and a warning about it is harmless here"},
    {"verdict.unbounded",
     "{traces} traces in {calls} calls and still tracing at the last call: every new value adds a concrete function "
     "({bytes} bytes held now), so the cache grows with the loop without bound; fix it"},
    {"fix.tensor_argument", "pass `{param}` as a tensor (tf.constant) so one trace serves every value"},
    {"fix.batch",
     "batch: stack the values of `{param}` into one tensor and call once (or pass tf.constant({param}) with an "
     "input_signature)"},
    {"fix.input_signature",
     "give an input_signature with None for the dimension of `{param}` that varies, or use reduce_retracing=True"},
    {"fix.input_signature_only", "give an input_signature with None for the dimension of `{param}` that varies"},
    {"fix.while_loop",
     "pass `{param}` as one tensor and loop over it with tf.range (or tf.while_loop, collecting results in a "
     "tf.TensorArray), so one graph serves every length"},
    {"fix.one_dtype", "cast `{param}` to one dtype before calling"},
    {"fix.define_once", "define the tf.function once, outside the loop, and call that one object"},
    {"fix.same_instance", "create the object once and call its method on it"},
    {"fix.call_model",
     "create the model once, outside the loop; to predict a small batch, call the model directly: model(x)"},
    {"fix.same_object", "pass the same object each call, or its values as tensors"},
    {"fix.fixed_structure", "keep the structure of `{param}` the same at every call, or pass one stacked tensor"},
};

const char* englishFor(const std::string& id) {
  for (const CatalogEntry& entry : kCatalog)
    if (id == entry.id) return entry.english;
  throw std::logic_error("no message " + id);
}

std::string argText(const MessageArg& arg) { return arg.message ? render(*arg.message) : arg.text; }

}  // namespace

Message& Message::with(const std::string& name, std::string text) {
  args.push_back({name, std::move(text), nullptr});
  return *this;
}

Message& Message::with(const std::string& name, int64_t number) { return with(name, std::to_string(number)); }

Message& Message::with(const std::string& name, Message nested) {
  args.push_back({name, "", std::make_shared<const Message>(std::move(nested))});
  return *this;
}

const std::string& Message::text(const std::string& name) const {
  static const std::string none;
  for (const MessageArg& arg : args)
    if (arg.name == name && !arg.message) return arg.text;
  return none;
}

std::string render(const Message& message) {
  const std::string english = englishFor(message.id);
  std::string out;
  for (size_t i = 0; i < english.size(); ++i) {
    const size_t close = english[i] == '{' ? english.find('}', i) : std::string::npos;
    if (close == std::string::npos) {
      out += english[i];
      continue;
    }
    const std::string name = english.substr(i + 1, close - i - 1);
    const MessageArg* found = nullptr;
    for (const MessageArg& arg : message.args)
      if (arg.name == name) found = &arg;
    if (!found) throw std::logic_error("message " + message.id + " has no argument " + name);
    out += argText(*found);
    i = close;
  }
  return out;
}

core::Json toJson(const Message& message) {
  core::Json args = core::Json::object();
  for (const MessageArg& arg : message.args) args.set(arg.name, arg.message ? toJson(*arg.message) : arg.text);
  core::Json json = core::Json::object();
  json.set("id", message.id);
  json.set("args", std::move(args));
  json.set("text", render(message));
  return json;
}

const std::vector<CatalogEntry>& catalog() { return kCatalog; }

}  // namespace tl::function
