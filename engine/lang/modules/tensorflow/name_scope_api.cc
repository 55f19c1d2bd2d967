// tf.name_scope (ops.name_scope_v2) and tf.get_current_name_scope. Eagerly the
// scope is the eager context's scope_name ("a/b/"): nested by text, never made
// unique, read by tf.Variable names. While tracing it is the graph's name stack
// (graph::Graph::enterNameScope), which prefixes every node made inside it.
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang::tfi {
namespace {

// What leaving one entry restores: the eager scope (no graph) or a graph's stack.
struct ScopeExit {
  graph::GraphPtr graph;
  std::string previous;
};

class NameScope final : public NativeObject {
 public:
  NameScope(ClassObj* cls, Value name) : NativeObject(cls), name(std::move(name)) {}
  Value name;
  std::vector<ScopeExit> exits;  // one per __enter__ not yet left
  void visitRefs(RefVisitor& v) override { v.visit(name); }
  void dropRefs() override { name = Value(); }
};

NameScope& self(const Value& me) { return *static_cast<NameScope*>(me.as<NativeObject>()); }

// name_scope_v2.__enter__ run eagerly: a trailing slash names the scope in full.
std::string enterEagerly(Interp& in, const std::string& name) {
  std::string& scope = tfState(in).scopeName;
  if (name.empty()) return scope = "";
  if (name.back() == '/') return scope = name;
  return scope = scope + name + "/";
}

Value scopeEnter(Interp& in, const Value& me, CallArgs&) {
  NameScope& s = self(me);
  const std::string& name = s.name.as<Str>()->s;
  if (graph::GraphBuilder* builder = currentGraphBuilder()) {
    ScopeExit exit{builder->graphPtr(), ""};
    std::string scope = builder->graph().enterNameScope(name, exit.previous);
    s.exits.push_back(std::move(exit));
    return in.newStr(scope);
  }
  s.exits.push_back({nullptr, tfState(in).scopeName});
  return in.newStr(enterEagerly(in, name));
}

Value scopeExit(Interp& in, const Value& me, CallArgs&) {
  NameScope& s = self(me);
  if (s.exits.empty()) return Value::boolean(false);
  ScopeExit exit = std::move(s.exits.back());
  s.exits.pop_back();
  if (exit.graph) {
    exit.graph->restoreNameScope(std::move(exit.previous));
  } else {
    tfState(in).scopeName = std::move(exit.previous);
  }
  return Value::boolean(false);
}

}  // namespace

std::string currentNameScope(Interp& in) {
  if (graph::GraphBuilder* builder = currentGraphBuilder()) return builder->graph().nameScope();
  std::string scope = tfState(in).scopeName;
  while (!scope.empty() && scope.back() == '/') scope.pop_back();  // scope_name.rstrip("/")
  return scope;
}

void installNameScopeApi(Interp& in, const Value& tf) {
  ClassObj* cls = newNativeClass(in, "name_scope_v2", "tensorflow.python.framework.ops");
  tfState(in).keepAlive.push_back(Value(cls));
  defMethod(in, cls, "__enter__", scopeEnter);
  defMethod(in, cls, "__exit__", scopeExit);
  defProperty(in, cls, "name", [](Interp&, const Value& me, CallArgs&) { return self(me).name; });
  // tf.name_scope is the class itself (calling it makes a scope object).
  setClassAttr(in, cls, "__call_ctor__", in.newBuiltin("name_scope_v2", [cls](Interp& in, const Value&, CallArgs& a) {
    std::vector<Value> v = parseArgs(in, a, "__init__", {"name"}, 1);
    if (!v[0].is(ObjKind::Str)) in.raise(in.types.ValueError, "name for name_scope must be a string.");
    return Value(new NameScope(cls, v[0]));
  }));
  setModuleAttr(in, tf, "name_scope", Value(cls));
  defParsed(in, tf, "get_current_name_scope", {}, 0,
            [](Interp& in, std::vector<Value>&) { return in.newStr(currentNameScope(in)); });
}

}  // namespace tl::lang::tfi
