// repr() and str() of every built-in type, as CPython prints them.
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/errors.h"
#include "lang/eval/builtins.h"
#include "lang/eval/generators.h"
#include "lang/eval/int_value.h"
#include "lang/eval/metaclass.h"
#include "lang/eval/native.h"
#include "lang/eval/str_text.h"
#include "lang/syntax/unicode_data.h"

namespace tl::lang {

// Shortest string that round-trips, laid out like CPython's float_repr.
std::string floatRepr(double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
  if (d == 0) return std::signbit(d) ? "-0.0" : "0.0";
  char buf[64];
  for (int p = 1; p <= 17; ++p) {
    std::snprintf(buf, sizeof buf, "%.*e", p - 1, d);
    if (std::strtod(buf, nullptr) == d) break;
  }
  std::string s = buf, sign;
  if (s[0] == '-') sign = "-", s = s.substr(1);
  size_t e = s.find('e');
  int exp = std::atoi(s.c_str() + e + 1);
  std::string digits;
  for (size_t i = 0; i < e; ++i)
    if (s[i] != '.') digits += s[i];
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  int decpt = exp + 1;
  std::string out;
  if (decpt <= -4 || decpt > 16) {
    out = digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    char eb[16];
    std::snprintf(eb, sizeof eb, "e%c%02d", exp < 0 ? '-' : '+', std::abs(exp));
    out += eb;
  } else if (decpt <= 0) {
    out = "0." + std::string(-decpt, '0') + digits;
  } else if (decpt >= static_cast<int>(digits.size())) {
    out = digits + std::string(decpt - digits.size(), '0') + ".0";
  } else {
    out = digits.substr(0, decpt) + "." + digits.substr(decpt);
  }
  return sign + out;
}

// repr() of a str: quoted, with escapes for the quote, backslash, control
// characters and every non-printable code point (\xhh, \uhhhh, \Uhhhhhhhh).
std::string reprString(const std::string& s) {
  bool hasSingle = s.find('\'') != std::string::npos, hasDouble = s.find('"') != std::string::npos;
  char q = hasSingle && !hasDouble ? '"' : '\'';
  std::string out(1, q);
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const size_t width = utf8Length(c);
    const uint32_t cp = width == 1 ? c : decodeUtf8(s, i);
    if (cp == '\\') out += "\\\\";
    else if (cp == '\n') out += "\\n";
    else if (cp == '\r') out += "\\r";
    else if (cp == '\t') out += "\\t";
    else if (cp == static_cast<unsigned char>(q)) out += std::string("\\") + q;
    else if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && !unicode::has(cp, unicode::Printable))) {
      char b[16];
      std::snprintf(b, sizeof b, cp <= 0xff ? "\\x%02x" : cp <= 0xffff ? "\\u%04x" : "\\U%08x", cp);
      out += b;
    } else {
      out.append(s, i, width);
    }
    i += width;
  }
  return out + q;
}

namespace {

std::string hexAddr(Interp& in, const void* p) {
  char b[32];
  std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(in.fakeAddress(p)));
  return b;
}

std::string joinRepr(Interp& in, const std::vector<Value>& items) {
  std::string s;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) s += ", ";
    s += in.repr(items[i]);
  }
  return s;
}

std::string className(const ClassObj* c) {
  const std::string& n = c->qualname.empty() ? c->name : c->qualname;
  return c->module == "builtins" ? n : c->module + "." + n;
}

std::string exceptionStr(Interp& in, const Instance* i) {
  const ExcData& d = *i->exc;
  if (!d.osFilename.isNull()) {  // OSError: [Errno 2] No such file or directory: 'a' -> 'b'
    auto orNone = [&in](const Value& v) { return v.isNull() ? std::string("None") : in.str(v); };
    std::string text = "[Errno " + orNone(d.osErrno) + "] " + orNone(d.osStrerror) + ": " + in.repr(d.osFilename);
    return d.osFilename2.isNull() ? text : text + " -> " + in.repr(d.osFilename2);
  }
  if (!d.osErrno.isNull() && !d.osStrerror.isNull()) return "[Errno " + in.str(d.osErrno) + "] " + in.str(d.osStrerror);
  const auto& args = d.args.as<Tuple>()->items;
  if (args.empty()) return "";
  if (args.size() == 1) {
    // A KeyError shows its key's repr; TensorFlow's MultilineMessageKeyError (named
    // KeyError, autograph_errors.cc) shows its message as written.
    if (i->cls()->isSubclassOf(in.types.KeyError) && i->cls()->qualname != "MultilineMessageKeyError")
      return in.repr(args[0]);
    return in.str(args[0]);
  }
  if (args.size() >= 3 && i->cls()->isSubclassOf(in.exceptionClass("OpError")))  // OpError.__str__: the message
    return in.str(args[2]);
  return in.repr(i->exc->args);
}

// What __repr__ / __str__ returned, which must be a str.
std::string textResult(Interp& in, const Value& r, const char* name) {
  if (!r.is(ObjKind::Str))
    in.raise(in.types.TypeError, std::string(name) + " returned non-string (type " + in.typeName(r) + ")");
  return r.as<Str>()->s;
}

