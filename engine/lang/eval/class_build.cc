// Making a class from its bases and the namespace its body filled, as
// CPython's type_new does: the C3 method resolution order, the __hash__ rule,
// __slots__, __set_name__ on descriptors and the parents' __init_subclass__.
#include "lang/eval/class_build.h"

#include <algorithm>

#include "lang/eval/builtins.h"

namespace tl::lang {

namespace {

using Order = std::vector<const ClassObj*>;

// CPython's set_mro_error: the heads of the lists still to merge, each once.
[[noreturn]] void raiseMroError(Interp& in, const std::vector<Order>& lists) {
  Order heads;
  for (const Order& l : lists)
    if (std::find(heads.begin(), heads.end(), l.front()) == heads.end()) heads.push_back(l.front());
  std::string names;
  for (const ClassObj* c : heads) names += (names.empty() ? " " : ", ") + c->name;
  in.raise(in.types.TypeError, "Cannot create a consistent method resolution\norder (MRO) for bases" + names);
}

// C3 linearization: the class, then a merge of the bases' orders and the
// bases themselves, each step taking the first head no other list has in its tail.
Order c3(Interp& in, const ClassObj* cls, const std::vector<ClassObj*>& bases) {
  std::vector<Order> lists;
  for (const ClassObj* b : bases) lists.push_back(b->mro());
  lists.push_back(Order(bases.begin(), bases.end()));
  Order out{cls};
  while (true) {
    lists.erase(std::remove_if(lists.begin(), lists.end(), [](const Order& l) { return l.empty(); }), lists.end());
    if (lists.empty()) return out;
    const ClassObj* next = nullptr;
    for (const Order& l : lists) {
      const ClassObj* head = l.front();
      bool inTail = std::any_of(lists.begin(), lists.end(),
                                [&](const Order& o) { return std::find(o.begin() + 1, o.end(), head) != o.end(); });
      if (!inTail) {
        next = head;
        break;
      }
    }
    if (!next) raiseMroError(in, lists);
    out.push_back(next);
    for (Order& l : lists)
      if (l.front() == next) l.erase(l.begin());
  }
}

// CPython's best_base: each base must accept subclasses, and their instances
// must share one layout, the built-in type they extend (nullptr: plain
// Instances). Exceptions have theirs too.
ClassObj* builtinBaseOf(Interp& in, const std::vector<ClassObj*>& bases) {
  ClassObj* layout = nullptr;
  for (ClassObj* b : bases) {
    if (!b->subclassable) in.raise(in.types.TypeError, "type '" + b->name + "' is not an acceptable base type");
    if (b->native && !b->builtinBase)
      in.raise(in.types.NotImplementedError,
               "subclassing the native class '" + b->module + "." + b->name + "' is not supported yet");
    ClassObj* own = b->builtinBase ? b->builtinBase : b->isException ? in.types.BaseException : nullptr;
    if (!own || own == layout || (layout && layout->isSubclassOf(own))) continue;
    if (layout && !own->isSubclassOf(layout))
      in.raise(in.types.TypeError, "multiple bases have instance lay-out conflict");
    layout = own;
  }
  return layout == in.types.BaseException ? nullptr : layout;
}

void checkDuplicates(Interp& in, const std::vector<ClassObj*>& bases) {
  for (size_t i = 0; i < bases.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (bases[i] == bases[j]) in.raise(in.types.TypeError, "duplicate base class " + bases[i]->name);
}

// __slots__ = ('x', 'y') (or one name): the names instances may hold.
void readSlots(Interp& in, ClassObj* cls) {
  Value* slots = cls->attrs()->findStr(in.internStr("__slots__").as<Str>());
  if (!slots) return;
  cls->slots.emplace();
  std::vector<Value> names = slots->is(ObjKind::Str) ? std::vector<Value>{*slots} : in.toVector(*slots);
  for (const Value& n : names) {
    if (!n.is(ObjKind::Str))
      in.raise(in.types.TypeError, "__slots__ items must be strings, not '" + in.typeName(n) + "'");
    if (cls->attrs()->findStr(n.as<Str>()))
      in.raise(in.types.ValueError, in.repr(n) + " in __slots__ conflicts with class variable");
    cls->slots->push_back(n.as<Str>()->s);
  }
  // Objects of these types hold their items inline in CPython: no room for slots.
  const ClassObj* base = cls->builtinBase;
  const Types& t = in.types;
  if (!cls->slots->empty() && (base == t.int_ || base == t.tuple || base == t.bytes))
    in.raise(in.types.TypeError, "nonempty __slots__ not supported for subtype of '" + base->name + "'");
}

// type_new makes __init_subclass__ and __class_getitem__ class methods.
void implicitClassMethods(Interp& in, Dict* ns) {
  for (const char* name : {"__init_subclass__", "__class_getitem__"}) {
    Value* f = ns->findStr(in.internStr(name).as<Str>());
    if (f && f->is(ObjKind::Function)) *f = Value(new Wrapper(ObjKind::ClassMethod, in.types.classmethod, *f));
  }
  // __new__ is a static method (read through an instance, it is not bound).
  Value* f = ns->findStr(in.internStr("__new__").as<Str>());
  if (f && f->is(ObjKind::Function)) *f = Value(new Wrapper(ObjKind::StaticMethod, in.types.staticmethod, *f));
}

void setOwners(ClassObj* cls) {
  cls->attrs()->forEach([&](const Value&, const Value& v) {
    if (v.is(ObjKind::Function)) v.as<Function>()->owner = cls;
    if ((v.is(ObjKind::ClassMethod) || v.is(ObjKind::StaticMethod) || v.is(ObjKind::Property)) &&
        v.as<Wrapper>()->fget.is(ObjKind::Function))
      v.as<Wrapper>()->fget.as<Function>()->owner = cls;
  });
}

// Each attribute whose type has __set_name__ learns its owner and name.
void callSetName(Interp& in, ClassObj* cls) {
  std::vector<std::pair<Value, Value>> items;
  cls->attrs()->forEach([&](const Value& k, const Value& v) { items.emplace_back(k, v); });
  Str* setName = in.internStr("__set_name__").as<Str>();
  for (auto& [k, v] : items) {
    if (v.is(ObjKind::Property) && k.is(ObjKind::Str)) v.as<Wrapper>()->name = k.as<Str>()->s;
    if (v.is(ObjKind::Instance))
      if (Value* m = v.obj()->cls()->lookup(setName)) in.call(*m, {v, Value(cls), k});
  }
}

// The nearest parent's __init_subclass__ (implicitly a classmethod) with the
// class statement's keywords; object's takes none.
void callInitSubclass(Interp& in, ClassObj* cls, std::vector<KwArg> keywords) {
  Str* name = in.internStr("__init_subclass__").as<Str>();
  const Order& order = cls->mro();
  for (size_t i = 1; i < order.size(); ++i) {
    Value* m = order[i]->attrs()->findStr(name);
    if (!m) continue;
    Value fn = m->is(ObjKind::ClassMethod) ? m->as<Wrapper>()->fget : *m;
    in.call(fn, {Value(cls)}, std::move(keywords));
    return;
  }
  if (!keywords.empty()) in.raise(in.types.TypeError, cls->name + ".__init_subclass__() takes no keyword arguments");
}

}  // namespace

Value buildClass(Interp& in, const ClassSpec& spec) {
  std::vector<ClassObj*> bases = spec.bases;
  if (bases.empty()) bases.push_back(in.types.object);
  ClassObj* builtinBase = builtinBaseOf(in, bases);
  checkDuplicates(in, bases);
  Dict* ns = spec.ns.as<Dict>();
  // A class that defines __eq__ but not __hash__ is unhashable (type_new sets __hash__ = None).
  Str* hashName = in.internStr("__hash__").as<Str>();
  if (ns->findStr(in.internStr("__eq__").as<Str>()) && !ns->findStr(hashName)) ns->set(Value(hashName), Value::none());
  implicitClassMethods(in, ns);
  if (!ns->findStr(in.internStr("__module__").as<Str>())) ns->set(in.internStr("__module__"), in.newStr(spec.module));
  if (!ns->findStr(in.internStr("__doc__").as<Str>())) ns->set(in.internStr("__doc__"), Value::none());  // as type_new
  if (ns->findStr(in.internStr("__getattribute__").as<Str>())) in.getattributeHooks = true;
  // A body's own __qualname__ names the class and leaves the namespace, as type_new does.
  std::string qualname = spec.qualname;
  Value qualnameKey = in.internStr("__qualname__");
  if (Value* q = ns->findStr(qualnameKey.as<Str>())) {
    if (!q->is(ObjKind::Str)) in.raise(in.types.TypeError, "type __qualname__ must be a str, not " + in.typeName(*q));
    qualname = q->as<Str>()->s;
    ns->erase(qualnameKey);
  }
  // The namespace's __module__ names the class's module (a body may set it).
  const Value* module = ns->findStr(in.internStr("__module__").as<Str>());
  ClassObj* cls = in.newClass(spec.name, bases.front(), module->is(ObjKind::Str) ? module->as<Str>()->s : spec.module);
  in.keepClass(cls);
  if (spec.meta) cls->setCls(spec.meta);
  cls->dict = spec.ns;
  cls->bases = bases;
  cls->userDefined = true;
  cls->qualname = qualname;
  cls->setMro(c3(in, cls, bases));
  cls->isException = std::any_of(bases.begin(), bases.end(), [](const ClassObj* b) { return b->isException; });
  cls->builtinBase = builtinBase;
  readSlots(in, cls);
  setOwners(cls);
  Value cv(cls);
  callSetName(in, cls);
  callInitSubclass(in, cls, spec.keywords);
  return cv;
}

}  // namespace tl::lang
