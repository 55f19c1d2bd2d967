// str(b, encoding), int(b'12') and float(b'1.5'): the str, int and float
// constructors, wrapped so that bytes-like arguments reach them as text.
#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"

namespace tl::lang {

namespace {

NativeFn& constructorOf(Interp& in, ClassObj* cls) {
  return cls->attrs()->findStr(in.internStr("__call_ctor__").as<Str>())->as<Builtin>()->fn;
}

// str(object, encoding, errors): with an encoding or errors, object is decoded.
Value strFromBytes(Interp& in, const Value& cls, CallArgs& a, const NativeFn& plain) {
  if (a.npos + a.nkw > 3)
    in.raise(in.types.TypeError, "str() takes at most 3 arguments (" + std::to_string(a.npos + a.nkw) + " given)");
  auto args = parseArgs(in, a, "str", {"object", "encoding", "errors"}, 0);
  if (args[1].isNull() && args[2].isNull()) {
    CallArgs objectOnly{a.pos, std::min<size_t>(a.npos, 1), a.kw, a.nkw};
    return plain(in, cls, objectOnly);
  }
  std::string data;
  if (args[0].is(ObjKind::Str)) in.raise(in.types.TypeError, "decoding str is not supported");
  if (!args[0].isNull() && !bytesView(args[0], data))
    in.raise(in.types.TypeError, "decoding to str: need a bytes-like object, " + in.typeName(args[0]) + " found");
  return in.newStr(decodeToStr(in, data, args[1].isNull() ? "utf-8" : toStr(in, args[1]),
                               args[2].isNull() ? "strict" : toStr(in, args[2])));
}

// int(b'12', base) and float(b'1.5') read the bytes as ASCII text; their
// ValueError shows the bytes as written.
Value numberFromBytes(Interp& in, const Value& cls, CallArgs& a, const NativeFn& plain) {
  std::string data;
  if (a.npos == 0 || a.pos[0].is(ObjKind::Str) || !bytesView(a.pos[0], data)) return plain(in, cls, a);
  std::vector<Value> pos(a.pos, a.pos + a.npos);
  pos[0] = in.newStr(decodeToStr(in, data, "latin-1", "strict"));
  CallArgs asText{pos.data(), pos.size(), a.kw, a.nkw};
  try {
    return plain(in, cls, asText);
  } catch (PyException& e) {
    if (!in.isInstance(e.exc, in.types.ValueError)) throw;
    std::string message = in.str(e.exc);
    size_t quoted = message.rfind(": '");
    if (quoted == std::string::npos) throw;
    in.raise(in.types.ValueError, message.substr(0, quoted + 2) + bytesRepr(data));
  }
}

void wrap(Interp& in, ClassObj* cls, Value (*wrapper)(Interp&, const Value&, CallArgs&, const NativeFn&)) {
  NativeFn& ctor = constructorOf(in, cls);
  ctor = [plain = ctor, wrapper](Interp& in, const Value& c, CallArgs& a) { return wrapper(in, c, a, plain); };
}

}  // namespace

void installBytesConversions(Interp& in) {
  wrap(in, in.types.str, strFromBytes);
  wrap(in, in.types.int_, numberFromBytes);
  wrap(in, in.types.float_, numberFromBytes);
}

}  // namespace tl::lang
