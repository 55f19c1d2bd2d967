#include "keras/step_function.h"

#include <chrono>

namespace tl::keras {
namespace {

using Clock = std::chrono::steady_clock;

// Plans kept per cache entry for exact input shapes (the last batch of an epoch
// is often smaller).
constexpr size_t kMaxSpecialized = 4;

class BodyAdapter : public function::TraceBody {
 public:
  explicit BodyAdapter(const StepBody& body) : body_(body) {}
  std::vector<ops::Value> run(graph::GraphBuilder&, const std::vector<ops::Value>& inputs) override {
    return body_(inputs);
  }

 private:
  const StepBody& body_;
};

core::PartialShape batchRelaxed(const core::Shape& shape) {
  core::Dims dims = shape.dims();
  if (!dims.empty()) dims[0] = core::PartialShape::kUnknown;
  return core::PartialShape(dims);
}

}  // namespace

uint64_t stepCodeId(const std::string& qualname) {
  uint64_t h = 1469598103934665603ull;  // FNV-1a: stable across builds and runs
  for (char c : qualname) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return h | (1ull << 63);  // never collides with interpreter code ids (small)
}

StepFunction::StepFunction(function::FunctionRegistry& registry, StepIdentity identity, StepBody body,
                           std::vector<std::string> inputNames)
    : registry_(registry),
      identity_(std::move(identity)),
      body_(std::move(body)),
      input_names_(std::move(inputNames)),
      tracker_(registry, identity_.name, identity_.pythonRepr, identity_.codeId,
               function::FunctionOptions{true, false, identity_.origin}) {}

function::FunctionType StepFunction::typeOf(const std::vector<core::Tensor>& inputs, bool relaxBatch) const {
  std::vector<function::TraceType> specs;
  for (const auto& t : inputs) {
    core::PartialShape shape = relaxBatch ? batchRelaxed(t.shape()) : core::PartialShape(t.shape());
    specs.push_back(function::TraceType::tensorSpec(t.dtype(), shape));
  }
  function::TraceType type = specs.size() == 1 ? specs[0] : function::TraceType::tuple(specs);
  return function::FunctionType({function::Parameter{"iterator", function::ParameterKind::PositionalOrKeyword, type}});
}

size_t StepFunction::trace(const function::FunctionType& type, const function::Explanation& why,
                           const core::Options& options, core::EventSink& sink) {
  const function::TraceType& t = type.parameters()[0].type;
  std::vector<function::TraceType> leaves = t.kind() == function::TraceType::Kind::Tuple
                                                ? t.elements()
                                                : std::vector<function::TraceType>{t};
  std::vector<function::PlaceholderSpec> placeholders;
  for (size_t i = 0; i < leaves.size(); ++i) {
    placeholders.push_back({input_names_[i], leaves[i].dtype(), leaves[i].shape()});
  }
  BodyAdapter adapter(body_);
  auto concrete = function::traceConcrete(identity_.name, registry_.nextConcreteId(), type, placeholders, adapter,
                                          options);
  function::TraceInfo info{concrete->id, concrete->traceUs, concrete->nodes, concrete->nodesOptimized,
                           concrete->bytesHeld()};
  size_t entry = tracker_.addTrace(type, info, why, tracker_.nextCallNumber(), sink);
  concretes_.push_back(concrete);
  sink.emit(concrete->graphEvent());
  return entry;
}

bool StepFunction::sameAsLast(const std::vector<core::Tensor>& inputs, bool relaxBatch) const {
  if (!last_valid_ || relaxBatch != last_relaxed_ || inputs.size() != last_shapes_.size()) return false;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (inputs[i].dtype() != core::DType::Float32 || inputs[i].shape().dims() != last_shapes_[i]) return false;
  }
  return true;
}

const function::ConcreteFunction& StepFunction::specialized(size_t entry, const std::vector<core::Tensor>& inputs,
                                                            const core::Options& options) {
  const function::ConcreteFunction& generic = *concretes_[entry];
  std::vector<core::Dims> shapes;
  for (const auto& t : inputs) shapes.push_back(t.shape().dims());
  auto key = std::make_pair(entry, shapes);
  auto it = specialized_.find(key);
  if (it != specialized_.end()) return *it->second;
  size_t count = 0;
  for (const auto& [k, fn] : specialized_) count += k.first == entry ? 1 : 0;
  if (count >= kMaxSpecialized) return generic;
  std::vector<function::PlaceholderSpec> placeholders;
  for (size_t i = 0; i < inputs.size(); ++i) {
    placeholders.push_back({input_names_[i], inputs[i].dtype(), core::PartialShape(inputs[i].shape())});
  }
  BodyAdapter adapter(body_);
  auto fn = function::traceConcrete(identity_.name, generic.id, generic.signature, placeholders, adapter, options);
  return *specialized_.emplace(key, fn).first->second;
}

std::vector<core::Tensor> StepFunction::call(const std::vector<core::Tensor>& inputs, bool relaxBatch,
                                             const core::Options& options, core::EventSink& sink) {
  auto start = Clock::now();
  bool traced = false;
  size_t entry = last_entry_;
  bool same = sameAsLast(inputs, relaxBatch);
  if (!same) {
    auto lookup = tracker_.lookup(typeOf(inputs, relaxBatch));
    traced = !lookup.hit;
    entry = traced ? trace(lookup.traceType, lookup.why, options, sink) : *lookup.hit;
    last_shapes_.clear();
    for (const auto& t : inputs) last_shapes_.push_back(t.shape().dims());
    last_relaxed_ = relaxBatch;
    last_entry_ = entry;
    last_valid_ = true;
  }
  last_ = concretes_[entry].get();
  ops::KernelContext context{&sink, "run", identity_.name};
  if (!same) last_executed_ = &specialized(entry, inputs, options);
  std::vector<core::Tensor> outputs = function::runConcrete(*last_executed_, executor_, inputs, context);
  calls_ += 1;
  double us = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
  // The session joins a run of cache hits into one call event (session/call_runs.h).
  tracker_.recordCall(traced, entry, us, sink);
  return outputs;
}

}  // namespace tl::keras
