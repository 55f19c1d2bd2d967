// bytes and bytearray as values: repr, operators, items, membership, hashing.
#include "lang/eval/bytes_object.h"

#include <cstdio>

#include "lang/eval/builtins.h"
#include "lang/eval/int_value.h"

namespace tl::lang {

Value newBytes(Interp& in, std::string data) { return Value(new BytesObj(in.types.bytes, std::move(data), false)); }

Value newByteArray(Interp& in, std::string data) {
  return Value(new BytesObj(in.types.bytearray, std::move(data), true));
}

Value newBytesLike(Interp& in, const Value& like, std::string data) {
  return asBytes(like)->isMutable ? newByteArray(in, std::move(data)) : newBytes(in, std::move(data));
}

BytesObj* asBytes(const Value& v) { return v.is(ObjKind::Native) ? dynamic_cast<BytesObj*>(v.obj()) : nullptr; }

const std::string& selfData(const Value& self) { return asBytes(self)->data; }

std::string needBytesLike(Interp& in, const Value& v) {
  std::string data;
  if (!bytesView(v, data))
    in.raise(in.types.TypeError, "a bytes-like object is required, not '" + in.typeName(v) + "'");
  return data;
}

unsigned char byteValue(Interp& in, const Value& v) {
  if (isBigInt(v)) in.raise(in.types.ValueError, "byte must be in range(0, 256)");
  int64_t b = toInt(in, v);
  if (b < 0 || b > 255) in.raise(in.types.ValueError, "byte must be in range(0, 256)");
  return static_cast<unsigned char>(b);
}

namespace {

// One byte as a bytes literal shows it between `quote`s.
std::string shownByte(unsigned char c, char quote, bool escapeSingle) {
  if (c == '\n') return "\\n";
  if (c == '\r') return "\\r";
  if (c == '\t') return "\\t";
  if (c == quote || c == '\\' || (escapeSingle && c == '\'')) return {'\\', static_cast<char>(c)};
  if (c >= 0x20 && c < 0x7f) return {static_cast<char>(c)};
  char hex[8];
  std::snprintf(hex, sizeof hex, "\\x%02x", c);
  return hex;
}

}  // namespace

// bytearray's repr escapes ' even inside "..." (CPython's bytearray_repr).
std::string bytesRepr(const std::string& data, bool escapeSingle) {
  bool hasSingle = data.find('\'') != std::string::npos, hasDouble = data.find('"') != std::string::npos;
  char quote = hasSingle && !hasDouble ? '"' : '\'';
  std::string out = std::string("b") + quote;
  for (unsigned char c : data) out += shownByte(c, quote, escapeSingle);
  return out + quote;
}

int64_t byteIndex(Interp& in, const Value& key, int64_t n, const std::string& what) {
  if (isBigInt(key)) raiseIndexTooLarge(in, in.types.IndexError);
  if (!key.isIntLike())
    in.raise(in.types.TypeError, what + " indices must be integers or slices, not " + in.typeName(key));
  int64_t i = key.asInt();
  if (i < 0) i += n;
  if (i < 0 || i >= n)
    in.raise(in.types.IndexError, what == "byte" ? "index out of range" : what + " index out of range");
  return i;
}

std::string BytesObj::repr(Interp& in) {
  return isMutable ? cls()->name + "(" + bytesRepr(data, true) + ")" : bytesRepr(data);  // a subclass's name
}

void BytesObj::checkResizable(Interp& in) const {
  if (exports > 0) in.raise(in.exceptionClass("BufferError"), "Existing exports of data: object cannot be re-sized");
}

namespace {

int64_t repeatCount(Interp& in, const Value& n, size_t length) {
  if (isBigInt(n)) raiseIndexTooLarge(in, in.types.OverflowError);
  int64_t count = n.asInt() < 0 ? 0 : n.asInt();
  int64_t total = 0;
  const int64_t limit = in.options().maxTensorBytes;
  if (__builtin_mul_overflow(static_cast<int64_t>(length), count, &total) || (limit > 0 && total > limit))
    in.raise(in.exceptionClass("MemoryError"), "");
  return count;
}

std::string repeated(const std::string& s, int64_t count) {
  if (s.empty() || count <= 0) return {};  // b'' * 2**40 is b'' at once
  std::string out;
  out.reserve(s.size() * count);
  for (int64_t i = 0; i < count; ++i) out += s;
  return out;
}

}  // namespace

// bytearray += x and *= n change the bytearray itself (other names see it).
Value BytesObj::inplace(Interp& in, BinOp op, const Value& other) {
  in.augmented = false;
  checkResizable(in);
  if (op == BinOp::Add) {
    data += needBytesLike(in, other);
  } else {
    data = repeated(data, repeatCount(in, other, data.size()));
  }
  return Value(this);
}

Value BytesObj::binary(Interp& in, BinOp op, const Value& other, bool reflected) {
  const std::string kind = in.typeName(Value(this));
  if (op == BinOp::Mul) {
    if (!isInteger(other)) {
      if (reflected && (other.is(ObjKind::Str) || other.is(ObjKind::List) || other.is(ObjKind::Tuple))) return {};
      in.raise(in.types.TypeError, "can't multiply sequence by non-int of type '" + in.typeName(other) + "'");
    }
    if (isMutable && in.augmented && !reflected) return inplace(in, op, other);
    return newBytesLike(in, Value(this), repeated(data, repeatCount(in, other, data.size())));
  }
  if (reflected) return {};
  if (op == BinOp::Add) {
    std::string more;
    if (!bytesView(other, more)) in.raise(in.types.TypeError, "can't concat " + in.typeName(other) + " to " + kind);
    if (isMutable && in.augmented) return inplace(in, op, other);
    return newBytesLike(in, Value(this), data + more);
  }
  if (op == BinOp::Mod) return newBytesLike(in, Value(this), percentFormatBytes(in, data, other));
  return {};
}

Value BytesObj::compare(Interp& in, CmpOp op, const Value& other) {
  if (!asBytes(other)) return {};
  int c = data.compare(asBytes(other)->data);
  switch (op) {
    case CmpOp::Lt: return Value::boolean(c < 0);
    case CmpOp::Le: return Value::boolean(c <= 0);
    case CmpOp::Eq: return Value::boolean(c == 0);
    case CmpOp::Ne: return Value::boolean(c != 0);
    case CmpOp::Gt: return Value::boolean(c > 0);
    case CmpOp::Ge: return Value::boolean(c >= 0);
    default: return {};
  }
}

Value BytesObj::getItem(Interp& in, const Value& key) {
  const int64_t n = static_cast<int64_t>(data.size());
  if (key.is(ObjKind::Slice)) {
    int64_t start, stop, step;
    sliceIndices(in, key.as<Slice>(), n, start, stop, step);
    std::string out;
    for (int64_t i = start, k = sliceLength(start, stop, step); k > 0; i += step, --k) out += data[i];
    return newBytesLike(in, Value(this), std::move(out));
  }
  int64_t i = byteIndex(in, key, n, isMutable ? "bytearray" : "byte");
  return Value::integer(static_cast<unsigned char>(data[i]));
}

int BytesObj::contains(Interp& in, const Value& item) {
  if (isInteger(item)) return data.find(static_cast<char>(byteValue(in, item))) != std::string::npos;
  return data.find(needBytesLike(in, item)) != std::string::npos;
}

Value BytesObj::iter(Interp& in) {
  Value self(this);
  auto index = std::make_shared<size_t>(0);
  Value it = makeNativeIterator(in, [self, index](Interp&, Value& out) {
    const std::string& bytes = asBytes(self)->data;  // a bytearray may change while iterated
    if (*index >= bytes.size()) return false;
    out = Value::integer(static_cast<unsigned char>(bytes[(*index)++]));
    return true;
  });
  it.obj()->setCls(isMutable ? in.types.bytearrayIterator : in.types.bytesIterator);
  return it;
}

// The same hash as a str of the same ASCII text, as in CPython.
int64_t bytesHash(const std::string& data) { return Str(nullptr, data).hash(); }

int64_t BytesObj::hash() {
  if (hash_ == -1) hash_ = bytesHash(data);
  return hash_;
}

bool BytesObj::keyEquals(const NativeObject& other) const {
  const auto* bytes = dynamic_cast<const BytesObj*>(&other);
  return bytes && bytes->data == data;
}

}  // namespace tl::lang
