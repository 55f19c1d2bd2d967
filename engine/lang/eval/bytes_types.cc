// The bytes and bytearray types: constructors, fromhex/hex, and installing
// every method table on both classes.
#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/int_value.h"
#include "lang/syntax/lexer.h"

namespace tl::lang {

namespace {

std::string fromIterable(Interp& in, const Value& source) {
  std::string out;
  Value it = in.iter(source), item;
  while (in.next(it, item)) {
    if (!isInteger(item))
      in.raise(in.types.TypeError, "'" + in.typeName(item) + "' object cannot be interpreted as an integer");
    if (isBigInt(item) || item.asInt() < 0 || item.asInt() > 255)
      in.raise(in.types.ValueError, "bytes must be in range(0, 256)");
    out += static_cast<char>(item.asInt());
  }
  return out;
}

bool iterable(Interp& in, const Value& v) {
  if (v.is(ObjKind::List) || v.is(ObjKind::Tuple) || v.is(ObjKind::Range) || v.is(ObjKind::Set) ||
      v.is(ObjKind::Dict) || v.is(ObjKind::Iterator) || v.is(ObjKind::Str))
    return true;
  return (v.is(ObjKind::Instance) || v.is(ObjKind::Native)) &&
         v.obj()->cls()->lookup(in.internStr("__iter__").as<Str>());
}

// bytes(source, encoding, errors) and bytearray(...): CPython's argument rules.
std::string ctorData(Interp& in, CallArgs& a, const char* name) {
  if (a.npos + a.nkw > 3)
    in.raise(in.types.TypeError,
             std::string(name) + "() takes at most 3 arguments (" + std::to_string(a.npos + a.nkw) + " given)");
  auto args = parseArgs(in, a, name, {"source", "encoding", "errors"}, 0);
  const Value &source = args[0], &encoding = args[1], &errors = args[2];
  if (source.isNull()) {
    if (!encoding.isNull() || !errors.isNull())
      in.raise(in.types.TypeError,
               encoding.isNull() ? "errors without a string argument" : "encoding without a string argument");
    return "";
  }
  if (source.is(ObjKind::Str)) {
    if (encoding.isNull()) in.raise(in.types.TypeError, "string argument without an encoding");
    return encodeStr(in, source, toStr(in, encoding), errors.isNull() ? "strict" : toStr(in, errors));
  }
  if (!encoding.isNull()) in.raise(in.types.TypeError, "encoding without a string argument");
  if (!errors.isNull()) in.raise(in.types.TypeError, "errors without a string argument");
  return bytesFromObject(in, source, name);
}

// bytes.fromhex: pairs of hex digits, with whitespace allowed between pairs.
std::string parseHex(Interp& in, const Value& arg) {
  if (!arg.is(ObjKind::Str)) in.raise(in.types.TypeError, "fromhex() argument must be str, not " + in.typeName(arg));
  const std::string& s = arg.as<Str>()->s;
  std::string out;
  for (size_t i = 0; i < s.size();) {
    if (std::isspace(static_cast<unsigned char>(s[i]))) {
      ++i;
      continue;
    }
    int hi = hexDigit(s[i]), lo = i + 1 < s.size() ? hexDigit(s[i + 1]) : -1;
    size_t bad = hi < 0 ? i : i + 1;
    if (hi < 0 || lo < 0)
      in.raise(in.types.ValueError, "non-hexadecimal number found in fromhex() arg at position " + std::to_string(bad));
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return out;
}

// hex([sep[, bytes_per_sep]]): groups counted from the right (from the left when negative).
Value hexMethod(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "hex", {"sep", "bytes_per_sep"}, 0);
  std::string data;
  bytesView(self, data);
  std::string sep;
  if (!args[0].isNull()) {
    if (!args[0].is(ObjKind::Str) && !bytesView(args[0], sep))
      in.raise(in.types.TypeError, "object of type '" + in.typeName(args[0]) + "' has no len()");
    if (args[0].is(ObjKind::Str)) sep = args[0].as<Str>()->s;
    if (args[0].is(ObjKind::Str) && args[0].as<Str>()->length() == 1 && static_cast<unsigned char>(sep[0]) >= 0x80)
      in.raise(in.types.ValueError, "sep must be ASCII.");
    if (sep.size() != 1) in.raise(in.types.ValueError, "sep must be length 1.");
  }
  int64_t group = args[1].isNull() ? 1 : toInt(in, args[1]);
  if (group > INT32_MAX || group < INT32_MIN)
    in.raise(in.types.OverflowError, "Python int too large to convert to C int");
  const size_t every = static_cast<size_t>(group < 0 ? -group : group);
  static const char* kDigits = "0123456789abcdef";
  std::string out;
  for (size_t i = 0; i < data.size(); ++i) {
    size_t counted = group < 0 ? i : data.size() - i;  // bytes before (or from) this one
    if (i > 0 && !sep.empty() && every > 0 && counted % every == 0) out += sep;
    out += kDigits[static_cast<unsigned char>(data[i]) >> 4];
    out += kDigits[static_cast<unsigned char>(data[i]) & 15];
  }
  return in.newStr(std::move(out));
}

void defCtor(Interp& in, ClassObj* cls, NativeFn fn) {
  cls->attrs()->set(in.internStr("__call_ctor__"), in.newBuiltin(cls->name, std::move(fn)));
  in.builtins.as<Dict>()->set(in.internStr(cls->name), Value(cls));
}

void installConstructors(Interp& in, Types& t) {
  defCtor(in, t.bytes, [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos == 1 && !a.nkw && a.pos[0].isObj() && a.pos[0].obj()->cls() == in.types.bytes) return a.pos[0];
    return newBytes(in, ctorData(in, a, "bytes"));
  });
  defCtor(in, t.bytearray,
          [](Interp& in, const Value&, CallArgs& a) { return newByteArray(in, ctorData(in, a, "bytearray")); });
  // fromhex is a class method: bytes.fromhex and bytearray.fromhex give their own type.
  setClassAttr(in, t.bytes, "fromhex", in.newBuiltin("fromhex", [](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "fromhex", {"string"}, 1);
    return newBytes(in, parseHex(in, args[0]));
  }));
  setClassAttr(in, t.bytearray, "fromhex", in.newBuiltin("fromhex", [](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "fromhex", {"string"}, 1);
    return newByteArray(in, parseHex(in, args[0]));
  }));
}

