// eval(), exec() and compile(): source text run as a module of its own
// ("<string>" in tracebacks), reading the caller's globals and locals or the
// dicts it is given, under the program's step and recursion limits.
#include <algorithm>

#include "core/errors.h"
#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/native.h"
#include "lang/eval/syntax_error.h"
#include "lang/syntax/parser.h"

namespace tl::lang {

namespace {

// compile()'s result: the parsed module, run by eval() or exec().
class CodeObject : public NativeObject {
 public:
  CodeObject(ClassObj* cls, std::shared_ptr<const Program> program, std::string file)
      : NativeObject(cls), program(std::move(program)), file(std::move(file)) {}
  std::string repr(Interp& in) override {
    char address[32];
    std::snprintf(address, sizeof address, "0x%llx", static_cast<unsigned long long>(in.fakeAddress(this)));
    return "<code object <module> at " + std::string(address) + ", file \"" + file + "\", line 1>";
  }
  std::shared_ptr<const Program> program;
  std::string file;
};

// CPython reads eval() source without its leading blanks.
std::string withoutLeadingBlanks(const std::string& s) {
  const size_t start = s.find_first_not_of(" \t");
  return start == std::string::npos ? "" : s.substr(start);
}

size_t indentOfLine(const std::string& source, int line) {
  size_t start = 0;
  for (int i = 1; i < line && start != std::string::npos; ++i) start = source.find('\n', start) + 1;
  const size_t end = source.find_first_not_of(" \t", start);
  return end == std::string::npos ? 0 : end - start;
}

// A parse error as CPython reports it for source given as a string: exec
// source reads as if it ended in a newline, and an eval expression cut short
// at its very end has no offset.
Value stringSyntaxError(Interp& in, SyntaxErrorInfo info, const std::string& file, std::string source,
                        SourceOptions::Mode mode) {
  const bool endsInNewline = !source.empty() && source.back() == '\n';
  if (mode == SourceOptions::Mode::Exec && !endsInNewline) source += '\n';
  if (mode == SourceOptions::Mode::Eval && !endsInNewline && info.col > 0) {
    const size_t lastLine = source.rfind('\n') + 1;  // npos + 1 == 0
    const int lines = static_cast<int>(std::count(source.begin(), source.end(), '\n')) + 1;
    if (info.line == lines && info.col > static_cast<int>(source.size() - lastLine)) info.col = info.endCol = 0;
  }
  if (info.kind == "IndentationError" && info.message == "unexpected indent" && info.col == 0)
    info.col = info.endCol = static_cast<int>(indentOfLine(source, info.line));
  return newSyntaxError(in, info, file, source);
}

std::shared_ptr<const Program> compileSource(Interp& in, const std::string& text, const std::string& file,
                                             SourceOptions::Mode mode) {
  // CPython's compiler counts its own nesting on top of the caller's frames:
  // near the limit, compiling fails before the code's frame could start.
  if (in.depth + 2 >= in.recursionLimit)
    in.raise(in.types.RecursionError, "maximum recursion depth exceeded during compilation");
  const std::string source = mode == SourceOptions::Mode::Eval ? withoutLeadingBlanks(text) : text;
  try {
    auto program = std::make_shared<Program>(parseProgram(source, {mode, file, true}));
    showCompileWarnings(in, program->code->body, file, nullptr);
    // Functions it defines point into its syntax tree: keep it for the run.
    if (program->codeCount > 1) in.execPrograms.push_back(program);
    return program;
  } catch (SyntaxErrorEx& e) {
    in.raiseValue(stringSyntaxError(in, e.info, file, source, mode));
  }
}

struct Namespaces {
  Dict* globals;
  Dict* locals;
  Value holdLocals;  // keeps a snapshot of a function's locals alive
};

// The dicts the code runs in: the given ones, or the caller's.
Namespaces namespacesFor(Interp& in, const char* fname, const Value& globals, const Value& locals) {
  const bool hasGlobals = !globals.isNull() && !globals.isNone();
  const bool hasLocals = !locals.isNull() && !locals.isNone();
  if (hasGlobals && !globals.is(ObjKind::Dict)) {
    if (std::string(fname) == "eval")
      in.raise(in.types.TypeError,
               hasLocals ? "globals must be a real dict; try eval(expr, {}, mapping)" : "globals must be a dict");
    in.raise(in.types.TypeError, std::string(fname) + "() globals must be a dict, not " + in.typeName(globals));
  }
  if (hasLocals && !locals.is(ObjKind::Dict)) in.raise(in.types.TypeError, "locals must be a mapping");
  Namespaces ns{nullptr, nullptr, {}};
  if (hasGlobals) {
    ns.globals = globals.as<Dict>();
    Value key = in.internStr("__builtins__");
    if (!ns.globals->findStr(key.as<Str>())) ns.globals->set(key, in.builtins);
    ns.holdLocals = hasLocals ? locals : globals;
  } else {
    ns.globals = in.frame->globals;
    ns.holdLocals = hasLocals ? locals : frameLocals(in);
  }
  ns.locals = ns.holdLocals.as<Dict>();
  return ns;
}

std::shared_ptr<const Program> programOf(Interp& in, const char* fname, const Value& source, SourceOptions::Mode mode) {
  const std::string* text = source.is(ObjKind::Str) ? &source.as<Str>()->s : nullptr;
  if (auto* bytes = source.isObj() ? dynamic_cast<BytesObj*>(source.obj()) : nullptr) text = &bytes->data;
  if (text) {
    if (text->find('\0') != std::string::npos)
      in.raiseValue(in.call(Value(in.types.SyntaxError), {in.newStr("source code string cannot contain null bytes")}));
    return compileSource(in, *text, "<string>", mode);
  }
  if (auto* code = source.isObj() ? dynamic_cast<CodeObject*>(source.obj()) : nullptr) return code->program;
  in.raise(in.types.TypeError, std::string(fname) + "() arg 1 must be a string, bytes or code object");
}

// eval(source, globals=None, locals=None) and exec(...): exec gives None.
Value runSource(Interp& in, CallArgs& a, const char* fname, SourceOptions::Mode mode) {
  auto args = parseArgs(in, a, fname, {"source", "globals", "locals"}, 1);
  std::shared_ptr<const Program> program = programOf(in, fname, args[0], mode);
  Namespaces ns = namespacesFor(in, fname, args[1], args[2]);
  in.stepLimitCheck();
  RecursionScope level(in, "");
  Value result = in.runModuleBody(*program->code, ns.globals, ns.locals);
  return mode == SourceOptions::Mode::Eval ? result : Value::none();
}

Value builtinCompile(Interp& in, ClassObj* codeClass, CallArgs& a) {
  auto args = parseArgs(in, a, "compile", {"source", "filename", "mode", "flags", "dont_inherit", "optimize"}, 3);
  if (!args[0].is(ObjKind::Str)) in.raise(in.types.TypeError, "compile() arg 1 must be a string, bytes or AST object");
  const std::string& file = toStr(in, args[1]);
  const std::string& mode = toStr(in, args[2]);
  if (mode != "exec" && mode != "eval" && mode != "single")
    in.raise(in.types.ValueError, "compile() mode must be 'exec', 'eval' or 'single'");
  const auto parseMode = mode == "eval"     ? SourceOptions::Mode::Eval
                         : mode == "single" ? SourceOptions::Mode::Single
                                            : SourceOptions::Mode::Exec;
  return Value(new CodeObject(codeClass, compileSource(in, args[0].as<Str>()->s, file, parseMode), file));
}


}  // namespace

void installSourceBuiltins(Interp& in) {
  defineBuiltin(in, "eval", [](Interp& in, const Value&, CallArgs& a) {
    return runSource(in, a, "eval", SourceOptions::Mode::Eval);
  });
  defineBuiltin(in, "exec", [](Interp& in, const Value&, CallArgs& a) {
    return runSource(in, a, "exec", SourceOptions::Mode::Exec);
  });
  ClassObj* codeClass = newNativeClass(in, "code", "builtins");
  defineBuiltin(in, "compile",
                [codeClass](Interp& in, const Value&, CallArgs& a) { return builtinCompile(in, codeClass, a); });
}

}  // namespace tl::lang
