// The range type's attributes and methods: start/stop/step, count(x) and
// index(x), as CPython's rangeobject.c (an int is answered arithmetically,
// anything else by comparing with each item).
#include "lang/eval/builtins.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

const Range& self(const Value& v) { return *v.as<Range>(); }

// An exact int or a bool: what range answers without iterating.
bool isPlainInt(const Value& v) { return v.tag() == Tag::Int || v.tag() == Tag::Bool; }

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
    return Value::integer((x.asInt() - self(s).start) / self(s).step);
  }
  const int64_t at = searchByEquality(in, s, x, false);
  if (at < 0) in.raise(in.types.ValueError, "sequence.index(x): x not in sequence");
  return Value::integer(at);
}

}  // namespace

void installRange(Interp& in) {
  ClassObj* range = in.types.range;
  defProperty(in, range, "start", [](Interp&, const Value& s, CallArgs&) { return Value::integer(self(s).start); });
  defProperty(in, range, "stop", [](Interp&, const Value& s, CallArgs&) { return Value::integer(self(s).stop); });
  defProperty(in, range, "step", [](Interp&, const Value& s, CallArgs&) { return Value::integer(self(s).step); });
  defMethod(in, range, "count", rangeCount);
  defMethod(in, range, "index", rangeIndex);
}

}  // namespace tl::lang
