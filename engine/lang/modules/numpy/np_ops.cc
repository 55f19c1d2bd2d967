// NumPy arithmetic, comparisons, unary math and reductions. Elementwise work
// runs through the eager op kernels; sums use NumPy's pairwise summation so
// results match NumPy to the last bit.
#include <cmath>

#include "lang/modules/numpy/np_internal.h"

namespace tl::lang::np {

int64_t arrayAxis(Interp& in, int64_t axis, int64_t rank) {
  if (axis < -rank || axis >= rank)
    in.raise(in.exceptionClass("AxisError"),
             "axis " + std::to_string(axis) + " is out of bounds for array of dimension " + std::to_string(rank));
  return axis < 0 ? axis + rank : axis;
}

namespace {

using core::DType;
using ops::Op;

// The op computing a Python operator elementwise (its declaration says which); kCount if none.
Op operatorOp(const char* symbol) {
  const ops::OpDef* def = ops::opForOperator(symbol);
  return def ? def->op : Op::kCount;
}

bool arrayLike(const Value& v) { return isNdArray(v) || v.isNumber() || v.is(ObjKind::List) || v.is(ObjKind::Tuple); }

[[noreturn]] void broadcastError(Interp& in, const core::Tensor& a, const core::Tensor& b) {
  in.raise(in.types.ValueError, "operands could not be broadcast together with shapes " + a.shape().toString() + " " +
                                    b.shape().toString() + " ");
}

core::Tensor runBinary(Interp& in, Op op, const core::Tensor& a, const core::Tensor& b) {
  try {
    core::broadcastShapes(a.shape(), b.shape());
  } catch (const core::TfError&) {
    broadcastError(in, a, b);
  }
  return eager(op, {a, b});
}

// a @ b with NumPy's 1-D rules (vector @ vector is a scalar).
core::Tensor matmul(Interp& in, core::Tensor a, core::Tensor b) {
  bool va = a.rank() == 1, vb = b.rank() == 1;
  if (va) a = a.reshaped(core::Shape{1, a.shape().dim(0)});
  if (vb) b = b.reshaped(core::Shape{b.shape().dim(0), 1});
  if (a.rank() != 2 || b.rank() != 2 || a.shape().dim(1) != b.shape().dim(0)) {
    in.raise(in.types.ValueError, "matmul: Input operand 1 has a mismatch in its core dimension 0");
  }
  core::Tensor r = eager(Op::MatMul, {a, b}, {{"transpose_a", false}, {"transpose_b", false}});
  core::Dims dims;
  if (!va) dims.push_back(r.shape().dim(0));
  if (!vb) dims.push_back(r.shape().dim(1));
  return r.reshaped(core::Shape(dims));
}

// NumPy's pairwise_sum (numpy/core/src/umath/loops_utils.h.src).
template <typename T>
T pairwise(const T* a, int64_t n, int64_t stride) {
  if (n < 8) {
    T res = 0;
    for (int64_t i = 0; i < n; ++i) res += a[i * stride];
    return res;
  }
  if (n <= 128) {
    T r[8];
    for (int j = 0; j < 8; ++j) r[j] = a[j * stride];
    int64_t i = 8;
    for (; i < n - (n % 8); i += 8)
      for (int j = 0; j < 8; ++j) r[j] += a[(i + j) * stride];
    T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += a[i * stride];
    return res;
  }
  int64_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise(a, n2, stride) + pairwise(a + n2 * stride, n - n2, stride);
}

std::vector<bool> reducedAxes(Interp& in, const Value& axis, int rank) {
  std::vector<bool> reduced(rank, !(!axis.isNull() && !axis.isNone()));
  if (axis.isNull() || axis.isNone()) return reduced;
  std::vector<Value> list = axis.is(ObjKind::Tuple) || axis.is(ObjKind::List) ? in.toVector(axis)
                                                                              : std::vector<Value>{axis};
  for (const Value& a : list) {
    const int64_t k = toInt(in, a);
    if (k > INT32_MAX || k < INT32_MIN) in.raise(in.types.ValueError, "integer won't fit into a C int");
    reduced[arrayAxis(in, k, rank)] = true;
  }
  return reduced;
}

// Moves the reduced axes last so each output element reads one contiguous run.
core::Tensor reducedLast(const core::Tensor& t, const std::vector<bool>& reduced, int64_t* runLength) {
  std::vector<int64_t> perm;
  *runLength = 1;
  for (int i = 0; i < t.rank(); ++i)
    if (!reduced[i]) perm.push_back(i);
  for (int i = 0; i < t.rank(); ++i)
    if (reduced[i]) perm.push_back(i), *runLength *= t.shape().dim(i);
  core::Tensor p(DType::Int32, core::Shape{static_cast<int64_t>(perm.size())});
  for (size_t i = 0; i < perm.size(); ++i) p.data<int32_t>()[i] = static_cast<int32_t>(perm[i]);
  return t.rank() ? eager(Op::Transpose, {t, p}) : t;
}

core::Shape outShape(const core::Tensor& t, const std::vector<bool>& reduced, bool keepdims) {
  core::Dims dims;
  for (int i = 0; i < t.rank(); ++i) {
    if (!reduced[i]) dims.push_back(t.shape().dim(i));
    else if (keepdims) dims.push_back(1);
  }
  return core::Shape(dims);
}

bool sequentialOrder(const std::vector<bool>& reduced) {
  // NumPy sums pairwise only along a contiguous trailing run; reducing a leading
  // axis adds whole rows in order.
  bool seenReduced = false;
  for (bool r : reduced) {
    if (seenReduced && !r) return true;
    seenReduced |= r;
  }
  return false;
}

template <typename T>
core::Tensor sumRuns(const core::Tensor& src, int64_t run, bool sequential, DType out, const core::Shape& shape) {
  core::Tensor r(out, shape);
  const T* p = src.data<T>();
  int64_t groups = run ? src.numElements() / run : r.numElements();
  for (int64_t g = 0; g < groups; ++g) {
    T s = 0;
    if (sequential)
      for (int64_t k = 0; k < run; ++k) s += p[g * run + k];
    else s = pairwise(p + g * run, run, 1);
    r.data<T>()[g] = s;
  }
  return r;
}

}  // namespace

Value arrayBinary(Interp& in, BinOp op, const Value& a, const Value& b) {
  Op o = operatorOp(binOpSymbol(op));
  if (o == Op::kCount || !arrayLike(a) || !arrayLike(b)) return {};
  DType dt = resultType(in, a, b);
  if (op == BinOp::TrueDiv && !core::isFloating(dt)) dt = DType::Float64;
  if (dt == DType::Bool && op != BinOp::BitAnd && op != BinOp::BitOr) dt = DType::Int64;
  core::Tensor ta = castTo(toArray(in, a), dt), tb = castTo(toArray(in, b), dt);
  if (o == Op::MatMul) return wrapNdArray(in, matmul(in, ta, tb));
  return wrapNdArray(in, runBinary(in, o, ta, tb));
}

Value arrayCompare(Interp& in, CmpOp op, const Value& a, const Value& b) {
  bool equality = op == CmpOp::Eq || op == CmpOp::Ne;
  if (!arrayLike(b)) return equality ? Value::boolean(op == CmpOp::Ne) : Value();
  const Op o = operatorOp(cmpOpSymbol(op));  // none for in / is
  if (o == Op::kCount) return {};
  DType dt = resultType(in, a, b);
  return wrapNdArray(in, runBinary(in, o, castTo(toArray(in, a), dt), castTo(toArray(in, b), dt)));
}

core::Tensor unaryMath(Interp& in, Op op, const Value& x) {
  core::Tensor t = toArray(in, x);
  bool floatOnly = op == Op::Exp || op == Op::Log || op == Op::Sqrt || op == Op::Tanh || op == Op::Sigmoid;
  if (floatOnly && !core::isFloating(t.dtype())) t = castTo(t, DType::Float64);
  if (t.dtype() == DType::Bool) t = castTo(t, DType::Int64);
  return eager(op, {t});
}

// any / all / argmax / argmin of each run of `run` elements of `moved` (the
// reduced axes last), one result per run in `shape`.
core::Tensor scanRuns(Interp& in, const std::string& w, const core::Tensor& moved, int64_t run,
                      const core::Shape& shape) {
  const bool logical = w == "any" || w == "all";
  if (!logical && run == 0) in.raise(in.types.ValueError, "attempt to get " + w + " of an empty sequence");
  core::Tensor out(logical ? DType::Bool : DType::Int64, shape);
  const bool exact = core::isInteger(moved.dtype()) || moved.dtype() == DType::Bool;
  // x[i] before x[j] in the order argmax looks for (NaN first, as NumPy).
  auto better = [&](int64_t i, int64_t j) {
    if (exact)
      return w == "argmax" ? moved.elementAsInt64(i) > moved.elementAsInt64(j)
                           : moved.elementAsInt64(i) < moved.elementAsInt64(j);
    const double a = moved.elementAsDouble(i), b = moved.elementAsDouble(j);
    if (std::isnan(b)) return false;
    return std::isnan(a) || (w == "argmax" ? a > b : a < b);
  };
  for (int64_t r = 0; r < out.numElements(); ++r) {
    const int64_t first = r * run;
    if (logical) {  // all: no zero in the run; any: a non-zero
      const bool all = w == "all";
      bool result = all;
      for (int64_t k = first; k < first + run; ++k) {
        if ((moved.elementAsDouble(k) != 0) == all) continue;
        result = !all;
        break;
      }
      out.data<bool>()[r] = result;
      continue;
    }
    int64_t best = first;
    for (int64_t k = first + 1; k < first + run; ++k)
      if (better(k, best)) best = k;
    out.data<int64_t>()[r] = best - first;
  }
  return out;
}

Value reduce(Interp& in, const char* what, const Value& x, const Value& axis, bool keepdims) {
  std::string w = what;
  core::Tensor t = toArray(in, x);
  std::vector<bool> reduced = reducedAxes(in, axis, t.rank());
  core::Shape shape = outShape(t, reduced, keepdims);
  int64_t run;
  core::Tensor moved = reducedLast(t, reduced, &run);
  if (w == "any" || w == "all" || w == "argmax" || w == "argmin")
    return wrapNdArray(in, scanRuns(in, w, moved, run, shape));
  if (w == "max" || w == "min") {
    if (run == 0)
      in.raise(in.types.ValueError, "zero-size array to reduction operation " +
                                        std::string(w == "max" ? "maximum" : "minimum") + " which has no identity");
    std::vector<int64_t> axes;
    for (int i = 0; i < t.rank(); ++i)
      if (reduced[i]) axes.push_back(i);
    core::Tensor ax(DType::Int32, core::Shape{static_cast<int64_t>(axes.size())});
    for (size_t i = 0; i < axes.size(); ++i) ax.data<int32_t>()[i] = static_cast<int32_t>(axes[i]);
    core::Tensor r = eager(w == "max" ? Op::Max : Op::Min, {t.dtype() == DType::Bool ? castTo(t, DType::Int64) : t, ax},
                           {{"keep_dims", keepdims}});
    return wrapNdArray(in, t.dtype() == DType::Bool ? castTo(r, DType::Bool) : r);
  }
  bool sequential = sequentialOrder(reduced);
  DType acc = core::isFloating(t.dtype()) ? t.dtype() : (w == "sum" ? DType::Int64 : DType::Float64);
  core::Tensor src = castTo(moved, acc);
  core::Tensor sum = acc == DType::Float32   ? sumRuns<float>(src, run, sequential, acc, shape)
                     : acc == DType::Float64 ? sumRuns<double>(src, run, sequential, acc, shape)
                                             : sumRuns<int64_t>(src, run, sequential, acc, shape);
  if (w == "sum") return wrapNdArray(in, sum);
  core::Tensor n = castTo(core::Tensor::scalarF64(static_cast<double>(run)), acc);
  core::Tensor mean = eager(Op::RealDiv, {sum, n});
  if (w == "mean") return wrapNdArray(in, mean);
  // std: sqrt(mean(|x - mean|^2)), as numpy/core/_methods.py computes it.
  core::Shape kept = outShape(t, reduced, true);
  core::Tensor dev = eager(Op::Sub, {castTo(t, acc), mean.reshaped(kept)});
  core::Tensor sq = eager(Op::Mul, {dev, dev});
  core::Tensor sqMoved = reducedLast(sq, reduced, &run);
  core::Tensor ss = acc == DType::Float32 ? sumRuns<float>(sqMoved, run, sequential, acc, shape)
                                          : sumRuns<double>(sqMoved, run, sequential, acc, shape);
  core::Tensor var = eager(Op::RealDiv, {ss, n});
  if (w == "var") return wrapNdArray(in, var);
  return wrapNdArray(in, eager(Op::Sqrt, {var}));
}

}  // namespace tl::lang::np
