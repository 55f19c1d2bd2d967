// tf.print: StringFormat + PrintV2, so it prints now when eager and when the
// graph runs when traced (phase "run"). Python strings are printed as they are,
// other Python values with str(), tensors through the op's formatting.
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang::tfi {
namespace {

using core::DType;
using ops::Op;

struct Template {
  std::string text;
  std::vector<ops::Value> tensors;
};

// Marks tensor positions while the template is built; replaced at the end by a
// placeholder the literal text does not contain (TF picks one the same way).
constexpr const char* kPlaceholder = "\x01";

std::string uniquePlaceholder(const std::string& text) {
  std::string p = "{}";
  while (text.find(p) != std::string::npos) p = "{" + p + "}";
  return p;
}

std::string withPlaceholder(const std::string& text, const std::string& p) {
  std::string out;
  for (char c : text) out += c == '\x01' ? p : std::string(1, c);
  return out;
}

void appendValue(Interp& in, const Value& v, Template& t, bool top);

void appendSequence(Interp& in, const std::vector<Value>& items, const char* open, const char* close, Template& t) {
  t.text += open;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) t.text += ", ";
    appendValue(in, items[i], t, false);
  }
  if (items.size() == 1 && std::string(open) == "(") t.text += ",";
  t.text += close;
}

void appendValue(Interp& in, const Value& v, Template& t, bool top) {
  if (isTensor(v) || isVariable(v)) {
    t.text += kPlaceholder;
    t.tensors.push_back(toTensorValue(in, v));
  } else if (v.is(ObjKind::List)) {
    appendSequence(in, v.as<List>()->items, "[", "]", t);
  } else if (v.is(ObjKind::Tuple)) {
    appendSequence(in, v.as<Tuple>()->items, "(", ")", t);
  } else if (v.is(ObjKind::Dict)) {
    t.text += "{";
    bool first = true;
    v.as<Dict>()->forEach([&](const Value& key, const Value& value) {
      if (!first) t.text += ", ";
      first = false;
      appendValue(in, key, t, false);
      t.text += ": ";
      appendValue(in, value, t, false);
    });
    t.text += "}";
  } else if (v.is(ObjKind::Str)) {
    t.text += top ? v.as<Str>()->s : in.repr(v);
  } else {
    t.text += top ? in.str(v) : in.repr(v);
  }
}

bool loneStringScalar(const std::vector<Value>& inputs) {
  if (inputs.size() != 1 || !isTensor(inputs[0])) return false;
  const ops::Value& x = tensorValue(inputs[0]);
  return x.dtype() == DType::String && x.shape().hasRank() && x.shape().rank() == 0;
}

// PrintV2's output_stream: sys.stderr is "stderr"; anything else prints where
// tracelab's tf.print prints by default, on stdout.
std::string outputStream(Interp& in, const Value& stream) {
  Value sys = in.importModule("sys", {});
  return stream.sameAs(in.getAttr(sys, "stderr")) ? "stderr" : "stdout";
}

Value tfPrint(Interp& in, const Value&, CallArgs& a) {
  std::vector<Value> inputs(a.pos, a.pos + a.npos);
  std::string sep = " ", end = "\n", stream = "stdout";
  int64_t summarize = 3;
  for (size_t k = 0; k < a.nkw; ++k) {
    const KwArg& kw = a.kw[k];
    if (kw.name == "sep") sep = toStr(in, kw.value);
    else if (kw.name == "end") end = toStr(in, kw.value);
    else if (kw.name == "summarize") summarize = kw.value.isNone() ? -1 : toInt(in, kw.value);
    else if (kw.name == "output_stream") stream = outputStream(in, kw.value);
    else if (kw.name != "name")
      in.raise(in.types.TypeError, "print_v2() got an unexpected keyword argument '" + kw.name + "'");
  }
  ops::Value line;
  if (loneStringScalar(inputs)) {
    line = tensorValue(inputs[0]);
  } else {
    Template t;
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (i) t.text += sep;
      appendValue(in, inputs[i], t, true);
    }
    std::string placeholder = uniquePlaceholder(t.text);
    line = callNamed(Op::StringFormat, t.tensors,
                     {{"template", withPlaceholder(t.text, placeholder)},
                      {"placeholder", placeholder},
                      {"summarize", summarize}},
                     "StringFormat");
  }
  if (ops::currentContext().isEager()) {
    ops::KernelContext& kc = ops::defaultEagerContext().kernelContext();
    kc.sink = &in.sink();
    kc.phase = "eager";
  }
  ops::call(Op::PrintV2, {line}, {{"end", end}, {"output_stream", stream}, {graph::kNameAttr, std::string("PrintV2")}});
  return Value::none();
}

}  // namespace

void installPrintApi(Interp& in, const Value& tf) { defFunction(in, tf, "print", tfPrint); }

}  // namespace tl::lang::tfi
