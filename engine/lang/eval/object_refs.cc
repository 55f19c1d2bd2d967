// The references each built-in object type holds, for the cycle collector
// (cycle_collector.h): visitRefs reports each one, dropRefs lets go of them
// when the object is garbage.
#include "lang/eval/objects.h"

namespace tl::lang {

namespace {

void visitAll(RefVisitor& v, const std::vector<Value>& values) {
  for (const Value& x : values) v.visit(x);
}

}  // namespace

void List::visitRefs(RefVisitor& v) { visitAll(v, items); }
void List::dropRefs() { std::vector<Value>().swap(items); }

void Tuple::visitRefs(RefVisitor& v) { visitAll(v, items); }
void Tuple::dropRefs() { std::vector<Value>().swap(items); }

void Dict::visitRefs(RefVisitor& v) {
  forEach([&v](const Value& key, const Value& value) {
    v.visit(key);
    v.visit(value);
  });
}
void Dict::dropRefs() { clear(); }

void Set::visitRefs(RefVisitor& v) {
  forEach([&v](const Value& key) { v.visit(key); });
}
void Set::dropRefs() { clear(); }

void Slice::visitRefs(RefVisitor& v) {
  v.visit(start);
  v.visit(stop);
  v.visit(step);
}
void Slice::dropRefs() { start = stop = step = Value(); }

void Cell::visitRefs(RefVisitor& v) { v.visit(value); }
void Cell::dropRefs() { value = Value(); }

void Instance::visitRefs(RefVisitor& v) {
  v.visit(dict);
  v.visit(number);
  if (!exc) return;
  v.visit(exc->args);
  v.visit(exc->cause);
  v.visit(exc->context);
  v.visit(exc->globals);
  for (const Value* field : {&exc->osErrno, &exc->osStrerror, &exc->osFilename, &exc->osFilename2}) v.visit(*field);
}
void Instance::dropRefs() {
  dict = number = Value();
  if (exc) {
    exc->args = exc->cause = exc->context = exc->globals = Value();
    exc->osErrno = exc->osStrerror = exc->osFilename = exc->osFilename2 = Value();
  }
}

void Function::visitRefs(RefVisitor& v) {
  visitAll(v, defaults);
  visitAll(v, kwDefaults);
  visitAll(v, closure);
  v.visit(globals);
  v.visit(attrs);
}
void Function::dropRefs() {
  defaults.clear();
  kwDefaults.clear();
  closure.clear();
  globals = attrs = Value();
}

void BoundMethod::visitRefs(RefVisitor& v) {
  v.visit(self);
  v.visit(func);
}
void BoundMethod::dropRefs() { self = func = Value(); }

// A builtin's C++ function may hold values of its own; they are not reported,
// so what they refer to counts as reachable.
void Builtin::visitRefs(RefVisitor& v) { v.visit(self); }
void Builtin::dropRefs() { self = Value(); }

void Wrapper::visitRefs(RefVisitor& v) {
  v.visit(fget);
  v.visit(fset);
  v.visit(fdel);
  v.visit(doc);
}
void Wrapper::dropRefs() { fget = fset = fdel = doc = Value(); }

void Super::visitRefs(RefVisitor& v) { v.visit(self); }
void Super::dropRefs() { self = Value(); }

}  // namespace tl::lang
