#include "lang/eval/objects.h"

#include <cmath>
#include <cstdint>
#include <cstring>

#include "lang/eval/hashing.h"
#include "lang/eval/weak_refs.h"

namespace tl::lang {

void Object::destroy(Object* o) {
  if (o->weaklyReferenced()) weakReferentDying(o);
  constexpr int kMaxNesting = 64;
  thread_local int nesting = 0;
  thread_local std::vector<Object*> deferred;  // empty whenever no deletion is running
  if (nesting >= kMaxNesting) {
    deferred.push_back(o);
    return;
  }
  ++nesting;
  delete o;
  if (nesting == 1) {
    while (!deferred.empty()) {
      Object* next = deferred.back();
      deferred.pop_back();
      delete next;
    }
  }
  --nesting;
}


Str::Str(ClassObj* cls, std::string str) : Object(ObjKind::Str, cls), s(std::move(str)) {
  ascii = true;
  for (unsigned char c : s)
    if (c >= 0x80) {
      ascii = false;
      break;
    }
}

int64_t Str::hash() const {
  if (hash_ == -1) {
    // FNV-1a: CPython randomizes str hashes, so any stable hash is as faithful,
    // except the empty string's, which CPython fixes at 0.
    uint64_t h = 1469598103934665603ULL;
    for (unsigned char c : s) h = (h ^ c) * 1099511628211ULL;
    int64_t r = s.empty() ? 0 : static_cast<int64_t>(h >> 1);
    hash_ = r == -1 ? -2 : r;
  }
  return hash_;
}

int64_t Str::length() const {
  if (ascii) return static_cast<int64_t>(s.size());
  int64_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

// ---- Dict ------------------------------------------------------------------

namespace {

// A key whose equality runs no program code: a number, None or a built-in str.
bool plainScalar(const Value& v) {
  return !v.isObj() ||
         ((v.obj()->kind() == ObjKind::Str || v.obj()->kind() == ObjKind::BigInt) && !v.obj()->cls()->userDefined);
}

}  // namespace

int64_t Dict::lookup(const Value& key, int64_t hash) const {
  if (index_.empty()) return -1;
  size_t mask = index_.size() - 1;
  size_t i = static_cast<size_t>(hash) & mask;
  for (uint64_t perturb = static_cast<uint64_t>(hash);; perturb >>= 5) {
    int32_t ix = index_[i];
    if (ix == -1) return -1;
    if (ix >= 0 && entries_[ix].hash == hash && !entries_[ix].key.isNull()) {
      const Value& candidate = entries_[ix].key;
      if (candidate.isObj() && key.isObj() && candidate.obj() == key.obj()) return ix;  // the same object
      if (plainScalar(candidate) && plainScalar(key)) {  // no __eq__ of a program can run
        if (keysEqual(candidate, key)) return ix;
        i = (i * 5 + perturb + 1) & mask;
        continue;
      }
      const Value stored = candidate;  // kept alive: __eq__ may delete the entry
      const uint64_t version = version_;
      const bool equal = keysEqual(stored, key);
      if (version != version_) return lookup(key, hash);
      if (equal) return ix;
    }
    i = (i * 5 + perturb + 1) & mask;
  }
}

Value* Dict::find(const Value& key) const {
  int64_t ix = lookup(key, hashValue(key));
  return ix < 0 ? nullptr : const_cast<Value*>(&entries_[ix].value);
}

Value* Dict::findStr(const Str* key) const {
  if (index_.empty()) return nullptr;
  int64_t hash = key->hash();
  size_t mask = index_.size() - 1;
  size_t i = static_cast<size_t>(hash) & mask;
  for (uint64_t perturb = static_cast<uint64_t>(hash);; perturb >>= 5) {
    int32_t ix = index_[i];
    if (ix == -1) return nullptr;
    if (ix >= 0) {
      const Entry& e = entries_[ix];
      if (e.hash == hash && e.key.is(ObjKind::Str)) {
        const Str* k = e.key.as<Str>();
        if (k == key || k->s == key->s) return const_cast<Value*>(&e.value);
      }
    }
    i = (i * 5 + perturb + 1) & mask;
  }
}

void Dict::rebuild(size_t capacity) {
  ++version_;
  std::vector<Entry> live;
  live.reserve(used_ + 1);
  for (Entry& e : entries_)
    if (!e.key.isNull()) live.push_back(std::move(e));
  entries_ = std::move(live);
  size_t n = 8;
  while (n < capacity * 3 / 2 + 1) n <<= 1;
  index_.assign(n, -1);
  for (size_t k = 0; k < entries_.size(); ++k) {
    size_t mask = n - 1, i = static_cast<size_t>(entries_[k].hash) & mask;
    for (uint64_t perturb = static_cast<uint64_t>(entries_[k].hash); index_[i] != -1; perturb >>= 5)
      i = (i * 5 + perturb + 1) & mask;
    index_[i] = static_cast<int32_t>(k);
  }
}

void Dict::set(const Value& key, Value value) {
  const bool plainStr = key.is(ObjKind::Str) && !key.obj()->cls()->userDefined;
  int64_t hash = plainStr ? key.as<Str>()->hash() : hashValue(key);
  int64_t ix = lookup(key, hash);
  if (ix >= 0) {
    entries_[ix].value = std::move(value);
    return;
  }
  if ((entries_.size() + 1) * 3 >= index_.size() * 2) rebuild(used_ + 1);
  ++version_;
  entries_.push_back({key, std::move(value), hash});
  size_t mask = index_.size() - 1, i = static_cast<size_t>(hash) & mask;
  for (uint64_t perturb = static_cast<uint64_t>(hash); index_[i] >= 0; perturb >>= 5) i = (i * 5 + perturb + 1) & mask;
  index_[i] = static_cast<int32_t>(entries_.size() - 1);
  ++used_;
}

bool Dict::erase(const Value& key) {
  int64_t hash = hashValue(key);
  int64_t ix = lookup(key, hash);
  if (ix < 0) return false;
  size_t mask = index_.size() - 1, i = static_cast<size_t>(hash) & mask;
  for (uint64_t perturb = static_cast<uint64_t>(hash); index_[i] != ix; perturb >>= 5) i = (i * 5 + perturb + 1) & mask;
  index_[i] = -2;
  ++version_;
  entries_[ix].key = Value();
  entries_[ix].value = Value();
  --used_;
  return true;
}

void Dict::clear() {
  ++version_;
  entries_.clear();
  index_.clear();
  used_ = 0;
}

// ---- Set (CPython's setobject.c probing and resizing) ----------------------

Set::Set(ClassObj* cls) : Object(ObjKind::Set, cls), table_(8) {}

static constexpr size_t kLinearProbes = 9;

bool Set::holds(const Slot& s, int64_t hash, const Value& key, bool& changed) const {
  if (s.hash != hash) return false;
  if (s.key.sameAs(key)) return true;
  const Value stored = s.key;  // kept alive: __eq__ may remove it
  const uint64_t version = version_;
  const bool equal = keysEqual(stored, key);
  changed = version != version_;
  return equal;
}

bool Set::contains(const Value& key) const {
  int64_t hash = hashValue(key);
  size_t i = static_cast<size_t>(hash) & mask_;
  uint64_t perturb = static_cast<uint64_t>(hash);  // 64-bit as CPython, also in 32-bit WASM
  while (true) {
    size_t probes = (i + kLinearProbes <= mask_) ? kLinearProbes : 0;
    for (size_t j = 0; j <= probes; ++j) {
      const Slot& s = table_[i + j];
      if (s.state == 0) return false;
      bool changed = false;
      const bool found = s.state == 1 && holds(s, hash, key, changed);
      if (changed) return contains(key);
      if (found) return true;
    }
    perturb >>= 5;
    i = (i * 5 + 1 + perturb) & mask_;
  }
}

void Set::add(const Value& key) {
  int64_t hash = hashValue(key);
  size_t i = static_cast<size_t>(hash) & mask_;
  uint64_t perturb = static_cast<uint64_t>(hash);  // 64-bit as CPython, also in 32-bit WASM
  Slot* freeslot = nullptr;
  while (true) {
    size_t probes = (i + kLinearProbes <= mask_) ? kLinearProbes : 0;
    for (size_t j = 0; j <= probes; ++j) {
      Slot& s = table_[i + j];
      if (s.state == 0) {
        if (freeslot) {
          freeslot->key = key, freeslot->hash = hash, freeslot->state = 1;
          ++used_, ++version_;
          return;
        }
        s.key = key, s.hash = hash, s.state = 1;
        ++fill_, ++used_, ++version_;
        if (fill_ * 5 >= mask_ * 3) resize(used_ > 50000 ? used_ * 2 : used_ * 4);
        return;
      }
      bool changed = false;
      const bool found = s.state == 1 && holds(s, hash, key, changed);
      if (changed) return add(key);
      if (found) return;
      if (s.state == 2 && !freeslot) freeslot = &s;
    }
    perturb >>= 5;
    i = (i * 5 + 1 + perturb) & mask_;
  }
}

void Set::insertClean(const Value& key, int64_t hash) {
  size_t i = static_cast<size_t>(hash) & mask_;
  uint64_t perturb = static_cast<uint64_t>(hash);  // 64-bit as CPython, also in 32-bit WASM
  while (true) {
    if (table_[i].state == 0) break;
    bool found = false;
    if (i + kLinearProbes <= mask_) {
      for (size_t j = 1; j <= kLinearProbes; ++j)
        if (table_[i + j].state == 0) {
          i += j;
          found = true;
          break;
        }
    }
    if (found) break;
    perturb >>= 5;
    i = (i * 5 + 1 + perturb) & mask_;
  }
  table_[i].key = key, table_[i].hash = hash, table_[i].state = 1;
}

void Set::resize(size_t minUsed) {
  size_t n = 8;
  while (n <= minUsed) n <<= 1;
  std::vector<Slot> old = std::move(table_);
  ++version_;
  table_.assign(n, Slot{});
  mask_ = n - 1;
  for (Slot& s : old)
    if (s.state == 1) insertClean(s.key, s.hash);
  fill_ = used_;
}

bool Set::discard(const Value& key) {
  int64_t hash = hashValue(key);
  size_t i = static_cast<size_t>(hash) & mask_;
  uint64_t perturb = static_cast<uint64_t>(hash);  // 64-bit as CPython, also in 32-bit WASM
  while (true) {
    size_t probes = (i + kLinearProbes <= mask_) ? kLinearProbes : 0;
    for (size_t j = 0; j <= probes; ++j) {
      Slot& s = table_[i + j];
      if (s.state == 0) return false;
      bool changed = false;
      const bool found = s.state == 1 && holds(s, hash, key, changed);
      if (changed) return discard(key);
      if (found) {
        s.key = Value(), s.state = 2, s.hash = -1;
        --used_, ++version_;
        return true;
      }
    }
    perturb >>= 5;
    i = (i * 5 + 1 + perturb) & mask_;
  }
}

void Set::clear() {
  table_.assign(8, Slot{});
  mask_ = 7, fill_ = 0, used_ = 0;
  ++version_;
}

void Set::mergeFrom(const Set& other) {
  if (&other == this || other.used_ == 0) return;
  if ((fill_ + other.used_) * 5 >= mask_ * 3) resize((used_ + other.used_) * 2);
  if (fill_ == 0 && mask_ == other.mask_ && other.fill_ == other.used_) {
    table_ = other.table_;
    fill_ = other.fill_, used_ = other.used_;
    return;
  }
  if (fill_ == 0) {
    fill_ = used_ = other.used_;
    for (const Slot& s : other.table_)
      if (s.state == 1) insertClean(s.key, s.hash);
    return;
  }
  for (const Slot& s : other.table_)
    if (s.state == 1) add(s.key);
}

// ---- the rest ----------------------------------------------------------------

// In unsigned arithmetic: stop - start and -step may not fit in int64 (a length
// past int64 is reported as the largest one).
int64_t Range::length() const {
  uint64_t span = 0, by = 0;
  if (step > 0 && start < stop)
    span = static_cast<uint64_t>(stop) - static_cast<uint64_t>(start), by = static_cast<uint64_t>(step);
  else if (step < 0 && start > stop)
    span = static_cast<uint64_t>(start) - static_cast<uint64_t>(stop), by = 0 - static_cast<uint64_t>(step);
  else return 0;
  const uint64_t n = (span - 1) / by + 1;
  return n > static_cast<uint64_t>(INT64_MAX) ? INT64_MAX : static_cast<int64_t>(n);
}

const std::vector<const ClassObj*>& ClassObj::mro() const {
  if (mro_.empty()) {
    mro_.push_back(this);
    if (base) mro_.insert(mro_.end(), base->mro().begin(), base->mro().end());
  }
  return mro_;
}

Value* ClassObj::lookup(const Str* key) const {
  for (const ClassObj* c : mro())
    if (Value* v = c->attrs()->findStr(key)) return v;
  return nullptr;
}

bool ClassObj::isSubclassOf(const ClassObj* other) const {
  for (const ClassObj* c : mro())
    if (c == other) return true;
  return false;
}

}  // namespace tl::lang
