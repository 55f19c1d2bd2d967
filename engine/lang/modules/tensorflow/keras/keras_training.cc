// Model.compile / fit / evaluate / predict / predict_on_batch for Sequential,
// over keras::Trainer: the data is converted once, batched in C++, and each
// batch runs the traced step function's cached plan (train_function,
// test_function, predict_function, as Keras 2 names them).
#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>

#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/tensorflow/function/function_state.h"
#include "lang/modules/tensorflow/keras/keras_layers.h"
#include "lang/modules/tensorflow/keras/keras_progbar.h"
#include "lang/modules/tensorflow/keras/keras_training.h"
#include "lang/modules/tensorflow/object_util.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

// Every step function is a new Python function object with its own address; a
// counter (not the trainer's pointer, which the allocator may reuse) keys it.
struct StepFunctionCount {
  uintptr_t made = 0;
};

std::string stepRepr(Interp& in, const std::string& kind) {
  char buf[32];
  const uintptr_t made = ++in.moduleState<StepFunctionCount>().made;
  const void* token = reinterpret_cast<const void*>(static_cast<uintptr_t>(0x5e9000) + made);
  std::snprintf(buf, sizeof buf, "%llx", static_cast<unsigned long long>(in.fakeAddress(token)));
  return "<function Model.make_" + kind + "_function.<locals>." + kind + "_function at 0x" + buf + ">";
}

std::shared_ptr<keras::Trainer> newTrainer(Interp& in, SequentialObj& m, int64_t inputDim,
                                           std::shared_ptr<keras::Optimizer> optimizer, keras::LossKind loss,
                                           std::vector<std::shared_ptr<keras::Metric>> metrics) {
  auto trainer = std::make_shared<keras::Trainer>(buildModelSpec(in, m, inputDim), std::move(optimizer), loss,
                                                  std::move(metrics));
  const char* kinds[] = {"train", "test", "predict"};
  for (int i = 0; i < 3; ++i) trainer->setStepRepr(kinds[i], stepRepr(in, kinds[i]));
  trainer->setModelLine(m.createdLine);
  return trainer;
}

int64_t modelInputDim(SequentialObj& m, const core::Tensor& x) {
  if (!m.layers.empty()) {
    DenseObj* first = asDense(m.layers[0]);
    if (first->inputDim > 0) return first->inputDim;
  }
  if (m.inputDim > 0) return m.inputDim;
  return x.rank() >= 2 ? x.shape().dims().back() : 1;
}

}  // namespace

keras::StepHost kerasHost(Interp& in) { return keras::StepHost{functionState(in).registry, in.options(), in.sink()}; }

// Keras's `verbose`: "auto" is 1 (2 only under a ParameterServerStrategy).
int kerasVerbosity(Interp& in, const Value& v) {
  if (!given(v) || (v.is(ObjKind::Str) && toStr(in, v) == "auto")) return 1;
  return static_cast<int>(std::clamp<int64_t>(toInt(in, v), INT_MIN, INT_MAX));  // 2**32 is not 0
}

int64_t kerasBatchSize(Interp& in, const Value& v) {
  int64_t b = given(v) ? toInt(in, v) : 32;  // Keras: "If unspecified, batch_size will default to 32"
  if (b <= 0) in.raise(in.types.ValueError, "Expected `batch_size` to be a positive integer, got " + std::to_string(b));
  return b;
}

// Any array-like (tensor, numpy, list, pandas) as a float32 tensor with rows first.
core::Tensor kerasData(Interp& in, const Value& v, const char* what, const SequentialObj* model) {
  if (!given(v)) in.raise(in.types.ValueError, std::string("Expected `") + what + "` to be given.");
  ops::Value t;
  {
    ops::ContextScope eager(ops::defaultEagerContext());
    t = toTensorValue(in, v);
    if (t.isSymbolic()) {
      in.raise(in.types.RuntimeError,
               "Detected a call to `Model.fit`, `Model.evaluate` or `Model.predict` "
               "inside a `tf.function`. These methods run their own tf.functions; "
               "call the model directly (`model(x)`) inside a tf.function instead.");
    }
    if (t.dtype() != core::DType::Float32) t = ops::call1(ops::Op::Cast, {t}, {{"DstT", core::DType::Float32}});
  }
  if (t.tensor().rank() == 0)
    in.raise(in.types.ValueError, std::string("Expected `") + what + "` to have a batch dimension.");
  if (model) {
    std::vector<int64_t> dims = t.tensor().shape().dims();
    dims[0] = core::PartialShape::kUnknown;
    checkSequentialInput(in, *model, dims);
  }
  return keras::expand1d(t.tensor());
}

