// Interp: the evaluator's state and the API native modules use.
//
// Tour for module authors (see native.h for classes, hooks.h for staging):
//   Value v = in.call(fn, {Value::integer(1)}, {{"k", in.newStr("x")}});
//   in.raise(in.types.ValueError, "bad value");       // throws PyException
//   std::string s = in.repr(v);  bool b = in.truthy(v);
//   Value r = in.binary(BinOp::Add, a, b);            // Python's a + b
// C++ code may throw core::TfError(kind, message): the evaluator turns it into
// a Python exception of that class (created on demand, see exceptionClass()).
#pragma once
#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/event_sink.h"
#include "core/options.h"
#include "lang/eval/cycle_collector.h"
#include "lang/eval/objects.h"
#include "lang/syntax/ast.h"

namespace tl::lang {

struct KwArg {
  std::string name;
  Value value;
};

// Arguments of a call as seen by a native function (views into the caller's storage).
struct CallArgs {
  const Value* pos = nullptr;
  size_t npos = 0;
  const KwArg* kw = nullptr;
  size_t nkw = 0;
  size_t size() const { return npos; }
  const Value& operator[](size_t i) const { return pos[i]; }
  const Value* keyword(const std::string& name) const {
    for (size_t i = 0; i < nkw; ++i)
      if (kw[i].name == name) return &kw[i].value;
    return nullptr;
  }
};

// A Python exception in flight through C++ frames.
struct PyException {
  Value exc;  // an Instance with ExcData
};

class GeneratorObj;

struct Frame {
  const FuncCode* code = nullptr;
  Value* slots = nullptr;
  Function* func = nullptr;  // closure cells (null at module level)
  Dict* globals = nullptr;
  Dict* classNs = nullptr;  // class body namespace
  // The mapping a metaclass's __prepare__ returned, when not a dict: the class
  // body's names go through it (classNs is then an unused empty dict).
  Value classMapping;
  const core::SourceSpan* cur = nullptr;  // the expression being evaluated
  Frame* back = nullptr;
  Value ret;
  uint64_t id = 0;                    // unique per call (traceback bookkeeping)
  GeneratorObj* generator = nullptr;  // the generator whose body this frame runs
};

struct Types {
  ClassObj *object, *type, *int_, *float_, *bool_, *str, *list, *tuple, *dict, *set, *range, *slice, *function,
      *builtinFunction, *method, *module, *NoneType, *cell, *iterator, *property, *staticmethod, *classmethod, *super,
      *NotImplementedType, *ellipsis;
  ClassObj *bytes, *bytearray, *memoryview, *bytesIterator, *bytearrayIterator;  // bytes_types.cc
  ClassObj* complex;                                                             // complex_type.cc
  ClassObj* frozenset;                                                           // frozenset.cc
  ClassObj *BaseException, *Exception, *ValueError, *TypeError, *KeyError, *IndexError, *LookupError, *NameError,
      *UnboundLocalError, *AttributeError, *ArithmeticError, *ZeroDivisionError, *OverflowError, *ImportError,
      *ModuleNotFoundError, *RuntimeError, *RecursionError, *NotImplementedError, *StopIteration, *AssertionError,
      *KeyboardInterrupt, *SyntaxError, *ExecutionLimitError;
};

class ControlFlowHook;
class NativeModuleRegistry;

// Told of each statement the program starts (in.frame is its frame) and of each
// text it prints: the page's stepper records a trace line by line with it
// (modules/tensorflow/function/trace_steps.h). Off unless a run asks for it.
class StepObserver {
 public:
  virtual ~StepObserver() = default;
  virtual void statementStarted(const core::SourceSpan& span) = 0;
  virtual void printed(const std::string& text) = 0;
  // A staged block (a loop body, a branch) ran its last statement: its
  // variables are about to be merged into the loop's or the if's results.
  virtual void blockEnded() {}
};

class Interp {
  // First: every object the interpreter makes is listed in it, until the last goes.
  CycleCollector cycles_;