// f"{b}" is repr; any other format spec is CPython's TypeError.
Value formatMethod(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "__format__", {"format_spec"}, 1);
  if (!toStr(in, args[0]).empty())
    in.raise(in.types.TypeError, "unsupported format string passed to " + in.typeName(self) + ".__format__");
  return in.newStr(in.str(self));
}

}  // namespace

std::string bytesFromObject(Interp& in, const Value& source, const char* typeName) {
  std::string data;
  if (bytesView(source, data)) return data;
  if (isInteger(source)) {
    if (isBigInt(source)) raiseIndexTooLarge(in, in.types.OverflowError);
    if (source.asInt() < 0) in.raise(in.types.ValueError, "negative count");
    int64_t limit = in.options().maxTensorBytes;
    if (limit > 0 && source.asInt() > limit) in.raise(in.exceptionClass("MemoryError"), "");
    return std::string(static_cast<size_t>(source.asInt()), '\0');
  }
  if (!iterable(in, source))
    in.raise(in.types.TypeError, "cannot convert '" + in.typeName(source) + "' object to " + typeName);
  return fromIterable(in, source);
}

void installBytesTypes(Interp& in) {
  Types& t = in.types;
  t.bytes = newNativeClass(in, "bytes", "builtins");
  t.bytearray = newNativeClass(in, "bytearray", "builtins");
  t.bytesIterator = in.newClass("bytes_iterator", in.types.iterator);
  t.bytearrayIterator = in.newClass("bytearray_iterator", in.types.iterator);
  in.exceptionClass("BufferError");
  installConstructors(in, t);
  for (ClassObj* cls : {t.bytes, t.bytearray}) {
    defMethod(in, cls, "hex", hexMethod);
    defMethod(in, cls, "__format__", formatMethod);
    installBytesSearchMethods(in, cls);
    installBytesSplitMethods(in, cls);
    installBytesTextMethods(in, cls);
  }
  installByteArrayMethods(in, t.bytearray);
  installMemoryView(in);
  installCodecMethods(in);
  installIntBytesMethods(in);
  installBytesConversions(in);
}

}  // namespace tl::lang
