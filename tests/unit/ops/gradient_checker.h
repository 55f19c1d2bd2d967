// A finite-difference gradient checker over the op registry: the loss is
// sum_k sum(output_k * w_k) with random weights w; each op's GradFn, given the
// weights as output gradients, must match central differences of the loss.
#pragma once
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "op_test_util.h"

namespace tl::ops::testing {

struct GradCase {
  std::vector<Tensor> inputs;
  Attrs attrs;
};
using CaseMaker = std::vector<GradCase> (*)(std::mt19937& rng);

// The input makers, one per differentiable op (positive inputs for Log, ...).
const std::map<Op, CaseMaker>& gradientCases();

// nullopt when `grad` matches central differences; otherwise what differed.
std::optional<std::string> checkGradient(Op op, const GradCase& c, GradFn grad, std::mt19937& rng,
                                         double tolerance = 1e-5);

}  // namespace tl::ops::testing
