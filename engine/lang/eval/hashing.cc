#include "lang/eval/hashing.h"

#include <cmath>

#include "core/errors.h"
#include "core/run_state.h"
#include "core/stack_guard.h"
#include "lang/eval/builtins.h"
#include "lang/eval/complex_object.h"
#include "lang/eval/int_value.h"
#include "lang/eval/native.h"
#include "lang/eval/objects.h"

namespace tl::lang {

static constexpr uint64_t kModulus = (1ULL << 61) - 1;
static constexpr int kHashBits = 61;

int64_t hashInt(int64_t v) {
  uint64_t mag = v < 0 ? static_cast<uint64_t>(-(v + 1)) + 1 : static_cast<uint64_t>(v);
  int64_t h = static_cast<int64_t>(mag % kModulus);
  if (v < 0) h = -h;
  return h == -1 ? -2 : h;
}

// _Py_HashDouble from CPython's pyhash.c.
int64_t hashDouble(double v) {
  if (std::isinf(v)) return v > 0 ? 314159 : -314159;
  if (std::isnan(v)) return 0;
  double ip;
  if (std::modf(v, &ip) == 0.0 && std::fabs(v) < 9.2e18) return hashInt(static_cast<int64_t>(v));
  int e;
  double m = std::frexp(v, &e);
  int sign = 1;
  if (m < 0) sign = -1, m = -m;
  uint64_t x = 0;
  while (m != 0.0) {
    x = ((x << 28) & kModulus) | x >> (kHashBits - 28);
    m *= 268435456.0;
    e -= 28;
    uint64_t y = static_cast<uint64_t>(m);
    m -= static_cast<double>(y);
    x += y;
    if (x >= kModulus) x -= kModulus;
  }
  e = e >= 0 ? e % kHashBits : kHashBits - 1 - ((-1 - e) % kHashBits);
  x = ((x << e) & kModulus) | x >> (kHashBits - e);
  int64_t r = static_cast<int64_t>(x) * sign;
  return r == -1 ? -2 : r;
}

static int64_t hashTuple(const Tuple* t) {
  // Tuples nested tens of thousands deep: stop before the host's stack does.
  thread_local int nesting = 0;
  struct Level {
    Level() { ++nesting; }
    ~Level() { --nesting; }
  } level;
  if (nesting % 64 == 0 && !core::stackHasRoom())
    throw core::TfError("RecursionError", "maximum recursion depth exceeded while getting the hash of an object");
  TupleHash hash;
  for (const Value& item : t->items) hash.add(hashValue(item));
  return hash.result();
}

void TupleHash::add(int64_t itemHash) {
  acc_ += static_cast<uint64_t>(itemHash) * kPrime2;
  acc_ = (acc_ << 31) | (acc_ >> 33);
  acc_ *= kPrime1;
  ++length_;
}

int64_t TupleHash::result() const {
  const uint64_t acc = acc_ + (length_ ^ (kPrime5 ^ 3527539UL));
  return acc == static_cast<uint64_t>(-1) ? 1546275796 : static_cast<int64_t>(acc);
}

// CPython's frozenset_hash: independent of the order of the elements.
static int64_t hashFrozenset(const Set* s) {
  auto shuffle = [](uint64_t h) { return ((h ^ 89869747ULL) ^ (h << 16)) * 3644798167ULL; };
  uint64_t hash = 0;
  s->forEach([&](const Value& k) { hash ^= shuffle(static_cast<uint64_t>(hashValue(k))); });
  hash ^= (static_cast<uint64_t>(s->size()) + 1) * 1927868237ULL;
  hash ^= (hash >> 11) ^ (hash >> 25);
  hash = hash * 69069U + 907133923ULL;
  if (hash == static_cast<uint64_t>(-1)) hash = 590923713ULL;
  return static_cast<int64_t>(hash);
}

namespace {
struct InstalledKeyProtocol {
  KeyProtocol* protocol = nullptr;
};
KeyProtocol*& installedProtocol() { return core::RunState::current().get<InstalledKeyProtocol>().protocol; }
}  // namespace

KeyProtocolScope::KeyProtocolScope(KeyProtocol& protocol) : previous_(installedProtocol()) {
  installedProtocol() = &protocol;
}
KeyProtocolScope::~KeyProtocolScope() { installedProtocol() = previous_; }

int64_t hashIdentity(const void* p) {
  uint64_t y = reinterpret_cast<uintptr_t>(p);
  y = (y >> 4) | (y << 60);
  int64_t r = static_cast<int64_t>(y);
  return r == -1 ? -2 : r;
}

int64_t hashValue(const Value& v) {
  if (ofProgramClass(v)) {
    if (KeyProtocol* p = installedProtocol()) return p->hashInstance(v);
    if (v.obj()->kind() == ObjKind::Instance) return hashIdentity(v.obj());
  }
  return hashBuiltin(v);
}

int64_t hashBuiltin(const Value& v) {
  switch (v.tag()) {
    case Tag::Int: return hashInt(v.asInt());
    case Tag::Bool: return v.asInt();
    case Tag::Float: return hashDouble(v.asFloat());
    case Tag::None: return 0x5f3759df;
    case Tag::Null: return 0;
    case Tag::Obj: break;
  }
  Object* o = v.obj();
  switch (o->kind()) {
    case ObjKind::Str: return static_cast<Str*>(o)->hash();
    case ObjKind::BigInt: return static_cast<BigIntObj*>(o)->value.pythonHash();
    case ObjKind::Tuple: return hashTuple(static_cast<Tuple*>(o));
    case ObjKind::Range: return rangeHash(*static_cast<Range*>(o));
    case ObjKind::Native: return static_cast<NativeObject*>(o)->hash();
    case ObjKind::Set:
      if (static_cast<Set*>(o)->frozen) return hashFrozenset(static_cast<Set*>(o));
      return hashIdentity(o);
    case ObjKind::BoundMethod: {  // equal bound methods hash alike (CPython's meth_hash)
      const Value& self = static_cast<BoundMethod*>(o)->self;
      const int64_t h = (self.isObj() ? hashIdentity(self.obj()) : hashValue(self)) ^
                        hashValue(static_cast<BoundMethod*>(o)->func);
      return h == -1 ? -2 : h;
    }
    default: return hashIdentity(o);
  }
}

bool isHashable(const Value& v) {
  if (!v.isObj() || ofProgramClass(v)) return true;  // a class's __hash__ decides (and raises)
  switch (v.obj()->kind()) {
    case ObjKind::List:
    case ObjKind::Dict: return false;
    case ObjKind::Slice: return false;  // hashable only from 3.12
    case ObjKind::Set: return v.as<Set>()->frozen;
    case ObjKind::Native: return v.as<NativeObject>()->hashable();
    case ObjKind::Tuple:
      for (const Value& item : v.as<Tuple>()->items)
        if (!isHashable(item)) return false;
      return true;
    default: return true;
  }
}

bool keysEqual(const Value& a, const Value& b) {
  if (a.sameAs(b)) return true;
  if (ofProgramClass(a) || ofProgramClass(b)) {
    KeyProtocol* p = installedProtocol();
    return p && p->instanceKeysEqual(a, b);
  }
  if (isComplex(a) || isComplex(b)) return complexEquals(a, b);  // 1+0j is the key 1
  if ((a.isNumber() || isBigInt(a)) && (b.isNumber() || isBigInt(b))) {
    if (a.isFloat() && b.isFloat()) return a.asFloat() == b.asFloat();
    if (a.isFloat() || b.isFloat()) {
      double d = a.isFloat() ? a.asFloat() : b.asFloat();
      return !std::isnan(d) && compareIntWithDouble(a.isFloat() ? b : a, d) == 0;
    }
    if (isBigInt(a) && isBigInt(b)) return BigInt::compare(a.as<BigIntObj>()->value, b.as<BigIntObj>()->value) == 0;
    return !isBigInt(a) && !isBigInt(b) && a.asInt() == b.asInt();
  }
  if (!a.isObj() || !b.isObj() || a.obj()->kind() != b.obj()->kind()) return false;
  if (a.is(ObjKind::Str)) return a.as<Str>()->s == b.as<Str>()->s;
  if (a.is(ObjKind::Native)) return a.as<NativeObject>()->keyEquals(*b.as<NativeObject>());
  if (a.is(ObjKind::Range)) return rangesEqual(*a.as<Range>(), *b.as<Range>());
  if (a.is(ObjKind::Tuple)) {
    const auto &x = a.as<Tuple>()->items, &y = b.as<Tuple>()->items;
    if (x.size() != y.size()) return false;
    for (size_t i = 0; i < x.size(); ++i)
      if (!keysEqual(x[i], y[i])) return false;
    return true;
  }
  if (a.is(ObjKind::Set)) {  // frozensets, equal to sets of the same elements
    const Set *x = a.as<Set>(), *y = b.as<Set>();
    if (x->size() != y->size()) return false;
    bool equal = true;
    x->forEach([&](const Value& k) { equal = equal && y->contains(k); });
    return equal;
  }
  if (a.is(ObjKind::BoundMethod))
    return a.as<BoundMethod>()->self.sameAs(b.as<BoundMethod>()->self) &&
           keysEqual(a.as<BoundMethod>()->func, b.as<BoundMethod>()->func);
  return false;
}

}  // namespace tl::lang
