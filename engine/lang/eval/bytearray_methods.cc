// bytearray's mutations: item and slice assignment, del, and the list-like
// methods (append, extend, pop, insert, remove, clear, reverse, copy).
#include <algorithm>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/int_value.h"

namespace tl::lang {

namespace {

BytesObj& target(const Value& self) { return *asBytes(self); }

// The bytes a slice assignment puts in: bytes-like, or an iterable of ints.
std::string replacement(Interp& in, const Value& v) {
  std::string data;
  if (bytesView(v, data)) return data;
  if (isInteger(v) || v.is(ObjKind::Str))
    in.raise(in.types.TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
  for (const Value& item : in.toVector(v)) data += static_cast<char>(byteValue(in, item));
  return data;
}

void assignSlice(Interp& in, BytesObj& b, const Slice* slice, const Value& v) {
  std::string repl = replacement(in, v);
  int64_t start, stop, step;
  sliceIndices(in, slice, static_cast<int64_t>(b.data.size()), start, stop, step);
  int64_t n = sliceLength(start, stop, step);
  if (step == 1) {
    if (static_cast<int64_t>(repl.size()) != n) b.checkResizable(in);
    b.data.replace(start, n, repl);
    return;
  }
  if (static_cast<int64_t>(repl.size()) != n)
    in.raise(in.types.ValueError, "attempt to assign bytes of size " + std::to_string(repl.size()) +
                                      " to extended slice of size " + std::to_string(n));
  for (int64_t i = 0; i < n; ++i) b.data[start + i * step] = repl[i];
}

void deleteSlice(Interp& in, BytesObj& b, const Slice* slice) {
  int64_t start, stop, step;
  sliceIndices(in, slice, static_cast<int64_t>(b.data.size()), start, stop, step);
  std::vector<bool> drop(b.data.size());
  for (int64_t i = start, k = sliceLength(start, stop, step); k > 0; i += step, --k) drop[i] = true;
  if (std::find(drop.begin(), drop.end(), true) != drop.end()) b.checkResizable(in);
  std::string kept;
  for (size_t i = 0; i < b.data.size(); ++i)
    if (!drop[i]) kept += b.data[i];
  b.data = std::move(kept);
}

Value pop(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "pop", {"index"}, 0);
  BytesObj& b = target(self);
  if (b.data.empty()) in.raise(in.types.IndexError, "pop from empty bytearray");
  int64_t n = static_cast<int64_t>(b.data.size()), i = args[0].isNull() ? -1 : toInt(in, args[0]);
  if (i < 0) i += n;
  if (i < 0 || i >= n) in.raise(in.types.IndexError, "pop index out of range");
  b.checkResizable(in);
  unsigned char byte = static_cast<unsigned char>(b.data[i]);
  b.data.erase(static_cast<size_t>(i), 1);
  return Value::integer(byte);
}

Value insert(Interp& in, const Value& self, CallArgs& a) {
  if (a.npos != 2) in.raise(in.types.TypeError, "insert expected 2 arguments, got " + std::to_string(a.npos));
  BytesObj& b = target(self);
  int64_t n = static_cast<int64_t>(b.data.size()), i = toInt(in, a.pos[0]);
  char byte = static_cast<char>(byteValue(in, a.pos[1]));
  b.checkResizable(in);
  i = i < 0 ? std::max<int64_t>(0, i + n) : std::min(i, n);
  b.data.insert(b.data.begin() + i, byte);
  return Value::none();
}

Value remove(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "remove", {"value"}, 1);
  BytesObj& b = target(self);
  size_t at = b.data.find(static_cast<char>(byteValue(in, args[0])));
  if (at == std::string::npos) in.raise(in.types.ValueError, "value not found in bytearray");
  b.checkResizable(in);
  b.data.erase(at, 1);
  return Value::none();
}

Value extend(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "extend", {"iterable_of_ints"}, 1);
  if (isInteger(args[0]) || args[0].isFloat())
    in.raise(in.types.TypeError, "can't extend bytearray with " + in.typeName(args[0]));
  std::string more;
  if (!bytesView(args[0], more))
    for (const Value& item : in.toVector(args[0])) more += static_cast<char>(byteValue(in, item));
  BytesObj& b = target(self);
  if (!more.empty()) b.checkResizable(in);
  b.data += more;
  return Value::none();
}

// A method that takes no arguments (CPython's "takes no arguments (1 given)").
NativeFn plain(const char* name, Value (*body)(Interp&, BytesObj&)) {
  return [name, body](Interp& in, const Value& self, CallArgs& a) {
    if (a.npos || a.nkw)
      in.raise(in.types.TypeError, std::string("bytearray.") + name + "() takes no arguments (" +
                                       std::to_string(a.npos + a.nkw) + " given)");
    return body(in, target(self));
  };
}

}  // namespace

bool BytesObj::setItem(Interp& in, const Value& key, const Value& v) {
  if (!isMutable) return false;
  if (key.is(ObjKind::Slice)) {
    assignSlice(in, *this, key.as<Slice>(), v);
    return true;
  }
  int64_t i = byteIndex(in, key, static_cast<int64_t>(data.size()), "bytearray");
  data[i] = static_cast<char>(byteValue(in, v));
  return true;
}

bool BytesObj::delItem(Interp& in, const Value& key) {
  if (!isMutable) return false;
  if (key.is(ObjKind::Slice)) {
    deleteSlice(in, *this, key.as<Slice>());
    return true;
  }
  int64_t i = byteIndex(in, key, static_cast<int64_t>(data.size()), "bytearray");
  checkResizable(in);
  data.erase(static_cast<size_t>(i), 1);
  return true;
}

void installByteArrayMethods(Interp& in, ClassObj* cls) {
  auto m = [&](const char* name, NativeFn fn) { defMethod(in, cls, name, std::move(fn)); };
  m("append", [](Interp& in, const Value& self, CallArgs& a) {
    if (a.npos != 1 || a.nkw)
      in.raise(in.types.TypeError,
               "bytearray.append() takes exactly one argument (" + std::to_string(a.npos + a.nkw) + " given)");
    char byte = static_cast<char>(byteValue(in, a.pos[0]));
    target(self).checkResizable(in);
    target(self).data += byte;
    return Value::none();
  });
  m("extend", extend);
  m("pop", pop);
  m("insert", insert);
  m("remove", remove);
  m("clear", plain("clear", [](Interp& in, BytesObj& b) {
      if (!b.data.empty()) b.checkResizable(in);
      b.data.clear();
      return Value::none();
    }));
  m("reverse", plain("reverse", [](Interp&, BytesObj& b) {
      std::reverse(b.data.begin(), b.data.end());
      return Value::none();
    }));
  m("copy", plain("copy", [](Interp& in, BytesObj& b) { return newByteArray(in, b.data); }));
}

}  // namespace tl::lang
