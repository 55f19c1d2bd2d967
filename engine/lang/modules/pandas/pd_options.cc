// pd.options.display.<name>, pd.get_option / pd.set_option / pd.reset_option
// for the display options the printed layouts read.
#include "lang/eval/int_value.h"
#include "lang/modules/pandas/pd_internal.h"

namespace tl::lang::pd {
namespace {

const char* const kOptions[] = {"max_rows", "min_rows",     "max_columns", "precision",
                                "width",    "max_colwidth", "float_format"};

std::string shortName(const std::string& key) { return key.rfind("display.", 0) == 0 ? key.substr(8) : key; }

bool known(const std::string& name) {
  for (const char* o : kOptions)
    if (name == o) return true;
  return false;
}

[[noreturn]] void noSuchOption(Interp& in, const std::string& key) {
  in.raise(in.exceptionClass("OptionError"), "\"No such keys(s): '" + key + "'\"");
}

Value optional(const std::optional<int64_t>& v) { return v ? Value::integer(*v) : Value::none(); }

Value getOption(Interp& in, const std::string& name) {
  const DisplayOptions& d = pdState(in).display;
  if (auto set = d.asSet.find(name); set != d.asSet.end()) return set->second;
  if (name == "max_rows") return optional(d.maxRows);
  if (name == "min_rows") return optional(d.minRows);
  if (name == "max_columns") return Value::integer(d.maxColumns);
  if (name == "precision") return Value::integer(d.precision);
  if (name == "width") return Value::integer(d.width);
  if (name == "max_colwidth") return Value::integer(d.maxColwidth);
  if (name == "float_format") return d.floatFormat;
  noSuchOption(in, name);
}

// An int option as pandas validates it: None or an int of any size (a
// count past int64 means no limit), nonnegative where pandas asks it.
std::optional<int64_t> intOption(Interp& in, const Value& v, bool nonnegative) {
  const bool isInt = !v.isNone() && isInteger(v);
  if (nonnegative && !(v.isNone() || (isInt && !toBigInt(v).negative())))
    in.raise(in.types.ValueError, "Value must be a nonnegative integer or None");
  if (!v.isNone() && !isInt)
    in.raise(in.types.ValueError, "Value must be an instance of <class 'NoneType'>|<class 'int'>");
  if (v.isNone()) return std::nullopt;
  return saturatedInt64(toBigInt(v));
}

void setOption(Interp& in, const std::string& name, const Value& v) {
  DisplayOptions& d = pdState(in).display;
  if (name == "max_rows") d.maxRows = intOption(in, v, true);
  else if (name == "min_rows") d.minRows = intOption(in, v, false);
  else if (name == "max_columns") d.maxColumns = intOption(in, v, true).value_or(-1);
  else if (name == "precision") d.precision = intOption(in, v, true).value_or(6);
  else if (name == "width") d.width = intOption(in, v, false).value_or(80);
  else if (name == "max_colwidth") d.maxColwidth = intOption(in, v, false).value_or(1 << 30);
  else if (name == "float_format") {
    if (!v.isNone() && in.getAttrOrNull(v, in.internStr("__call__").as<Str>()).isNull() && !v.is(ObjKind::Builtin) &&
        !v.is(ObjKind::Function) && !v.is(ObjKind::BoundMethod)) {
      in.raise(in.types.ValueError, "Value must be a callable");
    }
    d.floatFormat = v;
  } else {
    noSuchOption(in, name);
  }
  d.asSet[name] = v;
}

// pd.options and pd.options.display: attribute access onto the option table.
class OptionsObj : public NativeObject {
 public:
  OptionsObj(ClassObj* cls, bool display) : NativeObject(cls), display_(display) {}
  Value getAttr(Interp& in, const std::string& name) override {
    if (!display_) return name == "display" ? Value(new OptionsObj(cls(), true)) : Value();
    return known(name) ? getOption(in, name) : Value();
  }
  bool setAttr(Interp& in, const std::string& name, const Value& v) override {
    if (!display_ || !known(name)) return false;
    setOption(in, name, v);
    return true;
  }
  std::string repr(Interp&) override { return "<pandas._config.config.DictWrapper object>"; }

 private:
  bool display_;
};

}  // namespace

void installOptions(Interp& in, PdState& st, const Value& m) {
  if (!st.options) {
    st.options = newNativeClass(in, "DictWrapper", "pandas._config.config");
    st.keepAlive.push_back(Value(st.options));
  }
  setModuleAttr(in, m, "options", Value(new OptionsObj(st.options, false)));
  defFunction(in, m, "get_option", [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "get_option", {"pat"}, 1);
    return getOption(in, shortName(toStr(in, v[0])));
  });
  defFunction(in, m, "set_option", [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "set_option", {"pat", "value"}, 2);
    setOption(in, shortName(toStr(in, v[0])), v[1]);
    return Value::none();
  });
  defFunction(in, m, "reset_option", [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "reset_option", {"pat"}, 1);
    const std::string name = shortName(toStr(in, v[0]));
    DisplayOptions& display = pdState(in).display;
    if (name == "all") {
      display = DisplayOptions{};
      return Value::none();
    }
    const DisplayOptions current = display;
    display = DisplayOptions{};
    Value initial = getOption(in, name);
    display = current;
    setOption(in, name, initial);
    return Value::none();
  });
}

}  // namespace tl::lang::pd
