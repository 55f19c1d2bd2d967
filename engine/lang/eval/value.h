// Value: the interpreter's 16-byte tagged value (None/bool/int/float inline,
// everything else a ref-counted Object). Objects are freed when their count
// drops to zero; objects that can refer to others are also on the cycle
// collector's list (cycle_collector.h), which frees reference cycles.
#pragma once
#include <cstdint>
#include <string>
#include <utility>

namespace tl::lang {

class Object;
class ClassObj;
class Value;

enum class Tag : uint8_t { Null, None, Bool, Int, Float, Obj };

// What kind of C++ object sits behind an Object* (for fast dispatch).
enum class ObjKind : uint8_t {
  Str,
  List,
  Tuple,
  Dict,
  Set,
  Range,
  Slice,
  Function,
  BoundMethod,
  Builtin,
  Class,
  Instance,
  Module,
  Cell,
  Iterator,
  Property,
  StaticMethod,
  ClassMethod,
  Super,
  Native,
  NotImplemented,
  Ellipsis,
  BigInt
};

// Whether objects of `kind` can hold references to other objects (and so be
// part of a reference cycle): the cycle collector tracks these.
constexpr bool mayReferToObjects(ObjKind kind) {
  switch (kind) {
    case ObjKind::Str:
    case ObjKind::Range:
    case ObjKind::Class:
    case ObjKind::Module:
    case ObjKind::NotImplemented:
    case ObjKind::Ellipsis:
    case ObjKind::BigInt: return false;  // classes and modules live for the run (Interp keeps them)
    case ObjKind::List:
    case ObjKind::Tuple:
    case ObjKind::Dict:
    case ObjKind::Set:
    case ObjKind::Slice:
    case ObjKind::Function:
    case ObjKind::BoundMethod:
    case ObjKind::Builtin:
    case ObjKind::Instance:
    case ObjKind::Cell:
    case ObjKind::Iterator:
    case ObjKind::Property:
    case ObjKind::StaticMethod:
    case ObjKind::ClassMethod:
    case ObjKind::Super:
    case ObjKind::Native: return true;
  }
  return false;
}

// Calls visit() for each object reference an object holds (cycle_collector.h).
class RefVisitor {
 public:
  virtual void visit(const Value& v) = 0;

 protected:
  ~RefVisitor() = default;
};

class Object {
 public:
  Object(ObjKind kind, ClassObj* cls) : kind_(kind), cls_(cls) {
    if (mayReferToObjects(kind)) trackForCycles(this);
  }
  virtual ~Object() {
    if (gcPrevNext_) untrack();
  }
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;

  ObjKind kind() const { return kind_; }
  ClassObj* cls() const { return cls_; }
  void setCls(ClassObj* c) { cls_ = c; }
  void incref() { ++refs_; }
  void decref() {
    if (--refs_ == 0) destroy(this);
  }
  // Deletes `o`; a chain of containers nested 10**5 deep is freed without
  // recursing once per level (CPython's trashcan).
  static void destroy(Object* o);
  int32_t refs() const { return refs_; }
  // Whether a weak reference to the object was ever made (eval/weak_refs.h):
  // destroy() then clears them first.
  bool weaklyReferenced() const { return weaklyReferenced_; }
  void markWeaklyReferenced() { weaklyReferenced_ = true; }
  // The attribute dict (a Dict Value) of an instance of a program class;
  // nullptr for objects that hold no attributes of their own.
  virtual Value* instanceDict() { return nullptr; }

  // The cycle collector's view of an object: every reference it holds, each
  // as many times as it holds it (never one it does not hold: an object
  // reported as referred to from inside a cycle may be freed), and dropping
  // them all when the object is garbage. An object that reports nothing is
  // never wrongly freed: what it refers to counts as referred to from outside.
  virtual void visitRefs(RefVisitor&) {}
  virtual void dropRefs() {}
  // How many objects CPython 3.11's gc.collect() counts when this one is garbage.
  virtual int collectedCount() const { return 1; }

