// t[...] through StridedSlice (and v[...].assign(x) through
// ResourceStridedSliceAssign), building begin/end/strides and the masks the way
// TF's _slice_helper does (ints shrink, None adds an axis, ... is the ellipsis).
#include <algorithm>

#include "lang/modules/tensorflow/tf_internal.h"
#include "ops/builders.h"

namespace tl::lang::tfi {
namespace {

// One begin/end/stride entry: a Python int or a scalar int tensor.
struct Bound {
  int64_t constant = 0;
  ops::Value tensor;  // valid when symbolic
};

struct SliceSpec {
  std::vector<Bound> begin, end, strides;
  int64_t beginMask = 0, endMask = 0, ellipsisMask = 0, newAxisMask = 0, shrinkMask = 0;
};

[[noreturn]] void badIndex(Interp& in, const Value& s) {
  in.raise(in.types.TypeError,
           "Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar "
           "tf.int32/tf.int64 tensors are valid indices, got " +
               in.repr(s));
}

Bound boundOf(Interp& in, const Value& v) {
  if (v.isIntLike()) return {v.asInt(), {}};
  if (isTensor(v) && core::isInteger(tensorValue(v).dtype())) {
    const ops::Value& t = tensorValue(v);
    if (t.shape().hasRank() && t.shape().rank() == 0) {
      if (t.isEager()) return {t.tensor().elementAsInt64(0), {}};
      // TF stacks an int64 index as int64 and every other one as int32.
      return {0, t.dtype() == core::DType::Int64 ? t : ops::build::cast(t, core::DType::Int32)};
    }
  }
  badIndex(in, v);
}

void addEntry(SliceSpec& spec, Bound b, Bound e, Bound s) {
  spec.begin.push_back(std::move(b));
  spec.end.push_back(std::move(e));
  spec.strides.push_back(std::move(s));
}

void addItem(Interp& in, SliceSpec& spec, const Value& s, int index) {
  int64_t bit = int64_t{1} << index;
  if (s.is(ObjKind::Slice)) {
    const Slice* sl = s.as<Slice>();
    bool hasStart = !sl->start.isNull() && !sl->start.isNone();
    bool hasStop = !sl->stop.isNull() && !sl->stop.isNone();
    bool hasStep = !sl->step.isNull() && !sl->step.isNone();
    if (!hasStart) spec.beginMask |= bit;
    if (!hasStop) spec.endMask |= bit;
    addEntry(spec, hasStart ? boundOf(in, sl->start) : Bound{}, hasStop ? boundOf(in, sl->stop) : Bound{},
             hasStep ? boundOf(in, sl->step) : Bound{1, {}});
  } else if (s.is(ObjKind::Ellipsis)) {
    spec.ellipsisMask |= bit;
    addEntry(spec, {}, {}, {1, {}});
  } else if (s.isNone()) {
    spec.newAxisMask |= bit;
    addEntry(spec, {}, {}, {1, {}});
  } else {
    Bound b = boundOf(in, s);
    // TensorFlow checks an index against the dimension at run time; one past
    // INT64_MAX can be no valid index, and b + 1 must not wrap.
    if (!b.tensor.valid() && b.constant == INT64_MAX) core::throwInvalidArgument("slice index out of bounds");
    Bound e = b.tensor.valid() ? Bound{0, ops::build::add(b.tensor, ops::build::scalar(1, b.tensor.dtype()))}
                               : Bound{b.constant + 1, {}};
    spec.shrinkMask |= bit;
    addEntry(spec, std::move(b), std::move(e), {1, {}});
  }
}

// One of begin, end and strides as one vector: int64 when an entry needs it
// (an int64 tensor, or a constant beyond int32), else int32.
ops::Value packBounds(const std::vector<Bound>& bounds) {
  bool symbolic = false, wide = false;
  std::vector<int64_t> constants;
  for (const Bound& b : bounds) {
    symbolic |= b.tensor.valid();
    wide |= b.tensor.valid() ? b.tensor.dtype() == core::DType::Int64 : b.constant != static_cast<int32_t>(b.constant);
    constants.push_back(b.constant);
  }
  if (!symbolic) return intConst(constants);
  std::vector<ops::Value> parts;
  for (const Bound& b : bounds) {
    if (!b.tensor.valid()) parts.push_back(intConst({b.constant}, true, wide));
    else
      parts.push_back(wide && b.tensor.dtype() != core::DType::Int64 ? ops::build::cast(b.tensor, core::DType::Int64)
                                                                     : b.tensor);
  }
  return ops::build::pack(parts, 0);
}

// TF's _slice_helper: when one of begin, end and strides is int64, the others
// are cast to int64 too (StridedSlice takes one index type).
void matchIndexTypes(std::vector<ops::Value>& packed) {
  const bool wide = std::any_of(packed.begin(), packed.end(),
                                [](const ops::Value& v) { return v.dtype() == core::DType::Int64; });
  if (!wide) return;
  for (ops::Value& v : packed)
    if (v.dtype() != core::DType::Int64) v = ops::build::cast(v, core::DType::Int64);
}

// begin, end and strides packed, and the masks as attrs, for `key`.
std::vector<ops::Value> packSlice(Interp& in, const Value& key, ops::Attrs& attrs) {
  std::vector<Value> items;
  if (key.is(ObjKind::Tuple)) items = key.as<Tuple>()->items;
  else items.push_back(key);
  SliceSpec spec;
  for (size_t i = 0; i < items.size(); ++i) addItem(in, spec, items[i], static_cast<int>(i));
  attrs = {{"begin_mask", spec.beginMask},
           {"end_mask", spec.endMask},
           {"ellipsis_mask", spec.ellipsisMask},
           {"new_axis_mask", spec.newAxisMask},
           {"shrink_axis_mask", spec.shrinkMask}};
  std::vector<ops::Value> packed = {packBounds(spec.begin), packBounds(spec.end), packBounds(spec.strides)};
  matchIndexTypes(packed);
  return packed;
}

}  // namespace

ops::Value sliceTensor(Interp& in, const ops::Value& x, const Value& key) {
  ops::Attrs attrs;
  std::vector<ops::Value> packed = packSlice(in, key, attrs);
  return callNamed(ops::Op::StridedSlice, {x, packed[0], packed[1], packed[2]}, attrs, "strided_slice");
}

void assignSlice(Interp& in, const ops::Value& handle, const Value& key, const ops::Value& value,
                 const std::string& name) {
  ops::Attrs attrs;
  std::vector<ops::Value> packed = packSlice(in, key, attrs);
  callNamed(ops::Op::ResourceStridedSliceAssign, {handle, packed[0], packed[1], packed[2], value}, attrs, name);
}

}  // namespace tl::lang::tfi
