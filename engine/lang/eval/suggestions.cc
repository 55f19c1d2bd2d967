// "Did you mean" for NameError and AttributeError, as CPython 3.11's
// Python/suggestions.c finds it: the candidate nearest by a Levenshtein
// distance where a case flip costs half a move, within a third of the
// characters involved; the first of equally near candidates wins.
#include "lang/eval/suggestions.h"

#include <algorithm>
#include <set>

#include "lang/eval/module_attrs.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

constexpr size_t kMaxCandidates = 750;
constexpr size_t kMaxStringSize = 40;
constexpr size_t kMoveCost = 2;
constexpr size_t kCaseCost = 1;

size_t substitutionCost(char a, char b) {
  if ((a & 31) != (b & 31)) return kMoveCost;  // not the same letter in another case
  if (a == b) return 0;
  if ('A' <= a && a <= 'Z') a += 'a' - 'A';
  if ('A' <= b && b <= 'Z') b += 'a' - 'A';
  return a == b ? kCaseCost : kMoveCost;
}

// The distance from a to b, or anything above maxCost once it must exceed it.
size_t levenshtein(std::string_view a, std::string_view b, size_t maxCost) {
  while (!a.empty() && !b.empty() && a.front() == b.front()) a.remove_prefix(1), b.remove_prefix(1);
  while (!a.empty() && !b.empty() && a.back() == b.back()) a.remove_suffix(1), b.remove_suffix(1);
  if (a.empty() || b.empty()) return (a.size() + b.size()) * kMoveCost;
  if (a.size() > kMaxStringSize || b.size() > kMaxStringSize) return maxCost + 1;
  if (b.size() < a.size()) std::swap(a, b);
  if ((b.size() - a.size()) * kMoveCost > maxCost) return maxCost + 1;
  // One row of the matrix, updated in place: row[i] is the cost from b[:j] to a[:i+1].
  std::vector<size_t> row(a.size());
  for (size_t i = 0; i < a.size(); ++i) row[i] = (i + 1) * kMoveCost;
  size_t result = 0;
  for (size_t j = 0; j < b.size(); ++j) {
    size_t distance = result = j * kMoveCost;
    size_t minimum = SIZE_MAX;
    for (size_t i = 0; i < a.size(); ++i) {
      const size_t substitute = distance + substitutionCost(b[j], a[i]);
      distance = row[i];
      const size_t insertDelete = std::min(result, distance) + kMoveCost;
      result = row[i] = std::min(insertDelete, substitute);
      minimum = std::min(minimum, result);
    }
    if (minimum > maxCost) return maxCost + 1;
  }
  return result;
}

