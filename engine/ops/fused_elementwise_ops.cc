// _FusedElementwise: a chain of float32 elementwise ops run as one kernel
// (kernels::fusedF32), and the encoding of its program as an attr.
#include <cstring>

#include "ops/f32_bridge.h"
#include "ops/fused_program.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {

namespace {
constexpr int kFieldsPerStep = 7;
}

std::vector<int64_t> encodeFusedProgram(const kernels::FusedProgram& program) {
  std::vector<int64_t> out = {program.numInputs, program.numSteps};
  for (int i = 0; i < program.numSteps; ++i) {
    const kernels::FusedStep& s = program.steps[i];
    uint32_t bits = 0;
    std::memcpy(&bits, &s.constant, sizeof(bits));
    out.insert(out.end(), {s.isUnary ? 1 : 0, static_cast<int64_t>(s.unary), static_cast<int64_t>(s.binary), s.lhs,
                           s.rhs, s.useConstant ? 1 : 0, static_cast<int64_t>(bits)});
  }
  return out;
}

kernels::FusedProgram decodeFusedProgram(const std::vector<int64_t>& encoded) {
  kernels::FusedProgram program;
  if (encoded.size() < 2) core::throwInvalidArgument("_FusedElementwise: empty program");
  program.numInputs = static_cast<int>(encoded[0]);
  program.numSteps = static_cast<int>(encoded[1]);
  if (program.numInputs < 1 || program.numInputs > kernels::kMaxFusedInputs || program.numSteps < 1 ||
      program.numSteps > kernels::kMaxFusedSteps ||
      encoded.size() != 2 + static_cast<size_t>(program.numSteps) * kFieldsPerStep) {
    core::throwInvalidArgument("_FusedElementwise: malformed program");
  }
  for (int i = 0; i < program.numSteps; ++i) {
    const int64_t* f = encoded.data() + 2 + i * kFieldsPerStep;
    kernels::FusedStep& s = program.steps[i];
    s.isUnary = f[0] != 0;
    s.unary = static_cast<kernels::Unary>(f[1]);
    s.binary = static_cast<kernels::Binary>(f[2]);
    s.lhs = static_cast<int>(f[3]);
    s.rhs = static_cast<int>(f[4]);
    s.useConstant = f[5] != 0;
    uint32_t bits = static_cast<uint32_t>(f[6]);
    std::memcpy(&s.constant, &bits, sizeof(bits));
  }
  return program;
}

namespace {

kernels::FusedProgram programOf(const Attrs& attrs) {
  const auto* encoded = attr<std::vector<int64_t>>(attrs, "program");
  if (!encoded) core::throwInvalidArgument("_FusedElementwise needs a \"program\" attr");
  return decodeFusedProgram(*encoded);
}

// All inputs share one shape (the fusion pass fuses only same-shape chains).
std::vector<TypedShape> inferFused(const std::vector<TypedShape>& in, const Attrs& attrs) {
  kernels::FusedProgram program = programOf(attrs);
  if (static_cast<int>(in.size()) != program.numInputs) {
    core::throwInvalidArgument("_FusedElementwise: program expects " + std::to_string(program.numInputs) + " inputs");
  }
  PartialShape shape = in[0].shape;
  for (const TypedShape& t : in) {
    if (t.dtype != DType::Float32) throwNoKernel("_FusedElementwise", t.dtype);
    if (!t.shape.isCompatibleWith(shape)) {
      core::throwInvalidArgument("Incompatible shapes: " + dimsString(shape.dims()) + " vs. " +
                                 dimsString(t.shape.dims()));
    }
    if (!shape.hasRank()) shape = t.shape;
  }
  return one(DType::Float32, shape);
}

KernelOutputs kernelFused(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  kernels::FusedProgram program = programOf(attrs);
  const float* inputs[kernels::kMaxFusedInputs] = {};
  for (size_t i = 0; i < in.size(); ++i) inputs[i] = in[i].data<float>();
  Tensor out(DType::Float32, in[0].shape());
  f32Fused(program, inputs, out.data<float>(), out.numElements());
  return {out};
}

}  // namespace

OpDef rowFusedElementwise() {
  return {Op::FusedElementwise, "_FusedElementwise", 1,       kernels::kMaxFusedInputs, kPure | kElementwise,
          inferFused,           kernelFused,         nullptr, elementwiseCost};
}

}  // namespace tl::ops
