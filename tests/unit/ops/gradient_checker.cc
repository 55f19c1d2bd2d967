#include "gradient_checker.h"

#include <cmath>

namespace tl::ops::testing {
namespace {

Tensor randomLike(const Tensor& like, std::mt19937& rng) {
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  Tensor w(like.dtype(), like.shape());
  for (int64_t i = 0; i < w.numElements(); ++i) {
    if (like.dtype() == DType::Float32) w.data<float>()[i] = static_cast<float>(dist(rng));
    else w.data<double>()[i] = dist(rng);
  }
  return w;
}

double weightedLoss(Op op, const std::vector<Tensor>& inputs, const Attrs& attrs, const std::vector<Tensor>& weights) {
  std::vector<Tensor> outs = run(op, inputs, attrs);
  double loss = 0;
  for (size_t k = 0; k < outs.size(); ++k) {
    if (!weights[k].valid()) continue;
    for (int64_t i = 0; i < outs[k].numElements(); ++i) {
      loss += outs[k].elementAsDouble(i) * weights[k].elementAsDouble(i);
    }
  }
  return loss;
}

void setElement(Tensor& t, int64_t i, double v) {
  if (t.dtype() == DType::Float32) t.data<float>()[i] = static_cast<float>(v);
  else t.data<double>()[i] = v;
}

Tensor copyOf(const Tensor& t) {
  Tensor c(t.dtype(), t.shape());
  for (int64_t i = 0; i < t.numElements(); ++i) setElement(c, i, t.elementAsDouble(i));
  return c;
}

// Central difference of the loss in element i of input k (the actual step taken
// is read back, so float32 rounding of x +/- eps does not bias it).
double numericDerivative(Op op, const GradCase& c, const std::vector<Tensor>& weights, size_t k, int64_t i) {
  double eps = c.inputs[k].dtype() == DType::Float32 ? 1e-2 : 1e-6;
  std::vector<Tensor> inputs = c.inputs;
  inputs[k] = copyOf(c.inputs[k]);
  double x = inputs[k].elementAsDouble(i);
  setElement(inputs[k], i, x + eps);
  double xp = inputs[k].elementAsDouble(i);
  double lp = weightedLoss(op, inputs, c.attrs, weights);
  setElement(inputs[k], i, x - eps);
  double xm = inputs[k].elementAsDouble(i);
  double lm = weightedLoss(op, inputs, c.attrs, weights);
  return (lp - lm) / (xp - xm);
}

}  // namespace

std::optional<std::string> checkGradient(Op op, const GradCase& c, GradFn grad, std::mt19937& rng, double tolerance) {
  std::vector<Tensor> outs = run(op, c.inputs, c.attrs);
  std::vector<Tensor> weights;
  std::vector<Value> inputs(c.inputs.begin(), c.inputs.end()), outputs, grads;
  for (const Tensor& out : outs) {
    weights.push_back(core::isFloating(out.dtype()) ? randomLike(out, rng) : Tensor());
    outputs.push_back(out);
    grads.push_back(weights.back().valid() ? Value(weights.back()) : Value());
  }
  std::vector<Value> analytic = grad(GradArgs{inputs, outputs, grads, c.attrs});
  for (size_t k = 0; k < c.inputs.size(); ++k) {
    if (!core::isFloating(c.inputs[k].dtype())) continue;
    std::string where = std::string(opName(op)) + " input " + std::to_string(k);
    if (k >= analytic.size()) return where + ": no gradient returned";
    bool present = analytic[k].valid();
    if (present && analytic[k].tensor().shape() != c.inputs[k].shape()) {
      return where + ": gradient shape " + analytic[k].tensor().shape().toString() + " differs from input shape " +
             c.inputs[k].shape().toString();
    }
    for (int64_t i = 0; i < c.inputs[k].numElements(); ++i) {
      double a = present ? analytic[k].tensor().elementAsDouble(i) : 0.0;
      double n = numericDerivative(op, c, weights, k, i);
      if (!(std::fabs(a - n) <= tolerance * (1 + std::fabs(n)))) {
        return where + " element " + std::to_string(i) + ": analytic " + std::to_string(a) + " vs numeric " +
               std::to_string(n);
      }
    }
  }
  return std::nullopt;
}

}  // namespace tl::ops::testing
