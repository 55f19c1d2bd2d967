// The range type as CPython's rangeobject.c: bounds of any int size, len,
// items and slices, membership, equality, hash, repr, iteration, and the
// attributes and methods (start/stop/step, count, index). A range whose bounds
// and length fit 64 bits takes the inline paths; any other computes with BigInt.
#include <optional>

#include "lang/eval/builtins.h"
#include "lang/eval/hashing.h"
#include "lang/eval/int_value.h"
#include "lang/eval/iterators.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

BigInt startOf(const Range& r) { return r.wide ? r.wide->start : BigInt(r.start); }
BigInt stopOf(const Range& r) { return r.wide ? r.wide->stop : BigInt(r.stop); }
BigInt stepOf(const Range& r) { return r.wide ? r.wide->step : BigInt(r.step); }
BigInt lengthOf(const Range& r) { return r.wide ? r.wide->length : BigInt(r.length()); }

// CPython's compute_range_length: the count of start + k*step before stop.
BigInt computeLength(const BigInt& start, const BigInt& stop, const BigInt& step) {
  const bool up = !step.negative();
  const BigInt& low = up ? start : stop;
  const BigInt& high = up ? stop : start;
  if (BigInt::compare(low, high) >= 0) return BigInt(0);
  BigInt quotient;
  BigInt::divMod(high - low - BigInt(1), step.abs(), &quotient, nullptr);
  return quotient + BigInt(1);
}

// range_iterator: 64-bit items. The step past the last item wraps instead of
// overflowing; it is never read.
class RangeIter : public Iterator {
 public:
  RangeIter(ClassObj* cls, int64_t first, int64_t step, int64_t count)
      : Iterator(cls), next_(first), step_(step), left_(count) {}
  bool next(Interp&, Value& out) override {
    if (left_ <= 0) return false;
    out = Value::integer(next_);
    next_ = static_cast<int64_t>(static_cast<uint64_t>(next_) + static_cast<uint64_t>(step_));
    --left_;
    return true;
  }

 private:
  int64_t next_, step_, left_;
};

// longrange_iterator: items of any size.
class WideRangeIter : public Iterator {
 public:
  WideRangeIter(ClassObj* cls, BigInt first, BigInt step, BigInt count)
      : Iterator(cls), next_(std::move(first)), step_(std::move(step)), left_(std::move(count)) {}
  bool next(Interp& in, Value& out) override {
    if (left_.isZero()) return false;
    out = intValue(in, next_);
    next_ = next_ + step_;
    left_ = left_ - BigInt(1);
    return true;
  }

 private:
  BigInt next_, step_, left_;
};

// A slice bound or step: None (nullopt), or an int of any size through __index__.
std::optional<BigInt> sliceBound(Interp& in, const Value& v) {
  if (v.isNull() || v.isNone()) return std::nullopt;
  const Value index = indexValue(in, v);
  if (!isInteger(index))
    in.raise(in.types.TypeError, "slice indices must be integers or None or have an __index__ method");
  return toBigInt(index);
}

// CPython's _PySlice_GetLongIndices: start, stop and step for `length` items.
void wideSliceIndices(Interp& in, const Slice& s, const BigInt& length, BigInt& start, BigInt& stop, BigInt& step) {
  step = sliceBound(in, s.step).value_or(BigInt(1));
  if (step.isZero()) in.raise(in.types.ValueError, "slice step cannot be zero");
  const bool down = step.negative();
  const BigInt lower(down ? -1 : 0);
  const BigInt upper = down ? length - BigInt(1) : length;
  auto clamp = [&](std::optional<BigInt> bound, const BigInt& otherwise) {
    if (!bound) return otherwise;
    BigInt at = *bound;
    if (at.negative()) {
      at = at + length;
      return BigInt::compare(at, lower) < 0 ? lower : at;
    }
    return BigInt::compare(at, upper) > 0 ? upper : at;
  };
  start = clamp(sliceBound(in, s.start), down ? upper : lower);
  stop = clamp(sliceBound(in, s.stop), down ? lower : upper);
}

// Item i of a 64-bit range. The item fits 64 bits, though i * step may not:
// unsigned arithmetic wraps to the right value.
int64_t itemAt(const Range& r, int64_t i) {
  return static_cast<int64_t>(static_cast<uint64_t>(r.start) +
                              static_cast<uint64_t>(i) * static_cast<uint64_t>(r.step));
}

