#include "graph/printer.h"

#include <cstdio>
#include <map>

#include "graph/symbolic_repr.h"
#include "ops/op_util.h"

namespace tl::graph {
namespace {

constexpr int64_t kMaxPrintedElements = 6;

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

std::string tensorText(const Tensor& t) {
  std::string out = std::string(core::dtypeName(t.dtype())) + " " + t.shape().toString();
  if (!t.valid() || t.dtype() == DType::Resource || t.dtype() == DType::Variant) return out;
  out += " [";
  int64_t n = std::min(t.numElements(), kMaxPrintedElements);
  for (int64_t i = 0; i < n; ++i) {
    if (i) out += ", ";
    out += t.dtype() == DType::String ? core::Json::quote(t.strings()[i]) : number(t.elementAsDouble(i));
  }
  if (t.numElements() > n) out += ", ...";
  return out + "]";
}

template <typename T, typename F>
std::string list(const std::vector<T>& items, F&& show) {
  std::string out = "[";
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + show(items[i]);
  return out + "]";
}

struct AttrPrinter {
  std::string operator()(std::monostate) const { return "none"; }
  std::string operator()(int64_t v) const { return std::to_string(v); }
  std::string operator()(double v) const { return number(v); }
  std::string operator()(bool v) const { return v ? "true" : "false"; }
  std::string operator()(const std::string& v) const { return core::Json::quote(v); }
  std::string operator()(DType v) const { return core::dtypeName(v); }
  std::string operator()(const std::vector<int64_t>& v) const {
    return list(v, [](int64_t x) { return std::to_string(x); });
  }
  std::string operator()(const PartialShape& v) const { return v.toString(); }
  std::string operator()(const Tensor& v) const { return tensorText(v); }
  std::string operator()(const ops::BodyPtr& v) const {
    auto* g = dynamic_cast<const Graph*>(v.get());
    return g ? "graph " + g->name() : "body";
  }
  std::string operator()(const std::vector<DType>& v) const {
    return list(v, [](DType d) { return std::string(core::dtypeName(d)); });
  }
};

// A fused elementwise program as register assignments: "r2 = neg(r0); r3 = mul(r2, 2)".
std::string programText(const std::vector<int64_t>& encoded) {
  static const char* kUnary[] = {"neg",  "abs",     "exp",  "log",   "sqrt",       "square",
                                 "relu", "sigmoid", "tanh", "rsqrt", "reciprocal", "sign"};
  static const char* kBinary[] = {
      "add", "sub", "mul", "div", "maximum", "minimum", "pow", "squared_difference", "floordiv", "floormod"};
  kernels::FusedProgram p;
  try {
    p = ops::decodeFusedProgram(encoded);
  } catch (const core::TfError&) {
    return AttrPrinter{}(encoded);
  }
  std::string out;
  for (int i = 0; i < p.numSteps; ++i) {
    const kernels::FusedStep& s = p.steps[i];
    std::string args = "r" + std::to_string(s.lhs);
    if (!s.isUnary) args += ", " + (s.useConstant ? number(s.constant) : "r" + std::to_string(s.rhs));
    const char* name = s.isUnary ? kUnary[static_cast<int>(s.unary)] : kBinary[static_cast<int>(s.binary)];
    out += (i ? "; r" : "r") + std::to_string(p.numInputs + i) + " = " + name + "(" + args + ")";
  }
  return core::Json::quote(out);
}

std::string attrText(const Node& n, const std::string& key, const ops::AttrValue& value) {
  const auto* ints = std::get_if<std::vector<int64_t>>(&value);
  if (ints && n.op == ops::Op::FusedElementwise && key == "program") return programText(*ints);
  return std::visit(AttrPrinter{}, value);
}

std::string nodeLine(const Graph& g, int id) {
  const Node& n = g.node(id);
  std::string line = "%" + std::to_string(id) + " " + n.name + " = " + ops::opName(n.op) + "(";
  for (size_t i = 0; i < n.inputs.size(); ++i) {
    line += (i ? ", " : "") + tensorName(g, n.inputs[i]);
  }
  line += ")";
  std::string attrs;
  for (const auto& [key, value] : n.attrs) {
    if (std::holds_alternative<ops::BodyPtr>(value)) continue;
    attrs += (attrs.empty() ? "" : ", ") + key + "=" + attrText(n, key, value);
  }
  if (!attrs.empty()) line += " {" + attrs + "}";
  line += " :";
  for (size_t i = 0; i < n.outputs.size(); ++i) {
    line += std::string(i ? "," : "") + " " + core::dtypeName(n.outputs[i].dtype) + " " + n.outputs[i].shape.toString();
  }
  if (n.span.known()) line += " @" + std::to_string(n.span.line);
  return line;
}

void printInto(const Graph& g, const std::string& indent, std::string& out) {
  out += indent + "graph " + g.name() + " inputs=" + list(g.inputs, [&](int id) { return g.node(id).name; }) +
         " outputs=" + list(g.outputs, [&](Input in) { return tensorName(g, in); }) + "\n";
  for (int id = 0; id < g.size(); ++id) {
    out += indent + "  " + nodeLine(g, id) + "\n";
    for (const std::string& attr : bodyAttrNames(g.node(id))) {
      out += indent + "    " + attr + ":\n";
      if (const Graph* body = bodyAttr(g.node(id), attr)) printInto(*body, indent + "      ", out);
    }
  }
}

// An attr value as TensorFlow's SummarizeAttrValue prints it; empty for the
// kinds an error summary leaves out (tensors, bodies, floats).
struct TfAttrPrinter {
  std::string operator()(int64_t v) const { return std::to_string(v); }
  std::string operator()(bool v) const { return v ? "true" : "false"; }
  std::string operator()(const std::string& v) const { return "\"" + v + "\""; }
  std::string operator()(DType v) const { return ops::tfEnumName(v); }
  std::string operator()(const std::vector<int64_t>& v) const { return AttrPrinter{}(v); }
  std::string operator()(const PartialShape& v) const { return v.toDebugString(); }
  template <typename T>
  std::string operator()(const T&) const {
    return "";
  }
};

}  // namespace

std::string summarizeNode(const Graph& g, const Node& n) {
  std::map<std::string, std::string> attrs;
  if (!n.inputs.empty()) attrs["T"] = ops::tfEnumName(g.type(n.inputs[0]).dtype);
  for (const auto& [key, value] : n.attrs) {
    std::string text = std::visit(TfAttrPrinter{}, value);
    if (!text.empty() && key[0] != '_') attrs[key] = text;
  }
  std::string out = "{{node " + n.name + "}} = " + ops::opName(n.op) + "[";
  bool first = true;
  for (const auto& [key, text] : attrs) {
    out += (first ? "" : ", ") + key + "=" + text;
    first = false;
  }
  out += "](";
  for (size_t i = 0; i < n.inputs.size(); ++i) {
    const Input& in = n.inputs[i];
    out += (i ? ", " : "") + g.node(in.node).name + (in.output ? ":" + std::to_string(in.output) : "");
  }
  return out + ")";
}

std::string printAttr(const ops::AttrValue& value) { return std::visit(AttrPrinter{}, value); }

std::string printGraph(const Graph& graph) {
  std::string out;
  printInto(graph, "", out);
  return out;
}

}  // namespace tl::graph