keras::Trainer& trainerFor(Interp& in, SequentialObj& m, const core::Tensor& x, bool training) {
  if (m.compiled) {
    CompiledState& c = *m.compiled;
    if (!c.trainer) {
      std::vector<std::shared_ptr<keras::Metric>> metrics;
      Value ignored;
      for (const auto& metric : c.metrics) metrics.push_back(metricFrom(in, metric, &ignored));
      std::shared_ptr<keras::Optimizer> opt = optimizerFrom(in, c.optimizer, &ignored);
      c.trainer = newTrainer(in, m, modelInputDim(m, x), opt, c.lossKind, metrics);
    }
    return *c.trainer;
  }
  if (training) {
    in.raise(in.types.RuntimeError,
             "You must compile your model before training/testing. "
             "Use `model.compile(optimizer, loss)`.");
  }
  if (!m.predictOnly)
    m.predictOnly = newTrainer(in, m, modelInputDim(m, x), nullptr, keras::LossKind::MeanSquaredError, {});
  return *m.predictOnly;
}

// compile(optimizer="rmsprop", loss=None, metrics=None, ...): a new compiled state,
// so the next fit/evaluate/predict makes new step functions (Keras resets them).
Value kerasCompile(Interp& in, SequentialObj& m, CallArgs& args) {
  auto a = parseArgs(in, args, "compile",
                     {"optimizer", "loss", "metrics", "loss_weights", "weighted_metrics", "run_eagerly",
                      "steps_per_execution", "jit_compile"},
                     0);
  auto state = std::make_unique<CompiledState>();
  optimizerFrom(in, given(a[0]) ? a[0] : in.newStr("rmsprop"), &state->optimizer);
  state->loss = given(a[1]) ? a[1] : in.newStr("mean_squared_error");
  state->lossKind = lossFrom(in, state->loss);
  if (given(a[2])) {
    for (const auto& metric : in.toVector(a[2])) {
      Value object;
      metricFrom(in, metric, &object);
      state->metrics.push_back(object);
    }
  }
  m.compiled = std::move(state);
  m.predictOnly.reset();
  return in.none();
}

void printLine(Interp& in, int verbose, const std::string& text) {
  if (verbose > 0) in.writeStdout(text + "\n");
}

Value wrapPredictions(Interp& in, const core::Tensor& t) { return wrapNdArray(in, t); }

// predict(x, batch_size=None, verbose="auto", steps=None, callbacks=None, ...)
Value kerasPredict(Interp& in, SequentialObj& m, CallArgs& args) {
  auto a = parseArgs(in, args, "predict",
                     {"x", "batch_size", "verbose", "steps", "callbacks", "max_queue_size", "workers",
                      "use_multiprocessing"},
                     1);
  core::Tensor x = kerasData(in, a[0], "x", &m);
  int verbose = kerasVerbosity(in, a[2]);
  keras::Trainer& trainer = trainerFor(in, m, x, false);
  auto start = std::chrono::steady_clock::now();
  int64_t steps = 0;
  core::Tensor out = trainer.predict(x, kerasBatchSize(in, a[1]), false, kerasHost(in), &steps);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  printLine(in, verbose, kerasProgressLine(verbose, steps, seconds, {}));
  return wrapPredictions(in, out);
}

// predict_on_batch(x): one batch of exactly x's rows (no progress line).
Value kerasPredictOnBatch(Interp& in, SequentialObj& m, CallArgs& args) {
  auto a = parseArgs(in, args, "predict_on_batch", {"x"}, 1);
  core::Tensor x = kerasData(in, a[0], "x", &m);
  keras::Trainer& trainer = trainerFor(in, m, x, false);
  return wrapPredictions(in, trainer.predict(x, 0, true, kerasHost(in)));
}

Value logsValue(Interp& in, const keras::Logs& logs) {
  if (logs.size() == 1) return Value::real(logs[0].second);
  std::vector<Value> values;
  for (const auto& [k, v] : logs) values.push_back(Value::real(v));
  return in.newList(values);
}

// evaluate(x, y, batch_size=None, verbose="auto", ...): the loss, or [loss, metrics...].
Value kerasEvaluate(Interp& in, SequentialObj& m, CallArgs& args) {
  auto a = parseArgs(in, args, "evaluate",
                     {"x", "y", "batch_size", "verbose", "sample_weight", "steps", "callbacks", "max_queue_size",
                      "workers", "use_multiprocessing", "return_dict"},
                     1);
  core::Tensor x = kerasData(in, a[0], "x", &m), y = kerasData(in, a[1], "y");
  int verbose = kerasVerbosity(in, a[3]);
  keras::Trainer& trainer = trainerFor(in, m, x, true);
  keras::EpochResult r = trainer.evaluate(x, y, kerasBatchSize(in, a[2]), kerasHost(in));
  printLine(in, verbose, kerasProgressLine(verbose, r.steps, r.seconds, r.logs, r.firstStepSeconds));
  if (given(a[10]) && in.truthy(a[10])) {
    Value d = in.newDict();
    for (const auto& [k, v] : r.logs) d.as<Dict>()->set(in.newStr(k), Value::real(v));
    return d;
  }
  return logsValue(in, r.logs);
}

}  // namespace tl::lang
