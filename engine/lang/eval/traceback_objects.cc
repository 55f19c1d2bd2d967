// Traceback, frame and code objects over an exception's recorded entries.
#include "lang/eval/traceback_objects.h"

#include "lang/eval/code_objects.h"
#include "lang/eval/native.h"

namespace tl::lang {
namespace {

struct TracebackClasses {
  ClassObj *traceback = nullptr, *frame = nullptr;
};

const TracebackClasses& classes(Interp& in) {
  TracebackClasses& c = in.moduleState<TracebackClasses>();
  if (!c.traceback) {
    c.traceback = newNativeClass(in, "traceback", "builtins");
    c.frame = newNativeClass(in, "frame", "builtins");
    for (ClassObj* cls : {c.traceback, c.frame}) in.keepClass(cls);
  }
  return c;
}

const TracebackEntry& entryAt(const Value& exc, size_t entry) { return exc.as<Instance>()->exc->traceback[entry]; }

const std::string& fileOf(Interp& in, const TracebackEntry& e) { return e.file.empty() ? in.filename : e.file; }

class FrameObj : public NativeObject {
 public:
  FrameObj(ClassObj* cls, Value exc, size_t entry) : NativeObject(cls), exc_(std::move(exc)), entry_(entry) {}
  Value getAttr(Interp& in, const std::string& attr) override {
    const TracebackEntry& e = entryAt(exc_, entry_);
    if (attr == "f_lineno") return Value::integer(e.line);
    if (attr == "f_code") return codeObjectNamed(in, e.function, fileOf(in, e));
    if (attr == "f_back") return Value::none();  // the frame has returned; its caller is not kept
    return {};
  }

 private:
  Value exc_;
  size_t entry_;
};

class TracebackObj : public NativeObject {
 public:
  TracebackObj(ClassObj* cls, Value exc, size_t entry) : NativeObject(cls), exc(std::move(exc)), entry(entry) {}
  Value getAttr(Interp& in, const std::string& attr) override {
    if (attr == "tb_lineno") return Value::integer(entryAt(exc, entry).line);
    if (attr == "tb_next") return entry == 0 ? Value::none() : Value(new TracebackObj(cls(), exc, entry - 1));
    if (attr == "tb_frame") return Value(new FrameObj(classes(in).frame, exc, entry));
    if (attr == "tb_lasti") return Value::integer(-1);
    return {};
  }
  Value exc;
  size_t entry;
};

}  // namespace

Value tracebackOf(Interp& in, const Value& exc) {
  const ExcData* d = exc.as<Instance>()->exc.get();
  if (d->traceback.empty()) return Value::none();
  return Value(new TracebackObj(classes(in).traceback, exc, d->traceback.size() - 1));
}

void setTraceback(Interp& in, ExcData& d, const Value& tb) {
  Value from;
  size_t entry = 0;
  if (tb.isNone()) {
    d.traceback.clear();
  } else if (tracebackEntryOf(tb, from, entry)) {
    const auto& source = from.as<Instance>()->exc->traceback;  // may be d's own
    std::vector<TracebackEntry> kept(source.begin(), source.begin() + static_cast<std::ptrdiff_t>(entry + 1));
    d.traceback = std::move(kept);
  } else {
    in.raise(in.types.TypeError, "__traceback__ must be a traceback or None");
  }
  d.lastFrame = d.traceback.empty() ? 0 : d.traceback.back().frameId;
}

bool tracebackEntryOf(const Value& tb, Value& exc, size_t& entry) {
  auto* t = tb.is(ObjKind::Native) ? dynamic_cast<TracebackObj*>(tb.as<NativeObject>()) : nullptr;
  if (!t) return false;
  exc = t->exc;
  entry = t->entry;
  return true;
}

}  // namespace tl::lang
