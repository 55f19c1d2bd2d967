// The _traceback module under traceback (modules/py/traceback.py): an
// exception written as the interpreter writes an uncaught one
// (eval/exceptions.cc), with CPython's limit and chain, for the exception being
// handled (print_exc, format_exc) or one given (print_exception,
// format_exception, format_exception_only, format_tb); and the live stack as
// a traceback, which extract_stack() reads.
#include "lang/eval/builtins.h"
#include "lang/eval/native.h"
#include "lang/eval/traceback_objects.h"

namespace tl::lang {
namespace {

TracebackOptions optionsOf(Interp& in, const Value& limit, const Value& chain) {
  TracebackOptions opt;
  opt.anchors = in.anchors;
  if (given(limit)) opt.limit = toInt(in, limit);
  if (!chain.isNull()) opt.chain = in.truthy(chain);
  return opt;
}

bool isException(const Value& v) { return v.is(ObjKind::Instance) && v.as<Instance>()->exc; }

// The pieces of exc's text; None (nothing being handled) is "NoneType: None".
std::vector<std::string> pieces(Interp& in, const Value& exc, const TracebackOptions& opt) {
  if (!isException(exc)) return {in.typeName(exc) + ": " + in.str(exc) + "\n"};
  std::vector<std::string> out;
  chainPieces(in, exc, opt, out);
  return out;
}

std::string joined(const std::vector<std::string>& parts) {
  std::string text;
  for (const std::string& p : parts) text += p;
  return text;
}

Value listOf(Interp& in, const std::vector<std::string>& parts) {
  std::vector<Value> items;
  for (const std::string& p : parts) items.push_back(in.newStr(p));
  return in.newList(std::move(items));
}

void writeTo(Interp& in, const Value& file, const std::string& text) {
  if (!given(file)) in.writeStderr(text);
  else in.call(in.getAttr(file, in.internStr("write").as<Str>()), {in.newStr(text)});
}

Value handledException(Interp& in) { return in.handling.empty() ? Value::none() : in.handling.back(); }

// format_exception(exc) and the older (type, value, tb): the value is the exception.
Value givenException(const std::vector<Value>& v) { return v[1].isNull() ? v[0] : v[1]; }

Value formatExc(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "format_exc", {"limit", "chain"}, 0);
  return in.newStr(joined(pieces(in, handledException(in), optionsOf(in, v[0], v[1]))));
}

Value printExc(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "print_exc", {"limit", "file", "chain"}, 0);
  writeTo(in, v[1], joined(pieces(in, handledException(in), optionsOf(in, v[0], v[2]))));
  return Value::none();
}

Value formatException(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "format_exception", {"exc", "value", "tb", "limit", "chain"}, 1);
  return listOf(in, pieces(in, givenException(v), optionsOf(in, v[3], v[4])));
}

Value printException(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "print_exception", {"exc", "value", "tb", "limit", "file", "chain"}, 1);
  writeTo(in, v[4], joined(pieces(in, givenException(v), optionsOf(in, v[3], v[5]))));
  return Value::none();
}

Value formatExceptionOnly(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "format_exception_only", {"exc", "value"}, 1);
  const Value exc = givenException(v);
  if (!isException(exc)) return listOf(in, pieces(in, exc, {}));
  std::vector<std::string> lines{exceptionOnlyText(in, exc)};
  notePieces(in, exc, lines);
  return listOf(in, lines);
}

// format_tb(tb): the entries from tb inward, without the header or the exception.
std::vector<std::string> tbPieces(Interp& in, const Value& tb, const Value& limit) {
  Value exc;
  size_t entry = 0;
  std::vector<std::string> out;
  if (tb.isNone()) return out;
  if (!tracebackEntryOf(tb, exc, entry))
    in.raise(in.types.AttributeError, "'" + in.typeName(tb) + "' object has no attribute 'tb_frame'");
  tracebackEntryPieces(in, exc, entry, optionsOf(in, limit, Value()), out);
  return out;
}

Value formatTb(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "format_tb", {"tb", "limit"}, 1);
  return listOf(in, tbPieces(in, v[0], v[1]));
}

Value printTb(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "print_tb", {"tb", "limit", "file"}, 1);
  writeTo(in, v[2], joined(tbPieces(in, v[0], v[1])));
  return Value::none();
}

// An exception whose traceback holds the live frames (the engine's frames are
// not Python objects, so the stack is read as a traceback is).
Value stackException(Interp& in, const Value&, CallArgs& a) {
  parseArgs(in, a, "_stack_exception", {}, 0);
  Value exc = in.newInstance(in.exceptionClass("Exception"));
  exc.as<Instance>()->exc->args = in.newTuple();
  for (const Frame* fr = in.frame; fr; fr = fr->back) addTraceback(in, exc, *fr);
  return exc;
}

Value makeTracebackModule(Interp& in) {
  Value m = in.newModule("_traceback");
  defFunction(in, m, "_stack_exception", stackException);
  defFunction(in, m, "format_exc", formatExc);
  defFunction(in, m, "print_exc", printExc);
  defFunction(in, m, "format_exception", formatException);
  defFunction(in, m, "print_exception", printException);
  defFunction(in, m, "format_exception_only", formatExceptionOnly);
  defFunction(in, m, "format_tb", formatTb);
  defFunction(in, m, "print_tb", printTb);
  return m;
}

}  // namespace

void registerTracebackModule(Interp& in) { in.registerModule("_traceback", makeTracebackModule); }

}  // namespace tl::lang
