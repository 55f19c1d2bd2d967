// The type objects, the exception hierarchy (TensorFlow kinds created on
// demand) and CPython 3.11's traceback text.
#include "core/errors.h"
#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/eval/suggestions.h"
#include "lang/eval/syntax_error.h"

namespace tl::lang {

namespace {

// Where TensorFlow's (and other known) exception kinds sit in the hierarchy.
struct KnownKind {
  const char* name;
  const char* parent;
  const char* module = "tensorflow.python.framework.errors_impl";  // kKnownKinds only
};
constexpr KnownKind kKnownKinds[] = {
    {"OpError", "Exception"},
    {"InvalidArgumentError", "OpError"},
    {"ResourceExhaustedError", "OpError"},
    {"NotFoundError", "OpError"},
    {"FailedPreconditionError", "OpError"},
    {"OutOfRangeError", "OpError"},
    {"UnimplementedError", "OpError"},
    {"InternalError", "OpError"},
    {"UnknownError", "OpError"},
    {"AbortedError", "OpError"},
    {"CancelledError", "OpError"},
    {"AlreadyExistsError", "OpError"},
    {"PermissionDeniedError", "OpError"},
    {"DeadlineExceededError", "OpError"},
    {"DataLossError", "OpError"},
    {"UnavailableError", "OpError"},
    {"UnauthenticatedError", "OpError"},
    {"InaccessibleTensorError", "ValueError"},
    {"OperatorNotAllowedInGraphError", "TypeError"},
    // What AutoGraph re-raises an error of converted code as (autograph_errors.h).
    {"AutoGraphError", "Exception", "tensorflow.python.autograph.impl.api"},
    {"StagingError", "AutoGraphError", "tensorflow.python.autograph.impl.api"},
    {"MultilineMessageKeyError", "KeyError", "tensorflow.python.autograph.pyct.error_utils"},
};

// CPython 3.11's other built-in exceptions, each after its parent.
constexpr KnownKind kPythonKinds[] = {
    {"FloatingPointError", "ArithmeticError"},
    {"BufferError", "Exception"},
    {"EOFError", "Exception"},
    {"MemoryError", "Exception"},
    {"ReferenceError", "Exception"},
    {"SystemError", "Exception"},
    {"StopAsyncIteration", "Exception"},
    {"TabError", "IndentationError"},
    {"UnicodeError", "ValueError"},
    {"UnicodeDecodeError", "UnicodeError"},
    {"UnicodeEncodeError", "UnicodeError"},
    {"UnicodeTranslateError", "UnicodeError"},
    {"OSError", "Exception"},
    {"BlockingIOError", "OSError"},
    {"ChildProcessError", "OSError"},
    {"ConnectionError", "OSError"},
    {"BrokenPipeError", "ConnectionError"},
    {"ConnectionAbortedError", "ConnectionError"},
    {"ConnectionRefusedError", "ConnectionError"},
    {"ConnectionResetError", "ConnectionError"},
    {"FileExistsError", "OSError"},
    {"FileNotFoundError", "OSError"},
    {"InterruptedError", "OSError"},
    {"IsADirectoryError", "OSError"},
    {"NotADirectoryError", "OSError"},
    {"PermissionError", "OSError"},
    {"ProcessLookupError", "OSError"},
    {"TimeoutError", "OSError"},
    {"BytesWarning", "Warning"},
    {"EncodingWarning", "Warning"},
    {"FutureWarning", "Warning"},
    {"ImportWarning", "Warning"},
    {"PendingDeprecationWarning", "Warning"},
    {"ResourceWarning", "Warning"},
    {"SyntaxWarning", "Warning"},
    {"UnicodeWarning", "Warning"},
};

// BaseException.add_note(note): appends to the __notes__ list tracebacks print.
Value addNote(Interp& in, const Value& self, CallArgs& a) {
  if (a.npos != 1 || a.nkw)
    in.raise(in.types.TypeError,
             "BaseException.add_note() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  if (!a.pos[0].is(ObjKind::Str))
    in.raise(in.types.TypeError, "note must be a str, not '" + in.typeName(a.pos[0]) + "'");
  const Str* name = in.internStr("__notes__").as<Str>();
  Value notes = in.getAttrOrNull(self, name);
  if (notes.isNull()) {
    notes = in.newList({});
    in.setAttr(self, name, notes);
  }
  if (!notes.is(ObjKind::List)) in.raise(in.types.TypeError, "Cannot add note: __notes__ is not a list");
  notes.as<List>()->items.push_back(a.pos[0]);
  return Value::none();
}

Value baseExceptionInit(Interp& in, const Value& self, CallArgs& a) {
  if (self.is(ObjKind::Instance) && self.as<Instance>()->exc) setExceptionArgs(in, self.as<Instance>(), a);
  return Value::none();
}

}  // namespace

// OSError(errno, strerror[, filename[, winerror[, filename2]]]) keeps each
// part; a filename (not None) leaves args as (errno, strerror), as CPython's
// oserror_init does.
void setExceptionArgs(Interp& in, Instance* exc, const CallArgs& a) {
  ExcData& d = *exc->exc;
  std::vector<Value> args(a.pos, a.pos + a.npos);
  d.osErrno = d.osStrerror = d.osFilename = d.osFilename2 = Value();
  if (args.size() >= 2 && args.size() <= 5 && exc->cls()->isSubclassOf(in.exceptionClass("OSError"))) {
    d.osErrno = args[0];
    d.osStrerror = args[1];
    if (args.size() >= 3 && !args[2].isNone()) {
      d.osFilename = args[2];
      if (args.size() == 5 && !args[4].isNone()) d.osFilename2 = args[4];
      args.resize(2);
    }
  }
  d.args = in.newTuple(std::move(args));
}

namespace {

// OpError(node_def, op, message, *args) (framework/errors_impl.py): a program
// makes one with all three; the engine raises them with the message alone.
// message, op and node_def read whichever it was.
void defOpErrorAttributes(Interp& in, ClassObj* opError) {
  auto part = [](size_t index) {
    return [index](Interp& in, const Value& self, CallArgs&) {
      const auto& args = self.as<Instance>()->exc->args.as<Tuple>()->items;
      if (args.size() >= 3) return args[index];
      if (index == 2) return args.empty() ? in.newStr("") : args[0];
      return Value::none();
    };
  };
  defProperty(in, opError, "node_def", part(0));
  defProperty(in, opError, "op", part(1));
  defProperty(in, opError, "message", part(2));
}

}  // namespace

ClassObj* Interp::exceptionClass(const std::string& name) {
  auto it = excClasses_.find(name);
  if (it != excClasses_.end()) return it->second;
  const char* parent = "Exception";
  const char* module = nullptr;  // set for TensorFlow's kinds (tf.errors.X, ...), not builtins
  for (const KnownKind& k : kKnownKinds)
    if (name == k.name) parent = k.parent, module = k.module;
  bool tensorflow = module != nullptr;
  ClassObj* base = exceptionClass(parent);
  ClassObj* cls = newClass(name, base, tensorflow ? module : "builtins");
  cls->isException = true;
  excClasses_[name] = cls;
  if (!tensorflow) builtins.as<Dict>()->set(internStr(name), Value(cls));
  if (name == "OpError") defOpErrorAttributes(*this, cls);
  return cls;
}

class InterpSetup {
 public:
  static void types(Interp& in) {
    Types& t = in.types;
    // `type` and `object` first; their own cls pointers are patched afterwards.
    t.type = new ClassObj(nullptr, "type", nullptr);
    t.type->setCls(t.type);
    t.object = new ClassObj(t.type, "object", nullptr);
    t.type->base = t.object;
    in.keepAlive_.push_back(Value(t.type));
    in.keepAlive_.push_back(Value(t.object));
    t.dict = new ClassObj(t.type, "dict", t.object);
    in.keepAlive_.push_back(Value(t.dict));
    t.str = new ClassObj(t.type, "str", t.object);
    in.keepAlive_.push_back(Value(t.str));
    t.type->dict = in.newDict();
    t.object->dict = in.newDict();
    t.dict->dict = in.newDict();
    t.str->dict = in.newDict();
    auto mk = [&](const char* n) { return in.newClass(n, t.object); };
    t.int_ = mk("int");
    t.float_ = mk("float");
    t.bool_ = in.newClass("bool", t.int_);
    t.list = mk("list");
    t.tuple = mk("tuple");
    t.set = mk("set");
    t.range = mk("range");
    t.slice = mk("slice");
    t.function = mk("function");
    t.builtinFunction = mk("builtin_function_or_method");
    t.method = mk("method");
    t.module = mk("module");
    t.NoneType = mk("NoneType");
    t.cell = mk("cell");
    t.iterator = mk("iterator");
    t.property = mk("property");
    t.staticmethod = mk("staticmethod");
    t.classmethod = mk("classmethod");
    t.super = mk("super");
    t.NotImplementedType = mk("NotImplementedType");
    t.ellipsis = mk("ellipsis");
  }

