// Weak references: the registry of who refers weakly to what, clearing them
// when the referent is freed, and their callbacks (see weak_refs.h).
#include "lang/eval/weak_refs.h"

#include <algorithm>
#include <unordered_map>
#include <utility>

#include "lang/eval/hashing.h"

namespace tl::lang {

thread_local bool weakCallbacksPending = false;

namespace {

struct WeakState {
  std::unordered_map<const Object*, std::vector<WeakRefObj*>> refs;
  std::vector<std::pair<Value, Value>> callbacks;  // (the weak reference, its callback)
  int liveInterps = 0;
};

WeakState& state() {
  thread_local WeakState s;
  return s;
}

// CPython's types that take weak references: instances of program classes
// (unless __slots__ leaves out __weakref__), functions, methods, classes,
// sets and modules; not ints, strs, tuples, lists, dicts, None ...
bool takesWeakRefs(Interp& in, const Value& v) {
  if (!v.isObj()) return false;
  switch (v.obj()->kind()) {
    case ObjKind::Function:
    case ObjKind::BoundMethod:
    case ObjKind::Class:
    case ObjKind::Set:
    case ObjKind::Module: return true;
    default: break;
  }
  if (!ofProgramClass(v)) return false;
  for (const ClassObj* c = in.typeOf(v); c && c->userDefined; c = c->base)
    if (!c->slots || std::count(c->slots->begin(), c->slots->end(), "__weakref__")) return true;
  return false;
}

}  // namespace

WeakRefObj::WeakRefObj(Interp& in, ClassObj* cls, Object* target, Value cb)
    : NativeObject(cls), referent(target), callback(std::move(cb)), in_(in) {
  target->markWeaklyReferenced();
  state().refs[target].push_back(this);
}

WeakRefObj::~WeakRefObj() {
  if (!referent) return;
  auto it = state().refs.find(referent);
  if (it == state().refs.end()) return;
  auto& list = it->second;
  list.erase(std::remove(list.begin(), list.end(), this), list.end());
  if (list.empty()) state().refs.erase(it);
}

Value WeakRefObj::call(Interp& in, CallArgs& args) {
  if (args.nkw) in.raise(in.types.TypeError, "weakref() takes no keyword arguments");
  if (args.npos) in.raise(in.types.TypeError, "weakref expected 0 arguments, got " + std::to_string(args.npos));
  return referent ? Value(referent) : Value::none();
}

std::string WeakRefObj::repr(Interp& in) {
  char self[32];
  std::snprintf(self, sizeof self, "0x%llx", static_cast<unsigned long long>(in.fakeAddress(this)));
  if (!referent) return std::string("<weakref at ") + self + "; dead>";
  char target[32];
  std::snprintf(target, sizeof target, "0x%llx", static_cast<unsigned long long>(in.fakeAddress(referent)));
  return std::string("<weakref at ") + self + "; to '" + in.typeName(Value(referent)) + "' at " + target + ">";
}

int64_t WeakRefObj::hash() {
  if (hash_ != -1) return hash_;
  if (!referent) in_.raise(in_.types.TypeError, "weak object has gone away");
  hash_ = hashValue(Value(referent));
  return hash_;
}

bool WeakRefObj::keyEquals(const NativeObject& other) const {
  const auto* o = dynamic_cast<const WeakRefObj*>(&other);
  if (!o || !referent || !o->referent) return this == &other;
  return keysEqual(Value(referent), Value(o->referent));
}

Value WeakRefObj::compare(Interp& in, CmpOp op, const Value& other) {
  if (op != CmpOp::Eq && op != CmpOp::Ne) return {};
  auto* o = other.is(ObjKind::Native) ? dynamic_cast<WeakRefObj*>(other.as<NativeObject>()) : nullptr;
  if (!o) return {};  // identity
  bool equal = this == o;
  if (referent && o->referent) equal = in.truthy(in.compare(CmpOp::Eq, Value(referent), Value(o->referent)));
  return Value::boolean(op == CmpOp::Eq ? equal : !equal);
}

Value WeakRefObj::getAttr(Interp& in, const std::string& name) {
  if (name == "__callback__") return callback.isNull() ? Value::none() : callback;
  return {};
}

const std::vector<WeakRefObj*>& weakRefsTo(const Object* o) {
  static const std::vector<WeakRefObj*> none;
  auto it = state().refs.find(o);
  return it == state().refs.end() ? none : it->second;
}

Value makeWeakRef(Interp& in, ClassObj* cls, const Value& target, const Value& callback) {
  if (!takesWeakRefs(in, target))
    in.raise(in.types.TypeError, "cannot create weak reference to '" + in.typeName(target) + "' object");
  if (callback.isNone() || callback.isNull()) {
    for (WeakRefObj* r : weakRefsTo(target.obj()))
      if (r->callback.isNull() && r->cls() == cls) return Value(r);
  }
  return Value(new WeakRefObj(in, cls, target.obj(), callback.isNone() ? Value() : callback));
}

void weakReferentDying(Object* o) {
  WeakState& s = state();
  auto it = s.refs.find(o);
  if (it == s.refs.end()) return;
  std::vector<WeakRefObj*> refs = std::move(it->second);
  s.refs.erase(it);
  // CPython calls the newest reference's callback first.
  for (auto r = refs.rbegin(); r != refs.rend(); ++r) {
    (*r)->referent = nullptr;
    if ((*r)->callback.isNull() || s.liveInterps == 0) continue;
    s.callbacks.emplace_back(Value(*r), (*r)->callback);
    weakCallbacksPending = true;
  }
}

void runWeakCallbacks(Interp& in) {
  WeakState& s = state();
  while (!s.callbacks.empty()) {
    std::vector<std::pair<Value, Value>> batch;
    batch.swap(s.callbacks);
    weakCallbacksPending = false;
    for (auto& [ref, callback] : batch) {
      try {
        in.call(callback, {ref});
      } catch (PyException& e) {  // CPython reports it and goes on
        if (in.isInstance(e.exc, in.types.KeyboardInterrupt) || in.isInstance(e.exc, in.types.ExecutionLimitError))
          throw;
        in.writeStderr("Exception ignored in: " + in.repr(callback) + "\n" + in.formatException(e.exc));
      }
    }
  }
}

void weakRefsInterpStarted() { ++state().liveInterps; }

void weakRefsInterpEnding() {
  WeakState& s = state();
  --s.liveInterps;
  s.callbacks.clear();
  weakCallbacksPending = false;
}

}  // namespace tl::lang
