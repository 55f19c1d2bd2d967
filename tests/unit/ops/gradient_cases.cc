// Input makers for the gradient checker, one per differentiable op. Inputs stay
// away from kinks and poles (|x| > 0.1 for Abs/Relu, positive for Log/Sqrt/Pow).
#include <algorithm>

#include "gradient_checker.h"
#include "ops/variable.h"

namespace tl::ops::testing {
namespace {

Tensor rnd(std::mt19937& rng, Shape shape, double lo, double hi) {
  std::uniform_real_distribution<double> dist(lo, hi);
  Tensor t(DType::Float64, std::move(shape));
  for (int64_t i = 0; i < t.numElements(); ++i) t.data<double>()[i] = dist(rng);
  return t;
}

// Uniform in +/-[0.1, 1]: no element near 0.
Tensor awayFromZero(std::mt19937& rng, Shape shape) {
  Tensor t = rnd(rng, std::move(shape), 0.1, 1.0);
  for (int64_t i = 0; i < t.numElements(); i += 2) t.data<double>()[i] *= -1;
  return t;
}

Tensor scalarI32(int32_t v) { return Tensor::scalarI32(v); }

std::vector<GradCase> broadcastBinary(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1), rnd(rng, {3}, -1, 1)}, {}},
          {{rnd(rng, {2, 1}, -1, 1), rnd(rng, {1, 3}, -1, 1)}, {}}};
}
std::vector<GradCase> divideCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1), rnd(rng, {2, 1}, 1, 2)}, {}}};
}
std::vector<GradCase> floorModCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, 0.1, 0.9), rnd(rng, {3}, 1.1, 1.9)}, {}}};
}
std::vector<GradCase> powCase(std::mt19937& rng) { return {{{rnd(rng, {2, 3}, 0.5, 2), rnd(rng, {3}, 0.5, 2)}, {}}}; }
std::vector<GradCase> anyUnary(std::mt19937& rng) { return {{{rnd(rng, {2, 3}, -1, 1)}, {}}}; }
std::vector<GradCase> nonZeroUnary(std::mt19937& rng) { return {{{awayFromZero(rng, {2, 3})}, {}}}; }
std::vector<GradCase> positiveUnary(std::mt19937& rng) { return {{{rnd(rng, {2, 3}, 0.5, 2)}, {}}}; }

std::vector<GradCase> castCase(std::mt19937& rng) {
  Tensor x(DType::Float32, Shape{3});
  for (int i = 0; i < 3; ++i) x.data<float>()[i] = static_cast<float>(rnd(rng, {}, -1, 1).data<double>()[0]);
  // (float64 -> float32 is left out: the float32 output's rounding swamps a
  // central difference.)
  return {{{x}, {{"DstT", DType::Float64}}}, {{rnd(rng, {3}, -1, 1)}, {{"DstT", DType::Float64}}}};
}

std::vector<GradCase> selectCase(std::mt19937& rng) {
  return {
      {{boolT({2, 3}, {true, false, false, true, true, false}), rnd(rng, {2, 3}, -1, 1), rnd(rng, {3}, -1, 1)}, {}}};
}

std::vector<GradCase> matmulCase(std::mt19937& rng) {
  std::vector<GradCase> cases;
  for (int ta = 0; ta < 2; ++ta) {
    for (int tb = 0; tb < 2; ++tb) {
      Shape a = ta ? Shape{3, 2} : Shape{2, 3};
      Shape b = tb ? Shape{4, 3} : Shape{3, 4};
      cases.push_back({{rnd(rng, a, -1, 1), rnd(rng, b, -1, 1)}, {{"transpose_a", ta == 1}, {"transpose_b", tb == 1}}});
    }
  }
  return cases;
}

// Batch dims equal, broadcast from 1 and from a missing dim, under every adjoint pair.
std::vector<GradCase> batchMatmulCase(std::mt19937& rng) {
  std::vector<GradCase> cases;
  const std::vector<std::pair<Dims, Dims>> batches = {{{2}, {2}}, {{2, 1}, {3}}, {{}, {2}}};
  for (const auto& [batchA, batchB] : batches) {
    for (int adjX = 0; adjX < 2; ++adjX) {
      for (int adjY = 0; adjY < 2; ++adjY) {
        Dims a = batchA, b = batchB;
        for (int64_t d : adjX ? Dims{3, 2} : Dims{2, 3}) a.push_back(d);
        for (int64_t d : adjY ? Dims{4, 3} : Dims{3, 4}) b.push_back(d);
        cases.push_back({{rnd(rng, Shape(a), -1, 1), rnd(rng, Shape(b), -1, 1)},
                         {{"adj_x", adjX == 1}, {"adj_y", adjY == 1}}});
      }
    }
  }
  return cases;
}