  static void exceptions(Interp& in) {
    Types& t = in.types;
    ClassObj* base = in.newClass("BaseException", t.object);
    base->isException = true;
    in.excClasses_["BaseException"] = base;
    base->attrs()->set(in.internStr("__init__"), [&] {
      Value b = in.newBuiltin("__init__", baseExceptionInit);
      b.as<Builtin>()->isMethod = true;
      return b;
    }());
    t.BaseException = base;
    Value note = in.newBuiltin("add_note", addNote);
    note.as<Builtin>()->isMethod = true;
    base->attrs()->set(in.internStr("add_note"), note);
    auto sub = [&](const char* name, ClassObj* parent) {
      ClassObj* c = in.newClass(name, parent);
      c->isException = true;
      in.excClasses_[name] = c;
      return c;
    };
    t.Exception = sub("Exception", base);
    t.KeyboardInterrupt = sub("KeyboardInterrupt", base);
    t.ExecutionLimitError = sub("ExecutionLimitError", base);
    sub("SystemExit", base);
    sub("GeneratorExit", base);
    t.ArithmeticError = sub("ArithmeticError", t.Exception);
    t.ZeroDivisionError = sub("ZeroDivisionError", t.ArithmeticError);
    t.OverflowError = sub("OverflowError", t.ArithmeticError);
    t.LookupError = sub("LookupError", t.Exception);
    t.KeyError = sub("KeyError", t.LookupError);
    t.IndexError = sub("IndexError", t.LookupError);
    t.ValueError = sub("ValueError", t.Exception);
    t.TypeError = sub("TypeError", t.Exception);
    t.NameError = sub("NameError", t.Exception);
    t.UnboundLocalError = sub("UnboundLocalError", t.NameError);
    t.AttributeError = sub("AttributeError", t.Exception);
    t.ImportError = sub("ImportError", t.Exception);
    t.ModuleNotFoundError = sub("ModuleNotFoundError", t.ImportError);
    for (const char* field : {"name", "path"})  // None unless the import machinery says which module
      t.ImportError->attrs()->set(in.internStr(field), Value::none());
    t.RuntimeError = sub("RuntimeError", t.Exception);
    t.RecursionError = sub("RecursionError", t.RuntimeError);
    t.NotImplementedError = sub("NotImplementedError", t.RuntimeError);
    t.StopIteration = sub("StopIteration", t.Exception);
    t.AssertionError = sub("AssertionError", t.Exception);
    t.SyntaxError = sub("SyntaxError", t.Exception);
    sub("IndentationError", t.SyntaxError);
    sub("Warning", t.Exception);
    sub("UserWarning", in.excClasses_["Warning"]);
    sub("DeprecationWarning", in.excClasses_["Warning"]);
    sub("RuntimeWarning", in.excClasses_["Warning"]);
    for (const KnownKind& k : kPythonKinds) sub(k.name, in.excClasses_.at(k.parent));
  }

