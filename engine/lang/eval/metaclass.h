// Metaclasses: the type of a class may be a program's subclass of type
// (class Meta(type)). Choosing a class statement's metaclass, type's own
// methods (type.__new__, __call__, ...), calling a class, and the metaclass
// methods that operations on a class (C[k], len(C), iter(C), repr(C), C.attr)
// use, as CPython's type slots do.
#pragma once
#include <string>
#include <vector>

#include "lang/eval/interp.h"

namespace tl::lang {

// The metaclass of class `v` when a program defined it (nullptr for a class
// whose type is type, and for anything that is not a class).
ClassObj* programMetaclass(const Value& v);
// `name` as the program metaclass of class `v` defines or inherits it
// (nullptr when it has none, or `v` has no such metaclass).
Value* metaclassMethod(Interp& in, const Value& v, const char* name);
// The most derived of `meta` and the metaclasses of `bases`, or CPython's
// "metaclass conflict" TypeError.
ClassObj* winningMetaclass(Interp& in, ClassObj* meta, const std::vector<ClassObj*>& bases);

// type's own methods (__new__, __init__, __call__, __setattr__, __delattr__,
// __repr__, __prepare__, __instancecheck__, __subclasscheck__), kept out of
// type's dict as object's are out of object's. Null for another name; bound
// to `self` unless `self` is Null or the method is the static __new__.
Value typeMethod(Interp& in, const std::string& name, const Value& self = {});
// type.__new__(mcs, name, bases, namespace, **kw): a class of the winning metaclass.
Value typeNew(Interp& in, ClassObj* mcs, CallArgs& a);

// Calling a class: its metaclass's __call__, else type.__call__.
Value callClass(Interp& in, ClassObj* cls, CallArgs& a);
// type.__call__: __new__ makes the object, then __init__ runs when it is an
// instance of the class (for a metaclass, type.__new__ and type.__init__).
Value constructInstance(Interp& in, ClassObj* cls, CallArgs& a);
// object.__new__ refuses a class with abstract methods (its __abstractmethods__).
void checkNotAbstract(Interp& in, const ClassObj* cls);

// A class statement's namespace: what the metaclass's __prepare__(name,
// bases, **kw) returns, or a new dict.
Value prepareNamespace(Interp& in, const Value& meta, const std::string& name, const Value& bases,
                       const std::vector<KwArg>& keywords);

// A class body's names: in its namespace dict, or through the __getitem__,
// __setitem__ and __delitem__ of the mapping __prepare__ returned (Frame::classMapping).
Value classNsLoad(Interp& in, const Str* name);  // Null when absent
void classNsStore(Interp& in, const Str* name, const Value& v);
bool classNsErase(Interp& in, const Str* name);  // false when absent

}  // namespace tl::lang
