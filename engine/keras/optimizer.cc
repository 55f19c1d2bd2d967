#include "keras/optimizer.h"

#include <cctype>

#include "keras/model.h"
#include "ops/builders.h"

namespace tl::keras {
namespace {

using ops::Value;
namespace b = ops::build;

Value f32(double v) { return b::scalar(v, core::DType::Float32); }

void assign(ops::Op op, const core::Tensor& variable, const Value& value) { ops::call(op, {Value(variable), value}); }

}  // namespace

OptimizerConfig defaultOptimizerConfig(OptimizerKind kind) {
  OptimizerConfig c;
  c.kind = kind;
  c.learningRate = kind == OptimizerKind::SGD ? 0.01 : 0.001;
  return c;
}

bool optimizerFromName(const std::string& name, OptimizerKind* out) {
  std::string lower;
  for (char ch : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (lower == "sgd") *out = OptimizerKind::SGD;
  else if (lower == "rmsprop") *out = OptimizerKind::RMSprop;
  else if (lower == "adam") *out = OptimizerKind::Adam;
  else return false;
  return true;
}

const char* optimizerClassName(OptimizerKind kind) {
  switch (kind) {
    case OptimizerKind::SGD: return "SGD";
    case OptimizerKind::RMSprop: return "RMSprop";
    case OptimizerKind::Adam: return "Adam";
  }
  return "Optimizer";
}

Optimizer::Optimizer(OptimizerConfig config) : config_(config) {
  learning_rate_ = ops::makeVariableHandle(core::Tensor::scalarF32(static_cast<float>(config.learningRate)),
                                           "learning_rate", false);
  iterations_ = ops::makeVariableHandle(core::Tensor::scalarF32(0), "iteration", false);
}

double Optimizer::learningRate() const { return ops::variableStorage(learning_rate_).value.elementAsDouble(0); }

void Optimizer::setLearningRate(double value) {
  ops::variableStorage(learning_rate_).value = core::Tensor::scalarF32(static_cast<float>(value));
}

namespace {

// The slots a kind keeps per variable (see Slots).
struct SlotSet {
  bool a, b, c;
  int count() const { return a + b + c; }
};

SlotSet slotSet(const OptimizerConfig& config) {
  return {config.kind != OptimizerKind::SGD || config.momentum > 0,
          config.kind == OptimizerKind::Adam || config.momentum > 0,
          config.kind == OptimizerKind::RMSprop && config.centered};
}

}  // namespace

int Optimizer::newSlotVariables(const std::vector<core::Tensor>& variables) const {
  int count = 0;
  for (const auto& v : variables) count += slots_.count(v.object().get()) ? 0 : slotSet(config_).count();
  return count;
}

Optimizer::Slots& Optimizer::slotsFor(const core::Tensor& variable) {
  auto it = slots_.find(variable.object().get());
  if (it != slots_.end()) return it->second;
  // Slots are variables of their own: made eagerly even while the step traces.
  const core::Shape shape = ops::variableStorage(variable).value.shape();
  Slots s;
  SlotSet needs = slotSet(config_);
  if (needs.a) s.a = zerosVariable(shape, "slot_a");
  if (needs.b) s.b = zerosVariable(shape, "slot_b");
  if (needs.c) s.c = zerosVariable(shape, "slot_c");
  slot_owners_.push_back(variable);
  return slots_.emplace(variable.object().get(), s).first->second;
}

// m = -g*lr + m*momentum; nesterov: var += -g*lr + m*momentum, else var += m.
void Optimizer::updateSgd(const Value& g, const core::Tensor& var, Slots& s, const Value& lr) {
  Value step = b::mul(b::neg(g), lr);
  if (config_.momentum <= 0) {
    assign(ops::Op::AssignAddVariableOp, var, step);
    return;
  }
  Value m = b::add(step, b::mul(readVariable(s.a), f32(config_.momentum)));
  assign(ops::Op::AssignVariableOp, s.a, m);
  Value delta = config_.nesterov ? b::add(step, b::mul(m, f32(config_.momentum))) : m;
  assign(ops::Op::AssignAddVariableOp, var, delta);
}

// velocity = rho*velocity + (1-rho)*g^2; denominator = velocity (- avg_grad^2) + eps;
// increment = lr*g*rsqrt(denominator); with momentum m = momentum*m + increment.
void Optimizer::updateRmsprop(const Value& g, const core::Tensor& var, Slots& s, const Value& lr) {
  double rho = config_.rho;
  Value velocity = b::add(b::mul(f32(rho), readVariable(s.a)), b::mul(f32(1 - rho), b::unary(ops::Op::Square, g)));
  assign(ops::Op::AssignVariableOp, s.a, velocity);
  Value denominator = b::add(velocity, f32(config_.epsilon));
  if (config_.centered) {
    Value avg = b::add(b::mul(f32(rho), readVariable(s.c)), b::mul(f32(1 - rho), g));
    assign(ops::Op::AssignVariableOp, s.c, avg);
    denominator = b::add(b::sub(velocity, b::unary(ops::Op::Square, avg)), f32(config_.epsilon));
  }
  Value increment = b::mul(b::mul(lr, g), b::unary(ops::Op::Rsqrt, denominator));
  if (config_.momentum > 0) {
    Value m = b::add(b::mul(f32(config_.momentum), readVariable(s.b)), increment);
    assign(ops::Op::AssignVariableOp, s.b, m);
    increment = m;
  }
  assign(ops::Op::AssignAddVariableOp, var, b::neg(increment));
}

// alpha = lr*sqrt(1-beta2^t)/(1-beta1^t); m += (g-m)*(1-beta1); v += (g^2-v)*(1-beta2);
// var -= m*alpha/(sqrt(v)+eps), with t = iterations + 1.
void Optimizer::updateAdam(const Value& g, const core::Tensor& var, Slots& s, const Value& lr) {
  Value t = b::add(readVariable(iterations_), f32(1));
  Value beta1Power = b::pow(f32(config_.beta1), t);
  Value beta2Power = b::pow(f32(config_.beta2), t);
  Value alpha = b::div(b::mul(lr, b::unary(ops::Op::Sqrt, b::sub(f32(1), beta2Power))), b::sub(f32(1), beta1Power));
  Value m = readVariable(s.a), v = readVariable(s.b);
  assign(ops::Op::AssignAddVariableOp, s.a, b::mul(b::sub(g, m), f32(1 - config_.beta1)));
  assign(ops::Op::AssignAddVariableOp, s.b, b::mul(b::sub(b::unary(ops::Op::Square, g), v), f32(1 - config_.beta2)));
  Value mNew = readVariable(s.a), vNew = readVariable(s.b);
  Value update = b::div(b::mul(mNew, alpha), b::add(b::unary(ops::Op::Sqrt, vNew), f32(config_.epsilon)));
  assign(ops::Op::AssignSubVariableOp, var, update);
}

void Optimizer::apply(const std::vector<Value>& grads, const std::vector<core::Tensor>& variables) {
  std::vector<Slots*> slots;
  {
    ops::ContextScope eager(ops::defaultEagerContext());
    for (const auto& v : variables) slots.push_back(&slotsFor(v));
  }
  Value lr = readVariable(learning_rate_);
  for (size_t i = 0; i < variables.size() && i < grads.size(); ++i) {
    if (!grads[i].valid()) continue;
    switch (config_.kind) {
      case OptimizerKind::SGD: updateSgd(grads[i], variables[i], *slots[i], lr); break;
      case OptimizerKind::RMSprop: updateRmsprop(grads[i], variables[i], *slots[i], lr); break;
      case OptimizerKind::Adam: updateAdam(grads[i], variables[i], *slots[i], lr); break;
    }
  }
  assign(ops::Op::AssignAddVariableOp, iterations_, f32(1));
}

}  // namespace tl::keras
