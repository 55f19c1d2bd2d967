// tf.keras.optimizers.{SGD, RMSprop, Adam} (also under .experimental, as in TF
// 2.11+ where the new optimizers are the default): Python objects over
// keras::Optimizer, usable by compile() and by apply_gradients in a custom loop.
#include "lang/modules/tensorflow/function/function_state.h"
#include "lang/modules/tensorflow/keras/keras_layers.h"
#include "lang/modules/tensorflow/object_util.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

class OptimizerObj : public NativeObject {
 public:
  OptimizerObj(ClassObj* cls, std::shared_ptr<keras::Optimizer> o, std::string n)
      : NativeObject(cls), optimizer(std::move(o)), name(std::move(n)) {}
  std::shared_ptr<keras::Optimizer> optimizer;
  std::string name;
  Value learningRate, iterations;  // tf.Variable views, made on first access

  Value getAttr(Interp& in, const std::string& attr) override;
  bool setAttr(Interp& in, const std::string& attr, const Value& v) override;
  std::string repr(Interp& in) override;
};

const char* modulePath(keras::OptimizerKind kind) {
  switch (kind) {
    case keras::OptimizerKind::SGD: return "keras.src.optimizers.sgd";
    case keras::OptimizerKind::RMSprop: return "keras.src.optimizers.rmsprop";
    case keras::OptimizerKind::Adam: return "keras.src.optimizers.adam";
  }
  return "keras.src.optimizers";
}

ClassObj* optimizerClass(Interp& in, keras::OptimizerKind kind) {
  return kerasClass(in, keras::optimizerClassName(kind), modulePath(kind));
}

Value variableView(Interp& in, const core::Tensor& handle, const std::string& name) {
  return Value(new VariableObj(tfState(in).variableClass, handle, name));
}

Value applyGradients(Interp& in, const Value& self, CallArgs& args) {
  auto a = parseArgs(in, args, "apply_gradients", {"grads_and_vars", "name", "skip_gradients_aggregation"}, 1);
  auto* obj = static_cast<OptimizerObj*>(self.as<NativeObject>());
  std::vector<ops::Value> grads;
  std::vector<core::Tensor> vars;
  for (const auto& pair : in.toVector(a[0])) {
    std::vector<Value> gv = in.toVector(pair);
    if (gv.size() != 2 || !isVariable(gv[1])) {
      in.raise(in.types.TypeError, "apply_gradients expects (gradient, variable) pairs of tf.Variables.");
    }
    grads.push_back(gv[0].isNone() ? ops::Value() : toTensorValue(in, gv[0], core::DType::Float32));
    vars.push_back(asVariable(gv[1])->handle);
  }
  // Keras builds the slots with tf.Variable, so tf.function's creator rules apply.
  enterVariableCreator(in, obj->optimizer->newSlotVariables(vars));
  obj->optimizer->apply(grads, vars);
  return in.getAttr(self, "iterations");
}

Value OptimizerObj::getAttr(Interp& in, const std::string& attr) {
  if (attr == "learning_rate" || attr == "lr") {
    if (learningRate.isNull()) learningRate = variableView(in, optimizer->learningRateVariable(), "learning_rate:0");
    return learningRate;
  }
  if (attr == "iterations") {
    if (iterations.isNull()) iterations = variableView(in, optimizer->iterationsVariable(), "iteration:0");
    return iterations;
  }
  if (attr == "name") return in.newStr(name);
  const keras::OptimizerConfig& c = optimizer->config();
  if (attr == "momentum") return Value::real(c.momentum);
  if (attr == "nesterov") return Value::boolean(c.nesterov);
  if (attr == "rho") return Value::real(c.rho);
  if (attr == "epsilon") return Value::real(c.epsilon);
  if (attr == "beta_1") return Value::real(c.beta1);
  if (attr == "beta_2") return Value::real(c.beta2);
  if (attr == "centered") return Value::boolean(c.centered);
  if (attr == "apply_gradients") return boundMethod(in, Value(this), "apply_gradients", applyGradients);
  return {};
}

bool OptimizerObj::setAttr(Interp& in, const std::string& attr, const Value& v) {
  if (attr != "learning_rate" && attr != "lr") return false;
  optimizer->setLearningRate(toDouble(in, v));
  return true;
}

std::string OptimizerObj::repr(Interp& in) {
  return objectRepr(in,
                    std::string(modulePath(optimizer->config().kind)) + "." +
                        keras::optimizerClassName(optimizer->config().kind),
                    this);
}

double numberOr(Interp& in, const Value& v, double fallback) { return given(v) ? toDouble(in, v) : fallback; }
bool flagOr(Interp& in, const Value& v, bool fallback) { return given(v) ? in.truthy(v) : fallback; }

