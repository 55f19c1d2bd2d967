// tf.GradientTape: the context manager, watch(), stop_recording(), reset() and
// watched_variables(); gradient() and jacobian() are in gradient_tape_gradient.cc.
#include "lang/modules/tensorflow/gradient_tape/gradient_tape_object.h"

#include <algorithm>
#include <map>

#include "core/events.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

// tape.stop_recording()'s context manager (contextlib's in TensorFlow).
class StopRecordingObj : public NativeObject {
 public:
  StopRecordingObj(ClassObj* cls, Value t) : NativeObject(cls), tape(std::move(t)) {}
  Value tape;
};

StopRecordingObj& stopper(const Value& v) {
  auto* obj = v.is(ObjKind::Native) ? dynamic_cast<StopRecordingObj*>(v.as<NativeObject>()) : nullptr;
  if (!obj) throw core::TfError("TypeError", "descriptor requires a '_GeneratorContextManager' object");
  return *obj;
}

// backprop.py's _extract_tensors_and_variables over nest.flatten.
void collectWatched(Interp& in, const Value& v, std::vector<Value>& out) {
  if (v.is(ObjKind::List) || v.is(ObjKind::Tuple)) {
    const auto& items = v.is(ObjKind::List) ? v.as<List>()->items : v.as<Tuple>()->items;
    for (const Value& item : items) collectWatched(in, item, out);
    return;
  }
  if (v.is(ObjKind::Dict)) {
    std::vector<Value> keys;
    v.as<Dict>()->forEach([&](const Value& k, const Value&) { keys.push_back(k); });
    std::stable_sort(keys.begin(), keys.end(), [&](const Value& a, const Value& b) { return in.lessThan(a, b); });
    for (const Value& k : keys) collectWatched(in, *v.as<Dict>()->find(k), out);
    return;
  }
  if (!isTensor(v) && !isVariable(v)) {
    in.raise(in.types.ValueError, "Passed in object " + in.str(v) + " of type '" + in.typeName(v) +
                                      "', not tf.Tensor or tf.Variable or ExtensionType.");
  }
  out.push_back(v);
}

void warnNotFloating(Interp& in, core::DType dtype) {
  GradientTapeClasses& classes = gradientTapeClasses(in);
  if (classes.watchedDtypeWarnings >= 5) return;
  classes.watchedDtypeWarnings += 1;
  emitTapeWarning(in, std::string("The dtype of the watched tensor must be floating (e.g. tf.float32), got tf.") +
                          core::dtypeName(dtype));
}

Value watch(Interp& in, const Value& me, CallArgs& args) {
  auto a = parseArgs(in, args, "watch", {"tensor"}, 1);
  GradientTapeObj& t = tapeOf(me);
  std::vector<Value> leaves;
  collectWatched(in, a[0], leaves);
  for (const Value& leaf : leaves) {
    VariableObj* var = asVariable(leaf);
    core::DType dtype = var ? var->storage().dtype : tensorValue(leaf).dtype();
    if (!core::isFloating(dtype)) warnNotFloating(in, dtype);
    if (!t.tape) continue;  // TF fails on a tape that was never entered; nothing to record here
    if (var) t.watchedByName.push_back(leaf);
    t.tape->watch(var ? ops::Value(var->handle) : tensorValue(leaf));
  }
  return Value::none();
}

Value enter(Interp& in, const Value& me, CallArgs&) {
  tapeOf(me).push(in);
  return me;
}

Value tapeExit(Interp& in, const Value& me, CallArgs&) {
  if (tapeOf(me).recording) tapeOf(me).pop(in);
  return Value::none();
}

Value reset(Interp& in, const Value& me, CallArgs&) {
  GradientTapeObj& t = tapeOf(me);
  t.pop(in);
  t.tape.reset();
  t.watchedByName.clear();
  t.push(in);
  return Value::none();
}

Value stopRecording(Interp& in, const Value& me, CallArgs&) {
  return Value(new StopRecordingObj(gradientTapeClasses(in).stopRecording, me));
}

Value stopEnter(Interp& in, const Value& me, CallArgs&) {
  GradientTapeObj& t = tapeOf(stopper(me).tape);
  if (!t.tape) in.raise(in.types.RuntimeError, "Trying to stop recording a tape which is not recording.");
  t.pop(in);
  return Value::none();
}

Value stopExit(Interp& in, const Value& me, CallArgs&) {
  tapeOf(stopper(me).tape).push(in);
  return Value::none();
}

Value watchedVariables(Interp& in, const Value& me, CallArgs&) { return tapeOf(me).watchedVariables(in); }

Value construct(Interp& in, CallArgs& args) {
  auto a = parseArgs(in, args, "GradientTape", {"persistent", "watch_accessed_variables"}, 0);
  bool persistent = given(a[0]) && in.truthy(a[0]);
  bool watchAccessed = a[1].isNull() || in.truthy(a[1]);
  return Value(new GradientTapeObj(gradientTapeClasses(in).tape, persistent, watchAccessed));
}

