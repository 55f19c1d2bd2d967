// frozenset: a Set marked frozen, with its own class holding only the
// non-mutating set methods. Operations keep the type of their left operand
// (frozenset for a subclass of it).
#include "lang/eval/builtins.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

Value frozensetCtor(Interp& in, const Value& cls, CallArgs& a) {
  if (a.nkw) in.raise(in.types.TypeError, "frozenset() takes no keyword arguments");
  if (a.npos > 1) in.raise(in.types.TypeError, "frozenset expected at most 1 argument, got " + std::to_string(a.npos));
  if (a.npos == 1 && a.pos[0].is(ObjKind::Set) && a.pos[0].obj()->cls() == in.types.frozenset) return a.pos[0];
  Value s = in.newSet();
  Set* set = s.as<Set>();
  if (a.npos == 1 && a.pos[0].is(ObjKind::Set)) set->mergeFrom(*a.pos[0].as<Set>());
  else if (a.npos == 1)
    for (const Value& v : in.toVector(a.pos[0])) setAdd(in, s, v);
  set->setCls(cls.as<ClassObj>());
  set->frozen = true;
  return s;
}

// The set methods that leave the set as it is serve frozenset too.
void shareSetMethod(Interp& in, ClassObj* frozenset, const char* name) {
  Value* m = in.types.set->attrs()->findStr(in.internStr(name).as<Str>());
  defMethod(in, frozenset, name, m->as<Builtin>()->fn);
}

}  // namespace

Value newSetLike(Interp& in, const Value& like) {
  Value s = in.newSet();
  if (like.as<Set>()->frozen) {
    s.obj()->setCls(in.types.frozenset);
    s.as<Set>()->frozen = true;
  }
  return s;
}

void installFrozenset(Interp& in) {
  ClassObj* cls = in.newClass("frozenset", in.types.object);
  in.types.frozenset = cls;
  cls->attrs()->set(in.internStr("__call_ctor__"), in.newBuiltin("frozenset", frozensetCtor));
  in.builtins.as<Dict>()->set(in.internStr("frozenset"), Value(cls));
  for (const char* name :
       {"union", "intersection", "difference", "symmetric_difference", "issubset", "issuperset", "isdisjoint"})
    shareSetMethod(in, cls, name);
  defMethod(in, cls, "copy", [](Interp& in, const Value& self, CallArgs&) {  // immutable: itself, or a frozenset
    return self.obj()->cls() == in.types.frozenset ? self : in.call(Value(in.types.frozenset), {self});
  });
}

}  // namespace tl::lang
