// str.encode and bytes.decode for the codecs a learner meets: UTF-8, ASCII
// and Latin-1, with the strict, replace, ignore, backslashreplace and
// xmlcharrefreplace error handlers and CPython's Unicode*Error messages.
#include <cstdio>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/str_text.h"
#include "lang/syntax/lexer.h"

namespace tl::lang {

namespace {

enum class Codec { Utf8, Ascii, Latin1 };
struct CodecInfo {
  Codec codec;
  const char* name;  // as CPython's messages name it
  uint32_t limit;    // code points below it encode as one byte
};

// Python normalizes codec names: case, '-' and '_' do not matter.
CodecInfo findCodec(Interp& in, const std::string& name) {
  std::string key;
  for (char c : name)
    if (c != '-' && c != '_' && c != ' ') key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (key == "utf8" || key == "u8" || key == "utf") return {Codec::Utf8, "utf-8", 0x110000};
  if (key == "ascii" || key == "usascii" || key == "646") return {Codec::Ascii, "ascii", 0x80};
  if (key == "latin1" || key == "latin" || key == "iso88591" || key == "l1" || key == "8859" || key == "cp819")
    return {Codec::Latin1, "latin-1", 0x100};
  in.raise(in.types.LookupError, "unknown encoding: " + name);
}

// Handlers are looked up only when a character or byte fails, as in CPython.
void checkHandler(Interp& in, const std::string& errors, bool decoding) {
  for (const char* known : {"strict", "replace", "ignore", "backslashreplace", "surrogateescape", "xmlcharrefreplace"})
    if (errors == known && (!decoding || errors != "xmlcharrefreplace")) return;
  in.raise(in.types.LookupError, "unknown error handler name '" + errors + "'");
}

std::string hexEscape(uint32_t cp) {
  char b[16];
  if (cp < 0x100) std::snprintf(b, sizeof b, "\\x%02x", cp);
  else if (cp < 0x10000) std::snprintf(b, sizeof b, "\\u%04x", cp);
  else std::snprintf(b, sizeof b, "\\U%08x", cp);
  return b;
}

// The exception instance with CPython's attributes (encoding, object, start, end, reason).
[[noreturn]] void raiseCodecError(Interp& in, const char* cls, const std::string& message, const CodecInfo& c,
                                  const Value& object, int64_t start, int64_t end, const std::string& reason) {
  Value e = in.newException(in.exceptionClass(cls), message);
  for (auto& [name, v] : std::initializer_list<std::pair<const char*, Value>>{{"encoding", in.newStr(c.name)},
                                                                              {"object", object},
                                                                              {"start", Value::integer(start)},
                                                                              {"end", Value::integer(end)},
                                                                              {"reason", in.newStr(reason)}})
    e.as<Instance>()->attrs()->set(in.internStr(name), v);
  in.raiseValue(e);
}

// ---- encoding ----

[[noreturn]] void encodeError(Interp& in, const CodecInfo& c, const std::vector<uint32_t>& cps, size_t start,
                              size_t end, const Value& text) {
  std::string reason = "ordinal not in range(" + std::to_string(c.limit) + ")";
  std::string where = end - start == 1
                          ? "character '" + hexEscape(cps[start]) + "' in position " + std::to_string(start)
                          : "characters in position " + std::to_string(start) + "-" + std::to_string(end - 1);
  raiseCodecError(in, "UnicodeEncodeError", "'" + std::string(c.name) + "' codec can't encode " + where + ": " + reason,
                  c, text, static_cast<int64_t>(start), static_cast<int64_t>(end), reason);
}

std::string replacementFor(uint32_t cp, const std::string& errors) {
  if (errors == "replace") return "?";
  if (errors == "backslashreplace") return hexEscape(cp);
  if (errors == "xmlcharrefreplace") return "&#" + std::to_string(cp) + ";";
  return "";
}

std::string encodeText(Interp& in, const Value& text, const CodecInfo& c, const std::string& errors) {
  const std::string& s = text.as<Str>()->s;
  if (c.codec == Codec::Utf8) return s;
  std::vector<uint32_t> cps;
  for (size_t i = 0; i < s.size(); i += utf8Length(static_cast<unsigned char>(s[i]))) cps.push_back(decodeUtf8(s, i));
  std::string out;
  for (size_t i = 0; i < cps.size(); ++i) {
    if (cps[i] < c.limit) {
      out += static_cast<char>(cps[i]);
      continue;
    }
    checkHandler(in, errors, false);
    if (errors == "strict") {
      size_t end = i;
      while (end < cps.size() && cps[end] >= c.limit) ++end;
      encodeError(in, c, cps, i, end, text);
    }
    out += replacementFor(cps[i], errors);
  }
  return out;
}

// ---- decoding ----

// The length of the valid UTF-8 sequence at data[i] (0: invalid), or, when it
// is broken, `bad` = how many bytes the error covers and `reason`.
size_t utf8Sequence(const std::string& data, size_t i, size_t& bad, const char*& reason) {
  const auto at = [&](size_t k) { return static_cast<unsigned char>(data[k]); };
  const unsigned char lead = at(i);
  size_t need = lead < 0x80                    ? 1
                : lead >= 0xC2 && lead <= 0xDF ? 2
                : lead >= 0xE0 && lead <= 0xEF ? 3
                : lead >= 0xF0 && lead <= 0xF4 ? 4
                                               : 0;
  bad = 1, reason = "invalid start byte";
  if (need == 0) return 0;
  for (size_t k = 1; k < need; ++k) {
    if (i + k >= data.size()) return bad = k, reason = "unexpected end of data", 0;
    unsigned char lo = 0x80, hi = 0xBF, c = at(i + k);
    if (k == 1) {
      if (lead == 0xE0) lo = 0xA0;
      if (lead == 0xED) hi = 0x9F;
      if (lead == 0xF0) lo = 0x90;
      if (lead == 0xF4) hi = 0x8F;
    }
    if (c < lo || c > hi) return bad = k, reason = "invalid continuation byte", 0;
  }
  return need;
}

[[noreturn]] void decodeError(Interp& in, const CodecInfo& c, const std::string& data, size_t start, size_t end,
                              const std::string& reason) {
  char where[64];
  if (end - start == 1)
    std::snprintf(where, sizeof where, "byte 0x%02x in position %zu", static_cast<unsigned char>(data[start]), start);
  else std::snprintf(where, sizeof where, "bytes in position %zu-%zu", start, end - 1);
  raiseCodecError(in, "UnicodeDecodeError", "'" + std::string(c.name) + "' codec can't decode " + where + ": " + reason,
                  c, newBytes(in, data), static_cast<int64_t>(start), static_cast<int64_t>(end), reason);
}

void decodeFailure(Interp& in, const CodecInfo& c, const std::string& data, size_t start, size_t bad,
                   const char* reason, const std::string& errors, std::string& out) {
  checkHandler(in, errors, true);
  if (errors == "strict") decodeError(in, c, data, start, start + bad, reason);
  if (errors == "replace") appendUtf8(out, 0xFFFD);
  if (errors == "backslashreplace")
    for (size_t k = 0; k < bad; ++k) out += hexEscape(static_cast<unsigned char>(data[start + k]));
  if (errors == "surrogateescape")  // shown as the replacement character: strings hold no lone surrogates
    for (size_t k = 0; k < bad; ++k) appendUtf8(out, 0xFFFD);
}

std::string decodeBytes(Interp& in, const std::string& data, const CodecInfo& c, const std::string& errors) {
  std::string out;
  for (size_t i = 0; i < data.size();) {
    const unsigned char b = static_cast<unsigned char>(data[i]);
    if (c.codec == Codec::Latin1 || b < 0x80) {
      appendUtf8(out, b);
      ++i;
      continue;
    }
    size_t bad = 1;
    const char* reason = "ordinal not in range(128)";
    size_t n = c.codec == Codec::Utf8 ? utf8Sequence(data, i, bad, reason) : 0;
    if (n > 0) {
      out.append(data, i, n);
      i += n;
      continue;
    }
    decodeFailure(in, c, data, i, bad, reason, errors, out);
    i += bad;
  }
  return out;
}

const std::string& textArg(Interp& in, const Value& v, const char* method, const char* param) {
  if (!v.is(ObjKind::Str))
    in.raise(in.types.TypeError, std::string(method) + "() argument '" + param + "' must be str, not " +
                                     (v.isNone() ? "None" : in.typeName(v)));
  return v.as<Str>()->s;
}

Value strEncode(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "encode", {"encoding", "errors"}, 0);
  CodecInfo c = findCodec(in, args[0].isNull() ? "utf-8" : textArg(in, args[0], "encode", "encoding"));
  std::string errors = args[1].isNull() ? "strict" : textArg(in, args[1], "encode", "errors");
  return newBytes(in, encodeText(in, self, c, errors));
}

Value bytesDecode(Interp& in, const Value& self, CallArgs& a) {
  auto args = parseArgs(in, a, "decode", {"encoding", "errors"}, 0);
  CodecInfo c = findCodec(in, args[0].isNull() ? "utf-8" : textArg(in, args[0], "decode", "encoding"));
  std::string errors = args[1].isNull() ? "strict" : textArg(in, args[1], "decode", "errors");
  std::string data;
  bytesView(self, data);
  return in.newStr(decodeBytes(in, data, c, errors));
}

}  // namespace

std::string decodeToStr(Interp& in, const std::string& data, const std::string& encoding, const std::string& errors) {
  return decodeBytes(in, data, findCodec(in, encoding), errors);
}

std::string encodeStr(Interp& in, const Value& text, const std::string& encoding, const std::string& errors) {
  return encodeText(in, text, findCodec(in, encoding), errors);
}

void installCodecMethods(Interp& in) {
  in.exceptionClass("UnicodeError");
  in.exceptionClass("UnicodeDecodeError");
  in.exceptionClass("UnicodeEncodeError");
  defMethod(in, in.types.str, "encode", strEncode);
  for (ClassObj* cls : {in.types.bytes, in.types.bytearray}) defMethod(in, cls, "decode", bytesDecode);
}

}  // namespace tl::lang
