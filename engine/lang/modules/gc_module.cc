// The gc module: the interpreter's cycle collector (eval/cycle_collector.h)
// behind CPython's interface. The collector is not generational: collect()
// of any generation is a full collection, and the thresholds are kept only to
// be read back.
#include <memory>

#include "lang/eval/builtins.h"
#include "lang/eval/native.h"

namespace tl::lang {

namespace {

// CPython tracks containers; a dict or tuple holding only atoms (numbers,
// strings, None) is left untracked, as are objects that refer to nothing.
bool isTracked(Interp& in, const Value& v) {
  if (!v.isObj() || !mayReferToObjects(v.obj()->kind())) return false;
  if (v.is(ObjKind::Native)) {
    const std::string& type = in.typeOf(v)->name;
    return type != "bytes" && type != "bytearray" && type != "complex";
  }
  if (ofProgramClass(v)) return true;
  if (v.is(ObjKind::Tuple)) {
    for (const Value& x : v.as<Tuple>()->items)
      if (isTracked(in, x)) return true;
    return false;
  }
  if (v.is(ObjKind::Dict)) {
    bool any = false;
    v.as<Dict>()->forEach([&](const Value& key, const Value& value) {
      any = any || isTracked(in, key) || isTracked(in, value);
    });
    return any;
  }
  return true;
}

struct Thresholds {
  int64_t values[3] = {700, 10, 10};
};

void defCollection(Interp& in, const Value& m) {
  defFunction(in, m, "collect", [](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "collect", {"generation"}, 0);
    if (!args[0].isNull()) {
      const int64_t generation = toInt(in, args[0]);
      if (generation < 0 || generation > 2) in.raise(in.types.ValueError, "invalid generation");
    }
    return Value::integer(in.cycles().collect());
  });
  defFunction(in, m, "enable", [](Interp& in, const Value&, CallArgs& a) {
    noArgs(in, a, "gc.enable");
    in.cycles().enabled = true;
    return Value::none();
  });
  defFunction(in, m, "disable", [](Interp& in, const Value&, CallArgs& a) {
    noArgs(in, a, "gc.disable");
    in.cycles().enabled = false;
    return Value::none();
  });
  defFunction(in, m, "isenabled", [](Interp& in, const Value&, CallArgs& a) {
    noArgs(in, a, "gc.isenabled");
    return Value::boolean(in.cycles().enabled);
  });
  defFunction(in, m, "get_count", [](Interp& in, const Value&, CallArgs& a) {
    noArgs(in, a, "gc.get_count");
    return in.newTuple({Value::integer(in.cycles().madeSinceCollect()), Value::integer(0), Value::integer(0)});
  });
}

void defQueries(Interp& in, const Value& m) {
  defFunction(in, m, "is_tracked", [](Interp& in, const Value&, CallArgs& a) {
    oneArg(in, a, "gc.is_tracked");
    return Value::boolean(isTracked(in, a.pos[0]));
  });
  defFunction(in, m, "is_finalized", [](Interp& in, const Value&, CallArgs& a) {
    oneArg(in, a, "gc.is_finalized");
    return Value::boolean(false);
  });
  // The debugging flags are kept for get_debug; the collector prints no debugging output.
  auto debug = std::make_shared<int64_t>(0);
  defFunction(in, m, "get_debug", [debug](Interp& in, const Value&, CallArgs& a) {
    noArgs(in, a, "gc.get_debug");
    return Value::integer(*debug);
  });
  defFunction(in, m, "set_debug", [debug](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "set_debug", {"flags"}, 1);
    *debug = toInt(in, args[0]);
    return Value::none();
  });
  const std::pair<const char*, int64_t> flags[] = {{"DEBUG_STATS", 1},
                                                   {"DEBUG_COLLECTABLE", 2},
                                                   {"DEBUG_UNCOLLECTABLE", 4},
                                                   {"DEBUG_SAVEALL", 32},
                                                   {"DEBUG_LEAK", 38}};
  for (const auto& [name, value] : flags) setModuleAttr(in, m, name, Value::integer(value));
  auto thresholds = std::make_shared<Thresholds>();
  defFunction(in, m, "get_threshold", [thresholds](Interp& in, const Value&, CallArgs& a) {
    noArgs(in, a, "gc.get_threshold");
    const int64_t* t = thresholds->values;
    return in.newTuple({Value::integer(t[0]), Value::integer(t[1]), Value::integer(t[2])});
  });
  defFunction(in, m, "set_threshold", [thresholds](Interp& in, const Value&, CallArgs& a) {
    if (a.nkw) in.raise(in.types.TypeError, "set_threshold() takes no keyword arguments");
    if (a.npos < 1) in.raise(in.types.TypeError, "set_threshold() takes at least 1 argument (0 given)");
    if (a.npos > 3)
      in.raise(in.types.TypeError, "set_threshold() takes at most 3 arguments (" + std::to_string(a.npos) + " given)");
    for (size_t i = 0; i < a.npos; ++i) thresholds->values[i] = toInt(in, a.pos[i]);
    return Value::none();
  });
}

Value makeGcModule(Interp& in) {
  Value m = in.newModule("gc");
  defCollection(in, m);
  defQueries(in, m);
  setModuleAttr(in, m, "garbage", in.newList());
  setModuleAttr(in, m, "callbacks", in.newList());
  return m;
}

}  // namespace

void registerGcModule(Interp& in) { in.registerModule("gc", makeGcModule); }

}  // namespace tl::lang