  static void adopt(Interp& in, ClassObj* cls) {
    in.excClasses_[cls->name] = cls;
    in.builtins.as<Dict>()->set(in.internStr(cls->name), Value(cls));
  }

  static void publish(Interp& in) {
    for (auto& kv : in.excClasses_) in.builtins.as<Dict>()->set(in.internStr(kv.first), Value(kv.second));
    for (const char* alias : {"EnvironmentError", "IOError"})  // CPython's other names for OSError
      in.builtins.as<Dict>()->set(in.internStr(alias), Value(in.excClasses_.at("OSError")));
  }
};

void installExceptions(Interp& in) {
  InterpSetup::types(in);
  InterpSetup::exceptions(in);
}

void publishExceptions(Interp& in) { InterpSetup::publish(in); }

void adoptExceptionClass(Interp& in, ClassObj* cls) { InterpSetup::adopt(in, cls); }

// ---- traceback text --------------------------------------------------------------

namespace {

std::string stripLeft(const std::string& s, size_t& removed, bool keepTrailingSpace) {
  size_t i = s.find_first_not_of(" \t\f");
  removed = i == std::string::npos ? s.size() : i;
  std::string r = s.substr(removed);
  while (!r.empty() && (r.back() == '\r' || (!keepTrailingSpace && (r.back() == ' ' || r.back() == '\t'))))
    r.pop_back();
  return r;
}

std::string entryText(Interp& in, const TracebackEntry& e, const TracebackOptions& opt, const core::SourceSpan* key) {
  const auto* anchors = opt.anchors;
  const std::string& file = e.file.empty() ? in.filename : e.file;
  std::string out = "  File \"" + file + "\", line " + std::to_string(e.line) + ", in " + e.function + "\n";
  if (!e.file.empty() || e.line <= 0 || e.line > static_cast<int>(in.sourceLines.size())) return out;
  const std::string& line = in.sourceLines[e.line - 1];
  size_t removed;
  std::string stripped = stripLeft(line, removed, opt.keepTrailingSpace);
  if (stripped.find_first_not_of(" \t") == std::string::npos) return out;
  out += "    " + stripped + "\n";
  const core::SourceSpan& s = e.span;
  if (s.col <= 0 || s.endCol <= 0) return out;
  // The traceback module counts the whitespace it strips from the line's end
  // as indentation too, which moves its markers left by as much (CPython 3.11).
  const size_t shift = removed + (line.size() - removed - stripped.size());
  int start = s.col - 1;
  int end = s.endLine == s.line ? s.endCol - 1 : static_cast<int>(shift + stripped.size());
  std::pair<int, int> anchor{-1, -1};
  if (anchors && key && s.endLine == s.line) {
    auto it = anchors->find(key);
    if (it != anchors->end()) anchor = {it->second.first - 1, it->second.second - 1};
  }
  bool hasAnchor = anchor.first >= start && anchor.second > anchor.first && anchor.second <= end;
  if (!(end - start < static_cast<int>(stripped.size()) || hasAnchor)) return out;
  std::string marks(std::max(0, start - static_cast<int>(shift)), ' ');
  for (int c = start; c < end; ++c) marks += !hasAnchor ? '^' : (c >= anchor.first && c < anchor.second ? '^' : '~');
  return out + "    " + marks + "\n";
}

}  // namespace

void notePieces(Interp& in, const Value& exc, std::vector<std::string>& out) {
  Value notes = in.getAttrOrNull(exc, in.internStr("__notes__").as<Str>());
  if (notes.isNull() || notes.isNone()) return;
  if (!notes.is(ObjKind::List) && !notes.is(ObjKind::Tuple)) {
    out.push_back(in.repr(notes) + "\n");
    return;
  }
  for (const Value& note : in.toVector(notes)) {
    std::string text;
    try {
      text = in.str(note);
    } catch (PyException&) {
      text = "<note str() failed>";
    }
    for (size_t start = 0;;) {  // one piece per line, as the traceback module yields them
      const size_t nl = text.find('\n', start);
      out.push_back(text.substr(start, nl == std::string::npos ? std::string::npos : nl - start) + "\n");
      if (nl == std::string::npos) break;
      start = nl + 1;
    }
  }
}

std::string exceptionOnlyText(Interp& in, const Value& exc) {
  ClassObj* cls = in.typeOf(exc);
  const std::string& q = cls->qualname.empty() ? cls->name : cls->qualname;
  std::string name = cls->module == "builtins" || cls->module == "__main__" || cls->module.empty()
                         ? q
                         : cls->module + "." + q;
  if (std::string block = syntaxErrorTraceLines(in, exc); !block.empty())
    return block + name + ": " + syntaxErrorMessage(in, exc) + "\n";
  std::string msg = exceptionMessage(in, exc) + suggestionSuffix(in, exc);
  return msg.empty() ? name + "\n" : name + ": " + msg + "\n";
}


namespace {

// The entries from tb[from] inward shown for `limit` (as the traceback
// module reads it: the first `limit` from the outermost, or the last -limit).
std::vector<const TracebackEntry*> shownEntries(const std::vector<TracebackEntry>& tb, size_t from,
                                                std::optional<int64_t> limit) {
  std::vector<const TracebackEntry*> out;
  for (size_t i = from; i-- > 0;) out.push_back(&tb[i]);
  if (limit && *limit >= 0 && static_cast<uint64_t>(*limit) < out.size()) out.resize(static_cast<size_t>(*limit));
  if (limit && *limit < 0 && static_cast<uint64_t>(-(*limit + 1)) + 1 < out.size())
    out.erase(out.begin(), out.end() - static_cast<std::ptrdiff_t>(-(*limit + 1) + 1));
  return out;
}

std::string repeatedText(int repeats) {
  return "  [Previous line repeated " + std::to_string(repeats - 2) + " more time" + (repeats - 2 == 1 ? "" : "s") +
         "]\n";
}

// One piece per entry; a line repeated more than 3 times is told, not shown.
void entryPieces(Interp& in, const std::vector<const TracebackEntry*>& shown, const TracebackOptions& opt,
                 std::vector<std::string>& out) {
  std::string prevKey;
  int repeats = 0;
  for (const TracebackEntry* e : shown) {
    std::string key = std::to_string(e->line) + "/" + e->function;
    if (key == prevKey) {
      if (++repeats >= 3) continue;
    } else {
      if (repeats >= 3) out.push_back(repeatedText(repeats));
      repeats = 0;
      prevKey = key;
    }
    out.push_back(entryText(in, *e, opt, e->spanKey));
  }
  if (repeats >= 3) out.push_back(repeatedText(repeats));
}

}  // namespace

void tracebackEntryPieces(Interp& in, const Value& exc, size_t entry, const TracebackOptions& opt,
                          std::vector<std::string>& out) {
  entryPieces(in, shownEntries(exc.as<Instance>()->exc->traceback, entry + 1, opt.limit), opt, out);
}

void tracebackPieces(Interp& in, const Value& exc, const TracebackOptions& opt, std::vector<std::string>& out) {
  const ExcData* d = exc.as<Instance>()->exc.get();
  std::vector<const TracebackEntry*> shown = shownEntries(d->traceback, d->traceback.size(), opt.limit);
  if (!shown.empty()) {
    out.push_back("Traceback (most recent call last):\n");
    entryPieces(in, shown, opt, out);
  }
  out.push_back(exceptionOnlyText(in, exc));
  notePieces(in, exc, out);
}

std::string exceptionMessage(Interp& in, const Value& exc) {
  try {
    return in.str(exc);
  } catch (PyException&) {
    return "<exception str() failed>";
  } catch (core::TfError&) {
    return "<exception str() failed>";
  }
}

std::string formatChain(Interp& in, const Value& exc, const TracebackOptions& opt) {
  std::vector<std::string> pieces;
  chainPieces(in, exc, opt, pieces, 0);
  std::string text;
  for (const std::string& p : pieces) text += p;
  return text;
}

Value exceptionInstance(Interp& in, const Value& v, const char* refusal, ResultCheck check) {
  if (v.is(ObjKind::Instance) && v.as<Instance>()->exc) return v;
  if (!v.is(ObjKind::Class) || !v.as<ClassObj>()->isException) in.raise(in.types.TypeError, refusal);
  return checkedException(in, v, in.call(v, {}), check);
}

Value checkedException(Interp& in, const Value& cls, const Value& made, ResultCheck check) {
  if (check == ResultCheck::None || (made.is(ObjKind::Instance) && made.as<Instance>()->exc)) return made;
  // A __new__ that returned something else: raise names its type by repr, throw() by name.
  const std::string type = check == ResultCheck::TypeRepr ? in.repr(Value(in.typeOf(made))) : in.typeName(made);
  in.raise(in.types.TypeError,
           "calling " + in.repr(cls) + " should have returned an instance of BaseException, not " + type);
}

}  // namespace tl::lang