 public:
  Interp(const core::Options& options, core::EventSink& sink);
  ~Interp();
  CycleCollector& cycles() { return cycles_; }

  // ---- running ----
  bool runProgram(const std::string& source, const std::string& filename);
  // The line of the program's own code running now and the loop around it (call_site.cc).
  core::CallSite callSite() const;
  int programLine() const;  // callSite()'s line alone, without the loop search
  std::atomic<bool> cancelRequested{false};

  // ---- object creation ----
  Value newStr(std::string s);
  Value internStr(const std::string& s);  // cached Str for names
  Value newList(std::vector<Value> items = {});
  Value newTuple(std::vector<Value> items = {});
  Value newDict();
  Value newSet();
  Value newInstance(ClassObj* cls);
  Value newBuiltin(const std::string& name, NativeFn fn);
  ClassObj* newClass(const std::string& name, ClassObj* base, const std::string& module = "builtins");
  Value newModule(const std::string& name);
  Value newException(ClassObj* cls, const std::string& message);
  Value none() const { return Value::none(); }

  // ---- Python semantics ----
  Value call(const Value& fn, CallArgs& args);
  Value call(const Value& fn, std::vector<Value> pos, std::vector<KwArg> kw = {});
  Value getAttr(const Value& obj, const Str* name);
  Value getAttr(const Value& obj, const std::string& name);
  Value getAttrOrNull(const Value& obj, const Str* name);  // Null instead of AttributeError
  // What class attribute `attr` becomes when read through `self` (a bound method,
  // a property's value, a descriptor's binding).
  Value bindToInstance(const Value& self, const Value& attr);
  void setAttr(const Value& obj, const Str* name, const Value& v);
  void delAttr(const Value& obj, const Str* name);
  Value binary(BinOp op, const Value& a, const Value& b);
  Value unary(UnaryOp op, const Value& a);
  Value compare(CmpOp op, const Value& a, const Value& b);
  bool equals(const Value& a, const Value& b);
  bool lessThan(const Value& a, const Value& b);
  bool truthy(const Value& v);
  std::string repr(const Value& v);
  std::string str(const Value& v);
  std::string format(const Value& v, const std::string& spec);
  Value getItem(const Value& obj, const Value& key);
  void setItem(const Value& obj, const Value& key, const Value& v);
  void delItem(const Value& obj, const Value& key);
  int64_t len(const Value& v);
  bool contains(const Value& container, const Value& item);
  Value iter(const Value& v);
  Value iterOrNull(const Value& v);        // Null when v is not iterable (a __iter__ that raises still raises)
  bool next(const Value& it, Value& out);  // false when exhausted
  std::vector<Value> toVector(const Value& iterable);
  int64_t hash(const Value& v);
  int64_t hashInstance(const Value& v);  // an instance of a program class, by its __hash__
  bool isInstance(const Value& v, const ClassObj* cls) const { return typeOf(v)->isSubclassOf(cls); }
  ClassObj* typeOf(const Value& v) const;
  // The name CPython's messages give v's type (tp_name).
  std::string typeName(const Value& v) const {
    const ClassObj* c = typeOf(v);
    return c->extensionType ? c->module + "." + c->name : c->name;
  }