// The builtins in the order CPython's builtins dict holds them (ties go to the first).
constexpr const char* kCPythonBuiltinOrder[] = {"__name__",
                                                "__doc__",
                                                "__package__",
                                                "__loader__",
                                                "__spec__",
                                                "__build_class__",
                                                "__import__",
                                                "abs",
                                                "all",
                                                "any",
                                                "ascii",
                                                "bin",
                                                "breakpoint",
                                                "callable",
                                                "chr",
                                                "compile",
                                                "delattr",
                                                "dir",
                                                "divmod",
                                                "eval",
                                                "exec",
                                                "format",
                                                "getattr",
                                                "globals",
                                                "hasattr",
                                                "hash",
                                                "hex",
                                                "id",
                                                "input",
                                                "isinstance",
                                                "issubclass",
                                                "iter",
                                                "aiter",
                                                "len",
                                                "locals",
                                                "max",
                                                "min",
                                                "next",
                                                "anext",
                                                "oct",
                                                "ord",
                                                "pow",
                                                "print",
                                                "repr",
                                                "round",
                                                "setattr",
                                                "sorted",
                                                "sum",
                                                "vars",
                                                "None",
                                                "Ellipsis",
                                                "NotImplemented",
                                                "False",
                                                "True",
                                                "bool",
                                                "memoryview",
                                                "bytearray",
                                                "bytes",
                                                "classmethod",
                                                "complex",
                                                "dict",
                                                "enumerate",
                                                "filter",
                                                "float",
                                                "frozenset",
                                                "property",
                                                "int",
                                                "list",
                                                "map",
                                                "object",
                                                "range",
                                                "reversed",
                                                "set",
                                                "slice",
                                                "staticmethod",
                                                "str",
                                                "super",
                                                "tuple",
                                                "type",
                                                "zip",
                                                "__debug__",
                                                "BaseException",
                                                "BaseExceptionGroup",
                                                "Exception",
                                                "GeneratorExit",
                                                "KeyboardInterrupt",
                                                "SystemExit",
                                                "ArithmeticError",
                                                "AssertionError",
                                                "AttributeError",
                                                "BufferError",
                                                "EOFError",
                                                "ImportError",
                                                "LookupError",
                                                "MemoryError",
                                                "NameError",
                                                "OSError",
                                                "ReferenceError",
                                                "RuntimeError",
                                                "StopAsyncIteration",
                                                "StopIteration",
                                                "SyntaxError",
                                                "SystemError",
                                                "TypeError",
                                                "ValueError",
                                                "Warning",
                                                "FloatingPointError",
                                                "OverflowError",
                                                "ZeroDivisionError",
                                                "BytesWarning",
                                                "DeprecationWarning",
                                                "EncodingWarning",
                                                "FutureWarning",
                                                "ImportWarning",
                                                "PendingDeprecationWarning",
                                                "ResourceWarning",
                                                "RuntimeWarning",
                                                "SyntaxWarning",
                                                "UnicodeWarning",
                                                "UserWarning",
                                                "BlockingIOError",
                                                "ChildProcessError",
                                                "ConnectionError",
                                                "FileExistsError",
                                                "FileNotFoundError",
                                                "InterruptedError",
                                                "IsADirectoryError",
                                                "NotADirectoryError",
                                                "PermissionError",
                                                "ProcessLookupError",
                                                "TimeoutError",
                                                "IndentationError",
                                                "IndexError",
                                                "KeyError",
                                                "ModuleNotFoundError",
                                                "NotImplementedError",
                                                "RecursionError",
                                                "UnboundLocalError",
                                                "UnicodeError",
                                                "BrokenPipeError",
                                                "ConnectionAbortedError",
                                                "ConnectionRefusedError",
                                                "ConnectionResetError",
                                                "TabError",
                                                "UnicodeDecodeError",
                                                "UnicodeEncodeError",
                                                "UnicodeTranslateError",
                                                "ExceptionGroup",
                                                "EnvironmentError",
                                                "IOError",
                                                "open",
                                                "quit",
                                                "exit",
                                                "copyright",
                                                "credits",
                                                "license",
                                                "help"};

// What dir(object()) lists: every object has these.
constexpr const char* kObjectAttributes[] = {
    "__class__",   "__delattr__", "__dir__",           "__doc__",         "__eq__",
    "__format__",  "__ge__",      "__getattribute__",  "__getstate__",    "__gt__",
    "__hash__",    "__init__",    "__init_subclass__", "__le__",          "__lt__",
    "__ne__",      "__new__",     "__reduce__",        "__reduce_ex__",   "__repr__",
    "__setattr__", "__sizeof__",  "__str__",           "__subclasshook__"};

std::string nearest(const std::vector<std::string>& candidates, const std::string& name) {
  if (candidates.size() >= kMaxCandidates) return "";
  std::string best;
  size_t bestDistance = SIZE_MAX;
  for (const std::string& item : candidates) {
    if (item == name) continue;
    // No more than a third of the characters involved may change.
    size_t maxDistance = (name.size() + item.size() + 3) * kMoveCost / 6;
    maxDistance = std::min(maxDistance, bestDistance - 1);  // beat the best so far
    const size_t distance = levenshtein(name, item, maxDistance);
    if (distance > maxDistance) continue;
    if (best.empty() || distance < bestDistance) best = item, bestDistance = distance;
  }
  return best;
}

std::vector<std::string> dictKeys(const Dict* d) {
  std::vector<std::string> keys;
  d->forEach([&](const Value& k, const Value&) {
    if (k.is(ObjKind::Str)) keys.push_back(k.as<Str>()->s);
  });
  return keys;
}

