// bytes and bytearray methods that search: count, find, rfind, index, rindex,
// startswith, endswith, replace, join, strip, partition, removeprefix/suffix.
#include <algorithm>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/int_value.h"

namespace tl::lang {

namespace {

// What to look for: an int is one byte, else any bytes-like object.
std::string subsection(Interp& in, const Value& v) {
  if (isInteger(v)) return std::string(1, static_cast<char>(byteValue(in, v)));
  std::string sub;
  if (!bytesView(v, sub))
    in.raise(in.types.TypeError, "argument should be integer or bytes-like object, not '" + in.typeName(v) + "'");
  return sub;
}

// The start/end arguments as the slice data[b:e] would take them.
void window(Interp& in, CallArgs& a, size_t first, int64_t n, int64_t& b, int64_t& e) {
  Value s(new Slice(in.types.slice));
  Slice* slice = s.as<Slice>();
  slice->start = a.npos > first ? a.pos[first] : Value::none();
  slice->stop = a.npos > first + 1 ? a.pos[first + 1] : Value::none();
  slice->step = Value::none();
  int64_t step;
  sliceIndices(in, slice, n, b, e, step);
  if (a.npos > first && !a.pos[first].isNone() && sliceIndex(in, a.pos[first]) > n)
    b = n + 1;  // past the end: never found
}

// find/rfind/index/rindex/count share one argument reading.
struct Search {
  std::string sub;
  int64_t begin, end;
};
Search readSearch(Interp& in, const Value& self, CallArgs& a, const char* name) {
  if (a.nkw) in.raise(in.types.TypeError, std::string(name) + "() takes no keyword arguments");
  if (a.npos < 1) in.raise(in.types.TypeError, std::string(name) + "() takes at least 1 argument (0 given)");
  if (a.npos > 3)
    in.raise(in.types.TypeError,
             std::string(name) + "() takes at most 3 arguments (" + std::to_string(a.npos) + " given)");
  Search s{subsection(in, a.pos[0]), 0, 0};
  window(in, a, 1, static_cast<int64_t>(selfData(self).size()), s.begin, s.end);
  return s;
}

int64_t findIn(Interp& in, const Value& self, CallArgs& a, bool reverse, const char* name) {
  Search s = readSearch(in, self, a, name);
  const std::string& data = selfData(self);
  if (s.begin > s.end || s.end - s.begin < static_cast<int64_t>(s.sub.size())) return -1;
  std::string_view part(data.data() + s.begin, static_cast<size_t>(s.end - s.begin));
  size_t at = reverse ? part.rfind(s.sub) : part.find(s.sub);
  return at == std::string_view::npos ? -1 : s.begin + static_cast<int64_t>(at);
}

Value countIn(Interp& in, const Value& self, CallArgs& a) {
  Search s = readSearch(in, self, a, "count");
  if (s.begin > s.end) return Value::integer(0);
  std::string_view part(selfData(self).data() + s.begin, static_cast<size_t>(s.end - s.begin));
  if (s.sub.empty()) return Value::integer(static_cast<int64_t>(part.size()) + 1);
  int64_t n = 0;
  for (size_t at = part.find(s.sub); at != std::string_view::npos; at = part.find(s.sub, at + s.sub.size())) ++n;
  return Value::integer(n);
}

Value affix(Interp& in, const Value& self, CallArgs& a, bool prefix) {
  const char* name = prefix ? "startswith" : "endswith";
  if (a.npos < 1) in.raise(in.types.TypeError, std::string(name) + "() takes at least 1 argument (0 given)");
  std::vector<Value> options = a.pos[0].is(ObjKind::Tuple) ? a.pos[0].as<Tuple>()->items : std::vector<Value>{a.pos[0]};
  int64_t b, e;
  window(in, a, 1, static_cast<int64_t>(selfData(self).size()), b, e);
  for (const Value& option : options) {
    std::string text;
    if (!bytesView(option, text)) {
      if (!a.pos[0].is(ObjKind::Tuple))
        in.raise(in.types.TypeError,
                 std::string(name) + " first arg must be bytes or a tuple of bytes, not " + in.typeName(option));
      text = needBytesLike(in, option);
    }
    if (b > e || e - b < static_cast<int64_t>(text.size())) continue;
    std::string_view part(selfData(self).data() + b, static_cast<size_t>(e - b));
    if (prefix ? part.substr(0, text.size()) == text : part.substr(part.size() - text.size()) == text)
      return Value::boolean(true);
  }
  return Value::boolean(false);
}

// Every occurrence of `from` (count of them when count >= 0); an empty `from`
// matches before each byte and at the end.
std::string replaced(const std::string& data, const std::string& from, const std::string& to, int64_t count) {
  std::string out;
  int64_t n = 0;
  const auto more = [&] { return count < 0 || n < count; };
  if (from.empty()) {
    for (size_t i = 0; i <= data.size(); ++i) {
      if (more()) out += to, ++n;
      if (i < data.size()) out += data[i];
    }
    return out;
  }
  size_t i = 0;
  for (size_t j = data.find(from); j != std::string::npos && more(); j = data.find(from, i), ++n) {
    out.append(data, i, j - i);
    out += to;
    i = j + from.size();
  }
  return out + data.substr(i);
}

Value replace(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "replace", {"old", "new", "count"}, 2);
  const std::string from = needBytesLike(in, args[0]), to = needBytesLike(in, args[1]);
  int64_t count = args[2].isNull() ? -1 : toInt(in, args[2]);
  return newBytesLike(in, self, replaced(selfData(self), from, to, count));
}

Value join(Interp& in, const Value& self, CallArgs& a) {
  if (a.npos != 1)
    in.raise(in.types.TypeError, "join() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  std::string out, piece;
  size_t i = 0;
  for (const Value& v : in.toVector(a.pos[0])) {
    if (!bytesView(v, piece))
      in.raise(in.types.TypeError,
               "sequence item " + std::to_string(i) + ": expected a bytes-like object, " + in.typeName(v) + " found");
    if (i++) out += selfData(self);
    out += piece;
  }
  return newBytesLike(in, self, std::move(out));
}

Value strip(Interp& in, const Value& self, CallArgs& a, bool left, bool right, const char* name) {
  if (a.npos > 1)
    in.raise(in.types.TypeError, std::string(name) + " expected at most 1 argument, got " + std::to_string(a.npos));
  const std::string& data = selfData(self);
  std::string chars = a.npos == 0 || a.pos[0].isNone() ? std::string(" \t\n\r\x0b\x0c") : needBytesLike(in, a.pos[0]);
  size_t b = 0, e = data.size();
  if (left)
    while (b < e && chars.find(data[b]) != std::string::npos) ++b;
  if (right)
    while (e > b && chars.find(data[e - 1]) != std::string::npos) --e;
  if (b == 0 && e == data.size() && self.obj()->cls() == in.types.bytes) return self;  // immutable: itself, as CPython
  return newBytesLike(in, self, data.substr(b, e - b));
}

Value partition(Interp& in, const Value& self, CallArgs& a, bool reverse) {
  if (a.npos != 1)
    in.raise(in.types.TypeError, std::string(reverse ? "rpartition" : "partition") + "() takes exactly one argument (" +
                                     std::to_string(a.npos) + " given)");
  const std::string &data = selfData(self), sep = needBytesLike(in, a.pos[0]);
  if (sep.empty()) in.raise(in.types.ValueError, "empty separator");
  size_t at = reverse ? data.rfind(sep) : data.find(sep);
  auto part = [&](std::string s) { return newBytesLike(in, self, std::move(s)); };
  if (at == std::string::npos)
    return reverse ? in.newTuple({part(""), part(""), part(data)}) : in.newTuple({part(data), part(""), part("")});
  return in.newTuple({part(data.substr(0, at)), part(sep), part(data.substr(at + sep.size()))});
}

Value removeAffix(Interp& in, const Value& self, CallArgs& a, bool prefix) {
  if (a.npos != 1)
    in.raise(in.types.TypeError, std::string(prefix ? "removeprefix" : "removesuffix") +
                                     "() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  const std::string &data = selfData(self), text = needBytesLike(in, a.pos[0]);
  bool has = data.size() >= text.size() && (prefix ? data.compare(0, text.size(), text) == 0
                                                   : data.compare(data.size() - text.size(), text.size(), text) == 0);
  if (!has) return newBytesLike(in, self, data);
  return newBytesLike(in, self, prefix ? data.substr(text.size()) : data.substr(0, data.size() - text.size()));
}

[[noreturn]] void notFound(Interp& in) { in.raise(in.types.ValueError, "subsection not found"); }

}  // namespace

void installBytesSearchMethods(Interp& in, ClassObj* cls) {
  auto m = [&](const char* name, NativeFn fn) { defMethod(in, cls, name, std::move(fn)); };
  m("find", [](Interp& in, const Value& s, CallArgs& a) { return Value::integer(findIn(in, s, a, false, "find")); });
  m("rfind", [](Interp& in, const Value& s, CallArgs& a) { return Value::integer(findIn(in, s, a, true, "rfind")); });
  m("index", [](Interp& in, const Value& s, CallArgs& a) {
    int64_t at = findIn(in, s, a, false, "index");
    if (at < 0) notFound(in);
    return Value::integer(at);
  });
  m("rindex", [](Interp& in, const Value& s, CallArgs& a) {
    int64_t at = findIn(in, s, a, true, "rindex");
    if (at < 0) notFound(in);
    return Value::integer(at);
  });
  m("count", countIn);
  m("startswith", [](Interp& in, const Value& s, CallArgs& a) { return affix(in, s, a, true); });
  m("endswith", [](Interp& in, const Value& s, CallArgs& a) { return affix(in, s, a, false); });
  m("replace", replace);
  m("join", join);
  m("strip", [](Interp& in, const Value& s, CallArgs& a) { return strip(in, s, a, true, true, "strip"); });
  m("lstrip", [](Interp& in, const Value& s, CallArgs& a) { return strip(in, s, a, true, false, "lstrip"); });
  m("rstrip", [](Interp& in, const Value& s, CallArgs& a) { return strip(in, s, a, false, true, "rstrip"); });
  m("partition", [](Interp& in, const Value& s, CallArgs& a) { return partition(in, s, a, false); });
  m("rpartition", [](Interp& in, const Value& s, CallArgs& a) { return partition(in, s, a, true); });
  m("removeprefix", [](Interp& in, const Value& s, CallArgs& a) { return removeAffix(in, s, a, true); });
  m("removesuffix", [](Interp& in, const Value& s, CallArgs& a) { return removeAffix(in, s, a, false); });
}

}  // namespace tl::lang
