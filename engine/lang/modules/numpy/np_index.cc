// NumPy indexing: basic indexing (ints, slices, None, Ellipsis) through the
// StridedSlice plan, boolean masks and integer-array indexing on axis 0, and
// item assignment (arrays are copied on write).
#include <cstdint>
#include <cstring>

#include "lang/modules/numpy/np_internal.h"
#include "ops/strided_slice.h"

namespace tl::lang::np {
namespace {

using core::DType;

struct Spec {
  std::vector<int64_t> begin, end, strides;
  ops::SliceMasks masks;
};

[[noreturn]] void badIndex(Interp& in) {
  in.raise(in.types.IndexError,
           "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or "
           "boolean arrays are valid indices");
}

int64_t boundOf(Interp& in, const Value& v) {
  if (v.isIntLike()) return v.asInt();
  if (isNdArray(v) && ndArrayTensor(v).rank() == 0 && core::isInteger(ndArrayTensor(v).dtype()))
    return static_cast<int64_t>(ndArrayTensor(v).elementAsDouble(0));
  badIndex(in);
}

Spec specOf(Interp& in, const Value& key) {
  std::vector<Value> items = key.is(ObjKind::Tuple) ? key.as<Tuple>()->items : std::vector<Value>{key};
  Spec s;
  for (size_t i = 0; i < items.size(); ++i) {
    const Value& it = items[i];
    int64_t bit = int64_t{1} << i;
    int64_t b = 0, e = 0, st = 1;
    if (it.is(ObjKind::Slice)) {
      const Slice* sl = it.as<Slice>();
      auto has = [](const Value& v) { return !v.isNull() && !v.isNone(); };
      if (has(sl->start)) b = boundOf(in, sl->start);
      else s.masks.begin |= bit;
      if (has(sl->stop)) e = boundOf(in, sl->stop);
      else s.masks.end |= bit;
      if (has(sl->step)) st = boundOf(in, sl->step);
      if (st == 0) in.raise(in.types.ValueError, "slice step cannot be zero");
      if (st < -INT64_MAX) st = -INT64_MAX;  // NumPy clamps as PySlice_Unpack does
    } else if (it.is(ObjKind::Ellipsis)) {
      s.masks.ellipsis |= bit;
    } else if (it.isNone()) {
      s.masks.newAxis |= bit;
    } else {
      b = boundOf(in, it), e = b + 1, s.masks.shrink |= bit;
    }
    s.begin.push_back(b), s.end.push_back(e), s.strides.push_back(st);
  }
  return s;
}

// Flat offsets selected by a basic index, and the shape of the selection.
std::vector<int64_t> basicSelection(Interp& in, const core::Tensor& t, const Value& key, core::Shape* shape) {
  Spec s = specOf(in, key);
  // NumPy raises IndexError for an out-of-range integer (StridedSlice would clamp).
  std::vector<Value> items = key.is(ObjKind::Tuple) ? key.as<Tuple>()->items : std::vector<Value>{key};
  int dim = 0;
  for (const Value& it : items) {
    if (it.is(ObjKind::Ellipsis)) {
      dim = -1000;
      continue;
    }
    if (it.isNone()) continue;
    if (!it.is(ObjKind::Slice) && dim >= 0) {
      if (dim >= t.rank())
        in.raise(in.types.IndexError, "too many indices for array: array is " + std::to_string(t.rank()) +
                                          "-dimensional, but " + std::to_string(items.size()) + " were indexed");
      int64_t n = t.shape().dim(dim), i = boundOf(in, it);
      if (i < -n || i >= n)
        in.raise(in.types.IndexError, "index " + std::to_string(i) + " is out of bounds for axis " +
                                          std::to_string(dim) + " with size " + std::to_string(n));
    }
    ++dim;
  }
  ops::StridedSlicePlan plan = ops::planStridedSlice(t.shape().dims(), s.begin, s.end, s.strides, s.masks);
  *shape = core::Shape(plan.outDims);
  return ops::stridedSliceIndex(t.shape(), plan);
}

bool isMask(const Value& key) { return isNdArray(key) && ndArrayTensor(key).dtype() == DType::Bool; }
bool isIntArray(const Value& key) {
  return key.is(ObjKind::List) ||
         (isNdArray(key) && core::isInteger(ndArrayTensor(key).dtype()) && ndArrayTensor(key).rank() > 0);
}

std::vector<int64_t> maskSelection(Interp& in, const core::Tensor& t, const core::Tensor& mask, core::Shape* shape) {
  if (mask.shape() != t.shape()) {
    in.raise(in.types.IndexError, "boolean index did not match indexed array; shape " + t.shape().toString() +
                                      " vs mask " + mask.shape().toString());
  }
  std::vector<int64_t> idx;
  for (int64_t k = 0; k < mask.numElements(); ++k)
    if (mask.data<bool>()[k]) idx.push_back(k);
  *shape = core::Shape{static_cast<int64_t>(idx.size())};
  return idx;
}

std::vector<int64_t> rowsSelection(Interp& in, const core::Tensor& t, const core::Tensor& rows, core::Shape* shape) {
  if (t.rank() == 0) badIndex(in);
  int64_t n = t.shape().dim(0), inner = n ? t.numElements() / n : 0;
  std::vector<int64_t> idx;
  for (int64_t k = 0; k < rows.numElements(); ++k) {
    int64_t r = static_cast<int64_t>(rows.elementAsDouble(k));
    if (r < -n || r >= n)
      in.raise(in.types.IndexError,
               "index " + std::to_string(r) + " is out of bounds for axis 0 with size " + std::to_string(n));
    if (r < 0) r += n;
    for (int64_t j = 0; j < inner; ++j) idx.push_back(r * inner + j);
  }
  core::Dims dims = rows.shape().dims();
  for (int i = 1; i < t.rank(); ++i) dims.push_back(t.shape().dim(i));
  *shape = core::Shape(dims);
  return idx;
}

std::vector<int64_t> selection(Interp& in, const core::Tensor& t, const Value& key, core::Shape* shape) {
  if (isMask(key)) return maskSelection(in, t, ndArrayTensor(key), shape);
  if (isIntArray(key)) return rowsSelection(in, t, toArray(in, key), shape);
  return basicSelection(in, t, key, shape);
}

void copyElement(const core::Tensor& src, int64_t i, core::Tensor& dst, int64_t j) {
  if (src.dtype() == DType::String) {
    dst.strings()[j] = src.strings()[i];
    return;
  }
  size_t w = core::dtypeSize(src.dtype());
  std::memcpy(dst.data<char>() + j * w, static_cast<const char*>(src.raw()) + i * w, w);
}

}  // namespace

core::Tensor indexArray(Interp& in, const core::Tensor& t, const Value& key) {
  core::Shape shape;
  std::vector<int64_t> idx = selection(in, t, key, &shape);
  core::Tensor out(t.dtype(), shape);
  for (size_t k = 0; k < idx.size(); ++k) copyElement(t, idx[k], out, static_cast<int64_t>(k));
  return out;
}

core::Tensor assignIndex(Interp& in, const core::Tensor& t, const Value& key, const Value& v) {
  core::Shape shape;
  std::vector<int64_t> idx = selection(in, t, key, &shape);
  core::Tensor value = castTo(toArray(in, v), t.dtype());
  if (value.shape() != shape) {
    core::Tensor dims(DType::Int32, core::Shape{shape.rank()});
    for (int i = 0; i < shape.rank(); ++i) dims.data<int32_t>()[i] = static_cast<int32_t>(shape.dim(i));
    try {
      value = eager(ops::Op::BroadcastTo, {value, dims});
    } catch (const core::TfError&) {
      in.raise(in.types.ValueError, "could not broadcast input array from shape " + value.shape().toString() +
                                        " into shape " + shape.toString());
    }
  }
  core::Tensor out(t.dtype(), t.shape());
  for (int64_t k = 0; k < t.numElements(); ++k) copyElement(t, k, out, k);
  for (size_t k = 0; k < idx.size(); ++k) copyElement(value, static_cast<int64_t>(k), out, idx[k]);
  return out;
}

}  // namespace tl::lang::np
