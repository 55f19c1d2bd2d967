// While and If: bodies are BodyPtr attrs (graph::Graph); exec/ runs them, so
// there is no kernel here, only the output types for inference.
#include "ops/op_rows.h"
#include "ops/op_util.h"

namespace tl::ops {
namespace {

void requireBody(const Attrs& attrs, const char* op, const char* name) {
  const BodyPtr* body = attr<BodyPtr>(attrs, name);
  if (!body || !*body) {
    core::throwInvalidArgument(std::string(op) + " needs a \"" + name + "\" body attr");
  }
}

std::vector<PartialShape> outputShapes(const Attrs& attrs) {
  const auto* encoded = attr<std::vector<int64_t>>(attrs, "output_shapes");
  return encoded ? decodeShapes(*encoded) : std::vector<PartialShape>{};
}

// While: outputs have the loop variables' types (T, when given, must agree).
std::vector<TypedShape> inferWhile(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireBody(attrs, "While", "cond");
  requireBody(attrs, "While", "body");
  const auto* types = attr<std::vector<DType>>(attrs, "T");
  if (types && types->size() != in.size()) {
    core::throwInvalidArgument("While: attr T has " + std::to_string(types->size()) + " types for " +
                               std::to_string(in.size()) + " loop variables");
  }
  std::vector<PartialShape> shapes = outputShapes(attrs);
  std::vector<TypedShape> out(in.size());
  for (size_t i = 0; i < in.size(); ++i) {
    out[i].dtype = types ? (*types)[i] : in[i].dtype;
    out[i].shape = i < shapes.size() ? shapes[i] : in[i].shape;
  }
  return out;
}

// If(cond, inputs...): outputs typed by Tout.
std::vector<TypedShape> inferIf(const std::vector<TypedShape>& in, const Attrs& attrs) {
  requireBody(attrs, "If", "then_branch");
  requireBody(attrs, "If", "else_branch");
  if (!in.empty() && in[0].shape.hasRank() && in[0].shape.rank() != 0 && in[0].shape.isFullyDefined() &&
      in[0].shape.toShape().numElements() != 1) {
    core::throwInvalidArgument("The first input to If must be a scalar condition");
  }
  const auto* types = attr<std::vector<DType>>(attrs, "Tout");
  if (!types) core::throwInvalidArgument("If needs a \"Tout\" attr");
  std::vector<PartialShape> shapes = outputShapes(attrs);
  std::vector<TypedShape> out(types->size());
  for (size_t i = 0; i < out.size(); ++i) {
    out[i].dtype = (*types)[i];
    out[i].shape = i < shapes.size() ? shapes[i] : PartialShape();
  }
  return out;
}

}  // namespace

// Bodies may print, assign or draw random numbers, so passes must not fold, CSE or
// prune these nodes on their own say-so (exec/ and the passes may look inside).
constexpr uint32_t kBodies = kControlFlow | kStateful | kSideEffect;

OpDef rowWhile() { return {Op::While, "While", 0, -1, kBodies, inferWhile, nullptr, nullptr, zeroCost}; }
OpDef rowIf() { return {Op::If, "If", 1, -1, kBodies, inferIf, nullptr, nullptr, zeroCost}; }

}  // namespace tl::ops