Value userMethod(Interp& in, const Value& v, const char* name) {
  Value* m = v.obj()->cls()->lookup(in.internStr(name).as<Str>());
  if (!m || !m->is(ObjKind::Function)) return {};
  CallArgs a;
  Value r = in.callFunction(m->as<Function>(), &v, a);
  textResult(in, r, name);
  return r;
}

// A subclass's __str__, else (but for str's own objects) its __repr__: Null when neither.
Value subclassText(Interp& in, const Value& v) {
  if (const Value* m = overrideOf(in, v, "__str__")) return in.newStr(textResult(in, in.call(*m, {v}), "__str__"));
  if (v.is(ObjKind::Str)) return v;
  if (const Value* m = overrideOf(in, v, "__repr__")) return in.newStr(textResult(in, in.call(*m, {v}), "__repr__"));
  return {};
}

// Marks a container as being repr'd, so a container that holds itself prints
// as CPython prints it ([1, [...]]) instead of recursing forever.
class ReprEnter {
 public:
  ReprEnter(Interp& in, const Object* o) : in_(in) {
    for (const Object* active : in.reprActive) entered_ = entered_ || active == o;
    if (!entered_) in.reprActive.push_back(o);
  }
  ~ReprEnter() {
    if (!entered_) in_.reprActive.pop_back();
  }
  bool again() const { return entered_; }

 private:
  Interp& in_;
  bool entered_ = false;
};

std::string containerRepr(Interp& in, const Value& v);
std::string scalarObjectRepr(Interp& in, const Value& v);

std::string objectRepr(Interp& in, const Value& v) {
  Object* o = v.obj();
  switch (o->kind()) {
    case ObjKind::List:
    case ObjKind::Tuple:
    case ObjKind::Dict:
    case ObjKind::Set: {
      ReprEnter enter(in, o);
      if (!enter.again()) return containerRepr(in, v);
      if (o->kind() == ObjKind::Set) return in.typeName(v) + "(...)";
      return o->kind() == ObjKind::List ? "[...]" : o->kind() == ObjKind::Tuple ? "(...)" : "{...}";
    }
    default: return scalarObjectRepr(in, v);
  }
}

std::string containerRepr(Interp& in, const Value& v) {
  switch (v.obj()->kind()) {
    case ObjKind::List: return "[" + joinRepr(in, v.as<List>()->items) + "]";
    case ObjKind::Tuple: {
      const auto& items = v.as<Tuple>()->items;
      return "(" + joinRepr(in, items) + (items.size() == 1 ? ",)" : ")");
    }
    case ObjKind::Dict: {
      std::string s = "{";
      bool first = true;
      v.as<Dict>()->forEach([&](const Value& k, const Value& x) {
        if (!first) s += ", ";
        first = false;
        s += in.repr(k) + ": " + in.repr(x);
      });
      return s + "}";
    }
    case ObjKind::Set: {  // a set's own repr is a display; frozensets and subclasses name their type
      const Set* set = v.as<Set>();
      const bool named = v.obj()->cls() != in.types.set;
      if (set->size() == 0) return named ? in.typeName(v) + "()" : "set()";
      std::vector<Value> items;
      set->forEach([&](const Value& k) { items.push_back(k); });
      return named ? in.typeName(v) + "({" + joinRepr(in, items) + "})" : "{" + joinRepr(in, items) + "}";
    }
    default: return "";
  }
}

