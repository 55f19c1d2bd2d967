#include "ops/op_util.h"

#include <cstring>

namespace tl::ops {

int64_t attrInt(const Attrs& attrs, const std::string& name, int64_t fallback) {
  if (const auto* v = attr<int64_t>(attrs, name)) return *v;
  if (const auto* b = attr<bool>(attrs, name)) return *b ? 1 : 0;
  return fallback;
}

bool attrBool(const Attrs& attrs, const std::string& name, bool fallback) {
  if (const auto* b = attr<bool>(attrs, name)) return *b;
  if (const auto* v = attr<int64_t>(attrs, name)) return *v != 0;
  return fallback;
}

DType attrDType(const Attrs& attrs, const std::string& name, DType fallback) {
  const auto* d = attr<DType>(attrs, name);
  return d ? *d : fallback;
}

std::string attrString(const Attrs& attrs, const std::string& name, const std::string& fallback) {
  const auto* s = attr<std::string>(attrs, name);
  return s ? *s : fallback;
}

bool conditionHolds(const Tensor& t) { return t.valid() && t.numElements() > 0 && t.elementAsDouble(0) != 0; }

const char* tfTypeName(DType dtype) {
  switch (dtype) {
    case DType::Float32: return "float";
    case DType::Float64: return "double";
    default: return core::dtypeName(dtype);
  }
}

const char* tfEnumName(DType dtype) {
  switch (dtype) {
    case DType::Float32: return "DT_FLOAT";
    case DType::Float64: return "DT_DOUBLE";
    case DType::Int32: return "DT_INT32";
    case DType::Int64: return "DT_INT64";
    case DType::Bool: return "DT_BOOL";
    case DType::String: return "DT_STRING";
    case DType::Resource: return "DT_RESOURCE";
    case DType::Variant: return "DT_VARIANT";
  }
  return "DT_INVALID";
}

void throwNoKernel(const char* op, DType dtype) {
  throw core::TfError("NotFoundError", std::string("Could not find device for node: {{node ") + op +
                                           "}} = " + op + "[T=" + tfEnumName(dtype) + "]");
}

void throwTypeMismatch(const char* op, int index, DType expected, DType got) {
  core::throwInvalidArgument(std::string("cannot compute ") + op + " as input #" +
                             std::to_string(index) + "(zero-based) was expected to be a " +
                             tfTypeName(expected) + " tensor but is a " + tfTypeName(got) +
                             " tensor");
}

void requireSameDType(const char* op, const std::vector<TypedShape>& in, int first, int end) {
  for (int i = first + 1; i < end; ++i) {
    if (in[i].dtype != in[first].dtype) throwTypeMismatch(op, i, in[first].dtype, in[i].dtype);
  }
}

void requireDType(const char* op, DType dtype, std::initializer_list<DType> allowed) {
  for (DType d : allowed) {
    if (d == dtype) return;
  }
  throwNoKernel(op, dtype);
}

std::string dimsString(const Dims& dims) {
  std::string out = "[";
  for (size_t i = 0; i < dims.size(); ++i) out += (i ? "," : "") + std::to_string(dims[i]);
  return out + "]";
}

std::vector<int64_t> intValues(const Tensor& t) {
  std::vector<int64_t> out(static_cast<size_t>(t.numElements()));
  if (t.dtype() == DType::Int32) {
    for (size_t i = 0; i < out.size(); ++i) out[i] = t.data<int32_t>()[i];
  } else if (t.dtype() == DType::Int64) {
    for (size_t i = 0; i < out.size(); ++i) out[i] = t.data<int64_t>()[i];
  } else {
    core::throwInvalidArgument(std::string("expected an int32 or int64 tensor, got ") +
                               core::dtypeName(t.dtype()));
  }
  return out;
}

bool constInts(const std::vector<TypedShape>& in, size_t index, std::vector<int64_t>* out) {
  if (index >= in.size() || !in[index].constant) return false;
  *out = intValues(*in[index].constant);
  return true;
}

Tensor intTensor(DType dtype, const std::vector<int64_t>& values, bool scalar) {
  Shape shape = scalar ? Shape{} : Shape{static_cast<int64_t>(values.size())};
  Tensor t(dtype, shape);
  for (size_t i = 0; i < values.size(); ++i) {
    if (dtype == DType::Int64) t.data<int64_t>()[i] = values[i];
    else t.data<int32_t>()[i] = static_cast<int32_t>(values[i]);
  }
  return t;
}

int64_t normalizeAxis(int64_t axis, int rank) { return axis < 0 ? axis + rank : axis; }

void copyElement(const Tensor& src, int64_t i, Tensor& dst, int64_t j) {
  if (src.dtype() == DType::String) {
    dst.strings()[j] = src.strings()[i];
    return;
  }
  size_t size = core::dtypeSize(src.dtype());
  std::memcpy(static_cast<char*>(const_cast<void*>(dst.raw())) + j * size,
              static_cast<const char*>(src.raw()) + i * size, size);
}

Tensor gatherElements(const Tensor& src, const Shape& shape, const std::vector<int64_t>& index) {
  Tensor out(src.dtype(), shape);
  if (src.dtype() == DType::String) {
    for (size_t k = 0; k < index.size(); ++k) out.strings()[k] = src.strings()[index[k]];
    return out;
  }
  size_t size = core::dtypeSize(src.dtype());
  const char* from = static_cast<const char*>(src.raw());
  char* to = static_cast<char*>(const_cast<void*>(out.raw()));
  for (size_t k = 0; k < index.size(); ++k) std::memcpy(to + k * size, from + index[k] * size, size);
  return out;
}

Tensor filled(DType dtype, const Shape& shape, double value) {
  Tensor t(dtype, shape);
  int64_t n = t.numElements();
  visitDType(dtype, "Fill", [&](auto tag) {
    using T = decltype(tag);
    T* p = t.data<T>();
    for (int64_t i = 0; i < n; ++i) p[i] = static_cast<T>(value);
  });
  return t;
}

Tensor scalarOf(DType dtype, double value) { return filled(dtype, Shape{}, value); }

std::vector<TypedShape> one(DType dtype, PartialShape shape) {
  TypedShape t;
  t.dtype = dtype;
  t.shape = std::move(shape);
  return {t};
}

PartialShape unknownOfRank(int rank) { return PartialShape(Dims(rank, PartialShape::kUnknown)); }

double knownElements(const TypedShape& t) {
  if (!t.shape.isFullyDefined()) return 0;
  return static_cast<double>(t.shape.toShape().numElements());
}

static double knownBytes(const std::vector<TypedShape>& list) {
  double bytes = 0;
  for (const auto& t : list) {
    if (t.dtype != DType::String && t.dtype != DType::Resource && t.dtype != DType::Variant) {
      bytes += knownElements(t) * static_cast<double>(core::dtypeSize(t.dtype));
    }
  }
  return bytes;
}

Cost elementwiseCost(const std::vector<TypedShape>& in, const std::vector<TypedShape>& out,
                     const Attrs&) {
  Cost c;
  for (const auto& o : out) c.flops += knownElements(o);
  c.bytes = knownBytes(in) + knownBytes(out);
  return c;
}

Cost movementCost(const std::vector<TypedShape>& in, const std::vector<TypedShape>& out,
                  const Attrs&) {
  Cost c;
  c.bytes = knownBytes(in) + knownBytes(out);
  return c;
}

Cost zeroCost(const std::vector<TypedShape>&, const std::vector<TypedShape>&, const Attrs&) {
  return {};
}

}  // namespace tl::ops
