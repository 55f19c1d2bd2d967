// match statements (PEP 634): the subject is tried against each case's
// pattern in turn; a pattern's names are bound only when all of it matches,
// then the guard decides.
#include "lang/eval/builtins.h"
#include "lang/eval/interp.h"
#include "lang/eval/statements.h"

namespace tl::lang {

using Flow = Interp::Flow;

namespace {

using Bindings = std::vector<std::pair<const Expr*, Value>>;

// Types whose class pattern takes one positional sub-pattern matched against the subject itself.
bool matchesSelf(const ClassObj* cls) {
  static const char* const kSelfMatching[] = {"bool", "bytearray", "bytes", "dict", "float", "frozenset",
                                              "int",  "list",      "set",   "str",  "tuple"};
  if (cls->module != "builtins" && !cls->native && cls->userDefined) return false;
  for (const char* name : kSelfMatching)
    if (cls->name == name) return true;
  return false;
}

class Matcher {
 public:
  explicit Matcher(Interp& in) : in_(in) {}

  bool match(const Pattern& p, const Value& v, Bindings& b) {
    switch (p.kind) {
      case PatternKind::Wildcard:
      case PatternKind::Star: return true;
      case PatternKind::Capture: b.emplace_back(p.target.get(), v); return true;
      case PatternKind::Value: {
        Value want = in_.eval(p.value.get());
        // None, True and False match by identity, other literals and values by ==.
        const CmpOp op = want.isNone() || want.isBool() ? CmpOp::Is : CmpOp::Eq;
        return in_.truthy(in_.compare(op, v, want));
      }
      case PatternKind::Sequence: return sequence(p, v, b);
      case PatternKind::Mapping: return mapping(p, v, b);
      case PatternKind::Class: return classPattern(p, v, b);
      case PatternKind::Or:
        for (const auto& choice : p.items) {
          Bindings trial = b;
          if (match(*choice, v, trial)) {
            b = std::move(trial);
            return true;
          }
        }
        return false;
      case PatternKind::As:
        if (!match(*p.items[0], v, b)) return false;
        b.emplace_back(p.target.get(), v);
        return true;
    }
    return false;
  }

 private:
  // A list, tuple or range (not a str, bytes or dict), its length fitting the
  // items, a *name taking the middle as a list.
  bool sequence(const Pattern& p, const Value& v, Bindings& b) {
    if (!v.is(ObjKind::List) && !v.is(ObjKind::Tuple) && !v.is(ObjKind::Range)) return false;
    std::vector<Value> items = in_.toVector(v);
    size_t star = p.items.size();
    for (size_t i = 0; i < p.items.size(); ++i)
      if (p.items[i]->kind == PatternKind::Star) star = i;
    const size_t fixed = p.items.size() - (star < p.items.size() ? 1 : 0);
    if (star == p.items.size() ? items.size() != fixed : items.size() < fixed) return false;
    const size_t tail = star == p.items.size() ? 0 : p.items.size() - star - 1;
    for (size_t i = 0; i < p.items.size(); ++i) {
      if (i == star) {
        if (p.items[i]->target) {
          std::vector<Value> middle(items.begin() + static_cast<std::ptrdiff_t>(star),
                                    items.end() - static_cast<std::ptrdiff_t>(tail));
          b.emplace_back(p.items[i]->target.get(), in_.newList(std::move(middle)));
        }
        continue;
      }
      const Value& item = i < star ? items[i] : items[items.size() - (p.items.size() - i)];
      if (!match(*p.items[i], item, b)) return false;
    }
    return true;
  }

  // A dict holding every key, each value matching; **rest takes the others.
  bool mapping(const Pattern& p, const Value& v, Bindings& b) {
    if (!v.is(ObjKind::Dict)) return false;
    std::vector<Value> keys;
    for (size_t i = 0; i < p.keys.size(); ++i) {
      Value key = in_.eval(p.keys[i].get());
      Value* found = v.as<Dict>()->find(key);
      if (!found) return false;
      Value item = *found;
      if (!match(*p.items[i], item, b)) return false;
      keys.push_back(key);
    }
    if (p.target) {
      Value rest = in_.newDict();
      dictUpdate(in_, rest, v);
      for (const Value& k : keys) rest.as<Dict>()->erase(k);
      b.emplace_back(p.target.get(), rest);
    }
    return true;
  }

  // An instance of the class; positional sub-patterns read the attributes its
  // __match_args__ names, keyword ones the attributes named.
  bool classPattern(const Pattern& p, const Value& v, Bindings& b) {
    Value cv = in_.eval(p.value.get());
    if (!cv.is(ObjKind::Class)) in_.raise(in_.types.TypeError, "called match pattern must be a class");
    ClassObj* cls = cv.as<ClassObj>();
    if (!in_.isInstance(v, cls)) return false;
    const bool self = matchesSelf(cls) && p.items.size() == 1;
    if (self && !match(*p.items[0], v, b)) return false;
    // Every attribute is read (a missing one fails the match) before any
    // sub-pattern is matched, each name once, as CPython's MATCH_CLASS does.
    std::vector<const Str*> names;
    if (!self && !p.items.empty()) {
      Value args = in_.getAttrOrNull(cv, in_.internStr("__match_args__").as<Str>());
      const size_t accepts = matchesSelf(cls) ? 1 : args.is(ObjKind::Tuple) ? args.as<Tuple>()->items.size() : 0;
      if (p.items.size() > accepts)
        in_.raise(in_.types.TypeError, cls->name + "() accepts " + std::to_string(accepts) + " positional sub-pattern" +
                                           (accepts == 1 ? "" : "s") + " (" + std::to_string(p.items.size()) +
                                           " given)");
      for (size_t i = 0; i < p.items.size(); ++i) names.push_back(args.as<Tuple>()->items[i].as<Str>());
    }
    for (const std::string& kw : p.kwNames) names.push_back(in_.internStr(kw).as<Str>());
    std::vector<Value> attrs;
    for (size_t i = 0; i < names.size(); ++i) {
      for (size_t j = 0; j < i; ++j)
        if (names[j]->s == names[i]->s)
          in_.raise(in_.types.TypeError,
                    cls->name + "() got multiple sub-patterns for attribute '" + names[i]->s + "'");
      attrs.push_back(in_.getAttrOrNull(v, names[i]));
      if (attrs.back().isNull()) return false;
    }
    const size_t positional = self ? 0 : p.items.size();
    for (size_t i = 0; i < attrs.size(); ++i)
      if (!match(i < positional ? *p.items[i] : *p.kwItems[i - positional], attrs[i], b)) return false;
    return true;
  }

  Interp& in_;
};

}  // namespace

int selectMatchCase(Interp& in, const MatchStmt* m) {
  Value subject = in.eval(m->subject.get());
  Matcher matcher(in);
  for (size_t i = 0; i < m->cases.size(); ++i) {
    const MatchCase& c = m->cases[i];
    Bindings bindings;
    in.frame->cur = &c.pattern->span;
    if (!matcher.match(*c.pattern, subject, bindings)) continue;
    for (const auto& [target, value] : bindings) in.assign(target, value);
    if (c.guard && !in.truthy(in.eval(c.guard.get()))) continue;
    return static_cast<int>(i);
  }
  return -1;
}

Flow execMatch(Interp& in, const MatchStmt* m) {
  const int k = selectMatchCase(in, m);
  return k < 0 ? Flow::Normal : in.exec(m->cases[static_cast<size_t>(k)].body);
}

}  // namespace tl::lang
