// The built-in object types: str, list, tuple, dict, set, range, slice, cells,
// modules, classes, instances, functions and bound methods.
#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/source_span.h"
#include "lang/eval/bigint.h"
#include "lang/eval/value.h"

namespace tl::lang {

class Interp;
struct FuncCode;
struct CallArgs;

class Str : public Object {
 public:
  Str(ClassObj* cls, std::string s);
  std::string s;
  bool ascii;
  int64_t hash() const;
  int64_t length() const;  // in code points

 private:
  mutable int64_t hash_ = -1;
};

class List : public Object {
 public:
  explicit List(ClassObj* cls) : Object(ObjKind::List, cls) {}
  std::vector<Value> items;
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
};

class Tuple : public Object {
 public:
  explicit Tuple(ClassObj* cls) : Object(ObjKind::Tuple, cls) {}
  std::vector<Value> items;
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
};

// Insertion-ordered hash map (the layout of CPython's compact dict).
class Dict : public Object {
 public:
  struct Entry {
    Value key;
    Value value;
    int64_t hash;
  };
  explicit Dict(ClassObj* cls) : Object(ObjKind::Dict, cls) {}
  Value* find(const Value& key) const;  // nullptr if absent
  Value* findStr(const Str* key) const;
  void set(const Value& key, Value value);
  bool erase(const Value& key);
  void clear();
  size_t size() const { return used_; }
  // Live entries in insertion order (skips deleted ones).
  template <class F>
  void forEach(F&& f) const {
    for (const Entry& e : entries_)
      if (!e.key.isNull()) f(e.key, e.value);
  }
  const std::vector<Entry>& rawEntries() const { return entries_; }
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;

 private:
  int64_t lookup(const Value& key, int64_t hash) const;  // entry index or -1
  void rebuild(size_t capacity);
  std::vector<Entry> entries_;
  std::vector<int32_t> index_;
  size_t used_ = 0;
  // Counts changes to the table: a key's __eq__ may change the dict while a
  // lookup runs it, and the lookup then starts again.
  uint64_t version_ = 0;
};

// Hash set with CPython's probing, so small-int sets iterate in CPython's order.
class Set : public Object {
 public:
  struct Slot {
    Value key;
    int64_t hash = 0;
    uint8_t state = 0;  // 0 empty, 1 active, 2 dummy
  };
  explicit Set(ClassObj* cls);
  bool contains(const Value& key) const;
  void add(const Value& key);
  bool discard(const Value& key);
  void clear();
  size_t size() const { return used_; }
  template <class F>
  void forEach(F&& f) const {
    for (const Slot& s : table_)
      if (s.state == 1) f(s.key);
  }
  void mergeFrom(const Set& other);
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
  bool frozen = false;  // a frozenset: hashable, and its class has no mutating methods

