// The sys module (argv, exit, version_info, the recursion limit, stdout and
// stderr, ...) and the exit()/quit() built-ins, as CPython 3.11 on Linux has them.
#include <cfloat>
#include <cstdint>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/eval/traceback_objects.h"

namespace tl::lang {

// A tuple whose items are also named attributes (CPython's structseq:
// sys.version_info, sys.float_info).
Value structSequence(Interp& in, const std::string& name, const std::vector<std::pair<const char*, Value>>& fields) {
  ClassObj* cls = in.newClass(name, in.types.tuple, "sys");
  std::vector<Value> items;
  for (size_t i = 0; i < fields.size(); ++i) {
    items.push_back(fields[i].second);
    defProperty(in, cls, fields[i].first,
                [i](Interp&, const Value& self, CallArgs&) { return self.as<Tuple>()->items[i]; });
  }
  auto* t = new Tuple(cls);
  t->items = std::move(items);
  return Value(t);
}

void defineSysInfo(Interp& in, const Value& m);  // sys_info.cc

namespace {

constexpr int kMajor = 3, kMinor = 11, kMicro = 7;

// sys.exit(), exit() and quit(): SystemExit carrying the status (or message).
Value raiseSystemExit(Interp& in, CallArgs& a, const char* fname) {
  if (a.nkw) in.raise(in.types.TypeError, std::string(fname) + "() takes no keyword arguments");
  if (a.npos > 1)
    in.raise(in.types.TypeError, std::string(fname) + " expected at most 1 argument, got " + std::to_string(a.npos));
  Value exc = in.newInstance(in.exceptionClass("SystemExit"));
  exc.as<Instance>()->exc->args = in.newTuple(std::vector<Value>(a.pos, a.pos + a.npos));
  in.raiseValue(exc);
}

Value versionInfo(Interp& in) {
  return structSequence(in, "version_info",
                        {{"major", Value::integer(kMajor)},
                         {"minor", Value::integer(kMinor)},
                         {"micro", Value::integer(kMicro)},
                         {"releaselevel", in.newStr("final")},
                         {"serial", Value::integer(0)}});
}

Value floatInfo(Interp& in) {
  return structSequence(in, "float_info",
                        {{"max", Value::real(DBL_MAX)},
                         {"max_exp", Value::integer(DBL_MAX_EXP)},
                         {"max_10_exp", Value::integer(DBL_MAX_10_EXP)},
                         {"min", Value::real(DBL_MIN)},
                         {"min_exp", Value::integer(DBL_MIN_EXP)},
                         {"min_10_exp", Value::integer(DBL_MIN_10_EXP)},
                         {"dig", Value::integer(DBL_DIG)},
                         {"mant_dig", Value::integer(DBL_MANT_DIG)},
                         {"epsilon", Value::real(DBL_EPSILON)},
                         {"radix", Value::integer(FLT_RADIX)},
                         {"rounds", Value::integer(1)}});
}

// sys.stdout and sys.stderr: text streams whose write() returns the number
// of characters written.
class TextStream : public NativeObject {
 public:
  TextStream(ClassObj* cls, std::string name) : NativeObject(cls), name(std::move(name)) {}
  std::string repr(Interp&) override { return "<_io.TextIOWrapper name='" + name + "' mode='w' encoding='utf-8'>"; }
  std::string name;
};

int64_t codePoints(const std::string& s) {
  int64_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

ClassObj* textStreamClass(Interp& in) {
  ClassObj* cls = newNativeClass(in, "TextIOWrapper", "_io");
  defMethod(in, cls, "write", [](Interp& in, const Value& self, CallArgs& a) {
    if (a.npos != 1)
      in.raise(in.types.TypeError, "write() takes exactly one argument (" + std::to_string(a.npos) + " given)");
    if (!a.pos[0].is(ObjKind::Str))
      in.raise(in.types.TypeError, "write() argument must be str, not " + in.typeName(a.pos[0]));
    const std::string& text = a.pos[0].as<Str>()->s;
    if (static_cast<TextStream*>(self.obj())->name == "<stderr>") in.writeStderr(text);
    else in.writeStdout(text);
    return Value::integer(codePoints(text));
  });
  defMethod(in, cls, "flush", [](Interp&, const Value&, CallArgs&) { return Value::none(); });
  return cls;
}

Value setRecursionLimit(Interp& in, CallArgs& a) {
  if (a.npos != 1)
    in.raise(in.types.TypeError,
             "setrecursionlimit() takes exactly one argument (" + std::to_string(a.npos) + " given)");
  const int64_t limit = toInt(in, a.pos[0]);
  if (limit > INT32_MAX || limit < INT32_MIN)
    in.raise(in.types.OverflowError, "Python int too large to convert to C int");
  if (limit < 1) in.raise(in.types.ValueError, "recursion limit must be greater or equal than 1");
  if (limit <= in.depth)
    in.raise(in.types.RecursionError, "cannot set the recursion limit to " + std::to_string(limit) +
                                          " at the recursion depth " + std::to_string(in.depth) +
                                          ": the limit is too low");
  in.recursionLimit = static_cast<int>(limit);
  return Value::none();
}

void defStreams(Interp& in, const Value& m) {
  ClassObj* stream = textStreamClass(in);
  in.stdoutStream = Value(new TextStream(stream, "<stdout>"));
  setModuleAttr(in, m, "stdout", in.stdoutStream);
  setModuleAttr(in, m, "stderr", Value(new TextStream(stream, "<stderr>")));
}

Value makeSysModule(Interp& in) {
  Value m = in.newModule("sys");
  setModuleAttr(in, m, "argv", in.newList({in.newStr(in.filename)}));
  setModuleAttr(in, m, "maxsize", Value::integer(INT64_MAX));
  setModuleAttr(in, m, "version_info", versionInfo(in));
  setModuleAttr(in, m, "version", in.newStr("3.11.7 (main) [tracelab]"));
  setModuleAttr(in, m, "hexversion", Value::integer(0x030B07F0));
  setModuleAttr(in, m, "platform", in.newStr("linux"));
  setModuleAttr(in, m, "byteorder", in.newStr("little"));
  setModuleAttr(in, m, "float_info", floatInfo(in));
  setModuleAttr(in, m, "modules", in.loadedModules());
  defineSysInfo(in, m);
  defStreams(in, m);
  defFunction(in, m, "exit", [](Interp& in, const Value&, CallArgs& a) { return raiseSystemExit(in, a, "exit"); });
  defFunction(in, m, "getrecursionlimit",
              [](Interp& in, const Value&, CallArgs&) { return Value::integer(in.recursionLimit); });
  defFunction(in, m, "setrecursionlimit",
              [](Interp& in, const Value&, CallArgs& a) { return setRecursionLimit(in, a); });
  // The exception being handled (an except block's, innermost), or None.
  defFunction(in, m, "exception", [](Interp& in, const Value&, CallArgs& a) {
    parseArgs(in, a, "exception", {}, 0);
    return in.handling.empty() ? Value::none() : in.handling.back();
  });
  defFunction(in, m, "exc_info", [](Interp& in, const Value&, CallArgs& a) {
    parseArgs(in, a, "exc_info", {}, 0);
    if (in.handling.empty()) return in.newTuple({Value::none(), Value::none(), Value::none()});
    const Value& exc = in.handling.back();
    return in.newTuple({Value(in.typeOf(exc)), exc, tracebackOf(in, exc)});
  });
  return m;
}

}  // namespace

void registerSysModule(Interp& in) {
  in.registerModule("sys", makeSysModule);
  for (const char* name : {"exit", "quit"})
    in.builtins.as<Dict>()->set(in.internStr(name), in.newBuiltin(name, [name](Interp& in, const Value&, CallArgs& a) {
      // site's Quitter raises SystemExit(code) with code=None when given none.
      Value none = Value::none();
      CallArgs noCode = a;
      if (a.npos == 0 && a.nkw == 0) noCode.pos = &none, noCode.npos = 1;
      return raiseSystemExit(in, noCode, name);
    }));
}

}  // namespace tl::lang
