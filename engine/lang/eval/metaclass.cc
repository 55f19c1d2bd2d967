// Which metaclass makes a class, and what a program's metaclass lends the
// classes it made: CPython's __build_class__ (the winning metaclass,
// __prepare__) and the type slots that look past the class to its type.
#include "lang/eval/metaclass.h"

#include "lang/eval/builtins.h"

namespace tl::lang {

ClassObj* programMetaclass(const Value& v) {
  if (!v.is(ObjKind::Class)) return nullptr;
  ClassObj* meta = v.obj()->cls();
  return meta->userDefined ? meta : nullptr;
}

Value* metaclassMethod(Interp& in, const Value& v, const char* name) {
  ClassObj* meta = programMetaclass(v);
  return meta ? meta->lookup(in.internStr(name).as<Str>()) : nullptr;
}

ClassObj* winningMetaclass(Interp& in, ClassObj* meta, const std::vector<ClassObj*>& bases) {
  ClassObj* winner = meta;
  for (const ClassObj* base : bases) {
    ClassObj* type = base->cls();
    if (winner->isSubclassOf(type)) continue;
    if (type->isSubclassOf(winner)) {
      winner = type;
      continue;
    }
    in.raise(in.types.TypeError,
             "metaclass conflict: the metaclass of a derived class must be a (non-strict) "
             "subclass of the metaclasses of all its bases");
  }
  return winner;
}

// PyMapping_Check: a dict, or an object whose type has __getitem__.
static bool isMapping(Interp& in, const Value& v) {
  if (v.is(ObjKind::Dict)) return true;
  return v.is(ObjKind::Instance) && v.obj()->cls()->lookup(in.internStr("__getitem__").as<Str>());
}

Value prepareNamespace(Interp& in, const Value& meta, const std::string& name, const Value& bases,
                       const std::vector<KwArg>& keywords) {
  // type's own __prepare__ gives a new dict.
  if (meta.is(ObjKind::Class) && !meta.as<ClassObj>()->userDefined) return in.newDict();
  Value prepare = in.getAttrOrNull(meta, in.internStr("__prepare__").as<Str>());
  if (prepare.isNull()) return in.newDict();
  Value ns = in.call(prepare, {in.newStr(name), bases}, keywords);
  if (!isMapping(in, ns)) {
    std::string who = meta.is(ObjKind::Class) ? meta.as<ClassObj>()->name : "<metaclass>";
    in.raise(in.types.TypeError, who + ".__prepare__() must return a mapping, not " + in.typeName(ns));
  }
  return ns;
}

}  // namespace tl::lang
