// Code objects and closure cells: CPython 3.11's co_* attributes over FuncCode.
#include "lang/eval/code_objects.h"

#include <algorithm>

#include "lang/eval/native.h"

namespace tl::lang {
namespace {

ClassObj* codeClass(Interp& in) {
  struct CodeClass {
    ClassObj* cls = nullptr;
  };
  CodeClass& c = in.moduleState<CodeClass>();
  if (!c.cls) {
    c.cls = newNativeClass(in, "code", "builtins");
    in.keepClass(c.cls);
  }
  return c.cls;
}

constexpr int kOptimized = 0x1, kNewLocals = 0x2, kVarargs = 0x4, kVarKeywords = 0x8, kNested = 0x10, kGenerator = 0x20;

// CPython lists free variables sorted by name (compile.c's dictbytype).
std::vector<std::string> sortedNames(std::vector<std::string> names) {
  std::sort(names.begin(), names.end());
  return names;
}

size_t argumentCount(const FuncCode& c) {
  return c.params.size() + c.kwOnly.size() + !c.varargs.empty() + !c.kwargs.empty();
}

// The arguments that are cells, in order, then the other cells sorted by name
// (CPython 3.11 keeps cell arguments among the locals).
std::vector<std::string> cellVars(const FuncCode& c) {
  std::vector<std::string> arguments, others;
  for (size_t i = 0; i < c.slotNames.size() && i < c.slotIsCell.size(); ++i)
    if (c.slotIsCell[i]) (i < argumentCount(c) ? arguments : others).push_back(c.slotNames[i]);
  for (std::string& name : sortedNames(std::move(others))) arguments.push_back(std::move(name));
  return arguments;
}

// The arguments, then the locals that are not cells, in the order first bound.
std::vector<std::string> localNames(const FuncCode& c) {
  std::vector<std::string> names;
  for (size_t i = 0; i < c.slotNames.size(); ++i)
    if (i < argumentCount(c) || i >= c.slotIsCell.size() || !c.slotIsCell[i]) names.push_back(c.slotNames[i]);
  return names;
}

int codeFlags(const FuncCode& c) {
  int flags = kOptimized | kNewLocals;
  if (!c.varargs.empty()) flags |= kVarargs;
  if (!c.kwargs.empty()) flags |= kVarKeywords;
  if (c.qualname.find("<locals>") != std::string::npos) flags |= kNested;  // defined inside a function
  if (c.isGenerator) flags |= kGenerator;
  return flags;
}

class CodeObj : public NativeObject {
 public:
  CodeObj(ClassObj* cls, std::shared_ptr<FuncCode> code, std::string name, std::string file)
      : NativeObject(cls), code_(std::move(code)), name_(std::move(name)), file_(std::move(file)) {}

  Value getAttr(Interp& in, const std::string& attr) override {
    if (attr == "co_name") return in.newStr(name_);
    if (attr == "co_filename") return in.newStr(file_);
    if (!code_) return attr == "co_qualname" ? in.newStr(name_) : Value();
    const FuncCode& c = *code_;
    if (attr == "co_qualname") return in.newStr(c.qualname.empty() ? c.name : c.qualname);
    if (attr == "co_firstlineno") return Value::integer(c.decoratedLine ? c.decoratedLine : c.firstLine);
    if (attr == "co_argcount") return Value::integer(static_cast<int64_t>(c.params.size()));
    if (attr == "co_posonlyargcount") return Value::integer(static_cast<int64_t>(c.posOnly));
    if (attr == "co_kwonlyargcount") return Value::integer(static_cast<int64_t>(c.kwOnly.size()));
    if (attr == "co_varnames") return names(in, localNames(c));
    if (attr == "co_nlocals") return Value::integer(static_cast<int64_t>(localNames(c).size()));
    if (attr == "co_cellvars") return names(in, cellVars(c));
    if (attr == "co_freevars") return names(in, sortedNames(c.freeVars));
    if (attr == "co_flags") return Value::integer(codeFlags(c));
    return {};
  }
  Value compare(Interp& in, CmpOp op, const Value& other) override {
    if (op != CmpOp::Eq && op != CmpOp::Ne) return {};
    auto* o = other.is(ObjKind::Native) ? dynamic_cast<CodeObj*>(other.as<NativeObject>()) : nullptr;
    if (!o) return {};
    const bool same = code_ ? code_ == o->code_ : (!o->code_ && name_ == o->name_ && file_ == o->file_);
    return Value::boolean(same == (op == CmpOp::Eq));
  }
  int64_t hash() override {
    return code_ ? static_cast<int64_t>(code_->id) : static_cast<int64_t>(std::hash<std::string>()(name_ + file_));
  }
  std::string repr(Interp& in) override {
    const int line = code_ ? (code_->decoratedLine ? code_->decoratedLine : code_->firstLine) : 0;
    char address[32];
    std::snprintf(address, sizeof address, "0x%llx", static_cast<unsigned long long>(in.fakeAddress(this)));
    return "<code object " + name_ + " at " + address + ", file \"" + file_ + "\", line " + std::to_string(line) + ">";
  }

 private:
  static Value names(Interp& in, const std::vector<std::string>& list) {
    std::vector<Value> items;
    for (const std::string& n : list) items.push_back(in.newStr(n));
    return in.newTuple(std::move(items));
  }
  std::shared_ptr<FuncCode> code_;
  std::string name_, file_;
};

}  // namespace

Value codeObject(Interp& in, const std::shared_ptr<FuncCode>& code) {
  const std::string& file = code->filename.empty() ? in.filename : code->filename;
  return Value(new CodeObj(codeClass(in), code, code->name, file));
}

Value codeObjectNamed(Interp& in, const std::string& name, const std::string& file) {
  return Value(new CodeObj(codeClass(in), nullptr, name, file));
}

Value closureOf(Interp& in, const Function* f) {
  if (f->closure.empty()) return Value::none();
  const std::vector<std::string>& free = f->code->freeVars;
  std::vector<size_t> order(free.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return free[a] < free[b]; });
  std::vector<Value> cells;
  for (size_t i : order)
    if (i < f->closure.size()) cells.push_back(f->closure[i]);
  return in.newTuple(std::move(cells));
}

Value cellAttr(Interp& in, const Cell* cell, const std::string& name) {
  if (name != "cell_contents") return {};
  if (cell->value.isNull()) in.raise(in.types.ValueError, "Cell is empty");
  return cell->value;
}

bool setFunctionDefaults(Interp& in, Function* f, const std::string& name, const Value& v) {
  if (name == "__defaults__") {
    if (!v.isNone() && !v.is(ObjKind::Tuple))
      in.raise(in.types.TypeError, "__defaults__ must be set to a tuple object");
    std::vector<Value> items = v.isNone() ? std::vector<Value>() : v.as<Tuple>()->items;
    const size_t keep = std::min(items.size(), f->code->params.size());  // the last ones, as CPython reads them
    f->defaults.assign(items.end() - static_cast<std::ptrdiff_t>(keep), items.end());
    return true;
  }
  if (name == "__kwdefaults__") {
    if (!v.isNone() && !v.is(ObjKind::Dict))
      in.raise(in.types.TypeError, "__kwdefaults__ must be set to a dict object");
    for (size_t i = 0; i < f->kwDefaults.size(); ++i) {
      Value* given = v.isNone() ? nullptr : v.as<Dict>()->findStr(in.internStr(f->code->kwOnly[i].name).as<Str>());
      f->kwDefaults[i] = given ? *given : Value();
    }
    return true;
  }
  return false;
}

}  // namespace tl::lang
