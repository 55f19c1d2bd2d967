// Internal helpers of the numpy module (not part of ndarray.h).
#pragma once
#include <optional>
#include <vector>

#include "lang/modules/numpy/ndarray.h"
#include "ops/op.h"

namespace tl::lang::np {

struct NpState {
  ClassObj* arrayClass = nullptr;
  ClassObj* dtypeClass = nullptr;
  std::vector<Value> types;              // np.float32 ... (callable scalar types), by core::DType
  std::vector<Value> instances;          // dtype('float32') ..., by core::DType
  ClassObj* arrayMemoryError = nullptr;  // numpy.core._exceptions._ArrayMemoryError
  std::vector<Value> keepAlive;
};
NpState& npState(Interp& in);
// NumPy's checks before an array of `shape` is allocated: negative dimensions
// and sizes past 2**63 are ValueErrors, more than the memory limit a MemoryError.
void checkArraySize(Interp& in, const core::Shape& shape, core::DType dtype);
// `axis` of an array of `rank` dimensions, counted from 0; NumPy's AxisError when out of bounds (np_ops.cc).
int64_t arrayAxis(Interp& in, int64_t axis, int64_t rank);

// Runs one op eagerly (numpy computes now, even while a tf.function traces).
core::Tensor eager(ops::Op op, const std::vector<core::Tensor>& inputs, const ops::Attrs& attrs = {});
core::Tensor castTo(const core::Tensor& t, core::DType d);

// np.array(obj, dtype): NumPy's inference (float64, int64, bool).
core::Tensor toArray(Interp& in, const Value& v, std::optional<core::DType> dtype = {});
// NumPy's result type for two operands (Python scalars are "weak", as in NumPy 1.24).
core::DType resultType(Interp& in, const Value& a, const Value& b);
core::DType promoteTypes(core::DType a, core::DType b);
// Python operator semantics on arrays (+ - * / // % ** @ and comparisons).
Value arrayBinary(Interp& in, BinOp op, const Value& a, const Value& b);
Value arrayCompare(Interp& in, CmpOp op, const Value& a, const Value& b);
// Reductions with NumPy's dtype rules; axis may be Null/None.
Value reduce(Interp& in, const char* what, const Value& x, const Value& axis, bool keepdims);
core::Tensor unaryMath(Interp& in, ops::Op op, const Value& x);
// a[key] and a[key] = v (ints, slices, None, Ellipsis).
core::Tensor indexArray(Interp& in, const core::Tensor& t, const Value& key);
core::Tensor assignIndex(Interp& in, const core::Tensor& t, const Value& key, const Value& v);
core::Shape shapeArg(Interp& in, const CallArgs& a, size_t from);  // f(2, 3) or f((2, 3))
core::Shape shapeOf(Interp& in, const Value& v);                   // int or tuple
Value dtypeInstance(Interp& in, core::DType d);

void installArrayClass(Interp& in, NpState& st);
void installDTypes(Interp& in, NpState& st, const Value& np);
void installFunctions(Interp& in, const Value& np);
void installMathFunctions(Interp& in, const Value& np);
void installRandom(Interp& in, const Value& random);

}  // namespace tl::lang::np
