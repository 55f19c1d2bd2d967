// tf.keras.losses (functions and loss objects) and tf.keras.metrics (stateful
// metric objects) over keras::batchLoss and keras::Metric. Both run their ops in
// the current context, so they work eagerly and inside tf.function alike.
#include "lang/modules/tensorflow/keras/keras_layers.h"
#include "lang/modules/tensorflow/object_util.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

class LossObj : public NativeObject {
 public:
  LossObj(ClassObj* cls, keras::LossKind k, std::string n) : NativeObject(cls), kind(k), name(std::move(n)) {}
  keras::LossKind kind;
  std::string name;
  Value call(Interp& in, CallArgs& args) override {
    auto a = parseArgs(in, args, "__call__", {"y_true", "y_pred", "sample_weight"}, 2);
    ops::Value yPred = toTensorValue(in, a[1], core::DType::Float32);
    return wrapTensor(in, keras::batchLoss(kind, toTensorValue(in, a[0], core::DType::Float32), yPred));
  }
  Value getAttr(Interp& in, const std::string& attr) override { return attr == "name" ? in.newStr(name) : Value(); }
  std::string repr(Interp& in) override { return objectRepr(in, "keras.src.losses." + cls()->name, this); }
};

class MetricObj : public NativeObject {
 public:
  MetricObj(ClassObj* cls, std::shared_ptr<keras::Metric> m) : NativeObject(cls), metric(std::move(m)) {}
  std::shared_ptr<keras::Metric> metric;
  Value getAttr(Interp& in, const std::string& attr) override;
  std::string repr(Interp& in) override {
    return objectRepr(in, "keras.src.metrics.regression_metrics." + cls()->name, this);
  }
};

ClassObj* classNamed(Interp& in, const std::string& name, const std::string& module) {
  return kerasClass(in, name, module);
}

MetricObj& metricOf(const Value& self) { return *static_cast<MetricObj*>(self.as<NativeObject>()); }

Value updateState(Interp& in, const Value& self, CallArgs& args) {
  keras::Metric& m = *metricOf(self).metric;
  if (m.kind() == keras::MetricKind::Mean) {
    auto a = parseArgs(in, args, "update_state", {"values", "sample_weight"}, 1);
    ops::Value weight = given(a[1]) ? toTensorValue(in, a[1], core::DType::Float32) : ops::Value();
    m.updateMean(toTensorValue(in, a[0], core::DType::Float32), weight);
    return in.none();
  }
  auto a = parseArgs(in, args, "update_state", {"y_true", "y_pred", "sample_weight"}, 2);
  m.update(toTensorValue(in, a[0], core::DType::Float32), toTensorValue(in, a[1], core::DType::Float32));
  return in.none();
}

Value MetricObj::getAttr(Interp& in, const std::string& attr) {
  Value self(this);
  if (attr == "name") return in.newStr(metric->name());
  if (attr == "update_state") return boundMethod(in, self, "update_state", updateState);
  if (attr == "result") {
    return boundMethod(in, self, "result", [](Interp& in, const Value& s, CallArgs&) {
      return wrapTensor(in, metricOf(s).metric->result());
    });
  }
  if (attr == "reset_state" || attr == "reset_states") {
    return boundMethod(in, self, "reset_state", [](Interp& in, const Value& s, CallArgs&) {
      metricOf(s).metric->reset();
      return in.none();
    });
  }
  return {};
}

struct LossSpec {
  const char* className;
  const char* functionName;
  keras::LossKind kind;
};
constexpr LossSpec kLosses[] = {{"MeanSquaredError", "mean_squared_error", keras::LossKind::MeanSquaredError},
                                {"MeanAbsoluteError", "mean_absolute_error", keras::LossKind::MeanAbsoluteError}};

// The per-sample loss functions (mean over the last axis), as tf.keras.losses.mse.
NativeFn lossFunction(keras::LossKind kind) {
  return [kind](Interp& in, const Value&, CallArgs& args) {
    auto a = parseArgs(in, args, "loss", {"y_true", "y_pred"}, 2);
    ops::Value yPred = toTensorValue(in, a[1], core::DType::Float32);
    ops::Value yTrue = keras::matchRank(toTensorValue(in, a[0], core::DType::Float32), yPred);
    return wrapTensor(in, keras::perSampleLoss(kind, yTrue, yPred));
  };
}

