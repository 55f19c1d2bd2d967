// int.to_bytes and int.from_bytes for ints of any size, with CPython 3.11's
// defaults (length=1, byteorder='big') and errors.
#include <algorithm>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/int_value.h"

namespace tl::lang {

namespace {

bool littleEndian(Interp& in, const Value& order) {
  if (order.isNull()) return false;
  if (!order.is(ObjKind::Str))
    in.raise(in.types.TypeError, "to_bytes() argument 'byteorder' must be str, not " + in.typeName(order));
  const std::string& s = order.as<Str>()->s;
  if (s != "little" && s != "big") in.raise(in.types.ValueError, "byteorder must be either 'little' or 'big'");
  return s == "little";
}

void atMostPositional(Interp& in, const CallArgs& a, const char* name, size_t n) {
  if (a.npos > n)
    in.raise(in.types.TypeError, std::string(name) + "() takes at most " + std::to_string(n) +
                                     " positional arguments (" + std::to_string(a.npos) + " given)");
}

Value toBytes(Interp& in, const Value& self, CallArgs& a) {
  atMostPositional(in, a, "to_bytes", 2);
  auto args = parseArgs(in, a, "to_bytes", {"length", "byteorder", "signed"}, 0);
  int64_t length = args[0].isNull() ? 1 : toInt(in, args[0]);
  if (length < 0) in.raise(in.types.ValueError, "length argument must be non-negative");
  in.checkResultSize(length, 1, 1);  // CPython makes the bytes before it fills them: MemoryError first
  bool little = littleEndian(in, args[1]), isSigned = !args[2].isNull() && in.truthy(args[2]);
  BigInt v = toBigInt(self);
  if (v.negative() && !isSigned) in.raise(in.types.OverflowError, "can't convert negative int to unsigned");
  uint64_t bits = static_cast<uint64_t>(length) * 8;
  // Signed values need a spare bit: -128..127 fit one byte.
  bool fits = isSigned ? (v.negative() ? (~v).bitLength() : v.bitLength()) < bits || (bits == 0 && v.isZero())
                       : v.bitLength() <= bits;
  if (!fits) in.raise(in.types.OverflowError, "int too big to convert");
  if (v.negative()) v = v + BigInt(1).shiftedLeft(bits);
  std::string out;
  const BigInt mask(0xFF);
  for (int64_t i = 0; i < length; ++i) {
    out += static_cast<char>((v & mask).toInt64());
    v = v.shiftedRight(8);
  }
  if (!little) std::reverse(out.begin(), out.end());
  return newBytes(in, std::move(out));
}

Value fromBytes(Interp& in, const Value& cls, CallArgs& a) {
  atMostPositional(in, a, "from_bytes", 2);
  auto args = parseArgs(in, a, "from_bytes", {"bytes", "byteorder", "signed"}, 1);
  const Value& source = args[0];
  if (source.is(ObjKind::Str) || isInteger(source) || source.isFloat() || source.isNone())
    in.raise(in.types.TypeError, "cannot convert '" + in.typeName(source) + "' object to bytes");
  std::string data = bytesFromObject(in, source, "bytes");
  if (littleEndian(in, args[1])) std::reverse(data.begin(), data.end());
  BigInt v;
  for (unsigned char c : data) v = v.shiftedLeft(8) | BigInt(c);
  bool isSigned = !args[2].isNull() && in.truthy(args[2]);
  if (isSigned && !data.empty() && (static_cast<unsigned char>(data[0]) & 0x80))
    v = v - BigInt(1).shiftedLeft(data.size() * 8);
  Value result = intValue(in, std::move(v));
  return cls.sameAs(Value(in.types.int_)) ? result : in.call(cls, {result});  // a subclass makes its own
}

}  // namespace

void installIntBytesMethods(Interp& in) {
  defMethod(in, in.types.int_, "to_bytes", toBytes);
  // A class method: int.from_bytes(...) and (5).from_bytes(...) alike.
  setClassAttr(in, in.types.int_, "from_bytes",
               Value(new Wrapper(ObjKind::ClassMethod, in.types.classmethod, in.newBuiltin("from_bytes", fromBytes))));
}

}  // namespace tl::lang
