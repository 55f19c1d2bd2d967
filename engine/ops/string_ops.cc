// StringFormat (tf.strings.format, and the text of tf.print) and PrintV2, which
// sends its line out as a "stdout" event ("stderr" for output_stream "stderr"):
// the engine never prints.
#include "core/events.h"
#include "ops/op_rows.h"
#include "ops/op_util.h"
#include "ops/tensor_format.h"

namespace tl::ops {
namespace {

std::vector<std::string> splitTemplate(const std::string& text, const std::string& placeholder) {
  std::vector<std::string> pieces;
  size_t start = 0, at;
  while (!placeholder.empty() && (at = text.find(placeholder, start)) != std::string::npos) {
    pieces.push_back(text.substr(start, at - start));
    start = at + placeholder.size();
  }
  pieces.push_back(text.substr(start));
  return pieces;
}

std::vector<std::string> templatePieces(const Attrs& attrs, size_t inputs) {
  std::vector<std::string> pieces = splitTemplate(attrString(attrs, "template", "{}"),
                                                  attrString(attrs, "placeholder", "{}"));
  if (pieces.size() - 1 != inputs) {
    core::throwInvalidArgument("num placeholders in template and num inputs must match: " +
                               std::to_string(pieces.size() - 1) + " vs. " + std::to_string(inputs));
  }
  return pieces;
}

std::vector<TypedShape> inferFormat(const std::vector<TypedShape>& in, const Attrs& attrs) {
  templatePieces(attrs, in.size());
  return one(DType::String, Shape{});
}

KernelOutputs kernelFormat(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext&) {
  std::vector<std::string> pieces = templatePieces(attrs, in.size());
  int64_t summarize = attrInt(attrs, "summarize", 3);
  std::string text = pieces[0];
  for (size_t i = 0; i < in.size(); ++i) text += formatTensor(in[i], summarize) + pieces[i + 1];
  return {Tensor::scalarString(text)};
}

std::vector<TypedShape> inferPrint(const std::vector<TypedShape>& in, const Attrs&) {
  if (in[0].dtype != DType::String) throwTypeMismatch("PrintV2", 0, DType::String, in[0].dtype);
  if (in[0].shape.hasRank() && in[0].shape.rank() != 0) {
    core::throwInvalidArgument("Input is expected to be scalar, but got " + dimsString(in[0].shape.dims()));
  }
  return {};
}

KernelOutputs kernelPrint(const std::vector<Tensor>& in, const Attrs& attrs, KernelContext& context) {
  if (!context.sink) return {};
  std::string text = in[0].strings()[0] + attrString(attrs, "end", "\n");
  if (attrString(attrs, "output_stream", "stdout") == "stderr") {
    context.sink->emit(core::events::stderrText(text));
  } else {
    context.sink->emit(core::events::stdoutText(text, context.phase, std::string(context.fn)));
  }
  return {};
}

}  // namespace

OpDef rowStringFormat() {
  return {Op::StringFormat, "StringFormat", 0, -1, kPure, inferFormat, kernelFormat, nullptr, movementCost};
}
OpDef rowPrintV2() {
  return {Op::PrintV2, "PrintV2", 1, 1, kStateful | kSideEffect, inferPrint, kernelPrint, nullptr, zeroCost};
}

}  // namespace tl::ops