Value makeOptimizer(Interp& in, keras::OptimizerConfig c, const Value& name) {
  std::string n = given(name) ? toStr(in, name) : keras::optimizerClassName(c.kind);
  auto opt = std::make_shared<keras::Optimizer>(c);
  return Value(new OptimizerObj(optimizerClass(in, c.kind), std::move(opt), n));
}

// SGD(learning_rate=0.01, momentum=0.0, nesterov=False, ..., name="SGD")
Value newSgd(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "SGD",
                     {"learning_rate", "momentum", "nesterov", "weight_decay", "clipnorm", "clipvalue",
                      "global_clipnorm", "use_ema", "ema_momentum", "ema_overwrite_frequency", "jit_compile", "name"},
                     0);
  keras::OptimizerConfig c = keras::defaultOptimizerConfig(keras::OptimizerKind::SGD);
  c.learningRate = numberOr(in, a[0], c.learningRate);
  c.momentum = numberOr(in, a[1], 0.0);
  c.nesterov = flagOr(in, a[2], false);
  if (c.momentum < 0 || c.momentum > 1) in.raise(in.types.ValueError, "`momentum` must be between [0, 1].");
  return makeOptimizer(in, c, a[11]);
}

// RMSprop(learning_rate=0.001, rho=0.9, momentum=0.0, epsilon=1e-07, centered=False, ..., name="RMSprop")
Value newRmsprop(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "RMSprop",
                     {"learning_rate", "rho", "momentum", "epsilon", "centered", "weight_decay", "clipnorm",
                      "clipvalue", "global_clipnorm", "use_ema", "ema_momentum", "ema_overwrite_frequency",
                      "jit_compile", "name"},
                     0);
  keras::OptimizerConfig c = keras::defaultOptimizerConfig(keras::OptimizerKind::RMSprop);
  c.learningRate = numberOr(in, a[0], c.learningRate);
  c.rho = numberOr(in, a[1], 0.9);
  c.momentum = numberOr(in, a[2], 0.0);
  c.epsilon = numberOr(in, a[3], 1e-7);
  c.centered = flagOr(in, a[4], false);
  return makeOptimizer(in, c, a[13]);
}

// Adam(learning_rate=0.001, beta_1=0.9, beta_2=0.999, epsilon=1e-07, amsgrad=False, ..., name="Adam")
Value newAdam(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "Adam",
                     {"learning_rate", "beta_1", "beta_2", "epsilon", "amsgrad", "weight_decay", "clipnorm",
                      "clipvalue", "global_clipnorm", "use_ema", "ema_momentum", "ema_overwrite_frequency",
                      "jit_compile", "name"},
                     0);
  keras::OptimizerConfig c = keras::defaultOptimizerConfig(keras::OptimizerKind::Adam);
  c.learningRate = numberOr(in, a[0], c.learningRate);
  c.beta1 = numberOr(in, a[1], 0.9);
  c.beta2 = numberOr(in, a[2], 0.999);
  c.epsilon = numberOr(in, a[3], 1e-7);
  if (flagOr(in, a[4], false)) in.raise(in.types.NotImplementedError, "tracelab's Adam has no amsgrad variant.");
  return makeOptimizer(in, c, a[13]);
}

void defineOptimizers(Interp& in, const Value& module) {
  defFunction(in, module, "SGD", newSgd);
  defFunction(in, module, "RMSprop", newRmsprop);
  defFunction(in, module, "Adam", newAdam);
}

}  // namespace

std::shared_ptr<keras::Optimizer> optimizerFrom(Interp& in, const Value& v, Value* pythonObject) {
  if (v.is(ObjKind::Str)) {
    keras::OptimizerKind kind;
    if (!keras::optimizerFromName(toStr(in, v), &kind)) {
      in.raise(in.types.ValueError, "Could not interpret optimizer identifier: " + toStr(in, v));
    }
    *pythonObject = makeOptimizer(in, keras::defaultOptimizerConfig(kind), Value());
    return static_cast<OptimizerObj*>(pythonObject->as<NativeObject>())->optimizer;
  }
  auto* obj = dynamic_cast<OptimizerObj*>(v.is(ObjKind::Native) ? v.as<NativeObject>() : nullptr);
  if (!obj) in.raise(in.types.ValueError, "Could not interpret optimizer identifier: " + in.repr(v));
  *pythonObject = v;
  return obj->optimizer;
}

void installKerasOptimizers(Interp& in, const Value& keras) {
  Value optimizers = in.newModule("tensorflow.keras.optimizers");
  Value experimental = in.newModule("tensorflow.keras.optimizers.experimental");
  defineOptimizers(in, optimizers);
  defineOptimizers(in, experimental);
  setModuleAttr(in, optimizers, "experimental", experimental);
  setModuleAttr(in, keras, "optimizers", optimizers);
}

}  // namespace tl::lang