 private:
  void insertClean(const Value& key, int64_t hash);
  void resize(size_t minUsed);
  // Whether active slot `s` holds `key`; `changed` when comparing (a key's __eq__)
  // changed the set, so the caller starts again (as CPython's set_lookkey does).
  bool holds(const Slot& s, int64_t hash, const Value& key, bool& changed) const;
  std::vector<Slot> table_;
  size_t mask_ = 7, fill_ = 0, used_ = 0;
  uint64_t version_ = 0;  // counts changes to table_
};

// range(start, stop, step). When the bounds and the length fit 64 bits (as
// nearly every range's do) they are kept inline and `wide` is null; any other
// range keeps ints of any size in `wide`, as CPython's range takes any int
// (makeRange in range_object.cc chooses the form).
class Range : public Object {
 public:
  struct Wide {
    BigInt start, stop, step, length;
  };
  Range(ClassObj* cls, int64_t a, int64_t b, int64_t c) : Object(ObjKind::Range, cls), start(a), stop(b), step(c) {}
  Range(ClassObj* cls, Wide w) : Object(ObjKind::Range, cls), wide(std::make_unique<const Wide>(std::move(w))) {}
  int64_t length() const;  // of a range without `wide`
  int64_t start = 0, stop = 0, step = 1;
  std::unique_ptr<const Wide> wide;
};

class Slice : public Object {
 public:
  explicit Slice(ClassObj* cls) : Object(ObjKind::Slice, cls) {}
  Value start, stop, step;
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
};

class Cell : public Object {
 public:
  explicit Cell(ClassObj* cls) : Object(ObjKind::Cell, cls) {}
  Value value;
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
};

class Module : public Object {
 public:
  Module(ClassObj* cls, std::string n) : Object(ObjKind::Module, cls), name(std::move(n)) {}
  std::string name;
  Value dict;  // a Dict
  Dict* attrs() const { return dict.as<Dict>(); }
};

// Per-instance payload of exception objects (BaseException and subclasses).
struct TracebackEntry {
  int line;
  core::SourceSpan span;
  std::string function;
  const core::SourceSpan* spanKey = nullptr;  // the AST node's span (anchor lookup)
  std::string file;      // "" for the program's own file; else exec() source, shown without its lines
  uint64_t frameId = 0;  // the frame's Frame::id (an exception unwinding into it again adds no entry)
};
struct ExcData {
  Value args;  // a Tuple
  Value cause, context;
  bool suppressContext = false;
  std::vector<TracebackEntry> traceback;  // innermost first
  uint64_t lastFrame = 0;                 // id of the frame that added the newest entry
  // Where a NameError's name was looked for (the traceback printer suggests a
  // similar name from these, as CPython's does).
  std::vector<std::string> localNames;
  Value globals;  // a Dict
  // OSError's errno, strerror, filename and filename2 as its constructor took
  // them from the arguments (null when unset: str() then leaves them out).
  Value osErrno, osStrerror, osFilename, osFilename2;
};

class Instance : public Object {
 public:
  explicit Instance(ClassObj* cls) : Object(ObjKind::Instance, cls) {}
  Value dict;  // a Dict of attributes
  Dict* attrs() const { return dict.as<Dict>(); }
  Value* instanceDict() override { return &dict; }
  std::unique_ptr<ExcData> exc;  // set for exception instances
  Value number;                  // the int or float an instance of a subclass of int or float stands for
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
};

// Instances of program classes that extend a built-in type.
//
// An int or a float is an inline Value with no class pointer, so an instance
// of `class Even(int)` is an Instance whose `number` holds the int; the slot
// methods of int and float (builtin_dunders.cc) read that number, so
// arithmetic, comparison, hashing and formatting behave as the number does.
//
// Every other built-in (str, list, tuple, dict, set, frozenset, bytes,
// bytearray) is an object with a class pointer: an instance of `class
// Stack(list)` IS a List whose class is Stack, plus the attribute dict below,
// rather than an Instance wrapping a list that every check for a list would
// miss. Every native operation, method and fast path keeps working on it
// unchanged (and len(), iteration, json and str.join see a list or a str); the
// protocol entry points (Interp::getItem, len, iter, repr, binary, compare,
// hash...) first ask overrideOf() whether the program's class redefines the
// slot, which is a single flag test for the built-in types' own objects.
template <class Base>
class SubclassObject final : public Base {
 public:
  using Base::Base;
  Value dict;  // a Dict of attributes
  Value* instanceDict() override { return &dict; }
  void visitRefs(RefVisitor& v) override {
    Base::visitRefs(v);
    v.visit(dict);
  }
  void dropRefs() override {
    Base::dropRefs();
    dict = Value();
  }
};

// The int or float `v` stands for (an instance of a subclass of int or
// float), else `v` itself.
inline const Value& plainNumber(const Value& v) {
  if (v.is(ObjKind::Instance) && !v.as<Instance>()->number.isNull()) return v.as<Instance>()->number;
  return v;
}

class NativeType;

class ClassObj : public Object {
 public:
  ClassObj(ClassObj* meta, std::string n, ClassObj* b)
      : Object(ObjKind::Class, meta), name(std::move(n)), module("builtins"), base(b) {}
  std::string name;
  std::string module;            // "builtins" prints as <class 'int'>
  std::string qualname;          // "Outer.Inner" (empty: same as name)
  ClassObj* base;                // the first base; nullptr only for object
  std::vector<ClassObj*> bases;  // all of them, as written (empty: just `base`)
  Value dict;                    // a Dict: methods and class attributes
  bool isException = false;
  bool userDefined = false;
  // A type of a C extension module (numpy.ndarray, EagerTensor): CPython's
  // messages name it by its tp_name, module included.
  bool extensionType = false;
  std::optional<std::vector<std::string>> slots;  // the names __slots__ lists, when the class has one
  NativeType* native = nullptr;                   // set for classes written in C++
  // The built-in type whose objects this class's instances are (list for
  // list and for `class Stack(list)`); nullptr when they are plain Instances.
  ClassObj* builtinBase = nullptr;
  bool subclassable = true;  // false for bool, range, NoneType, ... (CPython's "acceptable base type")
  Dict* attrs() const { return dict.as<Dict>(); }
  // Method resolution order: this class, then its bases' in C3 order.
  const std::vector<const ClassObj*>& mro() const;
  void setMro(std::vector<const ClassObj*> order) { mro_ = std::move(order); }
  Value* lookup(const Str* name) const;
  bool isSubclassOf(const ClassObj* other) const;