void defTapeMethods(Interp& in, ClassObj* c) {
  defMethod(in, c, "__enter__", enter);
  defMethod(in, c, "__exit__", tapeExit);
  defMethod(in, c, "watch", watch);
  defMethod(in, c, "gradient", tapeGradient);
  defMethod(in, c, "jacobian", tapeJacobian);
  defMethod(in, c, "stop_recording", stopRecording);
  defMethod(in, c, "reset", reset);
  defMethod(in, c, "watched_variables", watchedVariables);
  setClassAttr(in, c, "__call_ctor__",
               in.newBuiltin("GradientTape", [](Interp& in, const Value&, CallArgs& a) { return construct(in, a); }));
}

// tf.UnconnectedGradients.NONE / .ZERO; gradient() also takes their string values.
Value unconnectedGradientsClass(Interp& in) {
  ClassObj* c = newNativeClass(in, "UnconnectedGradients", "tensorflow.python.ops.unconnected_gradients");
  setClassAttr(in, c, "NONE", in.newStr("none"));
  setClassAttr(in, c, "ZERO", in.newStr("zero"));
  return Value(c);
}

}  // namespace

GradientTapeObj::~GradientTapeObj() {
  trimScopes();
  // A tape still under another context (a program that never left it) must
  // outlive this object: the context stack points at it.
  for (Pushed& p : scopes_) {
    new std::shared_ptr<autodiff::GradientTape>(p.tape);  // NOLINT: deliberately kept
    (void)p.scope.release();
  }
}

void GradientTapeObj::trimScopes() {
  while (!scopes_.empty() && &ops::currentContext() == scopes_.back().tape.get()) scopes_.pop_back();
}

void GradientTapeObj::push(Interp& in) {
  if (recording) {
    in.raise(in.types.ValueError,
             "Tape is still recording, This can happen if you try to re-enter an already-active tape.");
  }
  trimScopes();
  if (!tape) {
    tape = std::make_shared<autodiff::GradientTape>(true, watchAccessedVariables);
    tapeContext = &ops::currentContext();
  } else if (!scopes_.empty() && scopes_.back().tape == tape) {
    // Popped while another context was above it: it never left the stack.
    tape->setRecording(true);
    recording = true;
    return;
  } else if (tapeContext != &ops::currentContext()) {
    // The C++ tape forwards ops to the context it was made in (eager, or one trace).
    in.raise(in.types.RuntimeError,
             "This GradientTape recorded in another context (eagerly or in another tf.function "
             "trace) and cannot be re-entered here; create a new GradientTape instead.");
  }
  Pushed p{tape, nullptr};
  p.scope = std::make_unique<ops::ContextScope>(*tape);
  scopes_.push_back(std::move(p));
  tape->setRecording(true);
  recording = true;
}

void GradientTapeObj::pop(Interp& in) {
  if (!recording) in.raise(in.types.ValueError, "Tape is not recording.");
  recording = false;
  for (Pushed& p : scopes_) p.tape->setRecording(false);
  trimScopes();
}

Value GradientTapeObj::watchedVariables(Interp& in) {
  if (!tape) return in.newTuple(lastWatched);
  std::vector<Value> out;
  for (const ops::Value& handle : tape->watchedVariables()) {
    const void* storage = handle.tensor().object().get();
    Value found;
    for (const Value& v : watchedByName) {
      if (asVariable(v)->handle.object().get() == storage) found = v;
    }
    if (found.isNull()) {
      std::string name = ops::variableStorage(handle.tensor()).name + ":0";
      found = Value(new VariableObj(tfState(in).variableClass, handle.tensor(), name));
    }
    out.push_back(found);
  }
  return in.newTuple(std::move(out));
}

GradientTapeObj* asGradientTape(const Value& v) {
  return v.is(ObjKind::Native) ? dynamic_cast<GradientTapeObj*>(v.as<NativeObject>()) : nullptr;
}

GradientTapeObj& tapeOf(const Value& v) {
  GradientTapeObj* tape = asGradientTape(v);
  if (!tape) throw core::TfError("TypeError", "descriptor requires a 'GradientTape' object");
  return *tape;
}

GradientTapeClasses& gradientTapeClasses(Interp& in) { return in.moduleState<GradientTapeClasses>(); }

void emitTapeWarning(Interp& in, const std::string& text) { in.sink().emit(core::events::warning(text, "")); }

void installGradientTape(Interp& in, const Value& tf) {
  GradientTapeClasses& classes = in.resetModuleState<GradientTapeClasses>();
  classes.tape = newNativeClass(in, "GradientTape", "tensorflow.python.eager.backprop");
  classes.stopRecording = newNativeClass(in, "_GeneratorContextManager", "contextlib");
  tfState(in).keepAlive.push_back(Value(classes.tape));
  tfState(in).keepAlive.push_back(Value(classes.stopRecording));
  defTapeMethods(in, classes.tape);
  defMethod(in, classes.stopRecording, "__enter__", stopEnter);
  defMethod(in, classes.stopRecording, "__exit__", stopExit);
  setModuleAttr(in, tf, "GradientTape", Value(classes.tape));
  Value unconnected = unconnectedGradientsClass(in);
  tfState(in).keepAlive.push_back(unconnected);
  setModuleAttr(in, tf, "UnconnectedGradients", unconnected);
  Value autodiff = in.newModule("tensorflow.autodiff");
  setModuleAttr(in, autodiff, "GradientTape", Value(classes.tape));
  setModuleAttr(in, tf, "autodiff", autodiff);
}

}  // namespace tl::lang