std::vector<std::string> builtinNames(Interp& in) {
  std::vector<std::string> names(std::begin(kCPythonBuiltinOrder), std::end(kCPythonBuiltinOrder));
  const std::set<std::string> known(names.begin(), names.end());
  for (const std::string& name : dictKeys(in.builtins.as<Dict>()))
    if (!known.count(name)) names.push_back(name);
  return names;
}

void addClassAttributes(const ClassObj* cls, std::set<std::string>& out) {
  for (const ClassObj* c : cls->mro()) {
    for (const std::string& name : dictKeys(c->attrs()))
      if (name != "__call_ctor__") out.insert(name);
    if (c->userDefined) out.insert({"__dict__", "__doc__", "__module__", "__weakref__"});
  }
}

}  // namespace

std::vector<std::string> attributeNames(Interp& in, const Value& obj) {
  std::set<std::string> names(std::begin(kObjectAttributes), std::end(kObjectAttributes));
  if (obj.is(ObjKind::Module)) {
    names.clear();
    try {  // a module's __dir__ that fails leaves no names, as PyObject_Dir failing does
      for (const Value& name : moduleDir(in, obj))
        if (name.is(ObjKind::Str)) names.insert(name.as<Str>()->s);
    } catch (PyException&) {
    }
  } else if (obj.is(ObjKind::Class)) {
    addClassAttributes(obj.as<ClassObj>(), names);
  } else {
    if (const Value* attrs = obj.isObj() ? obj.obj()->instanceDict() : nullptr) {
      for (const std::string& name : dictKeys(attrs->as<Dict>())) names.insert(name);
    }
    addClassAttributes(in.typeOf(obj), names);
  }
  return {names.begin(), names.end()};
}

namespace {

Value attribute(Interp& in, const Value& exc, const char* name) {
  Value* v = exc.as<Instance>()->attrs()->findStr(in.internStr(name).as<Str>());
  return v ? *v : Value();
}

std::string nameErrorSuggestion(Interp& in, const ExcData& d, const std::string& name) {
  std::string s = nearest(d.localNames, name);
  if (s.empty() && d.globals.is(ObjKind::Dict)) s = nearest(dictKeys(d.globals.as<Dict>()), name);
  if (s.empty()) s = nearest(builtinNames(in), name);
  return s;
}

}  // namespace

Value newNameError(Interp& in, const std::string& name) {
  Value exc = in.newException(in.types.NameError, "name '" + name + "' is not defined");
  exc.as<Instance>()->attrs()->set(in.internStr("name"), in.newStr(name));
  ExcData& d = *exc.as<Instance>()->exc;
  if (const Frame* f = in.frame) {
    if (f->func && f->code) d.localNames = f->code->slotNames;
    d.globals = Value(f->globals);
  }
  return exc;
}

void raiseAttributeError(Interp& in, const Value& obj, const Str* name, const std::string& message) {
  Value exc = in.newException(in.types.AttributeError, message);
  exc.as<Instance>()->attrs()->set(in.internStr("name"), Value(const_cast<Str*>(name)));
  exc.as<Instance>()->attrs()->set(in.internStr("obj"), obj);
  in.raiseValue(exc);
}

std::string suggestionSuffix(Interp& in, const Value& exc) {
  const bool isAttribute = in.isInstance(exc, in.types.AttributeError);
  if (!isAttribute && !in.isInstance(exc, in.types.NameError)) return "";
  const Value name = attribute(in, exc, "name");
  if (!name.is(ObjKind::Str)) return "";
  std::string suggestion;
  if (isAttribute) {
    const Value obj = attribute(in, exc, "obj");
    if (!obj.isNull()) suggestion = nearest(attributeNames(in, obj), name.as<Str>()->s);
  } else {
    suggestion = nameErrorSuggestion(in, *exc.as<Instance>()->exc, name.as<Str>()->s);
  }
  return suggestion.empty() ? "" : ". Did you mean: '" + suggestion + "'?";
}

}  // namespace tl::lang