  // ---- errors ----
  [[noreturn]] void raise(ClassObj* cls, const std::string& message);
  [[noreturn]] void raiseValue(const Value& exc);
  // The class for an exception name (TensorFlow kinds are created on demand).
  ClassObj* exceptionClass(const std::string& name);
  std::string formatException(const Value& exc);  // the whole stderr text
  void stepLimitCheck();                          // counts one step; raises on steps/cancel/time limits
  // Before making a result of `count` x `times` items of `itemBytes` each: a
  // result larger than the run's memory limit is CPython's bare MemoryError,
  // raised before anything is allocated; making it costs a step per KiB.
  void checkResultSize(int64_t count, int64_t times, int64_t itemBytes);
  // A native loop's work, in steps (an item of an iterator a builtin consumes,
  // a KiB of a repeated sequence, a batch of Model.fit).
  // The cycle collector's turn, where a step was already charged.
  void collectCyclesIfDue() {
    if (cycles_.due()) cycles_.collect();
  }
  void chargeSteps(int64_t n) {
    const int64_t before = steps;
    steps += n;
    if (steps > options_.maxSteps || (steps >> 10) != (before >> 10)) budgetCheck();
  }
  // CPython 3.11's one recursion counter: a Python frame, a call of a builtin
  // and the repr/str of an object each hold one level while they run
  // (`context` completes the message, e.g. " while calling a Python object").
  // Deep levels also ask the host whether its own stack has room.
  void enterRecursion(const char* context = "");
  void leaveRecursion() { --depth; }

  // ---- modules ----
  void registerModule(const std::string& name, std::function<Value(Interp&)> init);
  Value importModule(const std::string& dotted, const core::SourceSpan& span);
  Value loadedModules() const { return modules_; }  // the live dict sys.modules shows

  // Frames whose globals are `module`'s (a module written in Python that stands
  // for one CPython writes in C) are left out of tracebacks.
  void hideFramesOf(const Dict* module) { hiddenGlobals_.insert(module); }
  bool framesHidden(const Dict* globals) const { return hiddenGlobals_.count(globals) != 0; }

  // ---- output and hooks ----
  // `table`: what a notebook's table of the printed value holds (printedTable).
  void writeStdout(const std::string& text, const std::string& table = "");
  void writeStderr(const std::string& text);
  // What the program put in sys.stdout in place of the stream the sys module
  // made (print() writes there, as CPython's does), or Null.
  Value replacedStdout();
  Value exceptionGroupHelpers;  // the namespace of the exception groups' source (exception_groups.cc)
  Value stdoutStream;  // the sys module's own sys.stdout (modules/sys_module.cc)  // {"type":"stderr"}: sys.stderr, an
                       // exit message
  void setPrintPhase(std::string phase, std::string fn) { phase_ = std::move(phase), phaseFn_ = std::move(fn); }
  const std::string& printPhase() const { return phase_; }
  void setControlFlowHook(ControlFlowHook* hook) { hook_ = hook; }
  ControlFlowHook* controlFlowHook() const { return hook_; }
  void setSpanListener(std::function<void(const core::SourceSpan&)> f) { spanListener_ = std::move(f); }
  // The text of a notebook's table for a value print() is given alone: set by
  // the pandas module (a DataFrame's or Series' full-width text), "" for a
  // value no table shows.
  void setPrintedTableHook(std::function<std::string(Interp&, const Value&)> f) { printedTable_ = std::move(f); }
  std::string printedTable(const Value& v) { return printedTable_ ? printedTable_(*this, v) : std::string(); }
  // Told of every statement and every print (nullptr: none); returns the one it replaces.
  StepObserver* stepObserver() const { return stepObserver_; }
  StepObserver* setStepObserver(StepObserver* observer) {
    StepObserver* previous = stepObserver_;
    stepObserver_ = observer;
    return previous;
  }
  // Where events go; TensorFlow's warnings only while its Python logger lets
  // them through (setTensorflowWarningGate).
  core::EventSink& sink() { return gatedSink_; }
  // Asked before each of TensorFlow's warnings (a warning event whose logger
  // is tensorflow's) is emitted: false drops it, as a tensorflow logger set to
  // ERROR keeps TensorFlow from printing it.
  void setTensorflowWarningGate(std::function<bool()> gate) { gatedSink_.gate = std::move(gate); }
  const core::Options& options() const { return options_; }

