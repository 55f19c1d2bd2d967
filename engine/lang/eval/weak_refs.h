// Weak references (CPython's weakref.ref; the module is
// modules/weakref_module.cc). Objects here are reference-counted, so a weak
// reference dies when its referent's last strong reference goes, as in
// CPython: Object::destroy tells weakReferentDying, which clears every weak
// reference to the object and queues their callbacks. The callbacks run
// Python code, and an object may be freed in the middle of any native
// operation, so they run at the next safe point instead: when the statement
// that freed the object ends (Interp::exec).
#pragma once
#include <vector>

#include "lang/eval/native.h"

namespace tl::lang {

class WeakRefObj : public NativeObject {
 public:
  WeakRefObj(Interp& in, ClassObj* cls, Object* referent, Value callback);
  ~WeakRefObj() override;
  Object* referent;  // nullptr once it was freed
  Value callback;    // Null: none
  Value call(Interp& in, CallArgs& args) override;
  std::string repr(Interp& in) override;
  int64_t hash() override;
  bool keyEquals(const NativeObject& other) const override;
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  Value getAttr(Interp& in, const std::string& name) override;
  void visitRefs(RefVisitor& v) override { v.visit(callback); }
  void dropRefs() override { callback = Value(); }

 private:
  Interp& in_;         // to raise hash()'s TypeError
  int64_t hash_ = -1;  // the referent's hash, kept for when it is gone
};

// The weak references to `o`, oldest first (empty when none).
const std::vector<WeakRefObj*>& weakRefsTo(const Object* o);
// A new weak reference to `target` (TypeError for objects CPython refuses),
// or the one without a callback it already has when `callback` is None.
Value makeWeakRef(Interp& in, ClassObj* cls, const Value& target, const Value& callback);

// Called by Object::destroy for an object marked weakly referenced.
void weakReferentDying(Object* o);
extern thread_local bool weakCallbacksPending;
void runWeakCallbacks(Interp& in);
// An interpreter's lifetime: callbacks are queued only while one is alive.
void weakRefsInterpStarted();
void weakRefsInterpEnding();

}  // namespace tl::lang
