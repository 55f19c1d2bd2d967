#include "lang/modules/tensorflow/autograph/autograph_errors.h"


namespace tl::lang {
namespace {

// The attribute TensorFlow sets on the re-raised error; here a tuple
// (cause message, frames innermost first as (line, function) tuples, the number
// of traceback entries the error had when raised): a tf.function called inside
// another's trace adds the outer frames to the inner error's.
const char* const kMetadata = "ag_error_metadata";

struct Metadata {
  std::string cause;
  std::vector<std::pair<int64_t, std::string>> frames;  // innermost first
};

bool initIsExceptionInit(Interp& in, ClassObj* cls) {
  for (const ClassObj* c : cls->mro()) {
    if (!c->userDefined) return c == in.types.Exception;
    if (c->attrs()->findStr(in.internStr("__init__").as<Str>())) return false;
  }
  return false;
}

// error_utils.MultilineMessageKeyError: a KeyError named "KeyError" whose str()
// is its message as written (eval/repr.cc), not the repr a KeyError shows.
ClassObj* multilineKeyError(Interp& in) {
  ClassObj* cls = in.exceptionClass("MultilineMessageKeyError");
  if (cls->qualname.empty()) {
    cls->qualname = cls->name;
    cls->name = "KeyError";
  }
  return cls;
}

// The class of the error TensorFlow re-raises (_ErrorMetadata.create_exception).
ClassObj* reraisedClass(Interp& in, ClassObj* cls) {
  if (cls->isSubclassOf(in.exceptionClass("OpError"))) return cls;
  Types& t = in.types;
  for (ClassObj* kept :
       {t.AssertionError, t.AttributeError, t.NameError, t.NotImplementedError, t.RuntimeError, t.StopIteration,
        t.TypeError, t.UnboundLocalError, t.ValueError, in.exceptionClass("InaccessibleTensorError"),
        in.exceptionClass("OperatorNotAllowedInGraphError"), in.exceptionClass("AutoGraphError"),
        in.exceptionClass("StagingError")})
    if (cls == kept) return cls;
  if (initIsExceptionInit(in, cls)) return cls;
  if (cls == t.KeyError) return multilineKeyError(in);
  return in.exceptionClass("StagingError");
}

std::string strip(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r\f\v"), e = s.find_last_not_of(" \t\r\f\v");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// ErrorMetadataBase.get_message.
std::string userCodeMessage(Interp& in, const Metadata& m) {
  std::string out = "in user code:\n\n";
  for (auto it = m.frames.rbegin(); it != m.frames.rend(); ++it) {
    auto [line, function] = *it;
    std::string code = line > 0 && line <= static_cast<int64_t>(in.sourceLines.size())
                           ? strip(in.sourceLines[static_cast<size_t>(line - 1)])
                           : "<source unavailable>";
    out += "    File \"" + in.filename + "\", line " + std::to_string(line) + ", in " + function + "  *\n        " +
           code + "\n";
  }
  out += "\n";
  size_t start = 0;
  for (size_t nl; (nl = m.cause.find('\n', start)) != std::string::npos; start = nl + 1)
    out += "    " + m.cause.substr(start, nl - start) + "\n";
  return out + "    " + m.cause.substr(start) + "\n";
}

// The frames of the program's own file that `exc` unwound through from index `from`.
void addFrames(const ExcData& d, size_t from, Metadata& m) {
  for (size_t i = from; i < d.traceback.size(); ++i)
    if (d.traceback[i].file.empty()) m.frames.emplace_back(d.traceback[i].line, d.traceback[i].function);
}

Metadata metadataOf(Interp& in, const Value& exc) {
  const ExcData& d = *exc.as<Instance>()->exc;
  Metadata m;
  Value* stored = exc.as<Instance>()->attrs()->findStr(in.internStr(kMetadata).as<Str>());
  if (!stored || !stored->is(ObjKind::Tuple) || stored->as<Tuple>()->items.size() != 3) {
    m.cause = in.typeOf(exc)->name + ": " + in.str(exc);
    addFrames(d, 0, m);
    return m;
  }
  const auto& parts = stored->as<Tuple>()->items;
  m.cause = in.str(parts[0]);
  for (const Value& f : parts[1].as<Tuple>()->items)
    m.frames.emplace_back(f.as<Tuple>()->items[0].asInt(), in.str(f.as<Tuple>()->items[1]));
  addFrames(d, static_cast<size_t>(parts[2].asInt()), m);
  return m;
}

Value storedMetadata(Interp& in, const Metadata& m, size_t entries) {
  std::vector<Value> frames;
  for (const auto& [line, function] : m.frames)
    frames.push_back(in.newTuple({Value::integer(line), in.newStr(function)}));
  return in.newTuple({in.newStr(m.cause), in.newTuple(std::move(frames)),
                      Value::integer(static_cast<int64_t>(entries))});
}

}  // namespace

void reraiseFromConvertedCode(Interp& in, const PyException& error) {
  const Value& exc = error.exc;
  ClassObj* cls = in.typeOf(exc);
  if (!cls->isSubclassOf(in.types.Exception)) throw error;
  Metadata m = metadataOf(in, exc);
  Value reraised = in.newException(reraisedClass(in, cls), userCodeMessage(in, m));
  ExcData& d = *reraised.as<Instance>()->exc;
  const ExcData& original = *exc.as<Instance>()->exc;
  d.traceback = original.traceback;
  d.lastFrame = original.lastFrame;
  d.context = exc;
  d.suppressContext = true;
  reraised.as<Instance>()->attrs()->set(in.internStr(kMetadata), storedMetadata(in, m, d.traceback.size()));
  throw PyException{reraised};
}

void reraiseFromConvertedCode(Interp& in, const core::TfError& error, const std::string& function) {
  Value exc = in.newException(in.exceptionClass(error.kind()), error.what());
  if (error.span().line > 0) {
    TracebackEntry entry;
    entry.line = error.span().line;
    entry.span = error.span();
    entry.function = function;
    exc.as<Instance>()->exc->traceback.push_back(entry);
  }
  reraiseFromConvertedCode(in, PyException{exc});
}

}  // namespace tl::lang
