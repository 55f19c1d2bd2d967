// sys's descriptions of the interpreter (hash_info, int_info, flags,
// float_repr_style, maxunicode, encodings, path) and its small functions
// (intern, getsizeof, getrefcount, the int-to-str digit limit), with CPython
// 3.11's values on x86-64 Linux.
#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/int_value.h"
#include "lang/eval/native.h"

namespace tl::lang {

Value structSequence(Interp& in, const std::string& name, const std::vector<std::pair<const char*, Value>>& fields);

namespace {

Value hashInfo(Interp& in) {
  return structSequence(in, "hash_info",
                        {{"width", Value::integer(64)},
                         {"modulus", Value::integer((int64_t{1} << 61) - 1)},
                         {"inf", Value::integer(314159)},
                         {"nan", Value::integer(0)},
                         {"imag", Value::integer(1000003)},
                         {"algorithm", in.newStr("siphash13")},
                         {"hash_bits", Value::integer(64)},
                         {"seed_bits", Value::integer(128)},
                         {"cutoff", Value::integer(0)}});
}

Value intInfo(Interp& in) {
  return structSequence(in, "int_info",
                        {{"bits_per_digit", Value::integer(30)},
                         {"sizeof_digit", Value::integer(4)},
                         {"default_max_str_digits", Value::integer(4300)},
                         {"str_digits_check_threshold", Value::integer(640)}});
}

Value flags(Interp& in) {
  std::vector<std::pair<const char*, Value>> fields;
  for (const char* name : {"debug", "inspect", "interactive", "optimize", "dont_write_bytecode", "no_user_site",
                           "no_site", "ignore_environment", "verbose", "bytes_warning", "quiet"})
    fields.push_back({name, Value::integer(0)});
  fields.push_back({"hash_randomization", Value::integer(1)});
  fields.push_back({"isolated", Value::integer(0)});
  fields.push_back({"dev_mode", Value::boolean(false)});
  fields.push_back({"utf8_mode", Value::integer(0)});
  fields.push_back({"warn_default_encoding", Value::integer(0)});
  fields.push_back({"safe_path", Value::boolean(false)});
  fields.push_back({"int_max_str_digits", Value::integer(-1)});
  return structSequence(in, "flags", fields);
}

// CPython's compact string layouts: ASCII, Latin-1, UCS-2 or UCS-4 by the widest character.
int64_t strSize(const std::string& utf8) {
  int64_t chars = 0;
  uint32_t widest = 0;
  for (size_t i = 0; i < utf8.size();) {
    const unsigned char c = static_cast<unsigned char>(utf8[i]);
    const int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    uint32_t cp = n == 1 ? c : c & (0x7F >> n);
    for (int k = 1; k < n && i + k < utf8.size(); ++k) cp = (cp << 6) | (utf8[i + k] & 0x3F);
    widest = std::max(widest, cp);
    i += n, ++chars;
  }
  if (widest < 0x80) return 49 + chars;
  if (widest < 0x100) return 73 + chars;
  if (widest < 0x10000) return 74 + 2 * chars;
  return 76 + 4 * chars;
}

// sys.getsizeof for the built-in objects whose size CPython's layout fixes;
// others get the size of a plain instance with a __dict__.
int64_t objectSize(Interp& in, const Value& v) {
  if (v.isNone()) return 16;
  if (v.isFloat()) return 24;
  if (isInteger(v)) {
    const uint64_t bits = toBigInt(v).bitLength();
    return 24 + 4 * static_cast<int64_t>(std::max<uint64_t>(1, (bits + 29) / 30));
  }
  const std::string type = in.typeName(v);
  if (type == "str") return strSize(v.as<Str>()->s);
  if (type == "bytes") return 33 + static_cast<int64_t>(asBytes(v)->data.size());
  if (type == "tuple") return 40 + 8 * in.len(v);
  if (type == "list") {  // a literal's capacity: exact up to 2 items, else rounded up to 4 (LIST_EXTEND)
    const int64_t n = in.len(v);
    return 56 + 8 * (n <= 2 ? n : (n + 3) & ~int64_t{3});
  }
  if (type == "dict") return in.len(v) ? 184 : 64;
  if (type == "set" || type == "frozenset") return in.len(v) <= 4 ? 216 : 728;
  if (type == "complex") return 32;
  if (type == "range") return 48;
  if (type == "object") return 16;
  if (type == "function") return 152;
  return 56;
}

void defineSysFunctions(Interp& in, const Value& m) {
  defFunction(in, m, "intern", [](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "intern", {"string"}, 1);
    if (!args[0].is(ObjKind::Str))
      in.raise(in.types.TypeError, "intern() argument must be str, not " + in.typeName(args[0]));
    return in.internStr(args[0].as<Str>()->s);
  });
  defFunction(in, m, "getsizeof", [](Interp& in, const Value&, CallArgs& a) {
    auto args = parseArgs(in, a, "getsizeof", {"object", "default"}, 1);
    return Value::integer(objectSize(in, args[0]));
  });
  // The engine counts no references the way CPython does; a fresh temporary's count.
  defFunction(in, m, "getrefcount", [](Interp& in, const Value&, CallArgs& a) {
    parseArgs(in, a, "getrefcount", {"object"}, 1);
    return Value::integer(2);
  });
  defFunction(in, m, "get_int_max_str_digits", [](Interp& in, const Value&, CallArgs& a) {
    parseArgs(in, a, "get_int_max_str_digits", {}, 0);
    return Value::integer(4300);
  });
  for (const char* name : {"getdefaultencoding", "getfilesystemencoding"})
    defFunction(in, m, name, [name](Interp& in, const Value&, CallArgs& a) {
      parseArgs(in, a, name, {}, 0);
      return in.newStr("utf-8");
    });
  defFunction(in, m, "getfilesystemencodeerrors", [](Interp& in, const Value&, CallArgs& a) {
    parseArgs(in, a, "getfilesystemencodeerrors", {}, 0);
    return in.newStr("surrogateescape");
  });
}

}  // namespace

void defineSysInfo(Interp& in, const Value& m) {
  setModuleAttr(in, m, "hash_info", hashInfo(in));
  setModuleAttr(in, m, "int_info", intInfo(in));
  setModuleAttr(in, m, "flags", flags(in));
  setModuleAttr(in, m, "float_repr_style", in.newStr("short"));
  setModuleAttr(in, m, "maxunicode", Value::integer(0x10FFFF));
  setModuleAttr(in, m, "path",
                in.newList({in.newStr("/tmp"), in.newStr("/usr/lib/python311.zip"), in.newStr("/usr/lib/python3.11")}));
  for (const char* name : {"prefix", "exec_prefix", "base_prefix", "base_exec_prefix"})
    setModuleAttr(in, m, name, in.newStr("/usr"));
  setModuleAttr(in, m, "executable", in.newStr("/usr/bin/python3"));
  setModuleAttr(in, m, "dont_write_bytecode", Value::boolean(false));
  setModuleAttr(in, m, "warnoptions", in.newList());
  setModuleAttr(in, m, "abiflags", in.newStr(""));
  setModuleAttr(in, m, "api_version", Value::integer(1013));
  defineSysFunctions(in, m);
}

}  // namespace tl::lang
