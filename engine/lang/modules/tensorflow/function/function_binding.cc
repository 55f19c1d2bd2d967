#include "lang/modules/tensorflow/function/function_binding.h"

#include <algorithm>

namespace tl::lang {
namespace {

using function::ParameterKind;

// The positional arguments, a receiver first: no list is built for them.
struct Positional {
  const Value& self;
  const CallArgs& args;
  size_t size() const { return (self.isNull() ? 0 : 1) + args.npos; }
  const Value& operator[](size_t i) const { return self.isNull() ? args.pos[i] : i == 0 ? self : args.pos[i - 1]; }
};

// Value for positional-or-keyword parameter `i`: positional, keyword, default, or error.
Value bindOne(const FunctionInfo& info, size_t i, const Positional& positional, const CallArgs& args,
              std::vector<bool>& usedKeyword) {
  const std::string& name = info.params[i];
  const Value* byKeyword = nullptr;
  for (size_t k = 0; k < args.nkw; ++k) {
    if (args.kw[k].name == name) {
      byKeyword = &args.kw[k].value;
      usedKeyword[k] = true;
    }
  }
  if (i < positional.size()) {
    if (byKeyword) throw BindingError("multiple values for argument '" + name + "'");
    return positional[i];
  }
  if (byKeyword) return *byKeyword;
  size_t firstDefault = info.params.size() - info.defaults.size();
  if (i >= firstDefault) return info.defaults[i - firstDefault];
  throw BindingError("missing a required argument: '" + name + "'");
}

void bindKeywordOnly(const FunctionInfo& info, const CallArgs& args, std::vector<bool>& usedKeyword,
                     std::vector<BoundArgument>& out) {
  for (size_t i = 0; i < info.kwOnly.size(); ++i) {
    Value value = info.kwDefaults.size() > i ? info.kwDefaults[i] : Value();
    for (size_t k = 0; k < args.nkw; ++k) {
      if (args.kw[k].name == info.kwOnly[i]) {
        value = args.kw[k].value;
        usedKeyword[k] = true;
      }
    }
    if (value.isNull()) throw BindingError("missing a required argument: '" + info.kwOnly[i] + "'");
    out.push_back({info.kwOnly[i], ParameterKind::KeywordOnly, value});
  }
}

void bindExtraKeywords(const FunctionInfo& info, const CallArgs& args, const std::vector<bool>& usedKeyword,
                       std::vector<BoundArgument>& out) {
  std::vector<BoundArgument> extra;
  for (size_t k = 0; k < args.nkw; ++k) {
    if (usedKeyword[k]) continue;
    if (info.kwargs.empty()) throw BindingError("got an unexpected keyword argument '" + args.kw[k].name + "'");
    extra.push_back({args.kw[k].name, ParameterKind::KeywordOnly, args.kw[k].value});
  }
  std::sort(extra.begin(), extra.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
  out.insert(out.end(), extra.begin(), extra.end());
}

}  // namespace

void bindArguments(const FunctionInfo& info, const Value& self, const CallArgs& args, std::vector<BoundArgument>& out) {
  const Positional positional{self, args};
  if (positional.size() > info.params.size() && info.varargs.empty()) {
    throw BindingError("too many positional arguments");
  }
  std::vector<bool> usedKeyword(args.nkw, false);
  out.clear();
  for (size_t i = 0; i < info.params.size(); ++i) {
    out.push_back({info.params[i], ParameterKind::PositionalOrKeyword,
                   bindOne(info, i, positional, args, usedKeyword)});
  }
  for (size_t i = info.params.size(); i < positional.size(); ++i) {
    std::string name = info.varargs + "_" + std::to_string(i - info.params.size());
    out.push_back({name, ParameterKind::PositionalOnly, positional[i]});
  }
  bindKeywordOnly(info, args, usedKeyword, out);
  bindExtraKeywords(info, args, usedKeyword, out);
}

}  // namespace tl::lang