const Range& rangeOf(const Value& v) { return *v.as<Range>(); }

// An exact int or a bool: what range answers arithmetically instead of by
// comparing with each item.
bool isPlainInt(const Value& v) { return v.tag() == Tag::Int || v.tag() == Tag::Bool || isBigInt(v); }

const Value& onlyArgument(Interp& in, const CallArgs& a, const char* name) {
  if (a.nkw || a.npos != 1)
    in.raise(in.types.TypeError, std::string("range.") + name + "() takes exactly one argument (" +
                                     std::to_string(a.npos + a.nkw) + " given)");
  return a.pos[0];
}

// The position of x among the range's items by equality, or -1.
int64_t searchByEquality(Interp& in, const Value& range, const Value& x, bool count) {
  Value it = in.iter(range), item;
  int64_t found = 0, position = 0;
  while (in.next(it, item)) {
    if (in.equals(item, x)) {
      if (!count) return position;
      ++found;
    }
    ++position;
  }
  return count ? found : -1;
}

Value rangeCount(Interp& in, const Value& s, CallArgs& a) {
  const Value& x = onlyArgument(in, a, "count");
  if (isPlainInt(x)) return Value::integer(in.contains(s, x) ? 1 : 0);
  return Value::integer(searchByEquality(in, s, x, true));
}

Value rangeIndex(Interp& in, const Value& s, CallArgs& a) {
  const Value& x = onlyArgument(in, a, "index");
  if (isPlainInt(x)) {
    if (!in.contains(s, x)) in.raise(in.types.ValueError, in.repr(x) + " is not in range");
    BigInt position;
    BigInt::divMod(toBigInt(x) - startOf(rangeOf(s)), stepOf(rangeOf(s)), &position, nullptr);
    return intValue(in, position);
  }
  const int64_t at = searchByEquality(in, s, x, false);
  if (at < 0) in.raise(in.types.ValueError, "sequence.index(x): x not in sequence");
  return Value::integer(at);
}

}  // namespace

Value makeRange(Interp& in, const BigInt& start, const BigInt& stop, const BigInt& step) {
  BigInt length = computeLength(start, stop, step);
  const bool inline64 = start.fitsInt64() && stop.fitsInt64() && step.fitsInt64() && length.fitsInt64() &&
                        step.toInt64() != INT64_MIN;  // so that reversed() can negate it
  if (inline64) return Value(new Range(in.types.range, start.toInt64(), stop.toInt64(), step.toInt64()));
  return Value(new Range(in.types.range, Range::Wide{start, stop, step, std::move(length)}));
}

int64_t rangeLen(Interp& in, const Range& r) {
  if (!r.wide) return r.length();
  if (!r.wide->length.fitsInt64()) in.raise(in.types.OverflowError, "Python int too large to convert to C ssize_t");
  return r.wide->length.toInt64();
}

bool rangeIsEmpty(const Range& r) { return r.wide ? r.wide->length.isZero() : r.length() == 0; }

Value rangeItem(Interp& in, const Range& r, const Value& key) {
  if (key.is(ObjKind::Slice)) {
    BigInt start, stop, step;
    wideSliceIndices(in, *key.as<Slice>(), lengthOf(r), start, stop, step);
    const BigInt first = startOf(r), by = stepOf(r);
    return makeRange(in, first + start * by, first + stop * by, by * step);
  }
  const Value index = indexValue(in, key);
  if (!isInteger(index))
    in.raise(in.types.TypeError, "range indices must be integers or slices, not " + in.typeName(key));
  if (!r.wide && index.isIntLike()) {
    const int64_t n = r.length();
    int64_t i = index.asInt();
    if (i < 0) i += n;
    if (i < 0 || i >= n) in.raise(in.types.IndexError, "range object index out of range");
    return Value::integer(itemAt(r, i));
  }
  const BigInt length = lengthOf(r);
  BigInt i = toBigInt(index);
  if (i.negative()) i = i + length;
  if (i.negative() || BigInt::compare(i, length) >= 0) in.raise(in.types.IndexError, "range object index out of range");
  return intValue(in, startOf(r) + i * stepOf(r));
}