std::vector<GradCase> biasAddCase(std::mt19937& rng) { return {{{rnd(rng, {2, 3}, -1, 1), rnd(rng, {3}, -1, 1)}, {}}}; }
std::vector<GradCase> reshapeCase(std::mt19937& rng) { return {{{rnd(rng, {2, 3}, -1, 1), vecI32({3, -1})}, {}}}; }
std::vector<GradCase> expandDimsCase(std::mt19937& rng) { return {{{rnd(rng, {2, 3}, -1, 1), scalarI32(-1)}, {}}}; }
std::vector<GradCase> squeezeCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 1, 3}, -1, 1)}, {{"squeeze_dims", std::vector<int64_t>{1}}}}};
}
std::vector<GradCase> transposeCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3, 4}, -1, 1), vecI32({2, 0, 1})}, {}}};
}
std::vector<GradCase> concatCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1), rnd(rng, {2, 2}, -1, 1), scalarI32(1)}, {}},
          {{rnd(rng, {1, 3}, -1, 1), rnd(rng, {2, 3}, -1, 1), scalarI32(-2)}, {}}};
}
std::vector<GradCase> packCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1), rnd(rng, {2, 3}, -1, 1)}, {{"axis", int64_t{1}}}}};
}
std::vector<GradCase> unpackCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1)}, {{"axis", int64_t{1}}, {"num", int64_t{3}}}}};
}
std::vector<GradCase> sliceCase(std::mt19937& rng) {
  return {{{rnd(rng, {3, 4}, -1, 1), vecI32({1, 1}), vecI32({2, -1})}, {}}};
}
std::vector<GradCase> stridedSliceCase(std::mt19937& rng) {
  Attrs shrink = {{"begin_mask", int64_t{1}}, {"end_mask", int64_t{1}}, {"shrink_axis_mask", int64_t{2}}};
  return {{{rnd(rng, {4, 3}, -1, 1), vecI32({3, 0}), vecI32({0, 2}), vecI32({-1, 1})}, {}},
          {{rnd(rng, {4, 3}, -1, 1), vecI32({0, 1}), vecI32({0, 2}), vecI32({1, 1})}, shrink}};
}
std::vector<GradCase> stridedSliceGradCase(std::mt19937& rng) {
  // dy for x[3:0:-1, 0:2] of a [4, 3] tensor
  return {{{vecI32({4, 3}), vecI32({3, 0}), vecI32({0, 2}), vecI32({-1, 1}), rnd(rng, {3, 2}, -1, 1)}, {}}};
}
std::vector<GradCase> gatherCase(std::mt19937& rng) {
  return {{{rnd(rng, {4, 3}, -1, 1), vecI32({2, 0, 2}), scalarI32(0)}, {}},
          {{rnd(rng, {2, 4, 3}, -1, 1), i32({2, 2}, {3, 0, 3, 1}), scalarI32(1)}, {}},
          {{rnd(rng, {2, 3}, -1, 1), scalarI32(2), scalarI32(-1)}, {}}};
}
std::vector<GradCase> tileCase(std::mt19937& rng) { return {{{rnd(rng, {2, 3}, -1, 1), vecI32({2, 2})}, {}}}; }
std::vector<GradCase> broadcastToCase(std::mt19937& rng) {
  return {{{rnd(rng, {3}, -1, 1), vecI32({2, 3})}, {}}, {{rnd(rng, {2, 1}, -1, 1), vecI32({2, 3})}, {}}};
}
std::vector<GradCase> padCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1), i32({2, 2}, {1, 0, 0, 2})}, {}}};
}
std::vector<GradCase> splitCase(std::mt19937& rng) {
  return {{{scalarI32(1), rnd(rng, {2, 6}, -1, 1)}, {{"num_split", int64_t{3}}}},
          {{scalarI32(-2), rnd(rng, {4, 3}, -1, 1)}, {{"num_split", int64_t{2}}}}};
}
std::vector<GradCase> splitVCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 6}, -1, 1), vecI32({1, -1, 2}), scalarI32(1)}, {{"num_split", int64_t{3}}}}};
}
std::vector<GradCase> ensureShapeCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1)}, {{"shape", PartialShape(Dims{-1, 3})}}}};
}
std::vector<GradCase> addNCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1), rnd(rng, {2, 3}, -1, 1), rnd(rng, {2, 3}, -1, 1)}, {}}};
}
std::vector<GradCase> fillCase(std::mt19937& rng) { return {{{vecI32({2, 3}), rnd(rng, {}, -1, 1)}, {}}}; }
std::vector<GradCase> reduceCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3, 4}, -1, 1), vecI32({0, 2})}, {}},
          {{rnd(rng, {2, 3, 4}, -1, 1), vecI32({1})}, {{"keep_dims", true}}},
          {{rnd(rng, {2, 3}, -1, 1), vecI32({})}, {}}};
}
// Every exclusive/reverse pairing along a middle and a negative axis; Cumprod's
// inputs stay away from zero (its gradient divides by x).
std::vector<GradCase> scanCase(std::mt19937& rng) {
  std::vector<GradCase> cases;
  for (int exclusive = 0; exclusive < 2; ++exclusive) {
    for (int reverse = 0; reverse < 2; ++reverse) {
      Attrs attrs = {{"exclusive", exclusive == 1}, {"reverse", reverse == 1}};
      cases.push_back({{awayFromZero(rng, {2, 3, 2}), scalarI32(1)}, attrs});
      cases.push_back({{awayFromZero(rng, {2, 3}), scalarI32(-1)}, attrs});
    }
  }
  return cases;
}
// Rows of distinct values a tenth apart (shuffled), so no perturbation reorders
// them; k below and equal to the row length.
std::vector<GradCase> topKCase(std::mt19937& rng) {
  Tensor x(DType::Float64, Shape{2, 4});
  std::vector<double> values = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8};
  std::shuffle(values.begin(), values.end(), rng);
  for (int64_t i = 0; i < 8; ++i) x.data<double>()[i] = values[static_cast<size_t>(i)];
  return {{{x, scalarI32(2)}, {}}, {{x, scalarI32(4)}, {}}};
}
std::vector<GradCase> reluGradCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1), awayFromZero(rng, {2, 3})}, {}}};
}
std::vector<GradCase> sigmoidGradCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, 0.1, 0.9), rnd(rng, {2, 3}, -1, 1)}, {}}};
}
std::vector<GradCase> tanhGradCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -0.9, 0.9), rnd(rng, {2, 3}, -1, 1)}, {}}};
}
// Inside (-1, 1) with room to spare: asin's and acos's derivatives have poles at +/-1.
std::vector<GradCase> unitInteriorUnary(std::mt19937& rng) { return {{{rnd(rng, {2, 3}, -0.8, 0.8)}, {}}}; }
std::vector<GradCase> leakyReluCase(std::mt19937& rng) {
  return {{{awayFromZero(rng, {2, 3})}, {}}, {{awayFromZero(rng, {3})}, {{"alpha", 0.3}}}};
}
std::vector<GradCase> leakyReluGradCase(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1), awayFromZero(rng, {2, 3})}, {{"alpha", 0.3}}}};
}
// Atan2(y, x), Xdivy and DivNoNan: x-like operands around zero, the others in [1, 2].
std::vector<GradCase> atan2Case(std::mt19937& rng) {
  return {{{rnd(rng, {2, 3}, -1, 1), rnd(rng, {2, 3}, 1, 2)}, {}},
          {{rnd(rng, {2, 3}, -1, 1), rnd(rng, {3}, 1, 2)}, {}}};
}