 private:
  friend class CycleCollector;
  static void trackForCycles(Object* o);  // links `o` into this thread's collector
  void untrack() {
    *gcPrevNext_ = gcNext_;
    if (gcNext_) gcNext_->gcPrevNext_ = gcPrevNext_;
    gcPrevNext_ = nullptr;
  }
  int32_t refs_ = 0;
  ObjKind kind_;
  uint8_t gcMarks_ = 0;  // a collection's scratch bits
  bool weaklyReferenced_ = false;
  ClassObj* cls_;
  // The collector's list: the next object, and the pointer that points here.
  // During a collection gcPrevNext_ holds the object's count of outside references.
  Object* gcNext_ = nullptr;
  union {
    Object** gcPrevNext_ = nullptr;
    intptr_t gcOutsideRefs_;
  };
};

class Value {
 public:
  Value() { u_.i = 0; }
  Value(Object* o) : tag_(o ? Tag::Obj : Tag::Null) {  // NOLINT: takes a reference
    u_.o = o;
    if (o) o->incref();
  }
  static Value none() {
    Value v;
    v.tag_ = Tag::None;
    return v;
  }
  static Value boolean(bool b) {
    Value v;
    v.tag_ = Tag::Bool;
    v.u_.i = b;
    return v;
  }
  static Value integer(int64_t i) {
    Value v;
    v.tag_ = Tag::Int;
    v.u_.i = i;
    return v;
  }
  static Value real(double d) {
    Value v;
    v.tag_ = Tag::Float;
    v.u_.f = d;
    return v;
  }

  Value(const Value& o) : tag_(o.tag_), u_(o.u_) {
    if (tag_ == Tag::Obj) u_.o->incref();
  }
  Value(Value&& o) noexcept : tag_(o.tag_), u_(o.u_) { o.tag_ = Tag::Null; }
  Value& operator=(const Value& o) {
    if (o.tag_ == Tag::Obj) o.u_.o->incref();
    release();
    tag_ = o.tag_;
    u_ = o.u_;
    return *this;
  }
  Value& operator=(Value&& o) noexcept {
    if (this != &o) {
      release();
      tag_ = o.tag_;
      u_ = o.u_;
      o.tag_ = Tag::Null;
    }
    return *this;
  }
  ~Value() { release(); }

  Tag tag() const { return tag_; }
  bool isNull() const { return tag_ == Tag::Null; }
  bool isNone() const { return tag_ == Tag::None; }
  bool isBool() const { return tag_ == Tag::Bool; }
  bool isInt() const { return tag_ == Tag::Int; }
  bool isFloat() const { return tag_ == Tag::Float; }
  bool isObj() const { return tag_ == Tag::Obj; }
  bool is(ObjKind k) const { return tag_ == Tag::Obj && u_.o->kind() == k; }
  // bool is a subclass of int in Python: most arithmetic treats it as one.
  bool isIntLike() const { return tag_ == Tag::Int || tag_ == Tag::Bool; }
  bool isNumber() const { return tag_ == Tag::Int || tag_ == Tag::Bool || tag_ == Tag::Float; }

  int64_t asInt() const { return u_.i; }
  bool asBool() const { return u_.i != 0; }
  double asFloat() const { return u_.f; }
  double toDouble() const { return tag_ == Tag::Float ? u_.f : static_cast<double>(u_.i); }
  Object* obj() const { return u_.o; }
  template <class T>
  T* as() const {
    return static_cast<T*>(u_.o);
  }
  // Identity (the `is` operator).
  bool sameAs(const Value& o) const { return tag_ == o.tag_ && (tag_ == Tag::Obj ? u_.o == o.u_.o : u_.i == o.u_.i); }

 private:
  void release() {
    if (tag_ == Tag::Obj) u_.o->decref();
  }
  Tag tag_ = Tag::Null;
  union {
    int64_t i;
    double f;
    Object* o;
  } u_;
};

}  // namespace tl::lang
