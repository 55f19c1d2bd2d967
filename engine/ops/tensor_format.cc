#include "ops/tensor_format.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace tl::ops {
namespace {

template <typename T>
std::string shortestFloat(T value, int digits, int maxDigits) {
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.*g", digits, static_cast<double>(value));
  if (static_cast<T>(std::strtod(buffer, nullptr)) != value && value == value) {
    std::snprintf(buffer, sizeof(buffer), "%.*g", maxDigits, static_cast<double>(value));
  }
  return buffer;
}

void spacing(int dim, int rank, std::string& out) {
  if (dim == rank - 1) {
    out += ' ';
    return;
  }
  out.append(static_cast<size_t>(rank - dim - 1), '\n');
  out.append(static_cast<size_t>(dim + 1), ' ');
}

// TF's PrintOneDimV2.
void printDim(const core::Tensor& t, int dim, int64_t edge, int64_t offset, std::string& out) {
  int rank = t.rank();
  if (dim == rank) {
    if (t.dtype() == core::DType::String) out += "\"" + t.strings()[offset] + "\"";
    else out += formatElement(t, offset);
    return;
  }
  out += '[';
  int64_t count = t.shape().dim(dim), stride = 1;
  for (int d = dim + 1; d < rank; ++d) stride *= t.shape().dim(d);
  int64_t startOfEnd = std::max(edge, count - edge);
  for (int64_t i = 0; i < edge && i < count; ++i) {
    if (i > 0) spacing(dim, rank, out);
    printDim(t, dim + 1, edge, offset + stride * i, out);
  }
  if (count > 2 * edge) {
    spacing(dim, rank, out);
    out += "...";
  }
  for (int64_t i = startOfEnd; i < count; ++i) {
    spacing(dim, rank, out);
    printDim(t, dim + 1, edge, offset + stride * i, out);
  }
  out += ']';
}

}  // namespace

std::string formatElement(const core::Tensor& t, int64_t i) {
  switch (t.dtype()) {
    case core::DType::Float32: return shortestFloat(t.data<float>()[i], 6, 9);
    case core::DType::Float64: return shortestFloat(t.data<double>()[i], 15, 17);
    case core::DType::Int32: return std::to_string(t.data<int32_t>()[i]);
    case core::DType::Int64: return std::to_string(t.data<int64_t>()[i]);
    case core::DType::Bool: return t.data<bool>()[i] ? "1" : "0";
    case core::DType::String: return t.strings()[i];
    case core::DType::Resource: return "<ResourceHandle>";
    case core::DType::Variant: return "<TensorList>";
  }
  return "?";
}

std::string formatTensor(const core::Tensor& t, int64_t summarize) {
  if (t.rank() == 0) return formatElement(t, 0);
  int64_t edge = summarize < 0 ? t.numElements() : summarize;
  std::string out;
  printDim(t, 0, edge, 0, out);
  return out;
}

}  // namespace tl::ops
