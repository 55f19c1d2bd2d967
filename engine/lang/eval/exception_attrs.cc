// The attributes of exceptions: BaseException's getset descriptors (args,
// __cause__, __context__, __traceback__, __suppress_context__) and the fields
// of SystemExit, OSError and StopIteration.
#include "lang/eval/builtins.h"
#include "lang/eval/interp.h"
#include "lang/eval/traceback_objects.h"

namespace tl::lang {
namespace {

// OSError's errno, strerror, filename or filename2 (setExceptionArgs), else nullptr.
Value* osErrorField(Interp& in, Instance* i, const std::string& name) {
  ExcData* d = i->exc.get();
  Value* field = name == "errno"       ? &d->osErrno
                 : name == "strerror"  ? &d->osStrerror
                 : name == "filename"  ? &d->osFilename
                 : name == "filename2" ? &d->osFilename2
                                       : nullptr;
  return field && i->cls()->isSubclassOf(in.exceptionClass("OSError")) ? field : nullptr;
}

}  // namespace

Value systemExitCode(Interp&, const Value& exc) {
  const auto& args = exc.as<Instance>()->exc->args.as<Tuple>()->items;
  if (args.empty()) return Value::none();
  return args.size() == 1 ? args[0] : exc.as<Instance>()->exc->args;
}

Value exceptionAttr(Interp& in, const Instance* i, const std::string& name) {
  const ExcData* d = i->exc.get();
  if (name == "args") return d->args;
  if (name == "__cause__") return d->cause.isNull() ? Value::none() : d->cause;
  if (name == "__context__") return d->context.isNull() ? Value::none() : d->context;
  if (name == "__traceback__") return tracebackOf(in, Value(const_cast<Instance*>(i)));
  if (name == "__suppress_context__") return Value::boolean(d->suppressContext);
  if (name == "code" && i->cls()->isSubclassOf(in.exceptionClass("SystemExit")))
    return systemExitCode(in, Value(const_cast<Instance*>(i)));
  if (Value* field = osErrorField(in, const_cast<Instance*>(i), name)) return field->isNull() ? Value::none() : *field;
  if (name == "value" && i->cls()->isSubclassOf(in.types.StopIteration))
    return d->args.as<Tuple>()->items.empty() ? Value::none() : d->args.as<Tuple>()->items[0];
  return {};
}

// BaseException's settable attributes (getset descriptors in CPython): true when
// `name` is one of them and was set.
bool setExceptionAttr(Interp& in, Instance* i, const Str* name, const Value& v) {
  ExcData* d = i->exc.get();
  auto exceptionOrNone = [&](const char* what) {
    if (!v.isNone() && !(v.is(ObjKind::Instance) && v.as<Instance>()->exc))
      in.raise(in.types.TypeError, std::string("exception ") + what + " must be None or derive from BaseException");
    return v.isNone() ? Value() : v;
  };
  if (Value* field = osErrorField(in, i, name->s)) {
    *field = v;
  } else if (name->s == "args") {
    d->args = in.newTuple(in.toVector(v));
  } else if (name->s == "__cause__") {
    d->cause = exceptionOrNone("cause");
    d->suppressContext = true;  // as `raise ... from` sets it
  } else if (name->s == "__context__") {
    d->context = exceptionOrNone("context");
  } else if (name->s == "__traceback__") {
    setTraceback(in, *d, v);
  } else if (name->s == "__suppress_context__") {
    if (v.tag() != Tag::Bool) in.raise(in.types.TypeError, "attribute value type must be bool");
    d->suppressContext = v.asInt() != 0;
  } else {
    return false;
  }
  return true;
}

}  // namespace tl::lang