 private:
  mutable std::vector<const ClassObj*> mro_;  // computed on first use for single inheritance
};

// Whether `v`'s class methods decide how it behaves (its operators, hash,
// equality): an Instance, or a built-in object whose class is a program class.
inline bool ofProgramClass(const Value& v) {
  return v.isObj() && (v.obj()->kind() == ObjKind::Instance || v.obj()->cls()->userDefined);
}

// A function written in Python: code plus defaults and captured cells.
class Function : public Object {
 public:
  Function(ClassObj* cls, std::shared_ptr<FuncCode> c) : Object(ObjKind::Function, cls), code(std::move(c)) {}
  std::shared_ptr<FuncCode> code;
  std::vector<Value> defaults;    // for the last positional parameters
  std::vector<Value> kwDefaults;  // per keyword-only parameter (Null = required)
  std::vector<Value> closure;     // Cells, in FuncCode::freeVars order
  Value globals;                  // a Dict
  std::string qualname;
  Value attrs;                // lazily created __dict__
  ClassObj* owner = nullptr;  // class whose body defined it (for super())
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
  int collectedCount() const override { return closure.empty() ? 1 : 2; }  // and its cells' tuple
};

class BoundMethod : public Object {
 public:
  BoundMethod(ClassObj* cls, Value s, Value f)
      : Object(ObjKind::BoundMethod, cls), self(std::move(s)), func(std::move(f)) {}
  Value self, func;
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
};

// A function implemented in C++. `self` is Null for plain functions.
using NativeFn = std::function<Value(Interp&, const Value& self, CallArgs& args)>;

class Builtin : public Object {
 public:
  Builtin(ClassObj* cls, std::string n, NativeFn f)
      : Object(ObjKind::Builtin, cls), name(std::move(n)), fn(std::move(f)) {}
  std::string name;
  NativeFn fn;
  Value self;             // bound receiver (Null when unbound)
  bool isMethod = false;  // lives in a class dict; binds like a function
  std::string ownerName;  // type name for repr of methods
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
};

// Iterators over built-in containers (and anything with a C++ next()).
class Iterator : public Object {
 public:
  explicit Iterator(ClassObj* cls) : Object(ObjKind::Iterator, cls) {}
  // Sets `out` and returns true, or returns false when exhausted.
  virtual bool next(Interp& in, Value& out) = 0;
};

// property / staticmethod / classmethod wrappers.
class Wrapper : public Object {
 public:
  Wrapper(ObjKind k, ClassObj* cls, Value f) : Object(k, cls), fget(std::move(f)) {}
  Value fget, fset, fdel;
  Value doc;         // property(doc=...): Null means fget's docstring
  std::string name;  // a property's attribute name, learned when its class is made
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
};

class Super : public Object {
 public:
  Super(ClassObj* cls, ClassObj* start, Value s) : Object(ObjKind::Super, cls), startAfter(start), self(std::move(s)) {}
  ClassObj* startAfter;
  Value self;
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
};

class Singleton : public Object {
 public:
  Singleton(ObjKind k, ClassObj* cls) : Object(k, cls) {}
};

}  // namespace tl::lang
