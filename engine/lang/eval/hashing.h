// CPython-compatible hashing (ints, floats, tuples; complex in complex_object.cc) and key equality for the
// built-in types, so dicts and sets find keys and order sets as CPython does.
#pragma once
#include "lang/eval/value.h"

namespace tl::lang {

int64_t hashValue(const Value& v);
// The built-in type's own hash of `v`, past a program subclass's __hash__.
int64_t hashBuiltin(const Value& v);
int64_t hashInt(int64_t v);
int64_t hashDouble(double v);
// Equality used for dict/set keys: numeric across int/float/bool/complex, by content
// for str and tuple, by the program's __eq__ for instances, by identity otherwise.
// `stored` is the key already in the table (CPython compares stored == key).
bool keysEqual(const Value& stored, const Value& key);
// False for types Python refuses to hash (list, dict, set).
bool isHashable(const Value& v);
int64_t hashIdentity(const void* object);

// CPython's tuple hash (an xxHash round per item) over the items' hashes.
class TupleHash {
 public:
  void add(int64_t itemHash);
  int64_t result() const;

 private:
  static constexpr uint64_t kPrime1 = 11400714785074694791ULL, kPrime2 = 14029467366897019727ULL,
                            kPrime5 = 2870177450012600261ULL;
  uint64_t acc_ = kPrime5, length_ = 0;
};

// Instances of the program's classes hash and compare by their own __hash__ and
// __eq__. The interpreter installs itself for the run (KeyProtocolScope); without
// it (engine code outside a run) instances are keyed by identity.
class KeyProtocol {
 public:
  virtual ~KeyProtocol() = default;
  virtual int64_t hashInstance(const Value& v) = 0;
  virtual bool instanceKeysEqual(const Value& stored, const Value& key) = 0;
};

class KeyProtocolScope {
 public:
  explicit KeyProtocolScope(KeyProtocol& protocol);
  ~KeyProtocolScope();
  KeyProtocolScope(const KeyProtocolScope&) = delete;
  KeyProtocolScope& operator=(const KeyProtocolScope&) = delete;

 private:
  KeyProtocol* previous_;
};

}  // namespace tl::lang
