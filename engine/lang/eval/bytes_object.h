// bytes, bytearray and memoryview.
//
// One C++ class holds both byte strings (bytearray is the mutable one, with
// its own Python class); a memoryview is a window (offset, length, step) onto
// one of them, so writes through a view of a bytearray change the bytearray.
// A bytearray with live views may not change size (CPython's BufferError).
//   Value b = newBytes(in, "abc");
//   std::string data;  if (bytesView(v, data)) ...   // any bytes-like object
#pragma once
#include <string>

#include "lang/eval/native.h"

namespace tl::lang {

class BytesObj : public NativeObject {
 public:
  BytesObj(ClassObj* cls, std::string d, bool isMutable)
      : NativeObject(cls), data(std::move(d)), isMutable(isMutable) {}
  std::string data;
  const bool isMutable;  // a bytearray
  int exports = 0;       // memoryviews holding this buffer

  std::string repr(Interp& in) override;
  Value binary(Interp& in, BinOp op, const Value& other, bool reflected) override;
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  Value getItem(Interp& in, const Value& key) override;
  bool setItem(Interp& in, const Value& key, const Value& v) override;  // bytearray_methods.cc
  bool delItem(Interp& in, const Value& key) override;
  int contains(Interp& in, const Value& item) override;
  int64_t len(Interp& in) override { return static_cast<int64_t>(data.size()); }
  Value iter(Interp& in) override;
  int truthy(Interp& in) override { return data.empty() ? 0 : 1; }
  int64_t hash() override;
  bool hashable() const override { return !isMutable; }
  bool keyEquals(const NativeObject& other) const override;
  // Raises BufferError when memoryviews pin the size (a resize is coming).
  void checkResizable(Interp& in) const;

 private:
  Value inplace(Interp& in, BinOp op, const Value& other);
  int64_t hash_ = -1;
};

Value newBytes(Interp& in, std::string data);
Value newByteArray(Interp& in, std::string data);
// A new object of the same type as `like` (bytes or bytearray).
Value newBytesLike(Interp& in, const Value& like, std::string data);
BytesObj* asBytes(const Value& v);  // bytes or bytearray, else nullptr
// The contents of a bytes-like object (bytes, bytearray, memoryview).
bool bytesView(const Value& v, std::string& out);
// bytesView or CPython's "a bytes-like object is required, not 'str'".
std::string needBytesLike(Interp& in, const Value& v);
// One byte from an int argument ("byte must be in range(0, 256)").
unsigned char byteValue(Interp& in, const Value& v);
std::string bytesRepr(const std::string& data, bool escapeSingle = false);  // b'...'
int64_t bytesHash(const std::string& data);
// A bytes argument's index: int or slice key as the error messages of `what` say.
int64_t byteIndex(Interp& in, const Value& key, int64_t n, const std::string& what);

// ---- shared by the bytes_*.cc files ----
const std::string& selfData(const Value& self);             // self is a BytesObj
void installBytesSearchMethods(Interp& in, ClassObj* cls);  // bytes_search.cc
void installBytesSplitMethods(Interp& in, ClassObj* cls);   // bytes_split.cc
void installBytesTextMethods(Interp& in, ClassObj* cls);    // bytes_text.cc
void installByteArrayMethods(Interp& in, ClassObj* cls);    // bytearray_methods.cc
void installMemoryView(Interp& in);                         // memoryview.cc
void installCodecMethods(Interp& in);                       // bytes_codecs.cc: str.encode, decode
std::string encodeStr(Interp& in, const Value& text, const std::string& encoding, const std::string& errors);
std::string decodeToStr(Interp& in, const std::string& data, const std::string& encoding, const std::string& errors);
void installBytesConversions(Interp& in);  // bytes_conversions.cc: str(b, encoding), int(b), float(b)
void installIntBytesMethods(Interp& in);   // int_bytes.cc
std::string percentFormatBytes(Interp& in, const std::string& fmt, const Value& args);  // bytes_format.cc
// bytes(x) / bytearray(x): the contents for a constructor argument (bytes_types.cc).
std::string bytesFromObject(Interp& in, const Value& source, const char* typeName);

// The bytes types, their methods, and the codec methods of str and int.
void installBytesTypes(Interp& in);

}  // namespace tl::lang
