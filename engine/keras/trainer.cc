#include "keras/trainer.h"

#include <chrono>
#include <cstring>

#include "autodiff/gradient_tape.h"
#include "ops/builders.h"

namespace tl::keras {
namespace {

namespace b = ops::build;
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Keras 2's closures: the qualname is what the warning prints and what the
// shared detector is keyed by.
std::string qualname(const std::string& kind) {
  std::string cap = kind == "train" ? "train" : kind == "test" ? "test" : "predict";
  return "Model.make_" + cap + "_function.<locals>." + cap + "_function";
}

}  // namespace

Trainer::Trainer(SequentialModel model, std::shared_ptr<Optimizer> optimizer, LossKind loss,
                 std::vector<std::shared_ptr<Metric>> metrics)
    : model_(std::move(model)),
      optimizer_(std::move(optimizer)),
      loss_(loss),
      loss_tracker_(MetricKind::Mean, "loss"),
      metrics_(std::move(metrics)) {}

void Trainer::setStepRepr(const std::string& kind, const std::string& pythonRepr) { reprs_[kind] = pythonRepr; }

StepFunction* Trainer::stepFunction(const std::string& kind) {
  auto it = steps_.find(kind);
  return it == steps_.end() ? nullptr : it->second.get();
}

StepFunction& Trainer::step(const std::string& kind, StepHost host) {
  auto& slot = steps_[kind];
  if (slot) return *slot;
  const char* method = kind == "train" ? "fit" : kind == "test" ? "evaluate" : "predict";
  StepIdentity id{kind + "_function", reprs_[kind], stepCodeId(qualname(kind)), {model_line_, method}};
  if (id.pythonRepr.empty()) id.pythonRepr = "<function " + qualname(kind) + ">";
  StepBody body;
  std::vector<std::string> names{"x", "y"};
  if (kind == "train") body = [this](const std::vector<ops::Value>& in) { return trainStep(in); };
  if (kind == "test") body = [this](const std::vector<ops::Value>& in) { return testStep(in); };
  if (kind == "predict") {
    body = [this](const std::vector<ops::Value>& in) { return predictStep(in); };
    names = {"x"};
  }
  slot = std::make_unique<StepFunction>(host.registry, id, std::move(body), names);
  return *slot;
}

void Trainer::updateLossAndMetrics(const ops::Value& loss, const ops::Value& y, const ops::Value& pred,
                                   const ops::Value& x) {
  // The loss tracker weights each batch's mean loss by its size (compile_utils).
  const core::PartialShape& s = x.shape();
  int64_t features = s.hasRank() && s.rank() == 2 ? s.dim(1) : 1;
  ops::Value rows = s.hasRank() && s.rank() >= 1 && s.dim(0) >= 0
                        ? b::scalar(static_cast<double>(s.dim(0)), core::DType::Float32)
                        : b::div(b::cast(b::size(x), core::DType::Float32),
                                 b::scalar(static_cast<double>(features), core::DType::Float32));
  loss_tracker_.updateMean(loss, rows);
  for (auto& m : metrics_) m->update(y, pred);
}

std::vector<ops::Value> Trainer::results() const {
  std::vector<ops::Value> out{loss_tracker_.result()};
  for (const auto& m : metrics_) out.push_back(m->result());
  return out;
}

std::vector<ops::Value> Trainer::trainStep(const std::vector<ops::Value>& inputs) {
  const ops::Value& x = inputs[0];
  const ops::Value& y = inputs[1];
  autodiff::GradientTape tape;
  ops::Value pred, loss;
  {
    ops::ContextScope scope(tape);
    pred = model_.forward(x);
    loss = batchLoss(loss_, y, pred);
  }
  std::vector<core::Tensor> weights = model_.trainableWeights();
  std::vector<ops::Value> sources(weights.begin(), weights.end());
  // The seed dloss/dloss = 1 as a constant (not OnesLike of the loss), so the
  // passes fold the loss gradient's head when the batch shape is known.
  std::vector<ops::Value> grads = tape.gradient(loss, sources, ops::Value(core::Tensor::scalarF32(1.0f)));
  optimizer_->apply(grads, weights);
  updateLossAndMetrics(loss, y, pred, x);
  return results();
}

std::vector<ops::Value> Trainer::testStep(const std::vector<ops::Value>& inputs) {
  ops::Value pred = model_.forward(inputs[0]);
  ops::Value loss = batchLoss(loss_, inputs[1], pred);
  updateLossAndMetrics(loss, inputs[1], pred, inputs[0]);
  return results();
}

std::vector<ops::Value> Trainer::predictStep(const std::vector<ops::Value>& inputs) {
  return {model_.forward(inputs[0])};
}

void Trainer::resetMetrics() {
  loss_tracker_.reset();
  for (auto& m : metrics_) m->reset();
}

Logs Trainer::currentLogs() const {
  Logs logs{{"loss", loss_tracker_.value()}};
  for (const auto& m : metrics_) logs.emplace_back(m->name(), m->value());
  return logs;
}

EpochResult Trainer::trainEpoch(const core::Tensor& x, const core::Tensor& y, int64_t batchSize, bool shuffle,
                                SplitMix64& rng, StepHost host) {
  auto start = Clock::now();
  StepFunction& fn = step("train", host);
  resetMetrics();
  int64_t rows = x.shape().dims()[0];
  std::vector<int64_t> order = shuffle ? shuffledIndices(rows, rng) : std::vector<int64_t>();
  EpochResult result;
  for (int64_t begin = 0; begin < rows; begin += batchSize) {
    int64_t end = std::min(rows, begin + batchSize);
    std::vector<core::Tensor> batch =
        shuffle ? std::vector<core::Tensor>{gatherRows(x, order, begin, end), gatherRows(y, order, begin, end)}
                : std::vector<core::Tensor>{sliceRows(x, begin, end), sliceRows(y, begin, end)};
    fn.call(batch, true, host.options, host.sink);
    if (++result.steps == 1) result.firstStepSeconds = secondsSince(start);
  }
  result.logs = currentLogs();
  result.seconds = secondsSince(start);
  return result;
}

EpochResult Trainer::evaluate(const core::Tensor& x, const core::Tensor& y, int64_t batchSize, StepHost host) {
  auto start = Clock::now();
  StepFunction& fn = step("test", host);
  resetMetrics();
  int64_t rows = x.shape().dims()[0];
  EpochResult result;
  for (int64_t begin = 0; begin < rows; begin += batchSize) {
    int64_t end = std::min(rows, begin + batchSize);
    fn.call({sliceRows(x, begin, end), sliceRows(y, begin, end)}, true, host.options, host.sink);
    if (++result.steps == 1) result.firstStepSeconds = secondsSince(start);
  }
  result.logs = currentLogs();
  result.seconds = secondsSince(start);
  return result;
}

core::Tensor Trainer::predict(const core::Tensor& x, int64_t batchSize, bool singleBatch, StepHost host,
                              int64_t* steps) {
  StepFunction& fn = step("predict", host);
  int64_t rows = x.shape().dims()[0];
  if (singleBatch) batchSize = std::max<int64_t>(rows, 1);
  std::vector<core::Tensor> parts;
  for (int64_t begin = 0; begin < rows; begin += batchSize) {
    int64_t end = std::min(rows, begin + batchSize);
    parts.push_back(fn.call({sliceRows(x, begin, end)}, !singleBatch, host.options, host.sink)[0]);
  }
  if (steps) *steps = static_cast<int64_t>(parts.size());
  if (parts.size() == 1) return parts[0];
  core::Dims dims = parts.empty() ? core::Dims{0, model_.layers.empty() ? 1 : model_.layers.back().units}
                                  : parts[0].shape().dims();
  dims[0] = rows;
  core::Tensor out(core::DType::Float32, core::Shape(dims));
  int64_t offset = 0;
  for (const auto& p : parts) {
    std::memcpy(out.data<char>() + offset, p.data<char>(), static_cast<size_t>(p.bytes()));
    offset += p.bytes();
  }
  return out;
}

}  // namespace tl::keras