std::string scalarObjectRepr(Interp& in, const Value& v) {
  Object* o = v.obj();
  switch (o->kind()) {
    case ObjKind::Str: return reprString(v.as<Str>()->s);
    case ObjKind::BigInt: return intToDecimal(in, v.as<BigIntObj>()->value);
    case ObjKind::Range: return rangeRepr(in, *v.as<Range>());
    case ObjKind::Slice: {
      const Slice* s = v.as<Slice>();
      return "slice(" + in.repr(s->start) + ", " + in.repr(s->stop) + ", " + in.repr(s->step) + ")";
    }
    case ObjKind::Function: return "<function " + v.as<Function>()->qualname + " at " + hexAddr(in, o) + ">";
    case ObjKind::BoundMethod: {
      const BoundMethod* m = v.as<BoundMethod>();
      std::string fname = m->func.is(ObjKind::Function) ? m->func.as<Function>()->qualname : in.repr(m->func);
      return "<bound method " + fname + " of " + in.repr(m->self) + ">";
    }
    case ObjKind::Builtin: {
      const Builtin* b = v.as<Builtin>();
      if (b->isMethod && b->ownerName == "object" && b->name != "__init_subclass__")  // object's slot methods
        return b->self.isNull() ? "<slot wrapper '" + b->name + "' of 'object' objects>"
                                : "<method-wrapper '" + b->name + "' of " + in.typeName(b->self) + " object at " +
                                      hexAddr(in, b->self.isObj() ? b->self.obj() : o) + ">";
      if (!b->self.isNull())
        return "<built-in method " + b->name + " of " + in.typeName(b->self) + " object at " +
               hexAddr(in, b->self.isObj() ? b->self.obj() : o) + ">";
      return "<built-in function " + b->name + ">";
    }
    case ObjKind::Class:
      if (programMetaclass(v))
        if (Value r = userMethod(in, v, "__repr__"); !r.isNull()) return r.as<Str>()->s;
      return classRepr(v.as<ClassObj>());
    case ObjKind::Module: return "<module '" + v.as<Module>()->name + "' (built-in)>";
    case ObjKind::Instance: {
      if (Value r = userMethod(in, v, "__repr__"); !r.isNull()) return r.as<Str>()->s;
      const Instance* i = v.as<Instance>();
      if (!i->number.isNull()) return in.repr(i->number);
      if (i->exc) {
        const auto& args = i->exc->args.as<Tuple>()->items;
        return i->cls()->name + "(" + joinRepr(in, args) + ")";
      }
      return defaultObjectRepr(in, v);
    }
    case ObjKind::Native: {
      try {
        return v.as<NativeObject>()->repr(in);
      } catch (core::TfError& e) {
        in.raise(in.exceptionClass(e.kind()), e.what());
      }
    }
    case ObjKind::NotImplemented: return "NotImplemented";
    case ObjKind::Ellipsis: return "Ellipsis";
    case ObjKind::Property: return "<property object at " + hexAddr(in, o) + ">";
    case ObjKind::StaticMethod: return "<staticmethod(" + in.repr(v.as<Wrapper>()->fget) + ")>";
    case ObjKind::ClassMethod: return "<classmethod(" + in.repr(v.as<Wrapper>()->fget) + ")>";
    case ObjKind::Super:
      return "<super: <class '" + v.as<Super>()->startAfter->name + "'>, <" + in.typeName(v.as<Super>()->self) +
             " object>>";
    case ObjKind::Iterator:
      if (auto* g = dynamic_cast<const GeneratorObj*>(v.as<Iterator>()))
        return "<generator object " + g->func.as<Function>()->qualname + " at " + hexAddr(in, o) + ">";
      return "<" + o->cls()->name + " object at " + hexAddr(in, o) + ">";
    default: return "<" + o->cls()->name + " object at " + hexAddr(in, o) + ">";
  }
}

}  // namespace

std::string classRepr(const ClassObj* cls) { return "<class '" + className(cls) + "'>"; }

std::string defaultObjectRepr(Interp& in, const Value& v) {
  if (!v.isObj()) return in.repr(v);
  return "<" + className(v.obj()->cls()) + " object at " + hexAddr(in, v.obj()) + ">";
}

std::string Interp::repr(const Value& v) {
  switch (v.tag()) {
    case Tag::None:
    case Tag::Null: return "None";
    case Tag::Bool: return v.asBool() ? "True" : "False";
    case Tag::Int: return std::to_string(v.asInt());
    case Tag::Float: return floatRepr(v.asFloat());
    case Tag::Obj: break;
  }
  if (v.is(ObjKind::Str) && !v.obj()->cls()->userDefined) return reprString(v.as<Str>()->s);
  RecursionScope level(*this, " while getting the repr of an object");
  if (const Value* m = overrideOf(*this, v, "__repr__")) return textResult(*this, call(*m, {v}), "__repr__");
  return objectRepr(*this, v);
}

std::string builtinRepr(Interp& in, const Value& v) {
  const Value& number = plainNumber(v);
  if (!number.isObj()) return in.repr(number);
  RecursionScope level(in, " while getting the repr of an object");
  return objectRepr(in, number);
}

std::string Interp::str(const Value& v) {
  if (v.is(ObjKind::Str) && !v.obj()->cls()->userDefined) return v.as<Str>()->s;
  if (!v.isObj()) return repr(v);
  RecursionScope level(*this, " while getting the str of an object");
  if (programMetaclass(v))
    if (Value r = userMethod(*this, v, "__str__"); !r.isNull()) return r.as<Str>()->s;
  if (v.obj()->cls()->userDefined && v.obj()->kind() != ObjKind::Instance)
    if (Value text = subclassText(*this, v); !text.isNull()) return text.as<Str>()->s;
  if (v.is(ObjKind::Instance)) {
    if (Value r = userMethod(*this, v, "__str__"); !r.isNull()) return r.as<Str>()->s;
    if (v.as<Instance>()->exc && !v.obj()->cls()->lookup(internStr("__repr__").as<Str>()))
      return exceptionStr(*this, v.as<Instance>());
  }
  if (v.is(ObjKind::Native)) {
    try {
      return v.as<NativeObject>()->str(*this);
    } catch (core::TfError& e) {
      raise(exceptionClass(e.kind()), e.what());
    }
  }
  return objectRepr(*this, v);  // object.__str__ calls the type's repr directly: no second level
}

std::string NativeObject::repr(Interp& in) {
  char b[32];
  std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(in.fakeAddress(this)));
  return "<" + cls()->module + "." + cls()->name + " object at " + b + ">";
}

int64_t NativeObject::hash() { return static_cast<int64_t>(reinterpret_cast<uintptr_t>(this) >> 4); }

}  // namespace tl::lang