void defineMetric(Interp& in, const Value& module, const char* className, keras::MetricKind kind) {
  defFunction(in, module, className, [className, kind](Interp& in, const Value&, CallArgs& args) {
    auto a = parseArgs(in, args, className, {"name", "dtype"}, 0);
    std::string name = given(a[0]) ? toStr(in, a[0]) : keras::metricDefaultName(kind);
    auto metric = std::make_shared<keras::Metric>(kind, name);
    return Value(new MetricObj(classNamed(in, className, "keras.src.metrics"), std::move(metric)));
  });
}

}  // namespace

keras::LossKind lossFrom(Interp& in, const Value& v) {
  keras::LossKind kind;
  if (v.is(ObjKind::Str)) {
    if (!keras::lossFromName(toStr(in, v), &kind)) {
      in.raise(in.types.ValueError, "Unknown loss function: '" + toStr(in, v) +
                                        "'. Please ensure you are using a `keras.utils.custom_object_scope` "
                                        "and that this object is included in the scope.");
    }
    return kind;
  }
  if (auto* obj = dynamic_cast<LossObj*>(v.is(ObjKind::Native) ? v.as<NativeObject>() : nullptr)) return obj->kind;
  if (v.is(ObjKind::Builtin) && keras::lossFromName(v.as<Builtin>()->name, &kind)) return kind;
  in.raise(in.types.ValueError, "Could not interpret loss identifier: " + in.repr(v));
}

std::shared_ptr<keras::Metric> metricFrom(Interp& in, const Value& v, Value* pythonObject) {
  if (v.is(ObjKind::Str)) {
    keras::MetricKind kind;
    if (!keras::metricFromName(toStr(in, v), &kind)) {
      in.raise(in.types.ValueError, "Unknown metric function: '" + toStr(in, v) +
                                        "'. tracelab supports "
                                        "RootMeanSquaredError, MeanAbsoluteError, MeanSquaredError and Mean.");
    }
    auto metric = std::make_shared<keras::Metric>(kind, toStr(in, v));  // Keras names it by the string
    *pythonObject = Value(new MetricObj(classNamed(in, "MeanMetricWrapper", "keras.src.metrics"), metric));
    return metric;
  }
  auto* obj = dynamic_cast<MetricObj*>(v.is(ObjKind::Native) ? v.as<NativeObject>() : nullptr);
  if (!obj) in.raise(in.types.ValueError, "Could not interpret metric identifier: " + in.repr(v));
  *pythonObject = v;
  return obj->metric;
}

void installKerasLosses(Interp& in, const Value& keras) {
  Value losses = in.newModule("tensorflow.keras.losses");
  for (const auto& spec : kLosses) {
    keras::LossKind kind = spec.kind;
    const char* cname = spec.className;
    defFunction(in, losses, spec.className, [kind, cname](Interp& in, const Value&, CallArgs& args) {
      auto a = parseArgs(in, args, cname, {"reduction", "name"}, 0);
      std::string name = given(a[1]) ? toStr(in, a[1]) : keras::lossFunctionName(kind);
      return Value(new LossObj(classNamed(in, cname, "keras.src.losses"), kind, name));
    });
    defFunction(in, losses, spec.functionName, lossFunction(kind));
  }
  defFunction(in, losses, "mse", lossFunction(keras::LossKind::MeanSquaredError));
  defFunction(in, losses, "MSE", lossFunction(keras::LossKind::MeanSquaredError));
  defFunction(in, losses, "mae", lossFunction(keras::LossKind::MeanAbsoluteError));
  defFunction(in, losses, "MAE", lossFunction(keras::LossKind::MeanAbsoluteError));
  setModuleAttr(in, keras, "losses", losses);
}

void installKerasMetrics(Interp& in, const Value& keras) {
  Value metrics = in.newModule("tensorflow.keras.metrics");
  defineMetric(in, metrics, "RootMeanSquaredError", keras::MetricKind::RootMeanSquaredError);
  defineMetric(in, metrics, "MeanAbsoluteError", keras::MetricKind::MeanAbsoluteError);
  defineMetric(in, metrics, "MeanSquaredError", keras::MetricKind::MeanSquaredError);
  defineMetric(in, metrics, "Mean", keras::MetricKind::Mean);
  setModuleAttr(in, keras, "metrics", metrics);
}

}  // namespace tl::lang
