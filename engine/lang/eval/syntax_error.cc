// SyntaxError as a Python object: its attributes (msg, filename, lineno,
// offset, text, end_lineno, end_offset), str() as CPython words it, and the
// "File ..., line N" block that stands for its last traceback line.
#include "lang/eval/syntax_error.h"

#include <algorithm>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/syntax/compile_warnings.h"
#include "lang/syntax/parser.h"

namespace tl::lang {

namespace {

constexpr const char* kDetailNames[] = {"filename", "lineno", "offset", "text", "end_lineno", "end_offset"};

void setDetails(Interp& in, const Value& exc, const Value& msg, const std::vector<Value>& details) {
  Dict* attrs = exc.as<Instance>()->attrs();
  attrs->set(in.internStr("msg"), msg);
  for (size_t i = 0; i < std::size(kDetailNames); ++i)
    attrs->set(in.internStr(kDetailNames[i]), i < details.size() ? details[i] : Value::none());
  attrs->set(in.internStr("print_file_and_line"), Value::none());
}

// SyntaxError(msg, (filename, lineno, offset, text, end_lineno, end_offset)).
Value syntaxErrorInit(Interp& in, const Value& self, CallArgs& a) {
  if (!self.is(ObjKind::Instance) || !self.as<Instance>()->exc) return Value::none();
  self.as<Instance>()->exc->args = in.newTuple(std::vector<Value>(a.pos, a.pos + a.npos));
  std::vector<Value> details;
  if (a.npos == 2) {
    if (!a.pos[1].is(ObjKind::Tuple))
      in.raise(in.types.TypeError, "'" + in.typeName(a.pos[1]) + "' object is not iterable");
    details = a.pos[1].as<Tuple>()->items;
    if (details.size() < 4 || details.size() > 6) in.raise(in.types.IndexError, "tuple index out of range");
  }
  setDetails(in, self, a.npos ? a.pos[0] : Value::none(), details);
  return Value::none();
}

// CPython's SyntaxError_str: "msg (file, line N)" with the file's base name.
constexpr const char* kStrSource = R"py(
def __str__(self):
    msg = str(self.msg)
    name = self.filename
    if isinstance(name, str):
        name = name[name.rfind('/') + 1:]
    has_line = isinstance(self.lineno, int)
    if isinstance(name, str) and has_line:
        return f"{msg} ({name}, line {self.lineno})"
    if isinstance(name, str):
        return f"{msg} ({name})"
    if has_line:
        return f"{msg} (line {self.lineno})"
    return msg
)py";

Value detail(Interp& in, const Value& exc, const char* name) {
  Value* v = exc.as<Instance>()->attrs()->findStr(in.internStr(name).as<Str>());
  return v ? *v : Value::none();
}

}  // namespace

void installSyntaxErrorMethods(Interp& in) {
  ClassObj* cls = in.types.SyntaxError;
  Value init = in.newBuiltin("__init__", syntaxErrorInit);
  init.as<Builtin>()->isMethod = true;
  setClassAttr(in, cls, "__init__", init);
  Program program = parseProgram(kStrSource);
  Value globals = in.newDict();
  in.runModuleBody(*program.code, globals.as<Dict>(), nullptr);
  setClassAttr(in, cls, "__str__", *globals.as<Dict>()->findStr(in.internStr("__str__").as<Str>()));
}

Value newSyntaxError(Interp& in, const SyntaxErrorInfo& info, const std::string& file, const std::string& source) {
  if (info.line <= 0) return in.newException(in.exceptionClass(info.kind), info.message);
  size_t start = 0;
  for (int line = 1; line < info.line && start != std::string::npos; ++line) {
    start = source.find('\n', start);
    if (start != std::string::npos) ++start;
  }
  std::string text;
  if (start != std::string::npos && start < source.size()) {
    const size_t end = source.find('\n', start);
    text = end == std::string::npos ? source.substr(start) : source.substr(start, end - start + 1);
  }
  const int endCol = info.endCol > info.col ? info.endCol : info.col;
  std::vector<Value> details{in.newStr(file),           Value::integer(info.line),
                             Value::integer(info.col),  text.empty() ? Value::none() : in.newStr(text),
                             Value::integer(info.line), Value::integer(endCol)};
  Value exc = in.newException(in.exceptionClass(info.kind), "");
  exc.as<Instance>()->exc->args = in.newTuple({in.newStr(info.message), in.newTuple(details)});
  setDetails(in, exc, in.newStr(info.message), details);
  return exc;
}

std::string syntaxErrorBlock(const std::string& file, int line, const std::string* lineText, int col, int endCol) {
  std::string text = "  File \"" + file + "\", line " + std::to_string(line) + "\n";
  if (!lineText) return text;
  size_t removed = lineText->find_first_not_of(" \t\f");
  if (removed == std::string::npos) removed = lineText->size();
  std::string stripped = lineText->substr(removed);
  while (!stripped.empty() && (stripped.back() == ' ' || stripped.back() == '\r' || stripped.back() == '\n'))
    stripped.pop_back();
  text += "    " + stripped + "\n";
  const int offset = col - 1 - static_cast<int>(removed);
  if (col <= 0 || offset < 0) return text;  // no place, or a place inside the indentation
  const int width = endCol > col ? endCol - col : 1;
  return text + "    " + std::string(offset, ' ') + std::string(width, '^') + "\n";
}

std::string syntaxErrorTraceLines(Interp& in, const Value& exc) {
  if (!in.isInstance(exc, in.types.SyntaxError)) return "";
  const Value file = detail(in, exc, "filename"), line = detail(in, exc, "lineno");
  if (!file.is(ObjKind::Str) || !line.isInt()) return "";
  const Value text = detail(in, exc, "text"), col = detail(in, exc, "offset"), end = detail(in, exc, "end_offset");
  const std::string* lineText = text.is(ObjKind::Str) ? &text.as<Str>()->s : nullptr;
  return syntaxErrorBlock(file.as<Str>()->s, static_cast<int>(line.asInt()), lineText,
                          col.isInt() ? static_cast<int>(col.asInt()) : 0,
                          end.isInt() ? static_cast<int>(end.asInt()) : 0);
}

std::string syntaxErrorMessage(Interp& in, const Value& exc) {
  const Value msg = detail(in, exc, "msg");
  return msg.isNone() ? "None" : in.str(msg);
}

void showCompileWarnings(Interp& in, const Body& body, const std::string& file, const std::vector<std::string>* lines) {
  for (const CompileWarning& w : compileWarnings(body)) {
    std::string text = file + ":" + std::to_string(w.line) + ": SyntaxWarning: " + w.message + "\n";
    if (lines && w.line >= 1 && static_cast<size_t>(w.line) <= lines->size()) {
      const std::string& line = (*lines)[w.line - 1];
      const size_t first = line.find_first_not_of(" \t\f\r\v");
      if (first != std::string::npos)
        text += "  " + line.substr(first, line.find_last_not_of(" \t\f\r\v") - first + 1) + "\n";
    }
    in.writeStderr(text);
  }
}

}  // namespace tl::lang
