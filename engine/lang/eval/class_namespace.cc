// A class body's names. When a metaclass's __prepare__ gave a mapping that is
// not a dict, CPython's LOAD_NAME / STORE_NAME / DELETE_NAME call its
// __getitem__, __setitem__ and __delitem__, and a KeyError on reading falls
// through to the globals.
#include "lang/eval/metaclass.h"

namespace tl::lang {

namespace {

Value key(const Str* name) { return Value(const_cast<Str*>(name)); }

bool isKeyError(Interp& in, const PyException& e) { return in.isInstance(e.exc, in.types.KeyError); }

}  // namespace

Value classNsLoad(Interp& in, const Str* name) {
  const Frame* f = in.frame;
  if (f->classMapping.isNull()) {
    Value* v = f->classNs->findStr(name);
    return v ? *v : Value();
  }
  try {
    return in.getItem(f->classMapping, key(name));
  } catch (PyException& e) {
    if (!isKeyError(in, e)) throw;
    return {};
  }
}

void classNsStore(Interp& in, const Str* name, const Value& v) {
  const Frame* f = in.frame;
  if (f->classMapping.isNull()) f->classNs->set(key(name), v);
  else in.setItem(f->classMapping, key(name), v);
}

bool classNsErase(Interp& in, const Str* name) {
  const Frame* f = in.frame;
  if (f->classMapping.isNull()) return f->classNs->erase(key(name));
  try {
    in.delItem(f->classMapping, key(name));
    return true;
  } catch (PyException& e) {
    if (!isKeyError(in, e)) throw;
    return false;
  }
}

}  // namespace tl::lang
