// kernels/: compute only, on raw contiguous float32 buffers. No graphs, no Python.
// Every entry point has a SIMD variant (wasm_simd128 when __wasm_simd128__, the
// compiler's vectorizer natively) and a scalar reference with the same signature in
// namespace `reference`, compiled without vectorization; tests compare the two.
#pragma once
#include <cstdint>

namespace tl::kernels {

// Keep each enum's last entry last: vec_ops.h sizes its dispatch tables by it.
// Several entries a line, which clang-format would put one a line: kept as written.
// clang-format off
enum class Binary : uint8_t {
  Add, Sub, Mul, Div, Maximum, Minimum, Pow, SquaredDifference, FloorDiv, FloorMod,
  Atan2, Xdivy, DivNoNan
};
enum class Unary : uint8_t {
  Neg, Abs, Exp, Log, Sqrt, Square, Relu, Sigmoid, Tanh, Rsqrt, Reciprocal, Sign,
  Sin, Cos, Tan, Asin, Acos, Atan, Sinh, Cosh, Floor, Ceil, Round, Log1p, Expm1, Softplus, Erf,
  Elu, Selu, Relu6
};
// clang-format on

constexpr int kMaxRank = 8;

// Broadcast iteration: output dims, and per-input strides in elements (0 on a
// broadcast axis). Built by the caller from the two input shapes.
struct BroadcastIndex {
  int rank = 0;
  int64_t outDims[kMaxRank] = {};
  int64_t aStrides[kMaxRank] = {};
  int64_t bStrides[kMaxRank] = {};
};
BroadcastIndex makeBroadcastIndex(int aRank, const int64_t* aDims, int bRank, const int64_t* bDims);

// A fused elementwise chain as a small register program: register 0..numInputs-1
// hold the inputs; each step writes a new register; the last register is the output.
struct FusedStep {
  bool isUnary = true;
  Unary unary = Unary::Neg;
  Binary binary = Binary::Add;
  int lhs = 0;   // register index
  int rhs = -1;  // register index for binary; -1 with useConstant for a scalar constant
  bool useConstant = false;
  float constant = 0.f;
};
constexpr int kMaxFusedSteps = 16;
constexpr int kMaxFusedInputs = 4;
struct FusedProgram {
  int numInputs = 1;
  int numSteps = 0;
  FusedStep steps[kMaxFusedSteps];
};

enum class Reduce : uint8_t { Sum, Mean, Max, Min };

#define TL_KERNEL_SIGNATURES                                                                                           \
  void binaryF32(Binary op, const float* a, const float* b, float* out, int64_t n);                                    \
  void binaryScalarF32(Binary op, const float* a, float b, float* out, int64_t n);                                     \
  void scalarBinaryF32(Binary op, float a, const float* b, float* out, int64_t n);                                     \
  void binaryBroadcastF32(Binary op, const float* a, const float* b, float* out, const BroadcastIndex& index);         \
  void unaryF32(Unary op, const float* x, float* out, int64_t n);                                                      \
  void fusedF32(const FusedProgram& program, const float* const* inputs, float* out, int64_t n);                       \
  /* y[i] = a * x[i] + b */                                                                                            \
  void axpbF32(float a, const float* x, float b, float* y, int64_t n);                                                 \
  /* C[m,n] = op(A)[m,k] * op(B)[k,n] (+ bias[n]) (relu); row-major, leading dims in elems */                          \
  void gemmF32(bool transA, bool transB, int64_t m, int64_t n, int64_t k, const float* A, int64_t lda, const float* B, \
               int64_t ldb, float* C, int64_t ldc, const float* bias, bool relu);                                      \
  /* x viewed as [outer, mid, inner]; out[outer, inner] = reduce over mid */                                           \
  void reduceF32(Reduce op, const float* x, int64_t outer, int64_t mid, int64_t inner, float* out);

TL_KERNEL_SIGNATURES

namespace reference {
TL_KERNEL_SIGNATURES
}  // namespace reference

// Scalar helpers shared by every dtype path (the ops layer uses them for f64/int).
double applyBinary(Binary op, double a, double b);
double applyUnary(Unary op, double x);

}  // namespace tl::kernels