  Types types{};
  Value builtins;  // a Dict
  Frame* frame = nullptr;
  int depth = 0;
  int recursionLimit = 0;    // sys.setrecursionlimit(); each run starts at options().maxRecursionDepth
  int stackSegmentBase = 0;  // the depth at which the current host stack began

  // ---- evaluator (eval_*.cc) ----
  // Suspend: a generator's yield statement left its body (gen_exec.cc); no other code sees it.
  enum class Flow { Normal, Break, Continue, Return, Suspend };
  Value eval(const Expr* e);
  Flow exec(const Body& body);
  Flow execStmt(const Stmt* s);
  // What every statement does first: a step, the current line, the line listener.
  void enterStatement(const Stmt* s) {
    stepLimitCheck();
    frame->cur = &s->span;
    if (spanListener_) spanListener_(s->span);
    if (stepObserver_) stepObserver_->statementStarted(s->span);
  }
  Value callFunction(Function* f, const Value* self, CallArgs& args);
  Value runFrame(Function* f, Frame& fr);
  Value runFrameOnFreshStack(Function* f, Frame& fr);
  // Runs a module body in a new frame (locals: a mapping read and bound before
  // the globals, for exec() code); the value of its return (eval's expression).
  Value runModuleBody(const FuncCode& code, Dict* globals, Dict* locals);
  void assign(const Expr* target, const Value& v);
  Value makeFunction(const std::shared_ptr<FuncCode>& code, const std::vector<ExprPtr>& defaults,
                     const std::vector<ExprPtr>& kwDefaults);
  std::vector<Value> handling;            // exceptions being handled (innermost last)
  std::vector<const Object*> reprActive;  // containers being repr'd (CPython's Py_ReprEnter)
  std::function<void(const core::SourceSpan&)> spanListener_;
  std::vector<std::string> sourceLines;
  // The running program's traceback anchors ("~~^~~" under an operator), for
  // tracebacks printed while it runs (the traceback module).
  const std::unordered_map<const core::SourceSpan*, std::pair<int, int>>* anchors = nullptr;
  // exec()/eval() modules that define functions: kept for the run, since the
  // functions (a generator expression's, a lambda's) point into their syntax tree.
  std::vector<std::shared_ptr<const Program>> execPrograms;
  std::string filename;
  int64_t steps = 0;
  std::chrono::steady_clock::time_point runStarted;
  bool augmented = false;  // a += b in progress (TypeError says "+=")
  // Set once a program class defines __getattribute__: until then attribute
  // reads and method calls need not look for the hook.
  bool getattributeHooks = false;
  uint64_t frameCounter = 1;
  // The StopIteration a class's __next__ raised last, so next() passes it on (with its value).
  Value lastStopIteration;
  uint64_t fakeAddress(const void* p);

  // State a native module keeps for this interpreter (its classes, counters):
  // made on first use, destroyed with the interpreter, so an interpreter that
  // reuses a dead one's address never sees its classes.
  template <typename T>
  T& moduleState() {
    std::shared_ptr<void>& slot = moduleStateSlot(moduleStateIndex<T>());
    if (!slot) slot = std::make_shared<T>();
    return *static_cast<T*>(slot.get());
  }
  // The T made by moduleState, or null when nothing has asked for it.
  template <typename T>
  T* moduleStateIfMade() {
    const size_t index = moduleStateIndex<T>();
    return index < moduleStates_.size() ? static_cast<T*>(moduleStates_[index].get()) : nullptr;
  }
  // A fresh T for this interpreter (each program starts like a new process).
  template <typename T>
  T& resetModuleState() {
    std::shared_ptr<void>& slot = moduleStateSlot(moduleStateIndex<T>());
    slot = std::make_shared<T>();
    return *static_cast<T*>(slot.get());
  }

