// Internal helpers shared by the op families: attrs, dtype dispatch, TF-worded
// errors, reading small int tensors, and the common inference/cost rules.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "ops/op.h"

namespace tl::ops {

using core::Dims;

// --- attrs ---
int64_t attrInt(const Attrs& attrs, std::string_view name, int64_t fallback);
bool attrBool(const Attrs& attrs, std::string_view name, bool fallback);
DType attrDType(const Attrs& attrs, std::string_view name, DType fallback);
std::string attrString(const Attrs& attrs, std::string_view name, const std::string& fallback);

// --- errors ---
// TF's dtype names in kernel messages: "float", "double", "int32", ...
const char* tfTypeName(DType dtype);
// "DT_FLOAT", "DT_INT32", ...
const char* tfEnumName(DType dtype);
[[noreturn]] void throwNoKernel(const char* op, DType dtype);
[[noreturn]] void throwTypeMismatch(const char* op, int index, DType expected, DType got);
// Requires every input in [first, end) to have the dtype of input `first`.
void requireSameDType(const char* op, const std::vector<TypedShape>& in, int first, int end);
void requireDType(const char* op, DType dtype, std::initializer_list<DType> allowed);
std::string dimsString(const Dims& dims);  // "[3,1]" (unknown dims as -1)

// How While and If read a condition: its first element, true when nonzero.
bool conditionHolds(const Tensor& t);

// --- small int tensors ---
std::vector<int64_t> intValues(const Tensor& t);
// The constant int vector of input `index`, or false if not known at build time.
bool constInts(const std::vector<TypedShape>& in, size_t index, std::vector<int64_t>* out);
Tensor intTensor(DType dtype, const std::vector<int64_t>& values, bool scalar = false);
int64_t normalizeAxis(int64_t axis, int rank);  // no check

// --- element access ---
// Calls f(T{}) with T the C++ type of `dtype` (numeric and bool only).
template <typename F>
decltype(auto) visitDType(DType dtype, const char* op, F&& f) {
  switch (dtype) {
    case DType::Float32: return f(float{});
    case DType::Float64: return f(double{});
    case DType::Int32: return f(int32_t{});
    case DType::Int64: return f(int64_t{});
    case DType::Bool: return f(bool{});
    default: throwNoKernel(op, dtype);
  }
}

// Copies element i of `src` to element j of `dst` (same dtype, any dtype but resource).
void copyElement(const Tensor& src, int64_t i, Tensor& dst, int64_t j);
// Copies `count` elements from `from` in src to `to` in dst (block copies along an axis).
void copyBlock(const Tensor& src, int64_t from, Tensor& dst, int64_t to, int64_t count);
// The product of dims[begin, end).
int64_t product(const Dims& dims, int begin, int end);
// A new tensor of `shape` with element k = src[index[k]].
Tensor gatherElements(const Tensor& src, const Shape& shape, const std::vector<int64_t>& index);
Tensor scalarOf(DType dtype, double value);
Tensor filled(DType dtype, const Shape& shape, double value);

// --- inference helpers ---
std::vector<TypedShape> one(DType dtype, PartialShape shape);
PartialShape unknownOfRank(int rank);
inline bool known(int64_t dim) { return dim >= 0; }
// The known elements of an int input of rank <= 1 (from its constant or its
// valueShape), -1 where unknown; unknown rank when nothing is known.
PartialShape knownIntElements(const TypedShape& t);
// TF's MakeShapeFromShapeTensor: the shape an int vector input names while
// tracing, from its constant value (-1 unknown), its value as a shape, or its length.
PartialShape shapeFromShapeTensor(const std::vector<TypedShape>& in, size_t index);
// TensorFlow's InferenceContext::Merge and WithRank on partial shapes: the
// merged value, or the shape function's message (empty on success) for the
// caller to throw as a core::ShapeError beside its kernel's eager wording.
std::string mergeDims(int64_t a, int64_t b, int64_t* merged);
std::string mergeShapes(const PartialShape& a, const PartialShape& b, PartialShape* merged);
std::string withRank(const PartialShape& s, int rank);

// --- costs ---
double knownElements(const TypedShape& t);  // 0 when unknown
Cost elementwiseCost(const std::vector<TypedShape>& in, const std::vector<TypedShape>& out, const Attrs& attrs);
Cost movementCost(const std::vector<TypedShape>& in, const std::vector<TypedShape>& out, const Attrs& attrs);
Cost zeroCost(const std::vector<TypedShape>& in, const std::vector<TypedShape>& out, const Attrs& attrs);

}  // namespace tl::ops
