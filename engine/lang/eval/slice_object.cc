// The slice type: slice(stop), slice(start, stop[, step]), its start/stop/step
// and indices(length), as CPython's sliceobject.c.
#include "lang/eval/builtins.h"
#include "lang/eval/int_value.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

Value orNone(const Value& v) { return v.isNull() ? Value::none() : v; }

Value makeSlice(Interp& in, const Value&, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "slice() takes no keyword arguments");
  if (a.npos < 1 || a.npos > 3) {
    in.raise(in.types.TypeError, a.npos ? "slice expected at most 3 arguments, got " + std::to_string(a.npos)
                                        : "slice expected at least 1 argument, got 0");
  }
  auto* s = new Slice(in.types.slice);
  s->start = a.npos == 1 ? Value::none() : a.pos[0];
  s->stop = a.npos == 1 ? a.pos[0] : a.pos[1];
  s->step = a.npos == 3 ? a.pos[2] : Value::none();
  return Value(s);
}

// A slice's start, stop or step (an int or __index__), kept whole.
Value wholeIndex(Interp& in, const Value& v) {
  const Value i = indexValue(in, v);
  if (!isInteger(i)) in.raise(in.types.TypeError, "slice indices must be integers or None or have an __index__ method");
  return intValue(in, toBigInt(i));
}

// slice.indices(length): (start, stop, step) clipped to a sequence of that
// length, in Python ints of any size as CPython's _PySlice_GetLongIndices.
Value sliceIndicesMethod(Interp& in, const Value& self, CallArgs& a) {
  if (a.npos != 1 || a.nkw)
    in.raise(in.types.TypeError, "slice.indices() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  const Value length = intValue(in, integerArg(in, a.pos[0]));
  const Value zero = Value::integer(0);
  if (in.lessThan(length, zero)) in.raise(in.types.ValueError, "length should not be negative");
  const Slice* s = self.as<Slice>();
  const bool noStep = s->step.isNone() || s->step.isNull();
  const Value step = noStep ? Value::integer(1) : wholeIndex(in, s->step);
  if (in.equals(step, zero)) in.raise(in.types.ValueError, "slice step cannot be zero");
  const bool backwards = in.lessThan(step, zero);
  const Value lower = Value::integer(backwards ? -1 : 0);
  const Value upper = backwards ? in.binary(BinOp::Sub, length, Value::integer(1)) : length;
  auto bound = [&](const Value& given, const Value& otherwise) {
    if (given.isNone() || given.isNull()) return otherwise;
    Value b = wholeIndex(in, given);
    if (in.lessThan(b, zero)) {
      b = in.binary(BinOp::Add, b, length);
      return in.lessThan(b, lower) ? lower : b;
    }
    return in.lessThan(upper, b) ? upper : b;
  };
  const Value start = bound(s->start, backwards ? upper : lower);
  const Value stop = bound(s->stop, backwards ? lower : upper);
  return in.newTuple({start, stop, step});
}

}  // namespace

void installSlice(Interp& in) {
  ClassObj* slice = in.types.slice;
  slice->attrs()->set(in.internStr("__call_ctor__"), in.newBuiltin("slice", makeSlice));
  in.builtins.as<Dict>()->set(in.internStr("slice"), Value(slice));
  defProperty(in, slice, "start", [](Interp&, const Value& s, CallArgs&) { return orNone(s.as<Slice>()->start); });
  defProperty(in, slice, "stop", [](Interp&, const Value& s, CallArgs&) { return orNone(s.as<Slice>()->stop); });
  defProperty(in, slice, "step", [](Interp&, const Value& s, CallArgs&) { return orNone(s.as<Slice>()->step); });
  defMethod(in, slice, "indices", sliceIndicesMethod);
}

}  // namespace tl::lang