 private:
  friend class InterpSetup;
  void budgetCheck();            // every 1024 steps and past the step limit: raises when the run is over budget
  const core::Options options_;  // a copy: callers may pass a temporary
  core::EventSink& sink_;
  class GatedSink : public core::EventSink {
   public:
    GatedSink(core::EventSink& next, const Interp& owner) : next_(next), owner_(owner) {}
    void emit(const core::Json& event) override;
    void callMade(const core::events::Call& call) override { next_.callMade(call); }
    void pulse() override { next_.pulse(); }
    core::CallSite callSite() const override { return owner_.callSite(); }
    std::function<bool()> gate;

   private:
    core::EventSink& next_;
    const Interp& owner_;
  } gatedSink_{sink_, *this};
  std::string phase_ = "eager", phaseFn_;
  StepObserver* stepObserver_ = nullptr;
  ControlFlowHook* hook_ = nullptr;
  std::function<std::string(Interp&, const Value&)> printedTable_;
  std::map<std::string, std::function<Value(Interp&)>> moduleInits_;
  Value modules_;  // Dict name -> module
  // The module namespaces code ran in (the program's, exec()'s, the engine's own
  // Python helpers): their functions refer back to them, so ~Interp clears them.
  std::vector<Value> namespaces_;
  std::unordered_set<const Dict*> namespaceSet_;
  void keepNamespace(Dict* globals) {
    if (namespaceSet_.insert(globals).second) namespaces_.push_back(Value(globals));
  }

 public:
  // A class a program made: its methods' __class__ cells refer back to it, so
  // ~Interp clears its dict.
  void keepClass(ClassObj* cls) { programClasses_.push_back(Value(cls)); }
  // The classes that name `cls` among their direct bases, oldest first (type.__subclasses__).
  std::vector<Value> subclassesOf(const ClassObj* cls) const;

 private:
  std::vector<Value> programClasses_;
  std::map<std::string, ClassObj*> excClasses_;
  std::map<std::string, Value> interned_;
  std::map<const void*, uint64_t> addresses_;
  std::set<const Dict*> hiddenGlobals_;  // this run's Python-source modules
  std::vector<Value> keepAlive_;         // program ASTs' constants and classes
  // Indexed by moduleStateIndex<T>(): a module's state is found by an index,
  // not a lookup by type, since the tensorflow module asks for its state on
  // every op and every cached call.
  std::vector<std::shared_ptr<void>> moduleStates_;  // last: destroyed first
  std::shared_ptr<void>& moduleStateSlot(size_t index) {
    if (index >= moduleStates_.size()) moduleStates_.resize(index + 1);
    return moduleStates_[index];
  }
  static size_t newModuleStateIndex();
  template <typename T>
  static size_t moduleStateIndex() {
    static const size_t index = newModuleStateIndex();
    return index;
  }
};

// Holds one recursion level for its scope (see Interp::enterRecursion).
class RecursionScope {
 public:
  RecursionScope(Interp& in, const char* context) : in_(in) { in.enterRecursion(context); }
  ~RecursionScope() { in_.leaveRecursion(); }
  RecursionScope(const RecursionScope&) = delete;
  RecursionScope& operator=(const RecursionScope&) = delete;

 private:
  Interp& in_;
};

// Argument parsing for native functions: binds positional and keyword
// arguments to `names` (CPython's wording on mismatch). Missing optional
// arguments are Null Values.
std::vector<Value> parseArgs(Interp& in, const CallArgs& args, const char* fname,
                             std::initializer_list<const char*> names, size_t required);
// An optional argument parseArgs bound that was passed and is not None.
inline bool given(const Value& v) { return !v.isNull() && !v.isNone(); }
int64_t toInt(Interp& in, const Value& v, const char* what = "an integer");
// operator.index(v): an int as it is, else what a class's __index__ gives (an
// int, or TypeError); anything else is returned unchanged for the caller's error.
Value indexValue(Interp& in, const Value& v);
double toDouble(Interp& in, const Value& v);
const std::string& toStr(Interp& in, const Value& v);

}  // namespace tl::lang
