// The slice type: slice(stop), slice(start, stop[, step]), its start/stop/step
// and indices(length), as CPython's sliceobject.c.
#include "lang/eval/builtins.h"
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

// slice.indices(length): (start, stop, step) clipped to a sequence of that length.
Value sliceIndicesMethod(Interp& in, const Value& self, CallArgs& a) {
  if (a.npos != 1 || a.nkw) in.raise(in.types.TypeError, "slice.indices() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  if (!a.pos[0].isIntLike())
    in.raise(in.types.TypeError, "'" + in.typeName(a.pos[0]) + "' object cannot be interpreted as an integer");
  const int64_t n = a.pos[0].asInt();
  if (n < 0) in.raise(in.types.ValueError, "length should not be negative");
  int64_t start, stop, step;
  sliceIndices(in, self.as<Slice>(), n, start, stop, step);
  return in.newTuple({Value::integer(start), Value::integer(stop), Value::integer(step)});
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