std::vector<GradCase> segmentSumCase(std::mt19937& rng) {
  return {{{rnd(rng, {4, 3}, -1, 1), vecI32({0, 2, 0, 1}), scalarI32(3)}, {}}};
}
std::vector<GradCase> readVariableCase(std::mt19937& rng) {
  return {{{makeVariableHandle(rnd(rng, {2}, -1, 1), "v")}, {}}};
}

}  // namespace

const std::map<Op, CaseMaker>& gradientCases() {
  static const std::map<Op, CaseMaker> cases = {
      {Op::AddV2, broadcastBinary},
      {Op::Sub, broadcastBinary},
      {Op::Mul, broadcastBinary},
      {Op::RealDiv, divideCase},
      {Op::FloorMod, floorModCase},
      {Op::Maximum, broadcastBinary},
      {Op::Minimum, broadcastBinary},
      {Op::Pow, powCase},
      {Op::SquaredDifference, broadcastBinary},
      {Op::Neg, anyUnary},
      {Op::Abs, nonZeroUnary},
      {Op::Exp, anyUnary},
      {Op::Log, positiveUnary},
      {Op::Sqrt, positiveUnary},
      {Op::Rsqrt, positiveUnary},
      {Op::Square, anyUnary},
      {Op::Relu, nonZeroUnary},
      {Op::Sigmoid, anyUnary},
      {Op::Tanh, anyUnary},
      {Op::Sign, nonZeroUnary},
      {Op::Reciprocal, positiveUnary},
      {Op::Cast, castCase},
      {Op::Identity, anyUnary},
      {Op::SelectV2, selectCase},
      {Op::MatMul, matmulCase},
      {Op::BatchMatMulV2, batchMatmulCase},
      {Op::BiasAdd, biasAddCase},
      {Op::BiasAddGrad, anyUnary},
      {Op::Reshape, reshapeCase},
      {Op::ExpandDims, expandDimsCase},
      {Op::Squeeze, squeezeCase},
      {Op::Transpose, transposeCase},
      {Op::ConcatV2, concatCase},
      {Op::Pack, packCase},
      {Op::Unpack, unpackCase},
      {Op::Slice, sliceCase},
      {Op::StridedSlice, stridedSliceCase},
      {Op::StridedSliceGrad, stridedSliceGradCase},
      {Op::GatherV2, gatherCase},
      {Op::Tile, tileCase},
      {Op::BroadcastTo, broadcastToCase},
      {Op::Pad, padCase},
      {Op::Split, splitCase},
      {Op::SplitV, splitVCase},
      {Op::EnsureShape, ensureShapeCase},
      {Op::Fill, fillCase},
      {Op::AddN, addNCase},
      {Op::Sum, reduceCase},
      {Op::Prod, reduceCase},
      {Op::Mean, reduceCase},
      {Op::Max, reduceCase},
      {Op::Min, reduceCase},
      {Op::Cumsum, scanCase},
      {Op::Cumprod, scanCase},
      {Op::TopKV2, topKCase},
      {Op::ReluGrad, reluGradCase},
      {Op::SigmoidGrad, sigmoidGradCase},
      {Op::TanhGrad, tanhGradCase},
      {Op::UnsortedSegmentSum, segmentSumCase},
      {Op::ReadVariableOp, readVariableCase},
      {Op::Sin, anyUnary},
      {Op::Cos, anyUnary},
      {Op::Tan, anyUnary},
      {Op::Asin, unitInteriorUnary},
      {Op::Acos, unitInteriorUnary},
      {Op::Atan, anyUnary},
      {Op::Sinh, anyUnary},
      {Op::Cosh, anyUnary},
      {Op::Floor, nonZeroUnary},
      {Op::Ceil, nonZeroUnary},
      {Op::Round, anyUnary},
      {Op::Log1p, positiveUnary},
      {Op::Expm1, anyUnary},
      {Op::Erf, anyUnary},
      {Op::Softplus, anyUnary},
      {Op::Elu, nonZeroUnary},
      {Op::Selu, nonZeroUnary},
      {Op::Relu6, nonZeroUnary},
      {Op::LeakyRelu, leakyReluCase},
      {Op::Atan2, atan2Case},
      {Op::Xdivy, divideCase},
      {Op::DivNoNan, divideCase},
      {Op::EluGrad, reluGradCase},
      {Op::SeluGrad, reluGradCase},
      {Op::Relu6Grad, reluGradCase},
      {Op::LeakyReluGrad, leakyReluGradCase},
  };
  return cases;
}

}  // namespace tl::ops::testing
