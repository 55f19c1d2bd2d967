#include "ops/op_util.h"

#include <cstring>

namespace tl::ops {

int64_t attrInt(const Attrs& attrs, std::string_view name, int64_t fallback) {
  auto found = attrs.find(name);
  if (found == attrs.end()) return fallback;
  if (const auto* v = std::get_if<int64_t>(&found->second)) return *v;
  if (const auto* b = std::get_if<bool>(&found->second)) return *b ? 1 : 0;
  return fallback;
}

bool attrBool(const Attrs& attrs, std::string_view name, bool fallback) {
  auto found = attrs.find(name);
  if (found == attrs.end()) return fallback;
  if (const auto* b = std::get_if<bool>(&found->second)) return *b;
  if (const auto* v = std::get_if<int64_t>(&found->second)) return *v != 0;
  return fallback;
}

DType attrDType(const Attrs& attrs, std::string_view name, DType fallback) {
  const auto* d = attr<DType>(attrs, name);
  return d ? *d : fallback;
}

std::string attrString(const Attrs& attrs, std::string_view name, const std::string& fallback) {
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
  throw core::TfError("NotFoundError", std::string("Could not find device for node: {{node ") + op + "}} = " + op +
                                           "[T=" + tfEnumName(dtype) + "]");
}

void throwTypeMismatch(const char* op, int index, DType expected, DType got) {
  core::throwInvalidArgument(std::string("cannot compute ") + op + " as input #" + std::to_string(index) +
                             "(zero-based) was expected to be a " + tfTypeName(expected) + " tensor but is a " +
                             tfTypeName(got) + " tensor");
}

namespace {

// The names of an op's inputs that share one type attr, as its OpDef declares them;
// nullptr when not listed here.
const char* sharedInputName(const std::string& op, int index) {
  static const char* const kBinary[] = {"AddV2",   "Sub",       "Mul",     "RealDiv",           "FloorDiv", "FloorMod",
                                        "Maximum", "Minimum",   "Pow",     "SquaredDifference", "Equal",    "NotEqual",
                                        "Less",    "LessEqual", "Greater", "GreaterEqual"};
  for (const char* name : kBinary) {
    if (op == name) return index == 0 ? "x" : "y";
  }
  if (op == "MatMul") return index == 0 ? "a" : "b";
  if (op == "BiasAdd") return index == 0 ? "value" : "bias";
  if (op == "SelectV2") return index == 1 ? "t" : "e";
  return nullptr;
}

}  // namespace

// Building a graph, TensorFlow's op_def_library checks the inputs of a type attr
// (a TypeError); eagerly the kernel's input check fails (InvalidArgumentError).
void requireSameDType(const char* op, const std::vector<TypedShape>& in, int first, int end) {
  for (int i = first + 1; i < end; ++i) {
    if (in[i].dtype == in[first].dtype) continue;
    const char* name = sharedInputName(op, i);
    if (name && !baseContext().isEager()) {
      core::throwTypeError(std::string("Input '") + name + "' of '" + op + "' Op has type " +
                           core::dtypeName(in[i].dtype) + " that does not match type " +
                           core::dtypeName(in[first].dtype) + " of argument '" + sharedInputName(op, first) + "'.");
    }
    throwTypeMismatch(op, i, in[first].dtype, in[i].dtype);
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
    core::throwInvalidArgument(std::string("expected an int32 or int64 tensor, got ") + core::dtypeName(t.dtype()));
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

void copyBlock(const Tensor& src, int64_t from, Tensor& dst, int64_t to, int64_t count) {
  if (src.dtype() == DType::String) {
    for (int64_t i = 0; i < count; ++i) dst.strings()[to + i] = src.strings()[from + i];
    return;
  }
  size_t size = core::dtypeSize(src.dtype());
  std::memcpy(static_cast<char*>(const_cast<void*>(dst.raw())) + to * size,
              static_cast<const char*>(src.raw()) + from * size, count * size);
}

int64_t product(const Dims& dims, int begin, int end) {
  int64_t p = 1;
  for (int i = begin; i < end; ++i) p *= dims[i];
  return p;
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

PartialShape knownIntElements(const TypedShape& t) {
  if (t.constant && core::isInteger(t.dtype) && t.constant->rank() <= 1) {
    return PartialShape(intValues(*t.constant));
  }
  return t.valueShape;
}

PartialShape shapeFromShapeTensor(const std::vector<TypedShape>& in, size_t index) {
  std::vector<int64_t> dims;
  if (constInts(in, index, &dims)) {
    for (int64_t d : dims) {
      if (d < -1) core::throwInvalidArgument("Dimension " + std::to_string(d) + " must be >= 0");
    }
    return PartialShape(dims);
  }
  if (in[index].valueShape.hasRank()) return in[index].valueShape;
  const PartialShape& s = in[index].shape;
  if (s.hasRank() && s.rank() == 1 && known(s.dim(0))) return unknownOfRank(static_cast<int>(s.dim(0)));
  return PartialShape();
}

std::string mergeDims(int64_t a, int64_t b, int64_t* merged) {
  if (known(a) && known(b) && a != b) {
    return "Dimensions must be equal, but are " + std::to_string(a) + " and " + std::to_string(b);
  }
  *merged = known(a) ? a : b;
  return "";
}

std::string mergeShapes(const PartialShape& a, const PartialShape& b, PartialShape* merged) {
  if (!a.hasRank() || !b.hasRank()) {
    *merged = a.hasRank() ? a : b;
    return "";
  }
  if (a.rank() != b.rank()) {
    return "Shapes must be equal rank, but are " + std::to_string(a.rank()) + " and " + std::to_string(b.rank());
  }
  Dims dims(a.rank());
  for (int i = 0; i < a.rank(); ++i) {
    if (!mergeDims(a.dim(i), b.dim(i), &dims[i]).empty()) {
      return "Dimension " + std::to_string(i) + " in both shapes must be equal, but are " + std::to_string(a.dim(i)) +
             " and " + std::to_string(b.dim(i)) + ". Shapes are " + a.toDebugString() + " and " + b.toDebugString() +
             ".";
    }
  }
  *merged = PartialShape(dims);
  return "";
}

std::string withRank(const PartialShape& s, int rank) {
  if (!s.hasRank() || s.rank() == rank) return "";
  return "Shape must be rank " + std::to_string(rank) + " but is rank " + std::to_string(s.rank());
}

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

Cost elementwiseCost(const std::vector<TypedShape>& in, const std::vector<TypedShape>& out, const Attrs&) {
  Cost c;
  for (const auto& o : out) c.flops += knownElements(o);
  c.bytes = knownBytes(in) + knownBytes(out);
  return c;
}

Cost movementCost(const std::vector<TypedShape>& in, const std::vector<TypedShape>& out, const Attrs&) {
  Cost c;
  c.bytes = knownBytes(in) + knownBytes(out);
  return c;
}

Cost zeroCost(const std::vector<TypedShape>&, const std::vector<TypedShape>&, const Attrs&) { return {}; }

}  // namespace tl::ops