bool rangeContainsInt(const Range& r, const Value& x) {
  if (!r.wide) {
    if (!x.isIntLike()) return false;  // beyond 64 bits, past every item
    const int64_t v = x.asInt();
    if (r.step > 0 ? (v < r.start || v >= r.stop) : (v > r.start || v <= r.stop)) return false;
    const uint64_t distance = r.step > 0 ? static_cast<uint64_t>(v) - static_cast<uint64_t>(r.start)
                                         : static_cast<uint64_t>(r.start) - static_cast<uint64_t>(v);
    return distance % (r.step > 0 ? static_cast<uint64_t>(r.step) : 0 - static_cast<uint64_t>(r.step)) == 0;
  }
  const Range::Wide& w = *r.wide;
  const BigInt v = toBigInt(x);
  const bool up = !w.step.negative();
  const bool inside = up ? BigInt::compare(v, w.start) >= 0 && BigInt::compare(v, w.stop) < 0
                         : BigInt::compare(v, w.start) <= 0 && BigInt::compare(v, w.stop) > 0;
  if (!inside) return false;
  BigInt remainder;
  BigInt::divMod(v - w.start, w.step, nullptr, &remainder);
  return remainder.isZero();
}

// CPython's range_equals: the same items (a length, then a start, then a step that matter).
bool rangesEqual(const Range& a, const Range& b) {
  if (!a.wide && !b.wide) {
    const int64_t n = a.length();
    return n == b.length() && (n == 0 || (a.start == b.start && (n == 1 || a.step == b.step)));
  }
  const BigInt n = lengthOf(a);
  if (BigInt::compare(n, lengthOf(b)) != 0) return false;
  if (n.isZero()) return true;
  if (BigInt::compare(startOf(a), startOf(b)) != 0) return false;
  return BigInt::compare(n, BigInt(1)) == 0 || BigInt::compare(stepOf(a), stepOf(b)) == 0;
}

// CPython's range_hash: hash((len, start, step)), with None for what equality ignores.
int64_t rangeHash(const Range& r) {
  const BigInt n = lengthOf(r);
  const int64_t none = hashBuiltin(Value::none());
  TupleHash hash;
  hash.add(n.pythonHash());
  hash.add(n.isZero() ? none : startOf(r).pythonHash());
  hash.add(BigInt::compare(n, BigInt(1)) <= 0 ? none : stepOf(r).pythonHash());
  return hash.result();
}

std::string rangeRepr(Interp& in, const Range& r) {
  const BigInt step = stepOf(r);
  return "range(" + intToDecimal(in, startOf(r)) + ", " + intToDecimal(in, stopOf(r)) +
         (BigInt::compare(step, BigInt(1)) != 0 ? ", " + intToDecimal(in, step) : "") + ")";
}

Value rangeIterator(Interp& in, const Range& r, bool reversed) {
  if (!r.wide) {
    ClassObj* cls = iteratorClass(in, IterKind::RangeIterator);
    const int64_t n = r.length();
    if (!reversed || n == 0) return Value(new RangeIter(cls, r.start, r.step, n));
    return Value(new RangeIter(cls, itemAt(r, n - 1), -r.step, n));
  }
  const Range::Wide& w = *r.wide;
  ClassObj* cls = iteratorClass(in, IterKind::LongRangeIterator);
  if (!reversed || w.length.isZero()) return Value(new WideRangeIter(cls, w.start, w.step, w.length));
  return Value(new WideRangeIter(cls, w.start + (w.length - BigInt(1)) * w.step, -w.step, w.length));
}

void installRange(Interp& in) {
  ClassObj* range = in.types.range;
  defProperty(in, range, "start",
              [](Interp& in, const Value& s, CallArgs&) { return intValue(in, startOf(rangeOf(s))); });
  defProperty(in, range, "stop",
              [](Interp& in, const Value& s, CallArgs&) { return intValue(in, stopOf(rangeOf(s))); });
  defProperty(in, range, "step",
              [](Interp& in, const Value& s, CallArgs&) { return intValue(in, stepOf(rangeOf(s))); });
  defMethod(in, range, "count", rangeCount);
  defMethod(in, range, "index", rangeIndex);
}

}  // namespace tl::lang
